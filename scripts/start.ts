/**
 * `npm start`: build whatever has no production build yet, then serve the composed site; the prerender
 * job renders every page once the server listens (until it has, pages are rendered in the browser).
 * The server runs supervised: restarted, with backoff, if its process dies.
 */
import { buildMissingApps } from 'platform/build/buildApps';
import { scriptNodeArgs } from 'platform/prerender/runner';
import { siteSupervision } from 'platform/server/supervisor';
import { commandArguments } from 'platform/cli/command';

commandArguments({
  usage: 'npm start',
  help: `Builds every app that has no production build yet, releases every app with no live release into the store,
and serves the site (supervised, on loopback) on http://localhost:8080, printing "Stayvia is served on <url>" once
every page is rendered. Environment: PORT, HOST, BACKEND_DATA_DIR, DATABASE_URL, RELEASES_DIR, PRERENDER_DIR,
SITE_URL (platform/server/README.md says what each does; DATABASE_URL: supabase/README.md;
RELEASES_DIR and SITE_URL: platform/edge/README.md).`,
});
// The environment is checked before anything is built (a PORT that is not a number is refused by name).
const superviseSite = siteSupervision(scriptNodeArgs);
await buildMissingApps();
// The server runs in a child process that is started again if it dies (supervisor.ts).
await superviseSite();
