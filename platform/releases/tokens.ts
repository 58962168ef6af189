/**
 * The site's release tokens: what lets a team's pipeline release, canary, roll back or read one area (or the
 * shell, or all) through the site's release API (platform/server/routes/releaseApi.ts) and nothing else. A token
 * is shown once, when made; the store keeps only its SHA-256 (a token is 32 random bytes: no dictionary reaches
 * it, so a slow hash would buy nothing), its name, scope and actions, in `<store>/.tokens.json` (a hidden file:
 * neither the site server nor nginx serves it; mode 0600). The name is what the release log records.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { withLock } from 'infra/withLock';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { isReleaseTarget, releaseTargets, type ReleaseTarget } from '../registry/apps';
import type { ReleaseStore } from './store';

export const tokenActions = ['release', 'canary', 'rollback', 'read'] as const;
export type TokenAction = (typeof tokenActions)[number];
/** An area, the shell, or every app. */
export type TokenScope = ReleaseTarget | 'all';

export interface TokenRecord {
  name: string;
  scope: TokenScope;
  actions: TokenAction[];
  /** SHA-256 of the token, hex. */
  hash: string;
  created: string;
  /** Who made it (the operating-system user of `npm run tokens`). */
  createdBy: string;
}

/** What is shown of a token: never its hash. */
export type TokenListing = Omit<TokenRecord, 'hash'>;

const tokenPrefix = 'stv_';
const namePattern = /^[a-z0-9][a-z0-9._-]{0,62}$/i;

export const tokensFile = (store: ReleaseStore) => path.join(store.dir, '.tokens.json');
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A token's name, scope or actions are not what they must be; the request or command names it. */
export class InvalidToken extends Error {}

export function parseScope(value: string): TokenScope {
  if (value === 'all' || isReleaseTarget(value)) return value;
  throw new InvalidToken(`A token's scope is an app (${releaseTargets.join(', ')}) or all, not "${value}".`);
}

export function parseActions(value: string): TokenAction[] {
  const actions = value.split(',').map((action) => action.trim()).filter(Boolean);
  const unknown = actions.filter((action) => !(tokenActions as readonly string[]).includes(action));
  if (!actions.length || unknown.length) throw new InvalidToken(`--actions takes some of ${tokenActions.join(', ')}, comma-separated${unknown.length ? `; not ${unknown.join(', ')}` : ''}.`);
  return [...new Set(actions)] as TokenAction[];
}

function isRecord(value: unknown): value is TokenRecord {
  const record = value as TokenRecord;
  return (
    typeof record === 'object' && record !== null && typeof record.name === 'string' && typeof record.hash === 'string' && /^[0-9a-f]{64}$/.test(record.hash) &&
    (record.scope === 'all' || isReleaseTarget(record.scope)) && Array.isArray(record.actions) && record.actions.every((action) => (tokenActions as readonly string[]).includes(action))
  );
}

/** The tokens of the store; a damaged file is refused, named (no token is taken from a file that does not parse). */
export async function readTokens(store: ReleaseStore): Promise<TokenRecord[]> {
  if (!existsSync(tokensFile(store))) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.readFile(tokensFile(store), 'utf8'));
  } catch (error) {
    throw new Error(`${tokensFile(store)} is damaged (${(error as Error).message}): no token is accepted until it is mended or removed (then make the tokens again).`);
  }
  if (!Array.isArray(parsed) || !parsed.every(isRecord)) throw new Error(`${tokensFile(store)} is damaged (not a list of tokens): no token is accepted until it is mended or removed.`);
  return parsed;
}

const withTokensLock = <T>(store: ReleaseStore, work: () => Promise<T>) =>
  withLock(store.dir, '.tokens', work, { timeoutMs: 30_000, holders: 'another tokens command', label: 'writing the tokens' });

async function writeTokens(store: ReleaseStore, records: TokenRecord[]) {
  await writeFileAtomically(tokensFile(store), `${JSON.stringify(records, null, 2)}\n`);
  await fs.chmod(tokensFile(store), 0o600);
}

/** Makes a token: returns it (to be shown once) and what is kept of it. A name in use is refused. */
export async function createToken(store: ReleaseStore, { name, scope, actions, createdBy }: { name: string; scope: TokenScope; actions: TokenAction[]; createdBy: string }) {
  if (!namePattern.test(name)) throw new InvalidToken(`A token's name is letters, digits, '.', '_' and '-' (up to 63, starting with a letter or digit), not "${name}".`);
  const token = `${tokenPrefix}${crypto.randomBytes(32).toString('base64url')}`;
  const record: TokenRecord = { name, scope, actions, hash: hashOf(token), created: new Date().toISOString(), createdBy };
  await withTokensLock(store, async () => {
    const records = await readTokens(store);
    if (records.some((existing) => existing.name === name)) throw new InvalidToken(`A token named "${name}" exists already: revoke it first (npm run tokens -- revoke ${name}) or choose another name.`);
    await writeTokens(store, [...records, record]);
  });
  const { hash: _hash, ...listing } = record;
  return { token, listing };
}

export const listTokens = async (store: ReleaseStore): Promise<TokenListing[]> => (await readTokens(store)).map(({ hash: _hash, ...listing }) => listing);

/** Revokes the token named `name`: true when there was one. */
export async function revokeToken(store: ReleaseStore, name: string): Promise<boolean> {
  return withTokensLock(store, async () => {
    const records = await readTokens(store);
    const kept = records.filter((record) => record.name !== name);
    if (kept.length === records.length) return false;
    await writeTokens(store, kept);
    return true;
  });
}

/** A request refused for its token: 401 (no token, or none the site knows) or 403 (a token that may not do this). */
export class TokenRefused extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string,
  ) {
    super(message);
    this.name = 'TokenRefused';
  }
}

/** The bearer token of an `Authorization` header, or undefined. */
export const bearerToken = (authorization: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];

/**
 * The token's record when `token` may do `action` (or one of several: a canary's state is read with `read` or
 * `canary`) on `target` (a read of every app: `target` undefined, a token of any scope reads what it may act on);
 * else throws TokenRefused. Compared in constant time.
 */
export async function authorize(store: ReleaseStore, token: string | undefined, action: TokenAction | readonly TokenAction[], target?: ReleaseTarget): Promise<TokenRecord> {
  const anyOf: readonly TokenAction[] = typeof action === 'string' ? [action] : action;
  if (!token) throw new TokenRefused(401, 'A release token is required: Authorization: Bearer <token> (npm run tokens -- create makes one; the release command reads it from SITE_TOKEN).');
  const given = Buffer.from(hashOf(token), 'hex');
  const record = (await readTokens(store)).find((candidate) => crypto.timingSafeEqual(Buffer.from(candidate.hash, 'hex'), given));
  if (!record) throw new TokenRefused(401, 'The release token is not one of this site’s (unknown or revoked).');
  if (!anyOf.some((one) => record.actions.includes(one))) throw new TokenRefused(403, `The token "${record.name}" may ${record.actions.join(', ')}; not ${anyOf.join(' or ')}. Nothing changed.`);
  if (target && record.scope !== 'all' && record.scope !== target) throw new TokenRefused(403, `The token "${record.name}" is for ${record.scope}; not ${target}. Nothing changed.`);
  return record;
}
