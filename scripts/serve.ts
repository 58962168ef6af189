// `npm run serve`: serve the existing production build (see server.ts), restarted if it dies (supervisor.ts).
import { scriptNodeArgs } from 'platform/prerender/runner';
import { siteSupervision } from 'platform/server/supervisor';
import { commandArguments } from 'platform/cli/command';

commandArguments({
  usage: 'npm run serve',
  help: 'Serves the existing production build (no build step), prerendering it as npm start does (PRERENDER=0: pages rendered in the browser only).',
});

await siteSupervision(scriptNodeArgs)();
