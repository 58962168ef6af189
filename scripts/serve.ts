// `npm run serve`: serve the existing production build (see server.ts), restarted if it dies (supervisor.ts).
import path from 'node:path';
import { root } from 'platform/apps';
import { scriptNodeArgs } from 'platform/prerender/runner';
import { siteHealthWatch, superviseUntilSignalled } from 'platform/server/supervisor';

await superviseUntilSignalled({ command: process.execPath, args: [...scriptNodeArgs, path.join(root, 'platform', 'server', 'site.ts')], health: siteHealthWatch() });
