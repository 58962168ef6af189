/**
 * A store without a live release of some app (a new machine, a fresh test store) gets one from the app's
 * build, through the same release path as any other release: the shell first, then each area.
 */
import { releaseTargets } from '../registry/apps';
import { distOfTarget } from '../apps';
import { withLock } from 'infra/withLock';
import { release, type ReleaseContext } from './release';
import { liveVersion, readLiveDocument } from './settingsDocument';

export async function releaseUnreleasedApps(context: ReleaseContext): Promise<void> {
  for (const target of releaseTargets) {
    // Read once per app, as each release before it changed it, and passed down to its release.
    const live = await readLiveDocument(context.store);
    if (!liveVersion(live, target)) await release(context, target, distOfTarget(target), live);
  }
}

/** How long a server's first start waits for another one releasing into the same store (a first start took 72–86 s). */
const firstReleaseWaitMs = 30 * 60_000;

/**
 * The same, one process at a time per store (`<store>/.first-release.lock`, taken over when its holder is dead): the
 * servers of one site started at once on a new store would otherwise each release every app, rendering every page
 * twice. The one that waits finds the apps live and releases nothing.
 */
export async function releaseUnreleasedAppsOnce(context: ReleaseContext): Promise<void> {
  await withLock(context.store.dir, '.first-release', () => releaseUnreleasedApps(context), {
    timeoutMs: firstReleaseWaitMs,
    holders: 'another site releasing the apps of a new store',
    label: 'releasing the apps of a new store',
  });
}
