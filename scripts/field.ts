/** `npm run field -- [area] [--since 24h] [--json]`: per area and release, the field signals beside the previous release. */
import { runFieldCommand } from 'platform/field/fieldCommand';

try {
  process.exitCode = await runFieldCommand(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
