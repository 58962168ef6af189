/**
 * Every port the main suites start a server on, as an offset from the run's base port (E2E_PORT, default 4173):
 * one table, so that no two servers a run may start at the same time share a port (fullyParallel runs any two
 * spec files side by side), and engineers and CI can run suites side by side on other bases. A duplicate offset
 * fails at load, naming both.
 */
export const portOffsets = {
  /** The suite's site (playwright.config.ts). */
  site: 0,
  /** The suite's second site: the same store, pages rendered in the browser (browserRendered in fixtures.ts). */
  secondSite: 1,
  /** The test-only throwing remote (global-setup.ts). */
  throwingRemote: 2,
  /** prerender.spec.ts: a site on a backend of its own; a site syncing from a local Contentful stand-in. */
  prerenderOwnBackend: 5,
  prerenderContentSync: 6,
  /** standalone.spec.ts: one remote served alone. */
  standalone: 7,
  /** hostile-requests.spec.ts: its site, and a site refused beyond loopback. */
  hostileRequests: 8,
  exposedSite: 9,
  /** request-cost.spec.ts. */
  requestCost: 10,
  /** prerender.spec.ts: a site whose job runs in shards. */
  prerenderShards: 11,
  /** data-directory.spec.ts: a site, and the second opener of its folders. */
  dataDirectory: 20,
  dataDirectorySecond: 21,
  /** startup.spec.ts. */
  startup: 22,
  /** canary.spec.ts: the site its canaries run on. */
  canary: 25,
  /** release-api.spec.ts: the site a team's pipeline releases to. */
  releaseApi: 35,
  /** recovery.spec.ts: its site, and a site whose files are damaged. */
  recovery: 30,
  recoveryDamaged: 31,
  /** playwright.servers.config.ts: its PostgreSQL server, the two site servers of one site on it, nginx in front of both. */
  serversPostgres: 70,
  serversFirst: 71,
  serversSecond: 72,
  serversNginx: 73,
  /** playwright.nginx.config.ts: the local site, and nginx in front of it. */
  nginxSite: 80,
  nginx: 81,
  /** playwright.postgres.config.ts: its PostgreSQL server. */
  postgres: 90,
  /** security-policy.spec.ts: an override origin named in a URL, where nothing listens. */
  unservedOverride: 95,
} as const;

export type PortName = keyof typeof portOffsets;

const byOffset = new Map<number, string>();
for (const [name, offset] of Object.entries(portOffsets)) {
  const taken = byOffset.get(offset);
  if (taken) throw new Error(`e2e/ports.ts: ${name} and ${taken} both have offset ${offset}.`);
  byOffset.set(offset, name);
}

/** The run's base port. */
export const basePort = Number(process.env.E2E_PORT ?? 4173);

/** The port of one of the run's servers. */
export const portOf = (name: PortName): number => basePort + portOffsets[name];
