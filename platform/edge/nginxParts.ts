/**
 * The parts of an nginx configuration that both shapes of the edge write alike: nginx before the store and pages
 * folders of its own machine (nginxConfig.ts) and nginx before several origins, with a cache of their immutable files
 * (originsConfig.ts) — its own files, the buffers for the largest request the site server takes, the upstream of site
 * servers with its passive health checks, how a request is passed to them, and nginx's own refusals of a request it
 * cannot pass on.
 */
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { cacheControl } from '../server/http/servingPolicy';
import { defaultServerLimits } from '../server/http/serverLimits';
import { expectationFailed } from '../server/http/clientErrors';
import { archiveLimitsFromEnv, releaseApiPath } from '../server/routes/releaseApi';

/** When nginx leaves a site server out of the upstream and tries it again (passive health checks), and how long a connection may take. */
export const upstreamHealth = { maxFails: 2, failTimeout: '10s', connectTimeout: '3s' } as const;

/** A backend on nginx's own address (`listen`, checked) would send each request back to nginx, round and round: refused. */
export function refuseItself(listen: string, servers: string[]): void {
  const [listenHost, listenPort] = [listen.slice(0, listen.lastIndexOf(':')), listen.slice(listen.lastIndexOf(':') + 1)];
  const loopback = (host: string) => ['127.0.0.1', 'localhost', '[::1]', '0.0.0.0', '*', '[::]'].includes(host);
  const itself = servers.find((server) => {
    const [host, port] = [server.slice(0, server.lastIndexOf(':')), server.slice(server.lastIndexOf(':') + 1)];
    return port === listenPort && (host === listenHost || (loopback(host) && loopback(listenHost)));
  });
  if (itself) throw new Error(`--backend ${itself} is nginx's own address (--listen ${listen}): name the site server's address, on another port.`);
}

/** The security headers of an answer nginx makes or passes on, `always` (errors too), the policy given as nginx writes it. */
export type SecurityLines = (policy: string) => string;

/** nginx's processes: their pid file and error log in the runtime folder. */
export const nginxProcess = (run: string) => `worker_processes auto;
pid ${path.join(run, 'nginx.pid')};
error_log ${path.join(run, 'error.log')} warn;

events {
  worker_connections 1024;
}`;

/** nginx's own files in the runtime folder: the access log and the temporary files of bodies and proxied answers. */
export const runtimeFiles = (run: string) => `  access_log ${path.join(run, 'access.log')};
  client_body_temp_path ${path.join(run, 'temp', 'client_body')};
  proxy_temp_path ${path.join(run, 'temp', 'proxy')};
  fastcgi_temp_path ${path.join(run, 'temp', 'fastcgi')};
  uwsgi_temp_path ${path.join(run, 'temp', 'uwsgi')};
  scgi_temp_path ${path.join(run, 'temp', 'scgi')};`;

/**
 * Request headers: a line as long as the site server takes all of them (Node counts them together); the answer's
 * headers from the backend may echo the request (its query) beside the security headers: twice that.
 */
export function requestBuffers(): string {
  const headerKb = Math.ceil(defaultServerLimits.maxHeaderSize / 1024);
  return `  # The largest request the site server takes, and the backend's answer to it.
  large_client_header_buffers 4 ${headerKb}k;
  proxy_buffer_size ${2 * headerKb}k;
  proxy_buffers 8 ${2 * headerKb}k;
  proxy_busy_buffers_size ${4 * headerKb}k;`;
}

/** The upstream of site servers (`servers`: host:port) and the Host sent to them. */
export const upstreamBlock = (servers: string[]) => `  # HTTP/1.0 may leave Host out; HTTP/1.1, which nginx speaks to the backend, may not.
  map $http_host $stayvia_upstream_host {
    "" localhost;
    default $http_host;
  }

  # Passive health checks: a server that fails ${upstreamHealth.maxFails} requests in a row (no connection, no answer in
  # time, a 502/503/504) is left out for ${upstreamHealth.failTimeout}, then tried again; meanwhile the others answer.
  upstream stayvia_backend {
    # Shared by every worker: a server one worker found down is down for all (each would learn it again otherwise).
    zone stayvia_backend 64k;
${servers.map((server) => `    server ${server} max_fails=${upstreamHealth.maxFails} fail_timeout=${upstreamHealth.failTimeout};`).join('\n')}
    keepalive 16;
    # Below the site server's own idle keep-alive (5 s): nginx never reuses a connection the server is closing.
    keepalive_timeout 4s;
  }`;

/**
 * A request passed to the upstream. One a server could not take (no connection within the connect timeout, a 502,
 * a 503 while it starts or its database is away, a 504, and any of `more`) is sent to the next server: never a POST
 * it received (a lead or a release is not sent twice), nginx's own rule.
 */
export const proxyToUpstream = (scheme: 'http' | 'https', more: string[] = []) => `      proxy_pass ${scheme}://stayvia_backend;
      proxy_connect_timeout ${upstreamHealth.connectTimeout};
      proxy_next_upstream error timeout http_502 http_503 http_504${more.map((condition) => ` ${condition}`).join('')};
      proxy_next_upstream_timeout 15s;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $stayvia_upstream_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`;

/**
 * What nginx refuses before any location, as the site server refuses it: a request target that is not ASCII (400),
 * an Expect other than 100-continue (417), headers too large (431); each with the security headers, never cached.
 */
export const ownRefusals = (security: SecurityLines, nothingAllowed: string, pagePolicy: string) => `    error_page 494 =431 @header_too_large;
    error_page 417 = @expectation_failed;

    # A request target is ASCII (RFC 3986): the site server refuses raw bytes past it.
    if ($request_uri ~ "[^\\x21-\\x7e]") {
      return 400;
    }
    # Expect: 100-continue only, as the site server.
    if ($http_expect !~* "^(100-continue)?$") {
      return 417;
    }
    location @header_too_large {
      types { }
      default_type text/plain;
${security(nothingAllowed)}
      add_header Cache-Control "${cacheControl.never}" always;
      return 431 "${STATUS_CODES[431]}\\n";
    }
    location @expectation_failed {
      types { }
      default_type text/plain;
${security(pagePolicy)}
      return 417 "${expectationFailed.trim()}\\n";
    }`;

/**
 * A team pipeline's releases (routes/releaseApi.ts): a build as large as the site server takes, sent on as it
 * arrives, and the release's progress passed on line by line while it checks and renders; `proxy`: how it is passed.
 */
export const releaseApiLocation = (proxy: string) => `    # A team pipeline's releases (routes/releaseApi.ts): a build as large as the site server takes, sent on as it
    # arrives, and the release's progress passed on line by line while it checks and renders.
    location ^~ ${releaseApiPath}/ {
      client_max_body_size ${archiveLimitsFromEnv().maxArchiveBytes};
      proxy_request_buffering off;
      proxy_buffering off;
      proxy_read_timeout 30m;
${proxy}
    }`;
