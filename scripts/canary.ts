/**
 * `npm run canary -- <area> [--json] [--promote | --abort]`: the area's canary — `running`, `promoted`,
 * `rolled back` or `none` — with its version, views per cohort and the current figures (as the site's verdict
 * last read them); `--promote` makes it live for everyone through the normal switch, `--abort` rolls it back
 * (the stable cohort is untouched), each logged with who took it (the operating-system user, or `--by <name>`).
 * With `--site <url>`, the same through that site's release API from any machine, with the token of SITE_TOKEN
 * (its `canary` action; its name is who took it). See platform/canary/.
 */
import { areaIds, areaNamed, namesOf } from 'platform/registry/apps';
import { commandArguments, UsageError } from 'platform/cli/command';
import { releaseStore } from 'platform/releases/store';
import { runReleaseCommand } from 'platform/cli/releaseCommand';
import { endCanaryThroughSite, readFromSite, siteOrigin, siteToken, type SiteOutcome } from 'platform/cli/siteReleases';
import { endByHand } from 'platform/canary/byHand';
import { decidedBy } from 'platform/canary/decidedBy';
import { canaryReport, formatCanaryReport, type CanaryReport } from 'platform/canary/report';

const spec = {
  usage: 'npm run canary -- <area> [--json] [--promote | --abort] [--by <name> | --site <url>]',
  help: `The area's canary release (npm run release -- <area> --canary <percent>): running, promoted, rolled back or
none, its version, the views per cohort and the figures of the verdict.

  <area>       ${namesOf(areaIds)}
  --json       as JSON
  --promote    make the running canary live for everyone now (the normal switch, its pages rendered again)
  --abort      roll the running canary back now (the stable cohort is untouched)
  --by <name>  who ends it, in the release log and the alerts (default: the operating-system user)
  --site <url> through that site's release API, from any machine, with the release token in SITE_TOKEN (its
               canary action; read is enough to look); the release log names the token`,
  options: { json: { type: 'boolean' }, promote: { type: 'boolean' }, abort: { type: 'boolean' }, by: { type: 'string' }, site: { type: 'string' } },
  positionals: { min: 1, max: 1 },
} as const;

const { area, json, end, by, site } = commandArguments(spec, ({ values, positionals: [name] }) => {
  const area = areaNamed(name);
  if (!area) throw new UsageError(`Unknown area "${name}".`);
  if (values.promote && values.abort) throw new UsageError('--promote and --abort exclude each other.');
  const end = values.promote ? ('promote' as const) : values.abort ? ('abort' as const) : undefined;
  if (values.by !== undefined && !end) throw new UsageError('--by goes with --promote or --abort.');
  if (values.by !== undefined && values.site !== undefined) throw new UsageError("--by is not taken with --site: the token's name is who ends it.");
  const site = values.site === undefined ? undefined : { origin: siteOrigin(values.site), token: siteToken() };
  return { area, json: values.json === true, end, by: end && !site ? decidedBy(values.by) : undefined, site };
});

const print = (report: CanaryReport) => console.log(json ? JSON.stringify(report, null, 2) : formatCanaryReport(report));
const failed = (error: unknown): SiteOutcome => ({ summary: `Nothing changed: ${error instanceof Error ? error.message : String(error)}`, exitCode: 1 });

if (site) {
  if (end) {
    const outcome = await endCanaryThroughSite(site.origin, site.token, area, end, (line) => console.log(line)).catch(failed);
    (outcome.exitCode === 0 ? console.log : console.error)(outcome.summary);
    process.exitCode = outcome.exitCode;
  } else {
    await readFromSite<CanaryReport>(site.origin, site.token, `${area}/canary`).then(print, (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    });
  }
} else if (end) {
  await runReleaseCommand(undefined, (context) => endByHand(context, area, end, by!));
} else print(await canaryReport(releaseStore(), area));
