/**
 * `npm run cdn-rules -- <dir> --origin <url> [--from-origins]`: the site server's rules for a CDN's edge,
 * `<dir>/_headers` and `<dir>/_redirects` (platform/edge/cdnRules.ts, which also describes the folder the CDN
 * serves), or with `--from-origins` the rules of a CDN that fetches everything from the origin.
 */
import path from 'node:path';
import { writeFileAtomically } from 'platform/files/writeFileAtomically';
import { canaryProblem, cdnRules, liveShellDir, originPullRules, siteFiles } from 'platform/edge/cdnRules';
import { originsDocument, originsKeysRefusal } from 'platform/edge/originsConfig';
import { developmentKeysRefusal, readServedSite } from 'platform/edge/servedSite';
import { commandArguments, UsageError } from 'platform/cli/command';

const { dir, origin, fromOrigins } = commandArguments(
  {
    usage: 'npm run cdn-rules -- <dir> --origin <url> [--from-origins]',
    help:
      "Writes <dir>/_headers and <dir>/_redirects (Cloudflare Pages format): the site server's rules for a CDN's edge, for the store and pages it serves " +
      '(RELEASES_DIR, PRERENDER_DIR). --origin: the site server the CDN proxies the backend and /_site/ to — for several servers, their load balancer or nginx in front of them, never one server.\n\n' +
      '  --from-origins  the CDN before several site servers: no folder is published; every path is fetched from --origin and kept as its ' +
      'Cache-Control says (released and content-hashed files a year, pages revalidated); nothing to write again after a release, and a canary is served',
    options: { origin: { type: 'string', multiple: true }, 'from-origins': { type: 'boolean' } },
    positionals: { min: 1, max: 1 },
  },
  ({ values, positionals: [dir] }) => {
    const origins = values.origin ?? [];
    if (origins.length > 1) {
      throw new UsageError(
        `--origin is one address, not ${origins.length}: a CDN fetches from one origin. For several site servers, name the address in front of them — ` +
          'nginx (npm run nginx-config -- <file> --from-origins --backend <url> …) or a load balancer — never one server, so that one server down costs nothing.',
      );
    }
    const origin = origins[0];
    if (!origin || !/^https?:\/\/[^/\s]+\/?$/.test(origin)) throw new UsageError('--origin <url> names the site server the CDN proxies /api/field, /_site/ and the backend to (http(s)://host[:port]).');
    return { dir: dir!, origin, fromOrigins: values['from-origins'] === true };
  },
);
try {
  if (fromOrigins) {
    // A CDN's edge is the whole world's: not for a site on the development keys.
    const refused = originsKeysRefusal(await originsDocument([origin]), 'CDN rules');
    if (refused) throw new Error(refused);
    const { headers, redirects } = originPullRules(origin);
    await writeFileAtomically(path.join(dir, '_headers'), headers);
    await writeFileAtomically(path.join(dir, '_redirects'), redirects);
    console.log(`Wrote ${path.join(dir, '_headers')} and ${path.join(dir, '_redirects')}: every path from ${origin}, kept as its Cache-Control says.`);
    process.exit(0);
  }
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
