/**
 * `npm run field -- [area] [--since 24h] [--errors] [--json]`: per area and release, the field signals beside the
 * previous release, or the top error groups. With `--site <url>`: one area's, from that site's release API on any
 * machine, with the token of SITE_TOKEN (its `read` action, for that area or all).
 */
import { runCommand, UsageError } from 'platform/cli/command';
import { readFromSite, siteOrigin, siteToken } from 'platform/cli/siteReleases';
import { siteForRelease } from 'platform/cli/releaseSite';
import { fieldArgs, fieldCommand, printFieldReport, runFieldCommand } from 'platform/field/fieldCommand';

const spec = {
  ...fieldCommand,
  usage: `${fieldCommand.usage} | <area> [--since 24h] [--errors] [--json] --site <url>`,
  help: `${fieldCommand.help}
  --site <url>  one area's, from that site's release API, from any machine, with the release token in SITE_TOKEN
                (its read action, for that area or all)`,
  options: { ...fieldCommand.options, site: { type: 'string' } },
} as const;

await runCommand(spec, async (parsed) => {
  const args = fieldArgs(parsed);
  if (parsed.values.site === undefined) return runFieldCommand(args, await siteForRelease(console.error));
  if (!args.area) throw new UsageError('--site reads one area: name it (npm run field -- legal --site <url>).');
  const origin = siteOrigin(parsed.values.site);
  const query = new URLSearchParams({ since: args.since });
  if (args.errors) query.set('errors', '1');
  printFieldReport(args, await readFromSite(origin, siteToken(), `${args.area}/field?${query}`));
});
