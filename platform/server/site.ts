/**
 * The site server process (what `npm start` and `npm run serve` supervise, see supervisor.ts): serves the
 * existing build until Ctrl-C, SIGTERM or the end of the process that started it (its supervisor), and prints its URL once it is ready (every app live, its pages
 * rendered; it answers 503 "starting" until then). A start the configuration forbids (the port taken, a host
 * beyond loopback, a trusted proxy or DATABASE_URL with the built-in keys, a settings document naming another anon key, the data directory held by another site, a pages folder another site
 * renders from another database or store, a settings document that does not parse, a number in the environment
 * that is not one) exits with
 * `exitCodes.config`, which the supervisor does not restart; a data directory a command holds for its time
 * (a release's own backend) exits with `exitCodes.tempfail`, and the supervisor tries again.
 */
import { DataDirInUse, DataDirShared } from 'supabase-backend/server';
import { InvalidEnvNumber } from 'infra/envNumber';
import { InvalidTrustedProxies } from 'infra/clientAddress';
import { RefusedHost } from './http/listenAddress';
import { InvalidSettingsDocument } from '../settings/reader';
import { AnonKeyMismatch } from '../releases/siteAnonKey';
import { stopOnRequest } from 'infra/stopRequests';
import { defaultServerOptions } from './serverOptions';
import { listen, type RunningSite } from './siteStart';
import { exitCodes } from './supervisor';

/** A start the configuration forbids exits with the code the supervisor reads; anything else is thrown on. */
function refuseStart(error: unknown): never {
  const code = (error as NodeJS.ErrnoException).code;
  if (error instanceof RefusedHost || code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
    console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(exitCodes.config);
  }
  if (error instanceof InvalidSettingsDocument || error instanceof AnonKeyMismatch || error instanceof InvalidEnvNumber || error instanceof InvalidTrustedProxies) {
    console.error(`[server] Refusing to start, nothing changed: ${error.message}`);
    process.exit(exitCodes.config);
  }
  // A pages folder another site renders from elsewhere: the same start would be refused again.
  if (error instanceof DataDirShared) {
    console.error(`[server] ${error.message}`);
    process.exit(exitCodes.config);
  }
  if (error instanceof DataDirInUse) {
    console.error(`[server] ${error.message}`);
    process.exit(error.holder.details?.origin ? exitCodes.config : exitCodes.tempfail);
  }
  throw error;
}

// The environment's settings (PORT, the server's limits) are read first: a value that is not a number is refused.
const options = await Promise.resolve().then(defaultServerOptions).catch(refuseStart);
const site: RunningSite = await listen(options).catch(refuseStart);
// Once: Ctrl-C reaches a supervised server twice (from the terminal, and forwarded by its supervisor).
stopOnRequest(() => site.close());
const { ms, problems } = await site.ready;
for (const problem of problems) console.error(`[server] serving, but ${problem}`);
console.log(`Stayvia is served on ${site.origin} (backend data in ${options.backendDataDir ?? 'memory'}; ready in ${(ms / 1000).toFixed(1)} s)`);
