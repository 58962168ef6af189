/**
 * The security headers of every response of the site server — pages, assets and API alike — with a
 * Content-Security-Policy derived from the live settings document as the server reads it (a new policy with each
 * good read), so a deploy that points an area at another origin, or names another backend or lead endpoint, is
 * allowed by the same write.
 *
 * What the policy allows, and why:
 * - scripts: this origin, each remote's origin (entries and chunks), the analytics script's origin when an
 *   analytics id is set, and the prerendered pages' one inline loader by its hash; never 'unsafe-inline'.
 *   JSON data blocks (page data, JSON-LD) are not scripts to CSP and need nothing.
 * - styles: this origin and the remotes'; 'unsafe-inline' because React `style` attributes and the <style>
 *   elements sonner and react-remove-scroll-bar (Radix dialogs) write at runtime, with computed values,
 *   cannot be hashed. Styles cannot run script.
 * - connect: this origin, remotes (manifests), the backend, the lead endpoint (and Google Analytics'
 *   collection hosts with an analytics id).
 * - images: this origin, remotes, the backend's storage, data: URLs (the icon) and any https image (post
 *   images are whatever https URL the CMS names, see sync-contentful).
 * - fonts: self-hosted (this origin, and remotes' own CSS); frames of this site: none; forms post only to
 *   this origin and the lead endpoint; plugins: none.
 * An area override (shared/src/areaOverrides.ts: the request's `area-override` parameter or cookie, else the
 * server's AREA_OVERRIDE; a registry area and an http(s) URL, anything else ignored) adds its manifests'
 * origins, when the settings document allows overrides, and their WebSocket form to connect-src: an overriding
 * dev server reloads the page over ws(s) when its area is rebuilt (ws: is not matched by an http: source).
 * `CSP_EXTRA_ORIGINS` (space or comma separated) adds origins for scripts, styles, connections, images and
 * fonts: a remote moved by a settings document the server does not read (the e2e suite changes it in the
 * browser), or a CDN a manifest's publicPath names.
 */
import type http from 'node:http';
import { siteSettings } from 'shared/settings';
import type { SettingsDocument } from '../../settings/reader';
import { allowedOverrides, areaOverrideName, overrideFromCookies, parseAreaOverrides } from 'shared/areaOverrides';
import { httpOrigin } from 'shared/httpOrigin';
import { areaIds } from '../../registry/apps';

/** Stands for the site's own origin while relative settings URLs are resolved. */
const selfBase = 'https://site.invalid/settings.json';
const selfOrigin = new URL(selfBase).origin;

/** Google's documented hosts for gtag.js with GA4 (script, collection, pixels). */
const analyticsHosts = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * An http(s) URL's origin as a CSP source ('self' for this site's own), or nothing for anything else: only a
 * parsed origin with a plain host (httpOrigin.ts) ever reaches the policy, so no URL can add a directive.
 */
function sourceOf(url: string): string | undefined {
  const origin = httpOrigin(url, selfBase);
  return origin === selfOrigin ? "'self'" : origin;
}

const unique = (sources: (string | undefined)[]) => [...new Set(sources.filter((source): source is string => Boolean(source)))];

/** Origins the environment adds to the policy (see the module comment). */
export function extraOrigins(value = process.env.CSP_EXTRA_ORIGINS ?? ''): string[] {
  return unique(value.split(/[\s,]+/).filter(Boolean).map(sourceOf));
}

/** The WebSocket origin (ws:/wss:) beside an http(s) origin. */
export const webSocketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The Content-Security-Policy for a settings document, as the server read it (platform/settings/reader.ts; none:
 * this origin only); `sockets`: WebSocket origins it may connect to; `loaders`: the hashes of the prerendered pages' inline loaders, as the shell's build made them (the page
 * index names each page's: prerenderedPages.ts).
 */
export function contentSecurityPolicy(document: SettingsDocument | undefined, extra: string[] = [], sockets: string[] = [], loaders: string[] = []): string {
  const settings = siteSettings(document, selfBase);
  // A manifest's origin, as it resolves against the document (relative: this origin).
  const remotes = unique([...settings.areas.map((area) => sourceOf(area.manifest)), ...extra]);
  const backend = sourceOf(settings.backend.url);
  const leads = sourceOf(settings.leads.endpoint);
  const analytics = settings.analytics.id ? unique([sourceOf(settings.analytics.scriptUrl), ...analyticsHosts]) : [];
  const directives: Record<string, (string | undefined)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...analytics, ...loaders.filter((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))],
    'style-src': ["'self'", ...remotes, "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes, backend, ...analytics],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...remotes, backend, leads, ...analytics, ...sockets],
    'form-action': ["'self'", leads],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/**
 * The policy of a script or stylesheet file. A policy governs the document it comes with, and these files are
 * never one (a tab that opens one shows it as text and may run nothing). No worker is made from the site's scripts,
 * the one case where a script's own policy would apply. The page's policy, about 450 bytes, sent again with each of
 * a page's dozen-odd scripts was about 6 KB of every page's script transfer; this one allows nothing at all.
 */
export const nothingAllowedPolicy = "default-src 'none'; frame-ancestors 'none'";
export const scriptOrStylesheetPolicy = nothingAllowedPolicy;
/** A script or stylesheet file's path. */
export const scriptOrStylesheetFile = /\.(?:m?js|css)$/;
export const isScriptOrStylesheet = (pathname: string) => scriptOrStylesheetFile.test(pathname);

/** For a file about to be served: a script or stylesheet gets the policy of its kind in place of the page's. */
export function setFilePolicy(res: http.ServerResponse, pathname: string) {
  if (isScriptOrStylesheet(pathname)) res.setHeader('Content-Security-Policy', scriptOrStylesheetPolicy);
}

/** Headers that do not depend on the settings. */
export const staticSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers that predate CSP's frame-ancestors.
  'X-Frame-Options': 'DENY',
  // The site uses none of these features; nothing embedded in it may either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

/**
 * Every security header of a response for a settings document, as the server sends them to a request without an
 * area override; the nginx and CDN rules (platform/edge/) send the same. `file`: a script or stylesheet's own policy.
 */
export function documentSecurityHeaders(document: SettingsDocument | undefined, { extra = extraOrigins(), loaders = [] as string[] } = {}): { page: Record<string, string>; scriptOrStylesheet: Record<string, string> } {
  const page = { ...staticSecurityHeaders, 'Content-Security-Policy': contentSecurityPolicy(document, extra, [], loaders) };
  return { page, scriptOrStylesheet: { ...page, 'Content-Security-Policy': scriptOrStylesheetPolicy } };
}

/** The override a request composes: its `area-override` parameter, else its cookie, else the server's own. */
function requestOverride(req: http.IncomingMessage | undefined, serverOverride: string | undefined): string | undefined {
  if (!req) return serverOverride;
  let parameter: string | null = null;
  try {
    parameter = new URL(req.url ?? '/', 'http://site.invalid').searchParams.get(areaOverrideName);
  } catch {
    // A target that is no URL path (`//`, `/\`): no parameter; the server answers the request 400.
  }
  if (parameter !== null) return parameter;
  // A malformed cookie is ignored: the server's own override applies, and server.ts sets it in its place.
  return overrideFromCookies(req.headers.cookie) ?? serverOverride;
}

/**
 * Sets the security headers on a response, before anything else writes it; the policy follows the settings
 * document the server serves (`settings`: its last good state, so a damaged file does not narrow the policy of
 * pages that still name the remotes; undefined before any was read: this origin only).
 */
export function securityHeaders(
  settings: () => SettingsDocument | undefined,
  extra = extraOrigins(),
  serverOverride?: string,
  loaderSources: () => string[] = () => [],
): (res: http.ServerResponse, req?: http.IncomingMessage) => void {
  let cached: { document: SettingsDocument | undefined; loaders: string; headers: Record<string, string> } | undefined;
  const current = () => {
    const document = settings();
    const loaders = loaderSources();
    const key = loaders.join(' ');
    if (!cached || cached.document !== document || cached.loaders !== key) cached = { document, loaders: key, headers: documentSecurityHeaders(document, { extra, loaders }).page };
    return { document, loaders, headers: cached.headers };
  };
  return (res, req) => {
    const { document, headers, loaders } = current();
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const overridden = Object.values(allowedOverrides(document, parseAreaOverrides(requestOverride(req, serverOverride), areaIds))).map((url) => sourceOf(url ?? ''));
    const origins = unique(overridden).filter((origin) => origin !== "'self'");
    if (origins.length) res.setHeader('Content-Security-Policy', contentSecurityPolicy(document, [...extra, ...origins], origins.map(webSocketOrigin), loaders));
  };
}
