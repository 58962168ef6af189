/**
 * The one way a command of the site reads its arguments, answers `--help`, and fails: `--help` (or `-h`) prints
 * the usage and exits 0; a mistyped option, a missing value or a wrong number of arguments prints what is wrong
 * and the usage, and exits 2; any other failure prints its message (no stack) and exits 1.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InvalidEnvNumber } from 'infra/envNumber';
import { UsageError } from '../usageError';

type Options = NonNullable<ParseArgsConfig['options']>;

export interface CommandSpec<O extends Options> {
  /** The command line, e.g. `npm run rollback -- <app> [version]`. */
  usage: string;
  /** What it does and what each option means, printed after the usage. */
  help?: string;
  options?: O;
  /** How many positional arguments it takes (default: none). */
  positionals?: { min?: number; max?: number };
}

export { UsageError };

const helpOption = { help: { type: 'boolean', short: 'h' } } as const;

export type ParsedCommand<O extends Options> = ReturnType<typeof parseArgs<{ options: O & typeof helpOption; allowPositionals: true; strict: true }>>;

export function usageText(spec: CommandSpec<Options>): string {
  return `Usage: ${spec.usage}${spec.help ? `\n\n${spec.help.trimEnd()}` : ''}`;
}

function isParseArgsError(error: unknown): error is Error {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && (error as NodeJS.ErrnoException).code!.startsWith('ERR_PARSE_ARGS_');
}

/** Parses `argv` for `spec`, throwing UsageError (never Node's own parse error) when the arguments are wrong. */
export function parseCommandArguments<O extends Options>(spec: CommandSpec<O>, argv: string[]): ParsedCommand<O> & { help: boolean } {
  let parsed: ParsedCommand<O>;
  try {
    parsed = parseArgs({ args: argv, options: { ...(spec.options ?? ({} as O)), ...helpOption }, allowPositionals: true, strict: true });
  } catch (error) {
    if (isParseArgsError(error)) throw new UsageError(error.message.replace(/\. To specify a positional argument.*$/s, '.'));
    throw error;
  }
  const help = (parsed.values as { help?: boolean }).help === true;
  if (!help) {
    const { min = 0, max = 0 } = spec.positionals ?? {};
    const count = parsed.positionals.length;
    if (count < min) throw new UsageError(min === 1 ? 'An argument is missing.' : `It takes at least ${min} arguments, not ${count}.`);
    if (count > max) throw new UsageError(`Unexpected argument${count - max > 1 ? 's' : ''}: ${parsed.positionals.slice(max).join(' ')}.`);
  }
  return Object.assign(parsed, { help });
}

/** Prints what is wrong and the usage, and exits 2. */
export function exitWithUsage(spec: CommandSpec<Options>, message: string): never {
  console.error(`${message}\n\n${usageText(spec)}`);
  process.exit(2);
}

/**
 * The command's arguments from the process (after `--help`, which prints the usage and exits 0), read by `read`
 * when given (a UsageError it throws counts as wrong arguments). Wrong arguments print what is wrong and the
 * usage, and exit 2.
 */
export function commandArguments<O extends Options>(spec: CommandSpec<O>): ParsedCommand<O>;
export function commandArguments<O extends Options, T>(spec: CommandSpec<O>, read: (args: ParsedCommand<O>) => T): T;
export function commandArguments<O extends Options, T>(spec: CommandSpec<O>, read?: (args: ParsedCommand<O>) => T): ParsedCommand<O> | T {
  try {
    const parsed = parseCommandArguments(spec, process.argv.slice(2));
    if (parsed.help) {
      console.log(usageText(spec));
      process.exit(0);
    }
    return read ? read(parsed) : parsed;
  } catch (error) {
    if (error instanceof UsageError) exitWithUsage(spec, error.message);
    throw error;
  }
}

/**
 * Runs a command's body: a UsageError it throws prints the usage (exit 2); any other error prints its message
 * without a stack (exit 1).
 */
export async function runCommand<O extends Options>(spec: CommandSpec<O>, body: (args: ParsedCommand<O>) => Promise<void> | void): Promise<void> {
  const args: ParsedCommand<O> = commandArguments(spec);
  try {
    await body(args);
  } catch (error) {
    if (error instanceof UsageError) exitWithUsage(spec, error.message);
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** A whole number argument in [min, max], or a UsageError naming the option. */
export function integerArgument(name: string, value: string | undefined, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < min || number > max) {
    throw new UsageError(`--${name} takes a whole number from ${min} to ${max}, not ${JSON.stringify(value)}.`);
  }
  return number;
}

/** What `read` takes from the environment; a number it refuses there is said in one line (no stack), exit 1. */
export function fromEnvironment<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof InvalidEnvNumber)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
