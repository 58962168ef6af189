import { setFilePolicy } from '../http/securityHeaders';
import { buildFileCacheControl } from '../http/servingPolicy';
import { staticFolder } from '../http/staticFiles';

/**
 * A build folder: content-hashed files cached for a year, the rest revalidated. A remote's (`crossOrigin`) may be
 * composed into a shell on another origin.
 */
export function buildFolder(dir: string, crossOrigin: boolean) {
  return staticFolder(dir, {
    setHeaders(res, pathname) {
      setFilePolicy(res, pathname);
      res.setHeader('Cache-Control', buildFileCacheControl(pathname));
      if (crossOrigin) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}
