import { describe, expect, it } from 'vitest';
import { integerArgument, parseCommandArguments, UsageError, usageText } from './command';

const spec = {
  usage: 'npm run example -- <app> [--keep <n>]',
  help: '  --keep <n>   how many',
  options: { keep: { type: 'string' }, dry: { type: 'boolean' } },
  positionals: { min: 1, max: 1 },
} as const;

describe('a command’s arguments', () => {
  it('reads options and positionals', () => {
    const parsed = parseCommandArguments(spec, ['legal', '--keep', '3', '--dry']);
    expect(parsed.positionals).toEqual(['legal']);
    expect(parsed.values).toMatchObject({ keep: '3', dry: true });
    expect(parsed.help).toBe(false);
  });

  it('answers --help and -h, even without the arguments it needs', () => {
    expect(parseCommandArguments(spec, ['--help']).help).toBe(true);
    expect(parseCommandArguments(spec, ['-h']).help).toBe(true);
    expect(usageText(spec)).toBe('Usage: npm run example -- <app> [--keep <n>]\n\n  --keep <n>   how many');
  });

  it('refuses a mistyped option, a missing value and a wrong number of arguments as usage errors, never Node’s own', () => {
    const refusal = (argv: string[]) => {
      try {
        parseCommandArguments(spec, argv);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error(`${argv.join(' ')} was accepted`);
    };
    expect(refusal(['legal', '--kep', '3'])).toMatch(/Unknown option '--kep'/);
    expect(refusal(['legal', '--keep'])).toMatch(/--keep/);
    expect(refusal(['legal', '--dry=yes'])).toMatch(/--dry/);
    expect(refusal([])).toBe('An argument is missing.');
    expect(refusal(['legal', 'news'])).toBe('Unexpected argument: news.');
    expect(refusal(['legal', '--kep', '3'])).not.toMatch(/To specify a positional argument/);
  });

  it('takes whole numbers in range only', () => {
    expect(integerArgument('keep', undefined)).toBeUndefined();
    expect(integerArgument('keep', '3', { max: 10 })).toBe(3);
    for (const wrong of ['', ' ', '3.5', '1e3', '-1', '11', 'three', '0x10']) {
      expect(() => integerArgument('keep', wrong, { max: 10 }), wrong).toThrow(UsageError);
    }
  });
});
