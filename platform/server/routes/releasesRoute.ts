/**
 * `/releases/<app>/<version>/…`: the released builds, immutable (cached for a year) and readable from any origin
 * (a remote may be composed into a shell on another origin), their 404 too. A damaged `mf-manifest.json` is
 * served as last read good (releasedManifests.ts), else 503.
 */
import path from 'node:path';
import type { ReleaseStore } from '../../releases/store';
import { setFilePolicy } from '../http/securityHeaders';
import { cacheControl, plainText, releasedFile } from '../http/servingPolicy';
import { staticFolder } from '../http/staticFiles';
import type { ReleasedManifests } from '../releasedManifests';
import type { Route, Visit } from './route';

export function releasesRoute(store: ReleaseStore, manifests: ReleasedManifests): Route {
  const releases = staticFolder(store.dir, {
    setHeaders(res, pathname) {
      setFilePolicy(res, pathname);
      res.setHeader('Cache-Control', cacheControl.immutable);
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  /** A damaged manifest's answer, or false when the file on disk is served. */
  const damagedManifest = ({ req, res }: Visit, relative: string) => {
    if (!relative.endsWith('/mf-manifest.json')) return false;
    const { good, damaged } = manifests(path.join(store.dir, ...relative.split('/')));
    if (!damaged) return false;
    // A proxy between must not keep the 503 for a year; the good copy may be (it is the released file).
    if (!good) {
      res.writeHead(503, { 'Content-Type': plainText, 'Cache-Control': cacheControl.never, 'Retry-After': '30' }).end('This manifest is damaged.');
      return true;
    }
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': cacheControl.immutable, 'Access-Control-Allow-Origin': '*' });
    res.end(req.method === 'HEAD' ? undefined : good.text);
    return true;
  };
  return (visit) => {
    const { req, res, url, notFound } = visit;
    if (!releasedFile.test(url.pathname)) return false;
    const relative = url.pathname.slice('/releases'.length);
    if (damagedManifest(visit, relative)) return true;
    releases(req, res, relative, () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      notFound();
    });
    return true;
  };
}
