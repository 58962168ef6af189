/**
 * `npm run canary -- <area> [--json] [--promote | --abort]`: the area's canary — `running`, `promoted`,
 * `rolled back` or `none` — with its version, views per cohort and the current figures (as the site's verdict
 * last read them); `--promote` makes it live for everyone through the normal switch, `--abort` rolls it back
 * (the stable cohort is untouched), each logged with who took it (the operating-system user, or `--by <name>`).
 * See platform/canary/.
 */
import { areaIds, areaNamed, namesOf } from 'platform/registry/apps';
import { commandArguments, UsageError } from 'platform/cli/command';
import { releaseStore } from 'platform/releases/store';
import { runReleaseCommand } from 'platform/cli/releaseCommand';
import { endCanary, resumeCanary } from 'platform/canary/lifecycle';
import { decidedBy } from 'platform/canary/decidedBy';
import { readCanaries } from 'platform/canary/state';
import { canaryReport, formatCanaryReport } from 'platform/canary/report';

const spec = {
  usage: 'npm run canary -- <area> [--json] [--promote | --abort] [--by <name>]',
  help: `The area's canary release (npm run release -- <area> --canary <percent>): running, promoted, rolled back or
none, its version, the views per cohort and the figures of the verdict.

  <area>      ${namesOf(areaIds)}
  --json      as JSON
  --promote   make the running canary live for everyone now (the normal switch, its pages rendered again)
  --abort     roll the running canary back now (the stable cohort is untouched)
  --by <name> who ends it, in the release log and the alerts (default: the operating-system user)`,
  options: { json: { type: 'boolean' }, promote: { type: 'boolean' }, abort: { type: 'boolean' }, by: { type: 'string' } },
  positionals: { min: 1, max: 1 },
} as const;

const { area, json, end, by } = commandArguments(spec, ({ values, positionals: [name] }) => {
  const area = areaNamed(name);
  if (!area) throw new UsageError(`Unknown area "${name}".`);
  if (values.promote && values.abort) throw new UsageError('--promote and --abort exclude each other.');
  const end = values.promote ? ('promote' as const) : values.abort ? ('abort' as const) : undefined;
  if (values.by !== undefined && !end) throw new UsageError('--by goes with --promote or --abort.');
  return { area, json: values.json === true, end, by: end ? decidedBy(values.by) : undefined };
});
const store = releaseStore();
if (end) {
  await runReleaseCommand(undefined, async (context) => {
    const file = await readCanaries(store);
    const canary = file.canaries[area];
    // A promotion written and not applied (its server died): --promote finishes it.
    if (canary?.status === 'promoting' && end === 'promote') {
      const resumed = (await resumeCanary(context)) ?? (await readCanaries(store)).canaries[area]!;
      return { summary: `${area} ${resumed.version}: ${resumed.status} (${resumed.reason}).`, exitCode: resumed.status === 'promoted' ? 0 : 1 };
    }
    if (canary?.status !== 'running') return { summary: `No canary of ${area} is running (${canary ? `its last was ${canary.status}` : 'none yet'}); nothing changed.`, exitCode: 1 };
    const ended = await endCanary(context, file.revision, canary, end === 'promote' ? { verdict: 'promote', reason: `promoted by hand by ${by}`, by: by! } : { verdict: 'rollback', reason: `aborted by hand by ${by}`, by: by! });
    return { summary: `${area} ${ended.version}: ${ended.status} (${ended.reason}).`, exitCode: ended.status === (end === 'promote' ? 'promoted' : 'rolled back') ? 0 : 1 };
  });
} else {
  const report = await canaryReport(store, area);
  console.log(json ? JSON.stringify(report, null, 2) : formatCanaryReport(report));
}
