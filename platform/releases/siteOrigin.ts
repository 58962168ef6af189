/**
 * The site a release renders against: the running one (SITE_ORIGIN, default http://localhost:PORT or 8080),
 * or, when none answers, the same server started in this process for the time of the command.
 */
import type { AddressInfo } from 'node:net';
import { defaultServerOptions, listen, type RunningSite } from '../server/server';

async function answers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/rest/v1/', origin), { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

export async function siteForRelease(): Promise<{ origin: string; pagesDir: string; close(): Promise<void> }> {
  const options = defaultServerOptions();
  const running = process.env.SITE_ORIGIN ?? `http://localhost:${options.port}`;
  if (await answers(running)) return { origin: running, pagesDir: options.pagesDir!, close: async () => undefined };
  const site: RunningSite = await listen({ ...options, port: 0, prerender: false });
  const { port } = site.server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, pagesDir: options.pagesDir!, close: () => site.close() };
}
