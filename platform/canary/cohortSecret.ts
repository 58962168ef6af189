/**
 * The server secret the cohort cookie is signed with (cohort.ts): CANARY_SECRET when the servers are given one (at
 * least 32 characters), else a random one made by the first server that needs it and kept in the release store as
 * `.canary-secret` (mode 600; the store serves only `releases/<app>/<version>/…`), so every site server sharing the
 * store signs and checks alike. It is never in the settings document, a log or a URL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createFileOnce } from 'infra/fileOnce';
import type { ReleaseStore } from '../releases/store';

export const secretFile = (store: Pick<ReleaseStore, 'dir'>) => path.join(store.dir, '.canary-secret');
const minLength = 32;

/** CANARY_SECRET when given (checked: a short one is refused as the site starts, checkCanarySettings). */
export function givenSecret(): Buffer | undefined {
  const given = process.env.CANARY_SECRET;
  if (given === undefined || given === '') return undefined;
  if (given.length < minLength) throw new Error(`CANARY_SECRET must be at least ${minLength} characters (it signs the canary cohort cookie).`);
  return Buffer.from(given);
}

/** The cohort cookie's secret for the servers sharing `store`. */
export function canarySecret(store: Pick<ReleaseStore, 'dir'>): Buffer {
  const given = givenSecret();
  if (given) return given;
  const file = secretFile(store);
  // Made at most once: of servers racing, one creates the file whole and every one reads what it holds.
  createFileOnce(file, randomBytes(32).toString('base64url'));
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < minLength) throw new Error(`${file} is damaged (it holds no secret of ${minLength} characters): remove it, and every visitor's cohort is drawn again.`);
  return Buffer.from(secret);
}
