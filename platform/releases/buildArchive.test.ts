import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveRefused, defaultArchiveLimits, packBuild, receiveArchive, unpackBuild } from './buildArchive';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-archive-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let count = 0;
const fresh = (name: string) => path.join(dir, `${name}-${count++}`);

/** A gzipped tar of hand-made entries, as a hostile client would send it. */
async function archiveOf(entries: { name: string; type?: tar.Header['type']; body?: string; linkname?: string; size?: number }[]): Promise<string> {
  const pack = tar.pack();
  for (const { name, type = 'file', body, linkname, size } of entries) pack.entry({ name, type, linkname, size: size ?? (body ? Buffer.byteLength(body) : 0) }, body ?? '');
  pack.finalize();
  const file = fresh('upload.tgz');
  const chunks: Buffer[] = [];
  for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(chunks)));
  return file;
}

describe('a build sent to the release API', () => {
  it('arrives as it was: every folder and file, byte for byte', async () => {
    const build = fresh('build');
    fs.mkdirSync(path.join(build, 'server', 'chunks'), { recursive: true });
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{"id":"mf_legal"}');
    fs.writeFileSync(path.join(build, 'server', 'chunks', '1.js'), Buffer.from([0, 1, 2, 255]));
    fs.mkdirSync(path.join(build, 'empty'));
    const file = fresh('sent.tgz');
    await receiveArchive(await packBuild(build), file, defaultArchiveLimits.maxArchiveBytes);
    const dest = fresh('unpacked');
    await unpackBuild(file, dest);
    expect(fs.readFileSync(path.join(dest, 'mf-manifest.json'), 'utf8')).toBe('{"id":"mf_legal"}');
    expect([...fs.readFileSync(path.join(dest, 'server', 'chunks', '1.js'))]).toEqual([0, 1, 2, 255]);
    expect(fs.statSync(path.join(dest, 'empty')).isDirectory()).toBe(true);
  });

  it('is refused when the folder holds a link, before anything is sent', async () => {
    const build = fresh('linked');
    fs.mkdirSync(build);
    fs.symlinkSync('/etc/passwd', path.join(build, 'passwd'));
    await expect(packBuild(build)).rejects.toThrow(/passwd/);
  });

  it.each([
    ['a path that leaves the folder', [{ name: '../outside.js', body: 'x' }], /leaves the folder \(\.\.\): "\.\.\/outside\.js"/],
    ['a path deeper that leaves it', [{ name: 'a/../../outside.js', body: 'x' }], /leaves the folder/],
    ['an absolute path', [{ name: '/etc/cron.d/x', body: 'x' }], /an absolute path: "\/etc\/cron\.d\/x"/],
    ['a symbolic link', [{ name: 'passwd', type: 'symlink' as const, linkname: '/etc/passwd' }], /passwd, a symlink: only folders and regular files/],
    ['a hard link', [{ name: 'a.js', body: 'x' }, { name: 'b.js', type: 'link' as const, linkname: '/etc/shadow' }], /b\.js, a link/],
    ['a device', [{ name: 'null', type: 'character-device' as const }], /a character-device/],
    ['a backslash path', [{ name: '..\\outside.js', body: 'x' }], /backslash/],
    ['the same file twice', [{ name: 'a.js', body: 'x' }, { name: './a.js', body: 'y' }], /a\.js twice/],
  ])('is refused for %s, nothing unpacked', async (_what, entries, message) => {
    const file = await archiveOf([{ name: 'mf-manifest.json', body: '{}' }, ...entries]);
    const dest = fresh('dest');
    await expect(unpackBuild(file, dest)).rejects.toThrow(message);
    await expect(unpackBuild(file, dest)).rejects.toThrow(ArchiveRefused);
    expect(fs.existsSync(dest)).toBe(false);
    expect(fs.existsSync(path.join(dir, 'outside.js'))).toBe(false);
  });

  it('is bounded: as it arrives, in what it unpacks to, in its entries; and it must be a gzipped tar', async () => {
    const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    const refused = receiveArchive(big, fresh('big.tgz'), 1000);
    await expect(refused).rejects.toThrow(ArchiveRefused);
    await expect(refused).rejects.toThrow(/larger than 1000 bytes/);
    // A small archive of a large file of zeros (a gzip bomb's shape).
    const bomb = await archiveOf([{ name: 'zeros.bin', body: '\0'.repeat(200_000) }]);
    await expect(unpackBuild(bomb, fresh('dest'), { ...defaultArchiveLimits, maxUnpackedBytes: 100_000 })).rejects.toThrow(/unpacks to more than 100000 bytes/);
    const many = await archiveOf(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}.js`, body: 'x' })));
    await expect(unpackBuild(many, fresh('dest'), { ...defaultArchiveLimits, maxEntries: 20 })).rejects.toThrow(/more than 20 entries/);
    const notAnArchive = fresh('plain.txt');
    fs.writeFileSync(notAnArchive, 'hello');
    await expect(unpackBuild(notAnArchive, fresh('dest'))).rejects.toThrow(/not a gzipped tar archive/);
  });
});
