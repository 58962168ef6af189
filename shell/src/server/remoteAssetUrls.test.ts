/**
 * A remote built as every remote is (`createAppConfig`), its Node container loaded as the renderer loads it: through
 * a federation instance with `pagePublicPaths`, from a manifest on the site's origin, reached at a loopback address.
 * Its asset URLs, of every kind the builds emit as files (`assetExtensions`) and from a chunk loaded later too, name
 * no origin.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInstance } from '@module-federation/enhanced/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetExtensions } from 'platform/build/rules';
import { root } from 'platform/root';
import { pagePublicPaths } from './pagePublicPaths';

const release = '/releases/fixture/0123456789ab/';

const files = {
  'rspack.config.ts': `import { createAppConfig } from 'platform/build';
export default createAppConfig({
  dir: __dirname,
  app: { id: 'fixture', workspace: 'asset-fixture', container: 'mf_asset_fixture', label: 'Fixture', exposes: { './files': './src/files.ts' }, owns: ['/fixture'], devPort: 3098 },
});
`,
  'src/index.ts': 'export {};\n',
  // The first kind at once, every kind from a chunk the container loads when asked.
  'src/files.ts': `import first from './assets/file.${assetExtensions[0]}';
export const atOnce = first;
export const later = () => import('./later').then((module) => module.urls);
`,
  'src/later.ts': `${assetExtensions.map((kind, index) => `import url${index} from './assets/file.${kind}';`).join('\n')}
export const urls = [${assetExtensions.map((_, index) => `url${index}`).join(', ')}];
`,
  ...Object.fromEntries(assetExtensions.map((kind) => [`src/assets/file.${kind}`, `a ${kind} file\n`])),
};

interface Files {
  atOnce: string;
  later(): Promise<string[]>;
}

describe('a remote’s asset URLs in Node', () => {
  let dir: string;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    // Inside the repository, so the build resolves the workspaces' packages.
    fs.mkdirSync(path.join(root, '.data'), { recursive: true });
    dir = fs.mkdtempSync(path.join(root, '.data', 'asset-fixture-'));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    // The build's output is shown only when it fails.
    await new Promise<void>((resolve, reject) => {
      const build = spawn(process.execPath, [path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'], {
        cwd: dir,
        env: { ...process.env, NODE_ENV: 'production', NODE_NO_WARNINGS: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      build.stdout.on('data', (chunk) => (output += chunk));
      build.stderr.on('data', (chunk) => (output += chunk));
      build.on('error', reject);
      build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The fixture's build failed (exit ${code}):\n${output}`))));
    });
    // The release's files on the site, as the store serves them.
    server = http.createServer((req, res) => {
      const { pathname } = new URL(req.url!, 'http://site');
      const file = pathname.startsWith(release) ? path.join(dir, 'dist', pathname.slice(release.length)) : '';
      if (!file || !fs.existsSync(file)) return res.writeHead(404).end();
      res.end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are the release’s files from the root, and its chunks still load from the address the renderer reached', async () => {
    const host = createInstance({
      name: 'renderer_fixture',
      remotes: [{ name: 'mf_asset_fixture', entry: `${origin}${release}mf-manifest.json` }],
      plugins: [pagePublicPaths(origin)],
    });
    const loaded = (await host.loadRemote<Files>('mf_asset_fixture/files'))!;
    const name = (kind: string) => new RegExp(`^${release}assets/file\\.[0-9a-f]{10}\\.${kind}$`);
    expect(loaded.atOnce).toMatch(name(assetExtensions[0]!));
    const later = await loaded.later();
    expect(later).toHaveLength(assetExtensions.length);
    later.forEach((url, index) => expect(url).toMatch(name(assetExtensions[index]!)));
    // Each names a file the release serves.
    for (const url of [loaded.atOnce, ...later]) expect((await fetch(`${origin}${url}`)).status, url).toBe(200);
  });
});
