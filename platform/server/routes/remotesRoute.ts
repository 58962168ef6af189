/** `/remotes/<workspace>/…`: each remote's dist, for a development site whose document points there. */
import { distOf, remotes } from '../../apps';
import { buildFolder } from './buildFolder';
import type { Route } from './route';

export function remotesRoute(): Route {
  const folders = new Map(remotes.map((app) => [app, buildFolder(distOf(app), true)]));
  return ({ req, res, url, notFound }) => {
    const remote = /^\/remotes\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (!remote) return false;
    const folder = folders.get(remote[1] as (typeof remotes)[number]);
    if (folder) folder(req, res, remote[2], notFound);
    else notFound();
    return true;
  };
}
