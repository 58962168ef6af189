/**
 * Who or what took a canary's decision, as the release log and the alerts name it: the operating-system user who ran
 * the command (or the name `--by` gives), or, for an automatic one, what took it ("the verdict").
 */
import os from 'node:os';
import { UsageError } from '../usageError';

/** What took the automatic decisions of the site's verdict (a step, a promotion, a rollback). */
export const byTheVerdict = 'the verdict';
/** What rolls back a canary whose cohort's pages do not render with a run of the prerender job. */
export const byThePrerenderJob = 'the prerender job';

/** `--by <name>` checked (1 to 64 printable characters), else the operating-system user running the command. */
export function decidedBy(by: string | undefined): string {
  if (by !== undefined) {
    const name = by.trim();
    if (!name || name.length > 64 || /[\u0000-\u001f\u007f]/.test(name)) throw new UsageError(`--by takes a name of 1 to 64 printable characters, not ${JSON.stringify(by)}.`);
    return name;
  }
  try {
    return os.userInfo().username;
  } catch {
    // No user entry for the process's uid (a container): the environment's name, else the uid.
    return process.env.USER ?? process.env.USERNAME ?? `uid ${process.getuid?.() ?? 'unknown'}`;
  }
}
