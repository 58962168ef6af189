/**
 * Production build of every app (or those named: `npm run build -- shell mf-legal`), then precompression.
 * `npm start` and `npm run bench` build the apps whose build is missing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apps, distOf, root, type AppName } from '../apps';
import { compressDir } from './compress';

export async function buildApp(app: AppName): Promise<void> {
  // From an empty folder: the browser and Node builds share it, and nothing old (a chunk, a compressed
  // copy the server would prefer to the new file) may outlive a build.
  await fs.promises.rm(distOf(app), { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'], {
      cwd: path.join(root, app),
      env: { ...process.env, NODE_ENV: 'production', NODE_NO_WARNINGS: '1' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The build of ${app} failed (exit ${code}).`))));
  });
}

/** Builds apps two at a time (the machines have two cores; Rspack uses both). */
export async function buildApps(names: readonly AppName[]) {
  const queue = [...names];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const started = Date.now();
      await buildApp(app);
      await compressDir(distOf(app));
      console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
}

/** What an app's build holds once complete: the browser build's manifest and the Node build's entry (for the prerender job). */
const builtFiles = (app: AppName) => ['mf-manifest.json', path.join('server', app === 'shell' ? 'main.js' : 'remoteEntry.js')];

/** Builds every app that has no complete production build, saying which; the others are left as they are. */
export async function buildMissingApps(): Promise<void> {
  const missing = apps.filter((app) => builtFiles(app).some((file) => !fs.existsSync(path.join(distOf(app), file))));
  if (!missing.length) return;
  console.log(`Building ${missing.join(', ')} (run \`npm run build\` to rebuild everything)…`);
  await buildApps(missing);
}
