/**
 * The commands that put a site before the world refuse the development keys (cdn-rules, the backend behind a
 * proxy or on DATABASE_URL), and `backend-keys` makes keys of one's own without ever printing one.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../root';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-keys-commands-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function outcome(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', command, ...args], { cwd: root, env: { ...process.env, NODE_NO_WARNINGS: '1', ...env }, timeout: 110_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the development keys before the world', () => {
  it('npm run cdn-rules refuses a site on them, writing nothing', { timeout: 120_000 }, async () => {
    const store = path.join(dir, 'releases');
    fs.mkdirSync(store, { recursive: true });
    fs.writeFileSync(path.join(store, 'settings.json'), JSON.stringify({ site: { url: 'https://www.stayvia.example' }, backend: { url: '/', anonKey: 'local-anon-key' } }));
    const out = path.join(dir, 'cdn');
    const refused = await outcome('scripts/cdn-rules.ts', [out, '--origin', 'https://origin.stayvia.example'], { RELEASES_DIR: store, PRERENDER_DIR: path.join(dir, 'pages') });
    expect(refused.code, refused.stdout + refused.stderr).toBe(1);
    expect(refused.stderr).toMatch(/^Refusing to write CDN rules: the site uses the development keys .*BACKEND_ANON_KEY, BACKEND_SERVICE_KEY, BACKEND_JWT_SECRET/m);
    expect(fs.existsSync(out)).toBe(false);
  });

  it('npm run backend refuses them behind a trusted proxy and on DATABASE_URL, before it opens anything', { timeout: 120_000 }, async () => {
    for (const env of [{ BACKEND_TRUSTED_PROXIES: '127.0.0.1' }, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }]) {
      const refused = await outcome('scripts/backend.ts', ['--memory', '--port', '0'], { BACKEND_ANON_KEY: '', BACKEND_SERVICE_KEY: '', BACKEND_JWT_SECRET: '', ...env });
      expect(refused.code, JSON.stringify(env) + refused.stdout + refused.stderr).toBe(1);
      expect(refused.stderr).toMatch(/^Refusing to start with the development keys.*BACKEND_ANON_KEY, BACKEND_SERVICE_KEY, BACKEND_JWT_SECRET/);
    }
  });

  it('npm run backend-keys writes keys of one’s own to a file, and prints none of them', { timeout: 120_000 }, async () => {
    const file = path.join(dir, 'site.env');
    const made = await outcome('scripts/backend-keys.ts', [file]);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(`Wrote BACKEND_ANON_KEY, BACKEND_SERVICE_KEY, BACKEND_JWT_SECRET to ${file}`);
    const values = fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => line.slice(line.indexOf('=') + 1));
    expect(values).toHaveLength(3);
    for (const value of values) expect(made.stdout + made.stderr).not.toContain(value);
    const again = await outcome('scripts/backend-keys.ts', [file]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/exists already/);
  });
});
