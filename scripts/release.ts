/**
 * `npm run release -- <app> [--from <build folder>] [--keep <n>]`: builds the app (browser and Node builds)
 * unless `--from` names a build already made (a CI artifact), publishes it under its content-derived version,
 * checks it against the live site, makes it live in one atomic write of the settings document, logs it and
 * re-renders the pages it changes.
 *
 * `--canary <percent> | --steps <p1,p2,…> [--tolerance <percentage points>] [--max-duration <duration>] [--by <name>]
 * [--wait]` (an area
 * only): the same checks, then the release is live for that share of visitors only (or for each step's share in
 * turn, each judged before the next) until the verdict promotes or rolls it back (platform/canary/);
 * `--wait` waits for it: exit 0 on promotion, 1 on rollback, naming the reason.
 *
 * `--from <build folder> --site <url>` (with the canary's options or without): the release or canary is made by that
 * site's release API from any machine, with the release token of SITE_TOKEN (platform/cli/siteReleases.ts).
 */
import path from 'node:path';
import { appDefinition, namesOf, releaseTargetNamed, releaseTargets, type AreaId } from 'platform/registry/apps';
import { distOfTarget, type AppName } from 'platform/apps';
import { buildApps } from 'platform/build/buildApps';
import { commandArguments, integerArgument, UsageError } from 'platform/cli/command';
import { release } from 'platform/releases/release';
import { runReleaseCommand } from 'platform/cli/releaseCommand';
import { canaryEndedOnSite, releaseThroughSite, siteOrigin, siteToken, type SiteOutcome } from 'platform/cli/siteReleases';
import { canaryEnded, startCanary } from 'platform/canary/lifecycle';
import { startedSummary } from 'platform/canary/byHand';
import { defaultRules, durationText } from 'platform/canary/verdict';
import { canaryOptions, canaryOptionsHelp } from 'platform/canary/options';

const spec = {
  usage:
    'npm run release -- <app> [--from <build folder>] [--keep <n>] [--canary <percent> | --steps <p1,p2,…> [--tolerance <pp>] [--max-duration <d>] [--by <name>] [--wait]] | <app> --from <build folder> --site <url> [--canary <percent> | --steps <p1,p2,…> …] [--wait]',
  help: `Builds <app>, publishes it under its content-derived version, checks it against the live site (exposes, shared
singletons, routes, every page it changes rendered), makes it live and re-renders its pages. Anything refused
changes nothing.

  <app>              ${namesOf(releaseTargets)}
  --from <dir>       release a build already made (its dist folder) instead of building
  --keep <n>         earlier versions kept for rollbacks (default: the settings document's releases.keep, else 3)
  --canary <percent> an area only: live for that percent of visitors (above 0, below 100) until the site's verdict
                     promotes it or rolls it back (npm run canary -- <area> shows it)
  --steps <p1,p2,…>  an area only, instead of --canary: the canary's share grows step by step (such as 1,5,25,50),
                     each step judged before the next; the last step's promotion promotes it
${canaryOptionsHelp}
  --by <name>        who starts the canary, in the release log and the alerts (default: the operating-system user)
  --wait             wait for the verdict: exit 0 on promotion, 1 on rollback, naming the reason
  --site <url>       release --from's build (or start it as a canary) through that site's release API, from any
                     machine, with the release token in SITE_TOKEN (npm run tokens -- create <app> --name <name>
                     makes one on the site); the release log names the token, so --by is not taken`,
  options: {
    from: { type: 'string' },
    keep: { type: 'string' },
    canary: { type: 'string' },
    steps: { type: 'string' },
    by: { type: 'string' },
    tolerance: { type: 'string' },
    'max-duration': { type: 'string' },
    wait: { type: 'boolean' },
    site: { type: 'string' },
  },
  positionals: { min: 1, max: 1 },
} as const;

const { target, from, keep, canary, wait, site } = commandArguments(spec, ({ values, positionals: [name] }) => {
  const app = releaseTargetNamed(name);
  if (!app) throw new UsageError(`Unknown app "${name}".`);
  const canary = canaryOptions(values);
  if (canary && app === 'shell') throw new UsageError('--canary releases an area; the shell renders every page and is released for everyone.');
  if ((values.wait || values.by !== undefined) && !canary) throw new UsageError(`--${values.wait ? 'wait' : 'by'} goes with --canary <percent> or --steps <percents>.`);
  if (values.site !== undefined && (!values.from || values.keep !== undefined || values.by !== undefined)) {
    throw new UsageError('--site releases a build made elsewhere: it takes --from <build folder>, and neither --keep (the site keeps its own) nor --by (the token\'s name is who did it).');
  }
  const site = values.site === undefined ? undefined : { origin: siteOrigin(values.site), token: siteToken() };
  return { target: app, from: values.from, keep: integerArgument('keep', values.keep, { min: 0, max: 1000 }), canary, wait: values.wait === true, site };
});
if (site) {
  // Who starts a canary through the site is the token's name, never this machine's user.
  const rules = canary && (({ by: _by, ...rest }) => rest)(canary);
  const outcome: SiteOutcome = await releaseThroughSite(site.origin, site.token, target, path.resolve(from!), (line) => console.log(line), rules).catch(
    (error: unknown) => ({ summary: `Nothing changed: ${error instanceof Error ? error.message : String(error)}`, exitCode: 1 }),
  );
  (outcome.exitCode === 0 ? console.log : console.error)(outcome.summary);
  if (outcome.exitCode !== 0 || !wait || !outcome.canary) process.exit(outcome.exitCode);
  console.log(`Waiting for its verdict (at most ${durationText(canary!.maxDurationMs)})…`);
  const ended = await canaryEndedOnSite(site.origin, site.token, target as AreaId, outcome.canary).catch((error: unknown) => {
    console.error(`The canary's end is unknown: ${error instanceof Error ? error.message : String(error)}; see npm run canary -- ${target} --site ${site.origin}.`);
    process.exit(1);
  });
  const promoted = ended.state === 'promoted';
  (promoted ? console.log : console.error)(`${target} ${ended.canary!.version} was ${promoted ? 'promoted' : 'rolled back'}: ${ended.canary!.reason ?? ''}`);
  process.exit(promoted ? 0 : 1);
}
await runReleaseCommand(keep, async (context, live) => {
  if (!from) await buildApps([appDefinition(target).workspace as AppName]);
  const buildDir = from ? path.resolve(from) : distOfTarget(target);
  if (!canary || target === 'shell') return release(context, target, buildDir, live);
  const started = await startCanary(context, target, buildDir, canary, live);
  const summary = startedSummary(started);
  if (!wait) return { summary, exitCode: 0 };
  console.log(`${summary}\nWaiting for its verdict (at most ${durationText(started.maxDurationMs ?? defaultRules.maxDurationMs)})…`);
  const ended = await canaryEnded(context.store, target, started.id);
  return ended.status === 'promoted'
    ? { summary: `${target} ${ended.version} was promoted: ${ended.reason}`, exitCode: 0 }
    : { summary: `${target} ${ended.version} was rolled back: ${ended.reason}`, exitCode: 1 };
});
