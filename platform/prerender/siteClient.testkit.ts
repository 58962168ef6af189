/**
 * A process talking to the test sites of siteClient.test.ts, as the job does: through Node's own fetch, or with
 * SITE_CLIENT=1 through the site client. Its argument names each scenario's site; it prints what each got (JSON).
 * The client is imported only when used: importing undici at all replaces Node's own dispatcher.
 */
export type Scenario = 'busyPastClose' | 'busyPastClosePost' | 'crossingGet' | 'crossingPost' | 'dropsAll' | 'unavailable' | 'cutsBody';
export type ScenarioResult = { status: number; body: string } | { error: string };

if (process.env.SITE_CLIENT === '1') (await import('./siteClient')).useSiteClient();

/** The event loop held, as a render holds it: nothing the sockets receive meanwhile is read. */
function holdLoop(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

/** The first answer, then one turn of the event loop: its connection is back in the pool, kept for the next request. */
async function keepConnection(origin: string) {
  await request(origin);
  await new Promise((resolve) => setImmediate(resolve));
}

async function request(origin: string, method = 'GET'): Promise<ScenarioResult> {
  try {
    const response = await fetch(`${origin}/`, { method, body: method === 'POST' ? 'a lead' : undefined });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
    return { error: `${(error as Error).message}: ${cause?.message ?? ''} (${cause?.code ?? ''})` };
  }
}

const scenarios: Record<Scenario, (origin: string) => Promise<ScenarioResult>> = {
  // A connection kept from the first answer, closed by the site while this process was busy.
  async busyPastClose(origin) {
    await keepConnection(origin);
    holdLoop(400);
    return request(origin);
  },
  // The same close, then a POST: a request that is never sent twice, so the close must be read before it is written.
  async busyPastClosePost(origin) {
    await keepConnection(origin);
    holdLoop(400);
    return request(origin, 'POST');
  },
  // The site drops the kept connection as the second request arrives on it (its close crossed the request).
  async crossingGet(origin) {
    await keepConnection(origin);
    return request(origin);
  },
  async crossingPost(origin) {
    await keepConnection(origin);
    return request(origin, 'POST');
  },
  dropsAll: (origin) => request(origin),
  unavailable: (origin) => request(origin),
  cutsBody: (origin) => request(origin),
};

const origins = JSON.parse(process.argv[2]) as Record<Scenario, string>;
const results: Partial<Record<Scenario, ScenarioResult>> = {};
for (const [scenario, origin] of Object.entries(origins) as [Scenario, string][]) results[scenario] = await scenarios[scenario](origin);
console.log(JSON.stringify(results));
