/**
 * Builds the test-only throwing remote (when missing) and serves it on its own port for the
 * remote-failure suite.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { fixturePort } from './playwright.config';

const root = path.resolve(import.meta.dirname, '..');
const fixtureDir = path.join(import.meta.dirname, 'fixtures', 'throwing-remote');

export default async function globalSetup() {
  // Its browser and Node builds (the prerender job loads remotes in Node).
  if (!['mf-manifest.json', 'server/remoteEntry.js'].every((file) => fs.existsSync(path.join(fixtureDir, 'dist', file)))) {
    execFileSync(process.execPath, [path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'], {
      cwd: fixtureDir,
      env: { ...process.env, NODE_ENV: 'production', NODE_NO_WARNINGS: '1' },
      stdio: 'inherit',
    });
  }
  const files = sirv(path.join(fixtureDir, 'dist'), {
    dev: true,
    setHeaders: (res) => res.setHeader('Access-Control-Allow-Origin', '*'),
  });
  const server = http.createServer((req, res) => files(req, res, () => {
    res.writeHead(404).end();
  }));
  await new Promise<void>((resolve) => server.listen(fixturePort, resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
