/**
 * Wrong arguments: what a command's work throws for input the operator got wrong, which the command prints with its
 * usage, exit 2 (cli/command.ts). Apart from the commands' machinery, so the work of every folder may throw it.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
