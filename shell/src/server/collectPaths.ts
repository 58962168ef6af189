import type { RouteObject } from 'react-router';

/**
 * The paths of route objects (an area's `./routes`).
 * Static paths are prerendered as they are; dynamic ones (`/hospitality-industry-news/:slug`) are
 * returned as patterns for the job to expand from its data, and for the server to recognise.
 */
export function collectPaths(routeLists: RouteObject[][]): { static: string[]; dynamic: string[] } {
  const found = { static: [] as string[], dynamic: [] as string[] };
  const walk = (list: RouteObject[], base: string) => {
    for (const route of list) {
      const path = route.path ? (route.path.startsWith('/') ? route.path : `${base.endsWith('/') ? base.slice(0, -1) : base}/${route.path}`) : base;
      if (route.path && !path.includes('*')) (path.includes(':') ? found.dynamic : found.static).push(path);
      if (route.children) walk(route.children, path);
    }
  };
  for (const list of routeLists) walk(list, '/');
  return { static: [...new Set(found.static)], dynamic: [...new Set(found.dynamic)] };
}
