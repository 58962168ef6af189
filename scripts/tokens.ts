/**
 * `npm run tokens -- create <app|all> --name <name> [--actions …] | list | revoke <name>`: the release tokens of
 * the site's store (platform/releases/tokens.ts), which a team's pipeline gives `npm run release -- … --site` in
 * SITE_TOKEN. A token is printed once, when it is made; the store keeps only its hash.
 */
import { commandArguments, UsageError } from 'platform/cli/command';
import { releaseTargets } from 'platform/registry/apps';
import { localOperator, releaseStore } from 'platform/releases/store';
import { createToken, InvalidToken, listTokens, parseActions, parseScope, revokeToken, tokenActions } from 'platform/releases/tokens';

const spec = {
  usage: 'npm run tokens -- create <app|all> --name <name> [--actions <a,b>] | list | revoke <name>',
  help: `The release tokens of the site's store (RELEASES_DIR): each lets a pipeline release through the site's API
(npm run release -- <app> --from <build> --site <url>, the token in SITE_TOKEN) what its scope and actions allow.

  create <scope>     a new token for one app (${releaseTargets.join(', ')}) or all; printed once, only its hash is kept
  --name <name>      its name, which the release log records for each release it makes
  --actions <a,b>    what it may do, of ${tokenActions.join(', ')} (default: all of them)
  list               every token: name, scope, actions, when and by whom it was made (never the token)
  revoke <name>      the token stops working at once`,
  options: { name: { type: 'string' }, actions: { type: 'string' } },
  positionals: { min: 1, max: 2 },
} as const;

type Command = { verb: 'create'; scope: ReturnType<typeof parseScope>; name: string; actions: ReturnType<typeof parseActions> } | { verb: 'list' } | { verb: 'revoke'; name: string };

const command = commandArguments(spec, ({ positionals: [verb, argument], values }): Command => {
  const onlyFor = (what: string) => {
    if (values.name !== undefined || values.actions !== undefined) throw new UsageError(`--name and --actions go with create, not ${what}.`);
  };
  try {
    if (verb === 'create') {
      if (!argument) throw new UsageError(`create takes a scope: ${releaseTargets.join(', ')} or all.`);
      if (!values.name) throw new UsageError('create takes --name <name>: the release log names each release by it.');
      return { verb, scope: parseScope(argument), name: values.name, actions: values.actions === undefined ? [...tokenActions] : parseActions(values.actions) };
    }
    if (verb === 'list') {
      onlyFor('list');
      if (argument) throw new UsageError(`list takes no argument, not "${argument}".`);
      return { verb };
    }
    if (verb === 'revoke') {
      onlyFor('revoke');
      if (!argument) throw new UsageError('revoke takes the name of a token.');
      return { verb, name: argument };
    }
  } catch (error) {
    if (error instanceof InvalidToken) throw new UsageError(error.message);
    throw error;
  }
  throw new UsageError(`Unknown command "${verb}": create, list or revoke.`);
});

const store = releaseStore();
try {
  if (command.verb === 'create') {
    const { token, listing } = await createToken(store, { ...command, createdBy: localOperator() });
    console.error(`Made the token "${listing.name}" for ${listing.scope} (${listing.actions.join(', ')}). It is shown this once; the site keeps only its hash.`);
    console.error('Give it to the pipeline as the secret SITE_TOKEN (never as an argument).');
    // The token alone on stdout: `npm run tokens -- create legal --name ci > token-file` keeps it out of the terminal.
    console.log(token);
  } else if (command.verb === 'list') {
    const tokens = await listTokens(store);
    if (!tokens.length) console.log('No release tokens (npm run tokens -- create <app> --name <name> makes one).');
    for (const token of tokens) console.log(`${token.name.padEnd(24)} ${token.scope.padEnd(9)} ${token.actions.join(',').padEnd(27)} made ${token.created} by ${token.createdBy}`);
  } else {
    if (!(await revokeToken(store, command.name))) throw new Error(`No token named "${command.name}" (npm run tokens -- list).`);
    console.log(`Revoked the token "${command.name}": it is refused from now on.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
