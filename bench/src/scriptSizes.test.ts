import zlib from 'node:zlib';
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { gzipBytesOf, scriptSizes, scriptUrlsOf } from './scriptSizes';

const origin = 'http://localhost:4600';
const run = (requests: { url: string; resourceType: string; transferSize: number }[]) =>
  ({ audits: { 'network-requests': { details: { type: 'table', items: requests } } } }) as unknown as Result;

const body = (text: string) => new TextEncoder().encode(text);
const files: Record<string, Uint8Array> = {
  [`${origin}/main.b7002ae5c7.js`]: body('console.log("main");'.repeat(200)),
  [`${origin}/releases/legal/9f2dcf0600a8/remoteEntry.js`]: body('var legal = 1;'),
};

const pageRun = run([
  { url: `${origin}/gdpr`, resourceType: 'Document', transferSize: 9_000 },
  { url: `${origin}/main.b7002ae5c7.js`, resourceType: 'Script', transferSize: 1_400 },
  { url: `${origin}/releases/legal/9f2dcf0600a8/remoteEntry.js`, resourceType: 'Script', transferSize: 700 },
]);

describe('scriptSizes: a page’s JS as the gzip size of each script it loaded', () => {
  it('lists the scripts answered, not the page, its styles nor a blocked script', () => {
    const blockedRun = run([{ url: `${origin}/main.b7002ae5c7.js`, resourceType: 'Script', transferSize: 0 }]);
    expect(scriptUrlsOf(pageRun)).toEqual(Object.keys(files));
    expect(scriptUrlsOf(blockedRun)).toEqual([]);
  });

  it('counts each script’s body gzipped as the build does (level 9), whatever it transferred, and reads it once', async () => {
    const reads: string[] = [];
    const sizes = scriptSizes(async (url) => (reads.push(url), files[url]));
    await sizes.measure(pageRun);
    await sizes.measure(pageRun);
    expect(reads).toEqual(Object.keys(files));
    expect(sizes.scriptBytesOf(pageRun)).toEqual(Object.entries(files).map(([url, data]) => ({ url, value: zlib.gzipSync(data, { level: 9 }).length })));
    expect(gzipBytesOf(files[`${origin}/main.b7002ae5c7.js`])).toBeLessThan(200);
  });

  it('refuses to count a run whose scripts were not read, and names a script the server would not give', async () => {
    expect(() => scriptSizes(async () => body('')).scriptBytesOf(pageRun)).toThrow(/main\.b7002ae5c7\.js was not measured/);
    const failing = scriptSizes(async (url) => {
      throw new Error(`The benchmark could not read ${url} to count its size: 404.`);
    });
    await expect(failing.measure(pageRun)).rejects.toThrow(/main\.b7002ae5c7\.js .*404/);
  });
});
