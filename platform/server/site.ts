/**
 * The site server process (what `npm start` and `npm run serve` supervise, see supervisor.ts): serves the
 * existing build until Ctrl-C or SIGTERM. A start the configuration forbids (the port taken, a host beyond
 * loopback with the built-in keys) exits with `exitCodes.config`, which the supervisor does not restart.
 */
import { RefusedHost } from './http/listenAddress';
import { closeOnSignals, defaultServerOptions, listen } from './server';
import { exitCodes } from './supervisor';

const options = defaultServerOptions();
try {
  closeOnSignals(await listen(options));
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (error instanceof RefusedHost || code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
    console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(exitCodes.config);
  }
  throw error;
}
console.log(`Stayvia is served on http://localhost:${options.port} (backend data in ${options.backendDataDir ?? 'memory'})`);
