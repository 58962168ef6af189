/**
 * Keys of one's own for a site beyond this machine (exposure.ts refuses the development keys there): a JWT secret
 * of 48 random bytes and the anon and service keys as tokens of their roles signed with it (the shape hosted
 * Supabase keys have), written to an environment file only its owner can read. The values are never printed.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { signJwt } from './auth';
import { createFileOnce } from 'infra/fileOnce';
import { keySettings } from './exposure';

export type OwnKeys = Record<(typeof keySettings)[number], string>;

export function makeOwnKeys(): OwnKeys {
  const secret = crypto.randomBytes(48).toString('base64url');
  const issued = { iss: 'stayvia', iat: Math.floor(Date.now() / 1000) };
  return {
    BACKEND_ANON_KEY: signJwt({ ...issued, role: 'anon' }, secret),
    BACKEND_SERVICE_KEY: signJwt({ ...issued, role: 'service_role' }, secret),
    BACKEND_JWT_SECRET: secret,
  };
}

/** The keys as lines a shell (`set -a; . file; set +a`), systemd's EnvironmentFile and Docker's --env-file read alike. */
export const keysFileText = (keys: OwnKeys) => keySettings.map((name) => `${name}=${keys[name]}\n`).join('');

/** The file exists already: the keys in it may be a running site's, so it is never overwritten. */
export class KeysFileExists extends Error {}

/** Writes new keys to `file` (created with mode 0600, never over an existing file); returns its absolute path. */
export async function writeOwnKeys(file: string, keys: OwnKeys = makeOwnKeys()): Promise<string> {
  const absolute = path.resolve(file);
  if (!createFileOnce(absolute, keysFileText(keys))) {
    throw new KeysFileExists(`${absolute} exists already: it may hold a running site's keys, so it is left as it is. Name a new file, or remove that one first if no site uses it.`);
  }
  return absolute;
}
