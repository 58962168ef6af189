/** `npm run releases`: each app's live version and the earlier ones kept in the store, running canaries, and the release log. */
import { areaIds, releaseTargets } from 'platform/registry/apps';
import { liveVersion, readLiveDocument } from 'platform/releases/settingsDocument';
import { readLog, readLogLines, releaseStore, storedVersions } from 'platform/releases/store';
import { commandArguments } from 'platform/cli/command';
import { canaryReport, formatCanaryReport } from 'platform/canary/report';

commandArguments({
  usage: 'npm run releases',
  help: "Prints each app's live version and the earlier ones kept in the store, the running canaries, and the last releases and canary events of the log.",
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
const running = (await Promise.all(areaIds.map((area) => canaryReport(store, area)))).filter((report) => report.state === 'running');
console.log(running.length ? `\nRunning canaries:\n${running.map(formatCanaryReport).join('\n')}` : '\nNo canary is running.');
const recent = (await readLogLines(store)).slice(-10);
if (recent.length) {
  console.log('\nLast releases:');
  for (const entry of recent) {
    const change =
      entry.action !== 'canary'
        ? `${entry.from ?? '(none)'} → ${entry.to}`
        : `canary ${entry.event} ${entry.version}${typeof entry.reason === 'string' ? ` (${entry.reason})` : ''}${typeof entry.cause === 'string' ? ` (${entry.pages} pages after the ${entry.cause})` : ''}`;
    const by = 'by' in entry && typeof entry.by === 'string' ? `  by ${entry.by}` : '';
    console.log(`  ${entry.at}  ${entry.action.padEnd(8)} ${entry.target.padEnd(9)} ${change}${by}`);
  }
}
