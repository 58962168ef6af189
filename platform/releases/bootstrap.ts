/**
 * A store without a live release of some app (a new machine, a fresh test store) gets one from the app's
 * build, through the same release path as any other release: the shell first, then each area.
 */
import { releaseTargets } from '../registry/apps';
import { distOfTarget } from '../apps';
import { release, type ReleaseContext } from './release';
import { liveVersion, readLiveDocument } from './settingsDocument';

export async function releaseUnreleasedApps(context: ReleaseContext): Promise<void> {
  for (const target of releaseTargets) {
    if (!liveVersion(await readLiveDocument(context.store), target)) await release(context, target, distOfTarget(target));
  }
}
