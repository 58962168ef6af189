/**
 * `/settings.json`: the live settings document (`no-cache`, its ETag naming its content), or while a canary runs
 * the visitor's cohort's (answered `private`, varying on the cookie); 503 while it is damaged and no good copy was
 * read. Beside it `/settings.schema.json`, its JSON Schema as the store holds it (releases/storedSchema.ts; the
 * base document's `$schema` names it: platform/settings/).
 */
import { privateRevalidate, type CanaryServing } from '../cohortServing';
import { schemaPath } from '../../settings/paths';
import type { ReleaseStore } from '../../releases/store';
import { cacheControl, plainText } from '../http/servingPolicy';
import { notModified } from '../http/conditionalGet';
import { staticFolder } from '../http/staticFiles';
import type { DamageReport } from '../lastGoodFiles';
import type { LiveSettings } from '../liveSettings';
import type { Route } from './route';

export interface SettingsRouteOptions {
  store: ReleaseStore;
  settingsFile: string;
  settings: () => LiveSettings | undefined;
  damage: DamageReport;
  canaries: CanaryServing;
}

export function settingsRoute({ store, settingsFile, settings, damage, canaries }: SettingsRouteOptions): Route {
  const storedSchema = staticFolder(store.dir, { extensions: [], contentType: 'application/schema+json', setHeaders: (res) => res.setHeader('Cache-Control', cacheControl.revalidate) });
  return ({ req, res, url, notFound }) => {
    if (url.pathname === schemaPath) {
      storedSchema(req, res, schemaPath, notFound);
      return true;
    }
    if (url.pathname !== '/settings.json') return false;
    const live = settings();
    if (!live && damage.list().some((damaged) => damaged.file === settingsFile)) {
      res.writeHead(503, { 'Content-Type': plainText, 'Cache-Control': cacheControl.never, 'Retry-After': '30' }).end('The settings document is damaged.');
      return true;
    }
    if (!live) {
      notFound();
      return true;
    }
    const cohortAnswer = canaries.cohortSettings(live, canaries.cohortOf(req, res, url.pathname));
    const etag = cohortAnswer?.etag ?? `"${live.version}"`;
    const caching = canaries.running() ? privateRevalidate : cacheControl.revalidate;
    if (notModified(req, { etag })) res.writeHead(304, { ETag: etag, 'Cache-Control': caching }).end();
    else res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': caching, ETag: etag }).end(cohortAnswer?.text ?? live.text);
    return true;
  };
}
