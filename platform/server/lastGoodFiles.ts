/**
 * Files the site server reads on requests whose damage must cost only themselves: the prerendered
 * page index, the live settings document, the live releases' manifests. Each is read through `lastGoodJson`,
 * which re-reads it when it changes, keeps the last state that was good, and reports a damaged one (not JSON,
 * truncated, or not shaped as it must be) to the `DamageReport`: the log says when a file is found damaged
 * and when it is good again, and `/health` names every file damaged now (siteHealth.ts).
 */
import fs from 'node:fs';

export interface Damage {
  file: string;
  reason: string;
  /** When it was found damaged (ISO 8601). */
  since: string;
}

export interface DamageReport {
  /** Records `file` as damaged; logged once per reason, with what is served instead. */
  damaged(file: string, reason: string, instead: string): void;
  /** Records `file` as good (or gone); logged when it was damaged. */
  good(file: string): void;
  list(): Damage[];
}

export function damageReport(log: (line: string) => void = (line) => console.error(line)): DamageReport {
  const damaged = new Map<string, Damage>();
  return {
    damaged(file, reason, instead) {
      if (damaged.get(file)?.reason === reason) return;
      damaged.set(file, { file, reason, since: new Date().toISOString() });
      log(`[server] ${file} is damaged (${reason}); ${instead}.`);
    },
    good(file) {
      if (damaged.delete(file)) log(`[server] ${file} is good again.`);
    },
    list: () => [...damaged.values()],
  };
}

export interface GoodFile<T> {
  text: Buffer;
  value: T;
  /** The file's modification time when this state was read. */
  mtimeMs: number;
}

export interface LastGoodJsonOptions {
  /** Why a parsed value is not what the file must hold, or undefined when it is. */
  check?: (value: unknown) => string | undefined;
  report: DamageReport;
  /** What is served while the file is damaged, for the log ("the last good index is used"). */
  instead: string;
}

/**
 * A JSON file as last read good: re-read when its modification time or size changes; while it is damaged,
 * the last good state (undefined when there was none since the process started). A missing file is no
 * damage: undefined.
 */
export function lastGoodJson<T>(file: string, { check, report, instead }: LastGoodJsonOptions): () => GoodFile<T> | undefined {
  let good: GoodFile<T> | undefined;
  let seen: string | undefined;
  return () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      good = undefined;
      seen = undefined;
      report.good(file);
      return undefined;
    }
    const key = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    if (key === seen) return good;
    seen = key;
    let text: Buffer;
    let value: unknown;
    try {
      text = fs.readFileSync(file);
      value = JSON.parse(text.toString('utf8'));
    } catch (error) {
      // A file that could not be read (not its content) is read again on the next call.
      if (!(error instanceof SyntaxError)) seen = undefined;
      report.damaged(file, error instanceof SyntaxError ? `not valid JSON: ${error.message}` : String(error), instead);
      return good;
    }
    const problem = check?.(value);
    if (problem) {
      report.damaged(file, problem, instead);
      return good;
    }
    good = { text, value: value as T, mtimeMs: stat.mtimeMs };
    report.good(file);
    return good;
  };
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
