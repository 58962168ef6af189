/**
 * Builds the test-only throwing remote for this run and serves it on its own port, for the remote-failure,
 * prerender and release suites. Built every run (about 10 s): a build left from an older shared config would
 * test what the site no longer ships.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { fixturePort, throwingRemoteDist } from './playwright.config';

const root = path.resolve(import.meta.dirname, '..');
const fixtureDir = path.join(import.meta.dirname, 'fixtures', 'throwing-remote');
/** Its browser build and Node build (the prerender job loads remotes in Node). */
const requiredFiles = ['mf-manifest.json', 'remoteEntry.js', path.join('server', 'remoteEntry.js')];

/**
 * Its three compilations (platform/build/targets/: the browser build, the Node build, the standalone page's
 * runtime), one at a time into an emptied folder. Built together they share the folder, and on a busy CI
 * machine the browser build's files were twice missing afterwards while the build reported success.
 */
// `mf_legal`: the fixture stands in for the legal area (its rspack.config.ts); Playwright's loader cannot import the registry.
const compilations = ['browser', 'server', 'runtime'].map((side) => `mf_legal:${side}`);

export default async function globalSetup() {
  fs.rmSync(path.join(fixtureDir, 'dist'), { recursive: true, force: true });
  for (const name of compilations) {
    execFileSync(process.execPath, [path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build', '--config-name', name], {
      cwd: fixtureDir,
      env: { ...process.env, NODE_ENV: 'production', NODE_NO_WARNINGS: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const missing = requiredFiles.filter((file) => !fs.existsSync(path.join(fixtureDir, 'dist', file)));
  if (missing.length) throw new Error(`The throwing remote's build lacks ${missing.join(', ')} (${fixtureDir}).`);
  fs.rmSync(throwingRemoteDist, { recursive: true, force: true });
  fs.cpSync(path.join(fixtureDir, 'dist'), throwingRemoteDist, { recursive: true });

  const files = sirv(throwingRemoteDist, {
    dev: true,
    setHeaders: (res) => res.setHeader('Access-Control-Allow-Origin', '*'),
  });
  const server = http.createServer((req, res) => files(req, res, () => {
    res.writeHead(404).end();
  }));
  await new Promise<void>((resolve) => server.listen(fixturePort, resolve));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(throwingRemoteDist, { recursive: true, force: true });
  };
}
