/**
 * nginx on a machine that keeps no store and no pages folder (`npm run nginx-config -- <file> --from-origins
 * --backend <url> --backend <url> …`): every request goes to the site servers, the origins, which answer the
 * pages, the settings document and the released files as they answer them to a visitor (their cache policy,
 * security headers and canary cohorts included); nginx keeps a cache of the immutable files only — released files
 * (`/releases/<app>/<version>/…`) and content-hashed ones — so each is fetched from an origin once per machine.
 * Why this and not a local copy per machine: platform/edge/README.md, "The edge on several machines".
 *
 * - A page or the settings document is never cached here (the origin's `no-cache`, or `private` while a canary runs):
 *   each is one request to an origin, which answers 304 to a browser's validator.
 * - An immutable file one origin lacks (a 404: a server whose store has not got it yet) is asked of the next; only a
 *   200 is kept, for as long as the origin's Cache-Control says (a year), up to `cacheSize` (least used first out).
 * - An origin that fails is left out as the files-on-disk shape leaves it out (nginxParts.ts's passive health checks);
 *   with every origin down a file in the cache is still served, and anything else is a 503 saying so.
 */
import path from 'node:path';
import { nothingAllowedPolicy, staticSecurityHeaders } from '../server/http/securityHeaders';
import { cacheControl, hashedFile, releasedFile } from '../server/http/servingPolicy';
import { nginxProcess, ownRefusals, releaseApiLocation, proxyToUpstream, refuseItself, requestBuffers, runtimeFiles, upstreamBlock } from './nginxParts';
import { parseBackends, parseListen, quoted, quotedRegex } from './nginxConfig';
import { developmentKeysRefusal } from './servedSite';
import { builtInKeys } from 'supabase-backend/server/exposure';
import { backendIsTheSite } from '../releases/siteAnonKey';
import type { SettingsDocument } from '../settings/reader';

export interface OriginsOptions {
  /** `[address:]port` to listen on. */
  listen: string;
  /** The site servers (http(s) origins): at least one, and two or more so that one may fail. */
  backends: string[];
  /** The folder of the config's own files: pid, logs, temporary files and the cache. */
  runtimeDir: string;
  /** The cache's bound on disk, as nginx writes it (`1g`). */
  cacheSize: string;
}

/**
 * The live settings document as the first origin that answers serves it; refused, naming them, when none does
 * (their answers are what this machine serves: a configuration for origins that are all away is a mistake).
 */
export async function originsDocument(backends: string[]): Promise<SettingsDocument> {
  const failures: string[] = [];
  for (const backend of backends) {
    try {
      const answer = await fetch(`${backend.replace(/\/+$/, '')}/settings.json`, { signal: AbortSignal.timeout(5000) });
      if (answer.ok) return (await answer.json()) as SettingsDocument;
      failures.push(`${backend}: ${answer.status}`);
    } catch (error) {
      failures.push(`${backend}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(`No origin gave the settings document (${failures.join('; ')}): start the site servers first, or name them right with --backend.`);
}

/** Why an edge before these origins may not be written (the site runs on the development keys), or undefined. */
export function originsKeysRefusal(document: SettingsDocument, edge: string): string | undefined {
  const developmentKeys = backendIsTheSite(document) && document.backend?.anonKey === builtInKeys.anonKey;
  return developmentKeysRefusal({ developmentKeys, settingsFile: 'the settings document the origins serve' }, edge);
}

/** The default bound of the cache of immutable files. */
export const defaultCacheSize = '1g';

/** `--cache-size`: a whole number of kilobytes, megabytes or gigabytes (`512m`, `2g`). */
export function parseCacheSize(value: string): string {
  if (!/^[1-9]\d{0,5}[kmg]$/.test(value)) throw new Error(`--cache-size takes the cache's bound on disk such as 512m or 2g, not "${value}".`);
  return value;
}

/** The paths of immutable files: the released ones and the content-hashed ones (the shell's). */
const immutablePath = quotedRegex(`~(?:${releasedFile.source})|(?:${hashedFile.source})`);

/** The nginx configuration of an edge machine in front of several origins. */
export function originsConfig(options: OriginsOptions): string {
  const listen = parseListen(options.listen);
  const backend = parseBackends(options.backends);
  refuseItself(listen, backend.servers);
  const run = options.runtimeDir;
  // The headers of a page without its policy, which is the origin's (it follows the live settings document).
  const security = (policy: string) =>
    [...Object.entries(staticSecurityHeaders).map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`), `    add_header Content-Security-Policy ${policy} always;`].join('\n');
  const nothingAllowed = quoted(nothingAllowedPolicy);
  /**
   * Passed to an origin with the origin's own headers. The add_header here (the cache's verdict: HIT, MISS, STALE,
   * none for what is never cached) also keeps the server level's security headers, meant for nginx's own answers,
   * off the origin's answer, which has its own.
   */
  const toOrigins = (more: string[] = []) => `${proxyToUpstream(backend.scheme, more)}
      add_header X-Cache-Status $upstream_cache_status;`;

  return `# Written by \`npm run nginx-config -- --from-origins\` (platform/edge/originsConfig.ts): an edge machine that keeps
# no store and no pages folder; every request goes to the site servers (the origins), and the immutable files are
# cached here. Releases, rollbacks, canaries and changes of the security policy need neither a rewrite nor a reload.
# Run: nginx -c <this file> -e ${path.join(run, 'error.log')}   (stop: the same with -s quit)

${nginxProcess(run)}

http {
  default_type text/plain;
  server_tokens off;
${runtimeFiles(run)}

${requestBuffers()}

  # The immutable files, as the origins send them (each coding apart: they vary on Accept-Encoding).
  proxy_cache_path ${path.join(run, 'cache')} levels=1:2 keys_zone=stayvia_files:10m max_size=${options.cacheSize} inactive=30d use_temp_path=off;
  # Only a whole file is kept: not a 404 (another origin may have it), nor an error.
  map $upstream_status $stayvia_not_whole {
    "~(^|\\s)200$" "";
    default 1;
  }

${upstreamBlock(backend.servers)}

  server {
    listen ${listen};
    server_name _;

    # What nginx answers itself (a request it cannot parse or pass on, no origin answering): the security headers,
    # a policy that allows nothing, never cached.
${security(nothingAllowed)}
    add_header Cache-Control ${quoted(cacheControl.never)} always;
    error_page 502 504 = @origins_down;
    error_page 413 = @too_large;
${ownRefusals(security, nothingAllowed, nothingAllowed)}
    location @origins_down {
      types { }
      default_type text/plain;
${security(nothingAllowed)}
      add_header Cache-Control ${quoted(cacheControl.never)} always;
      add_header Retry-After 5 always;
      return 503 "No server of the site answers now: try again in a few seconds.\\n";
    }
    location @too_large {
      types { }
      default_type text/plain;
${security(nothingAllowed)}
      add_header Cache-Control ${quoted(cacheControl.never)} always;
      return 413 "The request is larger than the site takes.\\n";
    }

${releaseApiLocation(toOrigins())}

    # Released and content-hashed files: fetched once, then served from the cache (even while every origin is
    # down); one an origin lacks is asked of the next.
    location ${immutablePath} {
      client_max_body_size 1m;
      proxy_cache stayvia_files;
      proxy_cache_key $uri;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 10s;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      proxy_no_cache $stayvia_not_whole;
${toOrigins(['http_404'])}
    }

    # Everything else — pages, the settings document, the backend's paths, beacons — as the origin answers it.
    location / {
      client_max_body_size 1m;
${toOrigins()}
    }
  }
}
`;
}
