/** What `npm run release` and `npm run rollback` share: the store, the site to render against, the exit code. */
import { releaseStore } from './store';
import { ReleaseRefused, type ReleaseContext, type ReleaseOutcome } from './release';
import { siteForRelease } from './siteOrigin';

export async function runReleaseCommand(keep: string | undefined, run: (context: ReleaseContext) => Promise<ReleaseOutcome>) {
  if (keep !== undefined && !/^\d+$/.test(keep)) {
    console.error('--keep takes a number of earlier versions to keep.');
    process.exit(2);
  }
  const site = await siteForRelease();
  try {
    const outcome = await run({
      store: releaseStore(),
      origin: site.origin,
      pagesDir: site.pagesDir,
      keep: keep === undefined ? undefined : Number(keep),
      log: (line) => console.log(line),
    });
    console.log(`${outcome.target} is live at ${outcome.to} (was ${outcome.from ?? 'none'}).`);
  } catch (error) {
    console.error(error instanceof ReleaseRefused ? error.message : `Release failed, nothing changed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await site.close();
  }
}
