// `npm run serve`: serve the existing production build (see server.ts), restarted if it dies (supervisor.ts).
import { scriptNodeArgs } from 'platform/prerender/runner';
import { siteSupervision } from 'platform/server/supervisor';

await siteSupervision(scriptNodeArgs)();
