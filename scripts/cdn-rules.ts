/**
 * `npm run cdn-rules -- <dir>`: the site server's rules for a CDN's edge, `<dir>/_headers` and `<dir>/_redirects`
 * (platform/edge/cdnRules.ts, which also describes the folder the CDN serves).
 */
import path from 'node:path';
import { writeFileAtomically } from 'platform/files/writeFileAtomically';
import { canaryProblem, cdnRules, liveShellDir, siteFiles } from 'platform/edge/cdnRules';
import { developmentKeysRefusal, readServedSite } from 'platform/edge/servedSite';
import { commandArguments, UsageError } from 'platform/cli/command';

const { dir, origin } = commandArguments(
  {
    usage: 'npm run cdn-rules -- <dir> --origin <url>',
    help:
      "Writes <dir>/_headers and <dir>/_redirects (Cloudflare Pages format): the site server's rules for a CDN's edge, for the store and pages it serves " +
      '(RELEASES_DIR, PRERENDER_DIR). --origin: the site server the CDN proxies the backend and /_site/ to — for several servers, their load balancer or nginx in front of them, never one server.',
    options: { origin: { type: 'string' } },
    positionals: { min: 1, max: 1 },
  },
  ({ values, positionals: [dir] }) => {
    const origin = values.origin;
    if (!origin || !/^https?:\/\/[^/\s]+\/?$/.test(origin)) throw new UsageError('--origin <url> names the site server the CDN proxies /api/field, /_site/ and the backend to (http(s)://host[:port]).');
    return { dir: dir!, origin };
  },
);
try {
  const site = readServedSite();
  for (const warning of site.warnings) console.warn(`Note: ${warning}.`);
  // A CDN's edge is the whole world's.
  const refused = developmentKeysRefusal(site, 'CDN rules');
  if (refused) throw new Error(refused);
  const canary = await canaryProblem(site.storeDir);
  if (canary) throw new Error(`Refusing to write CDN rules: ${canary}.`);
  const { headers, redirects } = cdnRules(site, siteFiles(liveShellDir(site)), origin);
  await writeFileAtomically(path.join(dir, '_headers'), headers);
  await writeFileAtomically(path.join(dir, '_redirects'), redirects);
  console.log(`Wrote ${path.join(dir, '_headers')} and ${path.join(dir, '_redirects')} for the store ${site.storeDir} and the pages ${site.pagesDir}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
