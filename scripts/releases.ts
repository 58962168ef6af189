/** `npm run releases`: each app's live version and the earlier ones kept in the store, with the release log. */
import { releaseTargets } from 'platform/registry/apps';
import { liveVersion, readLiveDocument } from 'platform/releases/settingsDocument';
import { readLog, releaseStore, storedVersions } from 'platform/releases/store';
import { commandArguments } from 'platform/cli/command';

commandArguments({
  usage: 'npm run releases',
  help: "Prints each app's live version and the earlier ones kept in the store, and the last releases of the log.",
});

const store = releaseStore();
const live = await readLiveDocument(store);
const log = await readLog(store);
console.log(`Release store: ${store.dir}`);
for (const target of releaseTargets) {
  const current = liveVersion(live, target);
  const versions = await storedVersions(store, target);
  const when = (version: string) => log.findLast((entry) => entry.target === target && entry.to === version)?.at ?? 'not released';
  console.log(`\n${target}: ${current ? `${current} live since ${when(current)}` : 'nothing live'}`);
  for (const version of versions.filter((candidate) => candidate !== current).reverse()) console.log(`  earlier ${version} (${when(version)})`);
}
const recent = log.slice(-10);
if (recent.length) {
  console.log('\nLast releases:');
  for (const entry of recent) console.log(`  ${entry.at}  ${entry.action.padEnd(8)} ${entry.target.padEnd(9)} ${entry.from ?? '(none)'} → ${entry.to}`);
}
