// `npm run serve`: serve the existing production build (see server.ts), restarted if it dies (supervisor.ts).
import path from 'node:path';
import { root } from './apps';
import { scriptNodeArgs } from './prerenderRunner';
import { superviseUntilSignalled } from './supervisor';

await superviseUntilSignalled({ command: process.execPath, args: [...scriptNodeArgs, path.join(root, 'scripts', 'site.ts')] });
