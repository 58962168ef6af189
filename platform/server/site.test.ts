/** The site server process as `npm start` and `npm run serve` supervise it (site.ts). */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { root } from '../root';
import { scriptNodeArgs } from '../prerender/runner';
import { exitCodes } from './supervisor';

const run = promisify(execFile);
let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the site server process', () => {
  it('refuses to start on a settings document that does not parse, naming the field, with the exit code the supervisor does not restart', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-refused-'));
    const store = path.join(dir, 'releases');
    fs.mkdirSync(store);
    const document = { site: { url: 'http://localhost:5703' }, releases: { keep: 'three' } };
    fs.writeFileSync(path.join(store, 'settings.json'), JSON.stringify(document));
    const env = { ...process.env, PORT: '5703', RELEASES_DIR: store, PRERENDER_DIR: path.join(dir, 'pages'), BACKEND_DATA_DIR: path.join(dir, 'db') };
    const exited = await run(process.execPath, [...scriptNodeArgs, path.join(root, 'platform', 'server', 'site.ts')], { env, cwd: root }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(exited.code).toBe(exitCodes.config);
    expect(exited.stderr).toContain(
      `[server] Refusing to start, nothing changed: ${path.join(store, 'settings.json')}: releases.keep must be a whole number of earlier versions to keep (0 or more)`,
    );
    expect(fs.readdirSync(dir)).toEqual(['releases']);
    expect(fs.readdirSync(store)).toEqual(['settings.json']);
  }, 60_000);

  // Every number the site reads from its environment is refused the same way when it is not one.
  it.each([
    ['PORT', 'eighty', 'PORT must be a whole number from 0 to 65535, not "eighty".'],
    ['SITE_MAX_CONNECTIONS', '-5', 'SITE_MAX_CONNECTIONS must be a whole number of at least 1, not "-5".'],
    ['PRERENDER_CONCURRENCY', '2.5', 'PRERENDER_CONCURRENCY must be a whole number of at least 1, not "2.5".'],
    // The backend's: read when its database opens, which the site retries, so checked as it starts.
    ['BACKEND_FIELD_PER_MINUTE', 'x', 'BACKEND_FIELD_PER_MINUTE must be a whole number of at least 1, not "x".'],
    ['BACKEND_FIELD_RETENTION_DAYS', '4000', 'BACKEND_FIELD_RETENTION_DAYS must be a whole number from 1 to 3650, not "4000".'],
    ['BACKEND_LEADS_PER_MINUTE', '0', 'BACKEND_LEADS_PER_MINUTE must be a whole number of at least 1, not "0".'],
    ['BACKEND_QUERY_TIMEOUT_MS', '1s', 'BACKEND_QUERY_TIMEOUT_MS must be a whole number of at least 1, not "1s".'],
    ['BACKEND_QUEUE_PER_CLIENT', '-1', 'BACKEND_QUEUE_PER_CLIENT must be a whole number of at least 1, not "-1".'],
    ['DATABASE_POOL_SIZE', '0', 'DATABASE_POOL_SIZE must be a whole number of at least 1, not "0".'],
    // Not a number, and read once with them: the trusted proxies are refused alike.
    ['BACKEND_TRUSTED_PROXIES', 'proxy.example', 'BACKEND_TRUSTED_PROXIES must list IP addresses or CIDR ranges (10.0.0.0/8, fd00::/8), comma-separated; not "proxy.example".'],
  ])('refuses to start with %s=%s, naming it, with the exit code the supervisor does not restart, touching nothing', async (name, value, message) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-env-'));
    const env = { ...process.env, PORT: '5704', [name]: value, RELEASES_DIR: path.join(dir, 'releases'), PRERENDER_DIR: path.join(dir, 'pages'), BACKEND_DATA_DIR: path.join(dir, 'db') };
    const exited = await run(process.execPath, [...scriptNodeArgs, path.join(root, 'platform', 'server', 'site.ts')], { env, cwd: root }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(exited.code).toBe(exitCodes.config);
    expect(exited.stderr).toContain(`[server] Refusing to start, nothing changed: ${message}`);
    expect(fs.readdirSync(dir)).toEqual([]);
  }, 60_000);

  it('`npm run serve` refuses a PORT that is not a number before starting anything', async () => {
    const exited = await run(process.execPath, [...scriptNodeArgs, path.join(root, 'scripts', 'serve.ts')], { env: { ...process.env, PORT: '80a' }, cwd: root }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(exited.code).toBe(exitCodes.config);
    expect(exited.stderr).toContain('[server] Refusing to start: PORT must be a whole number from 0 to 65535, not "80a".');
  }, 60_000);
});
