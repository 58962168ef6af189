/**
 * `npm run backend-keys -- <file>`: keys of one's own for the backend (supabase/server/ownKeys.ts), written to
 * `<file>` (readable by its owner only), never printed.
 */
import { commandArguments } from 'platform/cli/command';
import { keySettings } from 'supabase-backend/server/exposure';
import { writeOwnKeys } from 'supabase-backend/server/ownKeys';

const { file } = commandArguments(
  {
    usage: 'npm run backend-keys -- <file>',
    help: `Makes keys of your own for the backend (${keySettings.join(', ')}) and writes them to <file>, readable by you only
(a new file: an existing one is never overwritten). They are not printed. Give every server of the site the same
file: \`set -a; . <file>; set +a\` before npm start or npm run serve (systemd: EnvironmentFile=<file>).`,
    positionals: { min: 1, max: 1 },
  },
  ({ positionals: [file] }) => ({ file: file! }),
);
try {
  const written = await writeOwnKeys(file);
  console.log(`Wrote ${keySettings.join(', ')} to ${written} (readable by you only; the values are not shown).`);
  console.log(`Load them before starting each server of the site: set -a; . ${written}; set +a`);
  console.log('The anon key is public (the settings document hands it to every browser); keep the service key and the JWT secret secret.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
