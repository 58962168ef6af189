/**
 * The site server's rules for a CDN's edge that serves a static folder: a `_headers` and a `_redirects` file in the
 * format of Cloudflare Pages (Netlify's, plus Cloudflare's `! Name` lines, which detach a header a broader rule set),
 * written by `npm run cdn-rules -- <dir>` from the same modules as the server and the nginx configuration.
 *
 * The folder the CDN serves (a deploy, run after each release and each prerender run):
 * - the pages folder as it is (`index.html` per page, sitemap, robots.txt, the feed);
 * - the live shell release's files at the root, except its `index.html`, published as `404.html` (the 404 page;
 *   Cloudflare Pages and Netlify send it with status 404 for any path without a file);
 * - `settings.json`, `settings.schema.json` and `releases/` from the store (nothing from the source tree).
 * Differences from the server and nginx, which a static host cannot express: an article published since the last
 * prerender run is answered by the 404 page with status 404 (its shell still renders the article in the browser);
 * the redirect's own Cache-Control is the CDN's; a header rule matches the path whatever the status, so a missing
 * file under `/releases/` or a missing content-hashed name is answered 404 with the year-long Cache-Control of the
 * files that path would name (a name that never existed is never linked by a page: only a mistyped URL gets it);
 * codings, ranges and conditionals are the CDN's own.
 *
 * What only a site server answers — the backend's routes (`/rest/v1/`, `/api/leads`, `/api/field`, …) and the team's
 * pages (`/_site/`) — is proxied to the site's origin (`--origin`, a site server or the nginx in front of them) by
 * `_redirects` lines of status `200!` (Netlify's proxy rule; on Cloudflare Pages, which proxies only within the
 * project, route those paths to the origin instead), never served from the folder: their `_headers` detach the
 * folder's Cache-Control and security headers, so the origin's own answer is sent (`no-store` for beacons and the
 * team's pages: a CDN keeps none of them).
 *
 * While a canary runs the rules are refused (canaryProblem): a static edge cannot draw a visitor's cohort, choose
 * the cohort's page and settings document by cookie, nor count the views the verdict needs. A CDN serves a canary
 * only by sending HTML and `/settings.json` to the site server while it runs (which answers what differs by cohort
 * `private`: not cached by the CDN), as the nginx configuration does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { nothingAllowedPolicy, scriptOrStylesheetFile } from '../server/http/securityHeaders';
import { cacheControl, canonicalRedirect, hashedFile, siteServerRoutes } from '../server/http/servingPolicy';
import type { ServedSite } from './servedSite';
import { releaseStore } from '../releases/store';
import { readCanaries, runningCanary } from '../canary/state';

/** Why no CDN rules can be written now (a canary runs), or undefined. */
export async function canaryProblem(storeDir: string): Promise<string | undefined> {
  const canary = runningCanary(await readCanaries(releaseStore(storeDir)));
  if (!canary) return undefined;
  return (
    `a canary of ${canary.area} ${canary.version} is running (${canary.percent} % of visitors, started ${canary.startedAt}): a static CDN edge cannot draw a ` +
    "visitor's cohort, serve each cohort its pages and settings by cookie, nor count the views its verdict needs. Wait for its verdict " +
    `(npm run canary -- ${canary.area}), or send HTML and /settings.json to the site server while it runs (as npm run nginx-config does)`
  );
}

/** The files of a folder, as site paths (`/main.0123456789.js`), without the precompressed copies. */
export function siteFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();
}

/** The live shell release's folder, as the settings document read with the site names it. */
export function liveShellDir(site: Pick<ServedSite, 'storeDir' | 'settingsFile' | 'shellVersion'>): string {
  if (!site.shellVersion) throw new Error(`${site.settingsFile} names no live shell release.`);
  return path.join(site.storeDir, 'shell', site.shellVersion);
}

const block = (pattern: string, lines: string[]) => [pattern, ...lines.map((line) => `  ${line}`)].join('\n');

/**
 * `_headers` and `_redirects` for a site and the files of its live shell release. A content-hashed file is immutable:
 * an extension whose files are mostly hashed gets one rule (`/*.js`), and its few unhashed files a rule of their own.
 */
export function cdnRules(site: ServedSite, shellFiles: string[], origin: string): { headers: string; redirects: string } {
  const { page } = site.headers;
  const security = Object.entries(page).map(([name, value]) => `${name}: ${value}`);
  const extensionOf = (file: string) => /\.([a-z0-9]+)$/.exec(file)?.[1];
  const extensions = [...new Set(shellFiles.filter((file) => hashedFile.test(file)).map(extensionOf))].filter((extension): extension is string => Boolean(extension)).sort();
  const rules = new Map<string, string[]>();
  const rule = (pattern: string, lines: string[]) => rules.set(pattern, [...(rules.get(pattern) ?? []), ...lines]);
  rule('/*', [...security, `Cache-Control: ${cacheControl.revalidate}`]);
  rule('/releases/*', ['! Cache-Control', `Cache-Control: ${cacheControl.immutable}`, 'Access-Control-Allow-Origin: *']);
  for (const extension of ['js', 'mjs', 'css'].filter((candidate) => scriptOrStylesheetFile.test(`x.${candidate}`))) {
    rule(`/*.${extension}`, ['! Content-Security-Policy', `Content-Security-Policy: ${nothingAllowedPolicy}`]);
  }
  for (const extension of extensions) rule(`/*.${extension}`, ['! Cache-Control', `Cache-Control: ${cacheControl.immutable}`]);
  // The live shell's unhashed files of those extensions (and the settings document) are revalidated.
  const unhashed = shellFiles.filter((file) => !hashedFile.test(file) && extensions.includes(extensionOf(file) ?? ''));
  for (const file of [...unhashed, ...(extensions.includes('json') ? ['/settings.json'] : [])]) rule(file, ['! Cache-Control', `Cache-Control: ${cacheControl.revalidate}`]);
  // The site server's routes: its own answer's headers only.
  const siteServer = siteServerRoutes.map((route) => ('prefix' in route ? { from: `${route.prefix}*`, to: `${route.prefix}:splat` } : { from: route.exact, to: route.exact }));
  for (const { from } of siteServer) rule(from, [...Object.keys(page).map((name) => `! ${name}`), '! Cache-Control']);
  const header = [
    "# Written by `npm run cdn-rules` (platform/edge/cdnRules.ts) from the site server's policy; the folder it expects is",
    '# described there. Write it again after a release that changes the security policy (platform/edge/README.md, "Serving with nginx or a CDN").',
  ].join('\n');
  const base = origin.replace(/\/+$/, '');
  const redirects = [
    '# Written by `npm run cdn-rules` (platform/edge/cdnRules.ts): an article\'s canonical address, and what only a site',
    '# server answers, proxied to the origin (200!: Netlify\'s proxy; on Cloudflare Pages, route these paths to the origin).',
    `${canonicalRedirect.from}:slug ${canonicalRedirect.to}:slug ${canonicalRedirect.status}`,
    ...siteServer.map(({ from, to }) => `${from} ${base}${to} 200!`),
  ];
  return { headers: `${[header, ...[...rules].map(([pattern, lines]) => block(pattern, lines))].join('\n\n')}\n`, redirects: `${redirects.join('\n')}\n` };
}

/**
 * The rules of a CDN before several site servers (`npm run cdn-rules -- <dir> --from-origins --origin <url>`), the
 * shape nginx takes on an edge machine (originsConfig.ts): no folder is published; every path is fetched from the
 * origin — the one address in front of the servers, nginx's upstream or a load balancer, never one server, so that
 * one server down costs nothing — and the CDN keeps what the origin's Cache-Control lets it keep: released and
 * content-hashed files for a year, pages and the settings document revalidated (`no-cache`), a canary's per-cohort
 * answers not at all (`private`), beacons and the team's pages never (`no-store`). Every header is the origin's.
 * Nothing to write again or publish after a release, and a canary is served: the origin draws the cohorts.
 */
export function originPullRules(origin: string): { headers: string; redirects: string } {
  const base = origin.replace(/\/+$/, '');
  return {
    headers: [
      '# Written by `npm run cdn-rules -- --from-origins` (platform/edge/cdnRules.ts): every path is the origin\'s answer, its',
      '# headers as they are (security headers and Cache-Control included); nothing to add here.',
      '',
    ].join('\n'),
    redirects: [
      '# Written by `npm run cdn-rules -- --from-origins` (platform/edge/cdnRules.ts): every path fetched from the origin',
      '# (200!: Netlify\'s proxy; elsewhere, make the origin the distribution\'s only origin, honouring its Cache-Control and',
      '# passing its Cookie and Set-Cookie for pages, so a canary\'s cohort reaches the site servers).',
      `/* ${base}/:splat 200!`,
      '',
    ].join('\n'),
  };
}
