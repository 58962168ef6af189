/**
 * `npm run rollback -- <app> [version] [--site <url>]`: makes the previous (or the named) release of an app live
 * again; with `--site`, through that site's release API with the token of SITE_TOKEN (platform/cli/siteReleases.ts).
 */
import { namesOf, releaseTargetNamed, releaseTargets } from 'platform/registry/apps';
import { commandArguments, UsageError } from 'platform/cli/command';
import { rollback } from 'platform/releases/release';
import { runReleaseCommand } from 'platform/cli/releaseCommand';
import { rollbackThroughSite, siteOrigin, siteToken } from 'platform/cli/siteReleases';

const spec = {
  usage: 'npm run rollback -- <app> [version] [--site <url>]',
  help: `Makes the release <app> had before the live one (or the named version, if it is still in the store) live
again, through the same checks as a release.

  <app>         ${namesOf(releaseTargets)}
  [version]     a version kept in the store (npm run releases lists them)
  --site <url>  through that site's release API, from any machine, with the release token in SITE_TOKEN
                (npm run tokens -- create <app> --name <name> makes one on the site)`,
  options: { site: { type: 'string' } },
  positionals: { min: 1, max: 2 },
} as const;

const { target, version, site } = commandArguments(spec, ({ positionals: [name, version], values }) => {
  const target = releaseTargetNamed(name);
  if (!target) throw new UsageError(`Unknown app "${name}".`);
  return { target, version, site: values.site === undefined ? undefined : { origin: siteOrigin(values.site), token: siteToken() } };
});
if (site) {
  const outcome = await rollbackThroughSite(site.origin, site.token, target, version, (line) => console.log(line)).catch((error: unknown) => ({
    summary: `Nothing changed: ${error instanceof Error ? error.message : String(error)}`,
    exitCode: 1,
  }));
  (outcome.exitCode === 0 ? console.log : console.error)(outcome.summary);
  process.exitCode = outcome.exitCode;
} else await runReleaseCommand(undefined, (context, live) => rollback(context, target, version, live));
