/** Scripts and helpers for the tests of how a server started by another process stops (stopRequests.ts). */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const stopRequests = path.join(import.meta.dirname, 'stopRequests.ts');
/** Node's arguments for a TypeScript script (a test's child process). */
export const scriptNodeArgs = ['--import', 'tsx'];

/**
 * Scripts in a folder of their own: `server.mts` runs until it is asked to stop, then prints a line and records
 * its stop in `stopped` (so a stop that crashed on the line shows as missing); `starter.mts` starts it linked,
 * its output piped or shared, and prints the server's pid; `supervisor.mts` supervises it as `npm start` does.
 */
export function stopScripts() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stop-requests-'));
  const stopped = path.join(dir, 'stopped');
  const server = path.join(dir, 'server.mts');
  fs.writeFileSync(
    server,
    `import fs from 'node:fs';
     import { stopOnRequest } from ${JSON.stringify(stopRequests)};
     // With "late", the server asks to be told only once its starter is already gone.
     if (process.argv[2] === 'late' && process.connected) await new Promise((resolve) => process.once('disconnect', resolve));
     let stops = 0;
     stopOnRequest(async () => {
       stops += 1;
       console.log('stopping');
       await new Promise((resolve) => setTimeout(resolve, 100));
       fs.writeFileSync(${JSON.stringify(stopped)}, String(stops));
     });
     // Asked over the channel how many stops it has begun.
     process.on('message', () => process.send?.(stops));
     setInterval(() => {}, 60_000);
     console.log('ready');
`,
  );
  const starter = path.join(dir, 'starter.mts');
  fs.writeFileSync(
    starter,
    `import { spawnLinked } from ${JSON.stringify(stopRequests)};
     const output = process.argv[2] === 'pipe' ? 'pipe' : 'inherit';
     const child = spawnLinked(process.execPath, [...${JSON.stringify(scriptNodeArgs)}, ${JSON.stringify(server)}, ...process.argv.slice(3)], { output });
     if (output === 'pipe') child.stdout.on('data', (chunk) => process.stdout.write(chunk));
     console.log('server ' + child.pid);
`,
  );
  return { dir, starter, server, stopped: () => (fs.existsSync(stopped) ? fs.readFileSync(stopped, 'utf8') : undefined) };
}

/** Resolves with what `child` printed once `pattern` matches it. */
export function printed(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match);
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before printing ${pattern}: ${output}`)));
  });
}
