/**
 * A suite's nginx (playwright.nginx.config.ts, e2e/servers/): waits until the site at each backend serves (its
 * pages are rendered), starts Debian's nginx in front of its store and pages (RELEASES_DIR, PRERENDER_DIR;
 * platform/edge/localNginx.ts), prints `[nginx] ready: <url>`, and stops it (removing its folder) on SIGINT or
 * SIGTERM.
 */
import { integerArgument, runCommand, UsageError } from 'platform/cli/command';
import { stopOnRequest } from 'infra/stopRequests';
import { whenServing } from 'platform/server/whenServing';
import { startLocalNginx } from 'platform/edge/localNginx';

const spec = {
  usage: 'node --import tsx e2e/commands/localNginx.ts --listen <port> --backend <url> [--backend <url>]…',
  help: 'nginx on 127.0.0.1:<port> in front of the site servers named (an upstream of several), once they serve their pages.',
  options: { listen: { type: 'string' }, backend: { type: 'string', multiple: true } },
} as const;

await runCommand(spec, async ({ values }) => {
  const port = integerArgument('listen', values.listen, { min: 1, max: 65535 });
  if (port === undefined) throw new UsageError('--listen is missing.');
  if (!values.backend?.length) throw new UsageError('--backend is missing.');
  const backends = values.backend;
  // The rules carry the published pages' loaders and routes: they are written once the site serves its pages.
  await whenServing(backends.map((backend) => new URL('/settings.json', backend).href), { timeoutMs: 600_000 });
  const server = await startLocalNginx({ port, backends });
  console.log(`[nginx] ready: ${server.origin} (${server.file})`);
  stopOnRequest(() => server.stop());
});
