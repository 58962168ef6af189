/**
 * Which pages the benchmark measures, from the prerender job's manifest (`pages.json`): every static route
 * (a page matching none of the manifest's dynamic patterns) and exactly one article (the first one listed).
 * `only` (BENCH_ROUTES) narrows that to the paths named; a path the site has no page for is an error.
 */

export interface BenchRoute {
  path: string;
  kind: 'route' | 'article';
}

/** Whether a site path matches a route pattern such as `/hospitality-industry-news/:slug`. */
export function matchesPattern(sitePath: string, pattern: string): boolean {
  const parts = sitePath.split('/');
  const patternParts = pattern.split('/');
  return parts.length === patternParts.length && patternParts.every((part, index) => part.startsWith(':') ? parts[index] !== '' : part === parts[index]);
}

/** The prerendered pages (the keys of the job's index) and the index's dynamic patterns. */
export function benchRoutes(manifest: { pages: string[]; dynamic: string[] }, only?: string[]): BenchRoute[] {
  const kindOf = (sitePath: string): BenchRoute['kind'] => (manifest.dynamic.some((pattern) => matchesPattern(sitePath, pattern)) ? 'article' : 'route');
  const all = manifest.pages.map((sitePath) => ({ path: sitePath, kind: kindOf(sitePath) }));
  const article = all.find((route) => route.kind === 'article');
  const measured = [...all.filter((route) => route.kind === 'route'), ...(article ? [article] : [])];
  if (!only?.length) return measured;

  const unknown = only.filter((sitePath) => !manifest.pages.includes(sitePath));
  if (unknown.length) throw new Error(`BENCH_ROUTES names paths the prerender job wrote no page for: ${unknown.join(', ')}.`);
  // Any prerendered page may be named (another article too), in the order given.
  return only.map((sitePath) => all.find((route) => route.path === sitePath)!);
}
