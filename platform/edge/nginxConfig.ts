/**
 * A complete nginx configuration (`nginx -c <file>`, no root needed) that serves the release store and the
 * prerendered pages as the site server does (platform/server/siteServer.ts), with the policy of the same modules:
 * the cache policy and route patterns of servingPolicy.ts, the security headers of securityHeaders.ts (through
 * servedSite.ts), the dynamic-route patterns of prerenderedPages.ts and the backend's paths.
 *
 * What nginx reads per request, so a release or a rollback shows without a reload:
 * - `/settings.json`, `/releases/<app>/<version>/…` and the pages are files in the store and the pages folder;
 * - which shell release serves the site's root (its page, its files) is read from the live settings document by a
 *   few lines of njs (nginx's JavaScript module, Debian's libnginx-mod-http-js), written beside the config;
 *   a content-hashed file the live shell lacks is looked for in the store's earlier shell releases, as the server does.
 * The security headers and dynamic routes are written in (see servedSite.ts for when they change).
 * Precompressed copies are sent by gzip_static and brotli_static (Debian's libnginx-mod-http-brotli-static).
 * The backend's paths go to `--backend`: an upstream of one or more servers.
 * While a canary runs (the store's edge.json says so, read per request by njs: no reload when one starts or ends), pages
 * and `/settings.json` go to `--backend` too, which must then be the site server(s) (trusting nginx's address in
 * BACKEND_TRUSTED_PROXIES): it draws each visitor's cohort, serves that cohort's page and document, and counts the
 * views the verdict needs (platform/server/cohortServing.ts). Field beacons (`POST /api/field`) always go there.
 */
import path from 'node:path';
import { lookup } from 'mrmime';
import { nothingAllowedPolicy, scriptOrStylesheetFile } from '../server/http/securityHeaders';
import { siteServerPaths, cacheControl, canonicalRedirect, hashedFile, jobFile, releasedFile, siteMethods, utf8Types } from '../server/http/servingPolicy';
import { routePattern } from '../prerender/publish';
import type { ServedSite } from './servedSite';
import { nginxProcess, ownRefusals, releaseApiLocation, proxyToUpstream, refuseItself, requestBuffers, runtimeFiles, upstreamBlock } from './nginxParts';
import { schemaPath } from '../settings/paths';
import { edgeStateFile } from '../releases/edgeState';
import { jsonSchemaPatternAt } from '../settings/generatedFiles';

/** Where Debian's nginx keeps its dynamic modules (NGINX_MODULES overrides). */
export const debianModules = process.env.NGINX_MODULES ?? '/usr/lib/nginx/modules';

export interface NginxOptions {
  /** `[address:]port` to listen on (default 127.0.0.1:8080: loopback, as the site server). */
  listen: string;
  /** The servers of the backend's paths (http(s) origins); several make an upstream that shares the requests. */
  backends: string[];
  /** The folder of the config's own files: the njs script, pid, logs and temporary files. */
  runtimeDir: string;
  modulesDir?: string;
}

/** The extensions given a Content-Type (as the site server's mrmime names them; anything else is octet-stream). */
const typedExtensions = ['html', 'js', 'mjs', 'css', 'json', 'map', 'webmanifest', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico', 'woff', 'woff2', 'txt', 'xml', 'pdf', 'zip', 'wasm'];

/** An nginx string: quoted, and refused when it could not be written as a literal (nginx has no escape for `$`). */
export function quoted(value: string): string {
  if (/[$\\"\u0000-\u001f\u007f]/.test(value)) throw new Error(`Cannot write ${JSON.stringify(value)} into an nginx configuration.`);
  return `"${value}"`;
}

/**
 * A regular expression as an nginx string (`~` first for a location or map): `$` only as an anchor (never before a
 * name, which nginx would read as a variable), `\\` only before what nginx leaves as it is inside quotes.
 */
export function quotedRegex(source: string): string {
  if (/[$][A-Za-z0-9_{]|\\[\\"'ntr]|["\u0000-\u001f\u007f]/.test(source)) throw new Error(`Cannot write the pattern ${JSON.stringify(source)} into an nginx configuration.`);
  return `"${source}"`;
}

/** A JavaScript RegExp as an nginx (PCRE) one: the patterns used here are written alike in both. */
const regex = (pattern: RegExp) => quotedRegex(`~${pattern.source}`);

/** `[address:]port`, checked: a port from 1 to 65535, an IPv4 address, `[IPv6]`, `*` or a host name. */
export function parseListen(value: string): string {
  const match = /^(?:(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.*-]+):)?(\d{1,5})$/.exec(value);
  const port = Number(match?.[2]);
  if (!match || !(port >= 1 && port <= 65535)) throw new Error(`--listen takes [address:]port (8080, 0.0.0.0:80, [::1]:8080), not "${value}".`);
  return `${match[1] ?? '127.0.0.1'}:${port}`;
}

export { upstreamHealth } from './nginxParts';

/** `--backend` URLs as upstream servers: http(s) origins without a path, all of one scheme. */
export function parseBackends(urls: string[]): { scheme: 'http' | 'https'; servers: string[] } {
  if (urls.length === 0) throw new Error('Name the backend with --backend <url> (the site server or `npm run backend`), or start the site first.');
  const parsed = urls.map((value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`--backend takes an http(s) origin (http://127.0.0.1:8080), not "${value}".`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
      throw new Error(`--backend takes an http(s) origin without a path (http://127.0.0.1:8080), not "${value}".`);
    }
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return { scheme: url.protocol.slice(0, -1) as 'http' | 'https', server: `${url.hostname}:${port}` };
  });
  if (new Set(parsed.map((entry) => entry.scheme)).size > 1) throw new Error('--backend: every backend server takes the same scheme (all http or all https).');
  return { scheme: parsed[0].scheme, servers: [...new Set(parsed.map((entry) => entry.server))] };
}

/**
 * The shell's version as the settings document's JSON Schema checks it (generated from the one schema,
 * platform/settings/schema.ts): nginx's script reads the document itself, on each request, and checks the one
 * field it uses with that same pattern rather than one of its own.
 */
export const shellVersionPattern = jsonSchemaPatternAt('shell', 'version');

/**
 * The njs script: the live shell release's folder, read from the settings document per request; an article's
 * canonical address's target; the headers taken off an answer nginx replaces (`added`: the names the config adds).
 */
export function liveShellScript(site: Pick<ServedSite, 'storeDir' | 'settingsFile'>, runtimeDir: string, added: string[] = []): string {
  const json = JSON.stringify;
  return `// Written by \`npm run nginx-config\` (platform/edge/nginxConfig.ts): which shell release serves the site's root,
// read from the live settings document on each request, so a release or a rollback needs no reload; and the few
// answers nginx's own directives cannot write as the site server does.
import fs from 'fs';

var settingsFile = ${json(site.settingsFile)};
var shellReleases = ${json(path.join(site.storeDir, 'shell'))};
// A folder that does not exist: nothing is served from it.
var none = ${json(path.join(runtimeDir, 'none'))};
var version = new RegExp(${json(shellVersionPattern)});
var hashed = new RegExp(${json(hashedFile.source)});

function liveShell(r) {
  try {
    var document = JSON.parse(fs.readFileSync(settingsFile));
    var live = document && document.shell && document.shell.version;
    if (typeof live === 'string' && version.test(live)) return shellReleases + '/' + live;
    r.warn('the settings document ' + settingsFile + ' names no live shell release');
  } catch (e) {
    r.error('the settings document ' + settingsFile + ' cannot be read: ' + e.message);
  }
  return none;
}

// A content-hashed file of an earlier shell release, for a page rendered before the live one.
function earlierShell(r) {
  if (!hashed.test(r.uri)) return none;
  var names;
  try {
    names = fs.readdirSync(shellReleases);
  } catch (e) {
    return none;
  }
  for (var i = 0; i < names.length; i++) {
    if (!version.test(names[i])) continue;
    try {
      fs.accessSync(shellReleases + '/' + names[i] + r.uri);
      return shellReleases + '/' + names[i];
    } catch (e) {
      // not in this release
    }
  }
  return none;
}

// /news/<slug> → the article, as the site server writes it: the slug decoded (nginx's $uri), one path segment,
// percent-encoded again; "" (404) for anything else.
var articlePrefix = ${json(canonicalRedirect.from)};
var articleTarget = ${json(canonicalRedirect.to)};
function articleLocation(r) {
  var slug = r.uri.slice(articlePrefix.length);
  if (!slug || slug.indexOf('/') >= 0 || slug === '.' || slug === '..') return '';
  try {
    return articleTarget + encodeURIComponent(slug);
  } catch (e) {
    return '';
  }
}

// nginx finds a range past the end only once the file's answer has its headers (1.22 keeps them when it answers
// 416 instead): they are taken off, for the 416's location to add its own once.
var added = ${json(added)};
function replacedAnswer(r) {
  for (var i = 0; i < added.length; i++) delete r.headersOut[added[i]];
}

var edgeStateFile = ${json(edgeStateFile({ dir: site.storeDir }))};

// "1" while pages and the settings document are answered per cohort by the site server (a canary runs), as the
// release store tells the edge (platform/releases/edgeState.ts).
function perCohort(r) {
  try {
    return JSON.parse(fs.readFileSync(edgeStateFile)).perCohort === true ? '1' : '';
  } catch (e) {
    // no edge state: the files
    return '';
  }
}

export default { liveShell, earlierShell, articleLocation, replacedAnswer, perCohort };
`;
}

/**
 * The nginx configuration. `script`: the path the njs script is written to (liveShellScript).
 */
export function nginxConfig(site: ServedSite, options: NginxOptions): { config: string; script: string; scriptPath: string } {
  const listen = parseListen(options.listen);
  const backend = parseBackends(options.backends);
  refuseItself(listen, backend.servers);
  const run = options.runtimeDir;
  const modules = options.modulesDir ?? debianModules;
  const scriptPath = path.join(run, 'live-shell.js');
  const { page, scriptOrStylesheet } = site.headers;
  const pagePolicy = page['Content-Security-Policy'];
  if (scriptOrStylesheet['Content-Security-Policy'] !== nothingAllowedPolicy) throw new Error('A script or stylesheet is expected to carry the policy that allows nothing.');
  const securityNames = Object.keys(page);
  const dynamic = site.dynamicRoutes.map((route) => `    ${quotedRegex(`~^(?:${routePattern(route).source.slice(1, -1)})/*$`)} client;`);

  /** The security headers of every answer of a location (always: errors too), the CSP given. */
  const security = (policy: string) =>
    securityNames.map((name) => `    add_header ${name} ${name === 'Content-Security-Policy' ? policy : quoted(page[name])} always;`).join('\n');
  /**
   * What nginx answers itself in a location, as the site does: 405 and a 416 (a range past the end, which nginx finds
   * only once the file's first headers are written) by the locations below; a 404 by `notFound` when given.
   * A location with an error_page of its own inherits none, so each names them all.
   */
  const errorPages = (notFound?: string) => `    error_page 405 = @method_not_allowed;
    error_page 416 = @unsatisfiable;${notFound ? `\n    error_page 404 ${notFound};` : ''}`;
  /** The site's own routes take GET and HEAD; OPTIONS says so; anything else is 405. */
  const methods = (cors = '') => `    if ($request_method = OPTIONS) {
${security(quoted(pagePolicy))}
      add_header Allow ${quoted(siteMethods)} always;${cors}
      return 204;
    }
    if ($stayvia_refused_method) {
      return 405;
    }`;
  /** The live shell's files, else a content-hashed file of an earlier shell release, else 404. */
  const shellFile = `    root $stayvia_shell;
    try_files $uri @earlier_shell;
${methods()}
    add_header Cache-Control $stayvia_build_cache always;
${security('$stayvia_file_policy')}`;

  /** Proxied to the backend (the site server(s)), its security headers replaced by these. */
  const toSiteServer = `${proxyToUpstream(backend.scheme)}
${securityNames.map((name) => `      proxy_hide_header ${name};`).join('\n')}
${security(quoted(pagePolicy))}`;

  const types = typedExtensions
    .map((extension) => [extension, extension === 'html' ? 'text/html' : lookup(extension)] as const)
    .filter((entry): entry is readonly [string, string] => Boolean(entry[1]))
    .map(([extension, type]) => `    ${type} ${extension};`)
    .join('\n');

  const config = `# Written by \`npm run nginx-config\` (platform/edge/nginxConfig.ts) from the release store
#   ${site.storeDir}
# and the pages of
#   ${site.pagesDir}
# Run: nginx -c ${'<this file>'} -e ${path.join(run, 'error.log')}   (stop: the same with -s quit)
# Releases and rollbacks show without a reload. Write it again (and reload) after a release that changes the
# security policy or the dynamic routes: see platform/edge/README.md, "Serving with nginx or a CDN".

load_module ${path.join(modules, 'ngx_http_js_module.so')};
load_module ${path.join(modules, 'ngx_http_brotli_static_module.so')};

${nginxProcess(run)}

http {
  types {
${types}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${utf8Types.join(' ')};
  server_tokens off;
  sendfile on;
${runtimeFiles(run)}

${requestBuffers()}

  # Precompressed copies beside each file (x.br, x.gz), as the build and the job write them, to HTTP/1.0 clients
  # too; an answer that has a copy varies on Accept-Encoding.
  gzip_static on;
  brotli_static on;
  gzip_vary on;
  gzip_http_version 1.0;
  # As the site server: one range (several are answered whole), If-Modified-Since a file not changed since then.
  max_ranges 1;
  if_modified_since before;

  js_import stayvia from ${scriptPath};
  js_set $stayvia_shell stayvia.liveShell;
  js_set $stayvia_earlier_shell stayvia.earlierShell;
  js_set $stayvia_article stayvia.articleLocation;
  js_set $stayvia_canary stayvia.perCohort;
  # While a canary runs: the pages (a path whose last segment has no extension) and the settings document, but not
  # the store's files, the shell's, nor the backend's paths.
  map "$stayvia_canary:$uri" $stayvia_canary_route {
    "~^1:/settings\\.json$" 1;
    "~^1:/(?!releases/|remotes/|rest/|functions/|storage/|api/|health$|_site/)([^/]*/)*[^/.]*$" 1;
    default "";
  }

  map $uri $stayvia_build_cache {
    ${regex(hashedFile)} ${quoted(cacheControl.immutable)};
    default ${quoted(cacheControl.revalidate)};
  }
  map $uri $stayvia_file_policy {
    ${regex(scriptOrStylesheetFile)} ${quoted(nothingAllowedPolicy)};
    default ${quoted(pagePolicy)};
  }
  # Released files may be composed into a shell on another origin, their errors read there too.
  map $uri $stayvia_released_cors {
    ${regex(releasedFile)} "*";
    default "";
  }
  # A path nothing is served for: a file's (with an extension) is "Not found", a page's the 404 page (or the
  # shell page for a dynamic route).
  map $uri $stayvia_nothing_here {
    "~[^/]\\.[^/]*$" @missing;
    default @unrendered;
  }
  # Without a regular expression: a location's captures stay as they were.
  map $request_method $stayvia_refused_method {
    GET "";
    HEAD "";
    OPTIONS "";
    default 1;
  }
  # A path matching a dynamic route without a page yet gets the shell page (200); any other, the 404 page.
  map $uri $stayvia_route {
${dynamic.join('\n')}
    default not-found;
  }
${upstreamBlock(backend.servers)}

  server {
    listen ${listen};
    server_name _;
    absolute_redirect off;
    root ${site.pagesDir};

    # What nginx answers before any location (a request it cannot parse, a line too long: 400, 414, 494), as the
    # site server's own answers to such requests: the security headers, a policy that allows nothing, never cached.
${security(quoted(nothingAllowedPolicy))}
    add_header Cache-Control ${quoted(cacheControl.never)} always;
${errorPages()}
${ownRefusals(security, quoted(nothingAllowedPolicy), quoted(pagePolicy))}

    # The backend's API, and the site server's pages for the team (/_site/field): a site server answers both.
    location ${regex(siteServerPaths)} {
      client_max_body_size 1m;
${toSiteServer}
    }

    # An article's canonical address: its slug as the site server reads and writes it (stayvia.articleLocation).
    location ~ "^${canonicalRedirect.from}." {
${errorPages('= @missing')}
${methods()}
      if ($stayvia_article = "") {
        return 404;
      }
      add_header Cache-Control ${quoted(cacheControl.redirect)};
${security(quoted(pagePolicy))}
      return ${canonicalRedirect.status} $stayvia_article;
    }

    # No hidden file is served (but /.well-known/): answered as a path without a file.
    location ~ "/\\.(?!well-known/)" {
      recursive_error_pages on;
${errorPages('= $stayvia_nothing_here')}
${methods()}
      return 404;
    }

    # A release's source maps are kept in the store and never served (platform/releases/sourceMaps.ts).
    location ~* "\\.map(\\.(br|gz))?$" {
      recursive_error_pages on;
${errorPages('= $stayvia_nothing_here')}
${methods()}
      return 404;
    }

    # The settings document's JSON Schema, beside it in the store.
    location = ${schemaPath} {
      root ${site.storeDir};
      try_files ${schemaPath} =404;
${errorPages('= @missing')}
      default_type application/schema+json;
      types { }
${methods()}
      add_header Cache-Control ${quoted(cacheControl.revalidate)};
${security(quoted(pagePolicy))}
    }

${releaseApiLocation(toSiteServer)}

    # Field beacons: the site server counts them in a canary's verdict (platform/canary/).
    location = /api/field {
      client_max_body_size 64k;
${toSiteServer}
    }
    # While a canary runs, pages and the settings document are answered per cohort by the site server: chosen before
    # any location (an \`if\` at the server's level), so the locations' own handling stays as it is.
    error_page 418 = @canary_cohort;
    if ($stayvia_canary_route) {
      return 418;
    }
    location @canary_cohort {
${toSiteServer}
    }

    # The live settings document.
    location = /settings.json {
      root ${path.dirname(site.settingsFile)};
      try_files /${path.basename(site.settingsFile)} =404;
${errorPages('= @missing')}
      default_type application/json;
      charset_types application/json;
      types { }
${methods()}
      add_header Cache-Control ${quoted(cacheControl.revalidate)};
${security(quoted(pagePolicy))}
    }

    # Released files: immutable; remotes may be composed into a shell on another origin.
    location ${quotedRegex(`~${releasedFile.source}(.*)$`)} {
      alias ${site.storeDir}/$1/$2/$3;
${errorPages('= @missing')}
${methods(`
      add_header Access-Control-Allow-Origin "*" always;
      add_header Access-Control-Allow-Methods GET always;`)}
      add_header Access-Control-Allow-Origin "*" always;
      add_header Cache-Control ${quoted(cacheControl.immutable)};
${security('$stayvia_file_policy')}
    }

    # Sitemap, robots.txt and the feed, written by the prerender job beside the pages; else the shell's.
    location ${regex(jobFile)} {
      try_files $uri @shell_file;
${methods()}
      add_header Cache-Control ${quoted(cacheControl.revalidate)};
${security(quoted(pagePolicy))}
    }

    # A path with an extension is a file: the shell's, else a 404 (never a page).
    location ~ "[^/]\\.[^/]*$" {
  ${shellFile.split('\n').join('\n  ')}
    }
    location @shell_file {
  ${shellFile.split('\n').join('\n  ')}
    }
    location @earlier_shell {
      root $stayvia_earlier_shell;
      try_files $uri =404;
${errorPages('= @missing')}
      add_header Cache-Control $stayvia_build_cache;
${security('$stayvia_file_policy')}
    }
    location @missing {
      types { }
      default_type text/plain;
      add_header Cache-Control ${quoted(cacheControl.revalidate)} always;
      add_header Access-Control-Allow-Origin $stayvia_released_cors always;
${security(quoted(pagePolicy))}
      return 404 "Not found";
    }
    location @method_not_allowed {
      types { }
      default_type text/plain;
      add_header Allow ${quoted(siteMethods)} always;
      add_header Cache-Control ${quoted(cacheControl.never)} always;
${security(quoted(pagePolicy))}
      return 405 "Method not allowed";
    }
    # A range past the end: the headers added to the file's answer before nginx found it are taken off
    # (stayvia.replacedAnswer), this answer's own added once; never cached.
    location @unsatisfiable {
      js_header_filter stayvia.replacedAnswer;
      types { }
      default_type "";
      add_header Cache-Control ${quoted(cacheControl.never)} always;
      add_header Access-Control-Allow-Origin $stayvia_released_cors always;
${security('$stayvia_file_policy')}
      return 416 "";
    }

    # A page: the prerendered one, else the shell page for a dynamic route not rendered yet, else the 404 page.
    location / {
      try_files $uri/index.html @unrendered;
${methods()}
      add_header Cache-Control ${quoted(cacheControl.revalidate)};
${security(quoted(pagePolicy))}
    }
    location @unrendered {
      root $stayvia_shell;
${errorPages('@not_found_page')}
      if ($stayvia_route = client) { rewrite ^ /index.html break; }
      add_header Cache-Control ${quoted(cacheControl.revalidate)} always;
${security(quoted(pagePolicy))}
      return 404;
    }
    # The shell's page with status 404, whole: no validators, conditionals or ranges, which concern its own path.
    location @not_found_page {
      root $stayvia_shell;
      etag off;
      try_files /index.html @missing;
      add_header Cache-Control ${quoted(cacheControl.revalidate)} always;
${security(quoted(pagePolicy))}
    }
  }
}
`;
  return { config, script: liveShellScript(site, run, [...securityNames, 'Cache-Control', 'Access-Control-Allow-Origin']), scriptPath };
}
