/**
 * Released manifests as last read good. A released file never changes (its version is its content's digest),
 * so a good copy read earlier is the file as released: it is served while the file on disk is damaged.
 */
import fs from 'node:fs';
import path from 'node:path';
import { versionDir, type ReleaseStore } from '../releases/store';
import type { ReleaseTarget } from '../registry/apps';
import type { SettingsDocument } from '../settings/reader';
import { isPlainObject, lastGoodJson, type DamageReport, type GoodFile } from './lastGoodFiles';
import { releaseVersion } from 'shared/releaseVersion';

/** A release's `mf-manifest.json` must be a federation manifest: an object with its `metaData`. */
const manifestProblem = (value: unknown) => (isPlainObject(value) && isPlainObject(value.metaData) ? undefined : 'not a federation manifest');

export type ReleasedManifests = (file: string) => { good: GoodFile<unknown> | undefined; damaged: boolean };

export function releasedManifests(report: DamageReport): ReleasedManifests {
  const readers = new Map<string, () => GoodFile<unknown> | undefined>();
  return (file: string) => {
    let read = readers.get(file);
    // Only files that are there get a reader: a request cannot grow the table.
    if (!read && !fs.existsSync(file)) return { good: undefined, damaged: false };
    if (!read) {
      read = lastGoodJson(file, { check: manifestProblem, report, instead: 'the copy read before the damage is served (none since the server started: 503)' });
      readers.set(file, read);
    }
    const good = read();
    const damaged = report.list().some((damage) => damage.file === file);
    return { good, damaged };
  };
}

/** Reads the manifests of the live releases the document names, as `/health` checks them. */
export function checkLiveManifests(manifests: ReleasedManifests, store: ReleaseStore, document: SettingsDocument | undefined) {
  const live = [
    ...(document?.shell?.version ? [['shell', document.shell.version] as const] : []),
    ...Object.entries(document?.areas ?? {}).flatMap(([area, entry]) => (entry?.version ? [[area, entry.version] as const] : [])),
  ];
  for (const [app, version] of live) {
    if (releaseVersion.test(version)) manifests(path.join(versionDir(store, app as ReleaseTarget, version), 'mf-manifest.json'));
  }
}
