/**
 * The site's own routes (everything after the backend) are read with GET and HEAD: OPTIONS says so (a remote's
 * and a release's files allow any origin), any other method is 405.
 */
import { cacheControl, plainText, releasedFile, siteMethods } from '../http/servingPolicy';
import type { Route } from './route';

export const siteMethodsRoute: Route = ({ req, res, url }) => {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  const cors = url.pathname.startsWith('/remotes/') || releasedFile.test(url.pathname) ? { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET' } : {};
  if (req.method === 'OPTIONS') res.writeHead(204, { Allow: siteMethods, ...cors }).end();
  else res.writeHead(405, { Allow: siteMethods, 'Content-Type': plainText, 'Cache-Control': cacheControl.never }).end('Method not allowed');
  return true;
};
