/**
 * What the nginx and CDN rules are written from: the release store and the pages folder the site server serves,
 * and the facts of them the rules carry — the security headers of the live settings document and the published
 * pages' loaders (securityHeaders.ts, as the server computes them), and the dynamic routes of the page index.
 * Those facts change only with a release that moves an area to another origin, names another backend, lead
 * endpoint or analytics id, or ships another page loader, or with a remote's new dynamic route: then the rules
 * are written again (platform/edge/README.md, "Serving with nginx or a CDN"). Which release is live is never written into them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { prerenderDir } from '../apps';
import { builtInKeys, keySettings, makeKeysCommand } from 'supabase-backend/server/exposure';
import { backendIsTheSite } from '../releases/siteAnonKey';
import { releaseStore } from '../releases/store';
import { readSettingsFileStateSync } from '../settings/reader';
import { documentSecurityHeaders, extraOrigins } from '../server/http/securityHeaders';
import { prerenderedPages } from '../server/prerenderedPages';
import { damageReport } from '../server/lastGoodFiles';

export interface ServedSite {
  /** The release store (`releases/<app>/<version>/`, `settings.json`). */
  storeDir: string;
  /** The prerender job's output (`pages.json` and a folder per page). */
  pagesDir: string;
  /** The live settings document. */
  settingsFile: string;
  /** The live shell release the document names, as read with the rest (the document is read once). */
  shellVersion?: string;
  /** The security headers of a page, and of a script or stylesheet file. */
  headers: ReturnType<typeof documentSecurityHeaders>;
  /** The dynamic routes (`/hospitality-industry-news/:slug`): a path matching one without a page gets the shell page. */
  dynamicRoutes: string[];
  /** Why the rules may not match the site yet (no pages published), for the command to say. */
  warnings: string[];
  /** The document names the development anon key for the site's own backend: its servers run on the published keys. */
  developmentKeys: boolean;
}

/**
 * Why an edge that lets in clients from beyond this machine may not be written for `site`, or undefined: the
 * development keys are published in the repository, and through the edge anyone could read every lead with them.
 */
export function developmentKeysRefusal(site: Pick<ServedSite, 'developmentKeys' | 'settingsFile'>, edge: string): string | undefined {
  if (!site.developmentKeys) return undefined;
  return (
    `Refusing to write ${edge}: the site uses the development keys (${site.settingsFile} names backend.anonKey ${builtInKeys.anonKey}), which are ` +
    'published in the repository: through it, anyone could read every lead with them. Start the site\'s servers with keys of their own ' +
    `(${keySettings.join(', ')}; \`${makeKeysCommand}\` makes them), set backend.anonKey in the settings document to BACKEND_ANON_KEY's value ` +
    '(a new store takes it by itself), and write it again.'
  );
}

export interface ServedSiteOptions {
  storeDir?: string;
  pagesDir?: string;
  settingsFile?: string;
}

/** The folders as the site server finds them (RELEASES_DIR, PRERENDER_DIR, SITE_SETTINGS), made absolute. */
export function servedFolders({ storeDir, pagesDir, settingsFile }: ServedSiteOptions = {}) {
  const store = releaseStore(storeDir && path.resolve(storeDir));
  return {
    storeDir: path.resolve(store.dir),
    pagesDir: path.resolve(pagesDir ?? process.env.PRERENDER_DIR ?? prerenderDir),
    settingsFile: path.resolve(settingsFile ?? process.env.SITE_SETTINGS ?? store.settingsFile),
  };
}

/** Reads the site as served now; a settings document that is missing, damaged or does not parse is refused (nothing could be served). */
export function readServedSite(options: ServedSiteOptions = {}): ServedSite {
  const folders = servedFolders(options);
  // Read once, through the one reader: a document that does not parse is refused, each field named.
  const state = readSettingsFileStateSync(folders.settingsFile);
  if (!('document' in state)) {
    const reason = 'missing' in state ? 'is missing' : `is damaged: it ${state.damaged}`;
    throw new Error(`The settings document ${folders.settingsFile} ${reason}: start the site once (npm start) or name the store with RELEASES_DIR.`);
  }
  const { document } = state;
  const damage = damageReport(() => undefined);
  const pages = prerenderedPages(folders.pagesDir, damage);
  pages.check();
  const warnings = [
    ...damage.list().map((damaged) => `${damaged.file} is damaged (${damaged.reason}): written without its loaders and dynamic routes`),
    ...(fs.existsSync(path.join(folders.pagesDir, 'pages.json')) ? [] : [`${folders.pagesDir} has no pages.json yet: written without loaders and dynamic routes (write the rules again once pages are rendered)`]),
  ];
  return {
    ...folders,
    shellVersion: document.shell?.version,
    headers: documentSecurityHeaders(document, { extra: extraOrigins(), loaders: pages.loaderSources() }),
    dynamicRoutes: pages.dynamicRoutes(),
    warnings,
    developmentKeys: backendIsTheSite(document) && document.backend?.anonKey === builtInKeys.anonKey,
  };
}
