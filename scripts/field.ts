/** `npm run field -- [area] [--since 24h] [--errors] [--json]`: per area and release, the field signals beside the previous release, or the top error groups. */
import { runCommand } from 'platform/cli/command';
import { fieldArgs, fieldCommand, runFieldCommand } from 'platform/field/fieldCommand';

await runCommand(fieldCommand, (parsed) => runFieldCommand(fieldArgs(parsed)));
