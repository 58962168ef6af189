import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseStore } from './store';
import { authorize, bearerToken, createToken, InvalidToken, listTokens, parseActions, parseScope, readTokens, revokeToken, tokensFile, TokenRefused } from './tokens';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const store = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tokens-'));
  dirs.push(dir);
  return releaseStore(path.join(dir, 'releases'));
};
const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as TokenRefused);

describe('release tokens', () => {
  it('are shown once and kept only as a hash, in a hidden file only its owner reads', async () => {
    const site = store();
    const { token, listing } = await createToken(site, { name: 'legal-ci', scope: 'legal', actions: ['release', 'read'], createdBy: 'ops' });
    expect(token).toMatch(/^stv_[A-Za-z0-9_-]{43}$/);
    expect(listing).toEqual({ name: 'legal-ci', scope: 'legal', actions: ['release', 'read'], created: expect.any(String), createdBy: 'ops' });
    const file = fs.readFileSync(tokensFile(site), 'utf8');
    expect(file).not.toContain(token);
    expect(file).not.toContain(token.slice(4));
    expect(path.basename(tokensFile(site))).toMatch(/^\./);
    expect(fs.statSync(tokensFile(site)).mode & 0o777).toBe(0o600);
    expect(await listTokens(site)).toEqual([listing]);
    expect(JSON.stringify(await listTokens(site))).not.toMatch(/hash/);
  });

  it('let a token do what its scope and actions allow, and nothing else: a legal token cannot release news', async () => {
    const site = store();
    const { token } = await createToken(site, { name: 'legal-ci', scope: 'legal', actions: ['release', 'rollback'], createdBy: 'ops' });
    const { token: all } = await createToken(site, { name: 'platform', scope: 'all', actions: ['read'], createdBy: 'ops' });
    expect((await authorize(site, token, 'release', 'legal')).name).toBe('legal-ci');
    expect((await authorize(site, token, 'rollback', 'legal')).name).toBe('legal-ci');
    const news = await refusal(authorize(site, token, 'release', 'news'));
    expect(news).toBeInstanceOf(TokenRefused);
    expect(news).toMatchObject({ status: 403, message: 'The token "legal-ci" is for legal; not news. Nothing changed.' });
    expect(await refusal(authorize(site, token, 'release', 'shell'))).toMatchObject({ status: 403 });
    expect(await refusal(authorize(site, token, 'canary', 'legal'))).toMatchObject({ status: 403, message: 'The token "legal-ci" may release, rollback; not canary. Nothing changed.' });
    expect((await authorize(site, all, 'read')).name).toBe('platform');
    expect((await authorize(site, all, ['canary', 'read'], 'news')).name).toBe('platform');
    expect(await refusal(authorize(site, token, ['canary', 'read'], 'legal'))).toMatchObject({ status: 403, message: 'The token "legal-ci" may release, rollback; not canary or read. Nothing changed.' });
    expect(await refusal(authorize(site, all, 'release', 'news'))).toMatchObject({ status: 403 });
  });

  it('refuse no token, a token the site does not know and a revoked one with 401', async () => {
    const site = store();
    const { token } = await createToken(site, { name: 'legal-ci', scope: 'legal', actions: ['release'], createdBy: 'ops' });
    expect(await refusal(authorize(site, undefined, 'release', 'legal'))).toMatchObject({ status: 401 });
    expect(await refusal(authorize(site, `${token}x`, 'release', 'legal'))).toMatchObject({ status: 401 });
    expect(await refusal(authorize(site, 'local-service-key', 'release', 'legal'))).toMatchObject({ status: 401 });
    expect(await revokeToken(site, 'legal-ci')).toBe(true);
    expect(await revokeToken(site, 'legal-ci')).toBe(false);
    expect(await refusal(authorize(site, token, 'release', 'legal'))).toMatchObject({ status: 401, message: expect.stringMatching(/unknown or revoked/) });
  });

  it('refuse a name in use, a malformed name, scope or action; a damaged file accepts no token', async () => {
    const site = store();
    await createToken(site, { name: 'ci', scope: 'all', actions: ['read'], createdBy: 'ops' });
    await expect(createToken(site, { name: 'ci', scope: 'legal', actions: ['read'], createdBy: 'ops' })).rejects.toThrow(/"ci" exists already/);
    for (const name of ['', '-x', 'a b', 'x/y', 'a'.repeat(64), '../x']) await expect(createToken(site, { name, scope: 'legal', actions: ['read'], createdBy: 'ops' }), name).rejects.toThrow(InvalidToken);
    expect(() => parseScope('blog')).toThrow(/an app \(shell, .*\) or all, not "blog"/);
    expect(parseScope('shell')).toBe('shell');
    expect(() => parseActions('release,deploy')).toThrow(/not deploy/);
    expect(() => parseActions('')).toThrow(InvalidToken);
    expect(parseActions('read, release,read')).toEqual(['read', 'release']);
    fs.writeFileSync(tokensFile(site), '[{"name": "ci"');
    await expect(readTokens(site)).rejects.toThrow(/is damaged/);
    await expect(authorize(site, 'stv_x', 'read')).rejects.toThrow(/is damaged/);
    expect(bearerToken('Bearer abc')).toBe('abc');
    for (const header of [undefined, '', 'Basic abc', 'Bearer', 'Bearer a b']) expect(bearerToken(header), header).toBeUndefined();
  });
});
