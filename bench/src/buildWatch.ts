/**
 * The builds the benchmark measures can be rebuilt under it (other work goes on on the same machine): a
 * rebuilt app deletes the hashed files the prerendered pages name, and the figures measured after that are
 * of pages without their scripts. A fingerprint of the builds (the modification times of the shell's page
 * and each remote's manifest) tells when that happened, and when a rebuild has settled.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apps, distOf } from 'platform/apps';

const markerOf = (app: (typeof apps)[number]) => path.join(distOf(app), app === 'shell' ? 'index.html' : 'mf-manifest.json');

/** `app@mtime` per app; `app@missing` while an app has no build. */
export function buildFingerprint(): string {
  return apps
    .map((app) => {
      try {
        return `${app}@${fs.statSync(markerOf(app)).mtimeMs}`;
      } catch {
        return `${app}@missing`;
      }
    })
    .join(' ');
}

/** The apps whose build differs between two fingerprints. */
export function changedApps(before: string, after: string): string[] {
  const earlier = new Set(before.split(' '));
  return after.split(' ').filter((entry) => !earlier.has(entry)).map((entry) => entry.split('@')[0]);
}

/** Resolves with the fingerprint once every app has a build and none changed for `quietMs`. */
export async function settledBuild({ quietMs = 20_000, pollMs = 2_000, timeoutMs = 15 * 60_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = buildFingerprint();
  let since = Date.now();
  while (last.includes('@missing') || Date.now() - since < quietMs) {
    if (Date.now() > deadline) throw new Error(`The builds did not settle within ${timeoutMs / 60_000} minutes (now: ${last}).`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const now = buildFingerprint();
    if (now !== last) [last, since] = [now, Date.now()];
  }
  return last;
}
