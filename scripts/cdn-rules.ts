/**
 * `npm run cdn-rules -- <dir>`: the site server's rules for a CDN's edge, `<dir>/_headers` and `<dir>/_redirects`
 * (platform/edge/cdnRules.ts, which also describes the folder the CDN serves).
 */
import path from 'node:path';
import { writeFileAtomically } from 'platform/files/writeFileAtomically';
import { canaryProblem, cdnRules, liveShellDir, siteFiles } from 'platform/edge/cdnRules';
import { readServedSite } from 'platform/edge/servedSite';
import { commandArguments } from 'platform/cli/command';

const [dir] = commandArguments({
  usage: 'npm run cdn-rules -- <dir>',
  help: "Writes <dir>/_headers and <dir>/_redirects (Cloudflare Pages format): the site server's rules for a CDN's edge, for the store and pages it serves (RELEASES_DIR, PRERENDER_DIR).",
  positionals: { min: 1, max: 1 },
}).positionals;
try {
  const site = readServedSite();
  for (const warning of site.warnings) console.warn(`Note: ${warning}.`);
  const canary = await canaryProblem(site.storeDir);
  if (canary) throw new Error(`Refusing to write CDN rules: ${canary}.`);
  const { headers, redirects } = cdnRules(site, siteFiles(liveShellDir(site)));
  await writeFileAtomically(path.join(dir, '_headers'), headers);
  await writeFileAtomically(path.join(dir, '_redirects'), redirects);
  console.log(`Wrote ${path.join(dir, '_headers')} and ${path.join(dir, '_redirects')} for the store ${site.storeDir} and the pages ${site.pagesDir}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
