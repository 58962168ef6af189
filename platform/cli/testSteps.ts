/**
 * The steps of `npm test`, run one after the other: each prints its title, runs, and prints its time; the first that
 * fails stops the run. At the end (or at the failure) a table says how long each step took and the total, so a
 * slower step is seen in the CI log without adding up lines.
 */
import { spawnSync } from 'node:child_process';
import { root } from '../root';

export interface StepTime {
  title: string;
  ms: number;
  passed: boolean;
}

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

/** The table of step times: one line per step (a failed one marked), then the total. */
export function stepTimesTable(times: readonly StepTime[]): string {
  const total = times.reduce((sum, step) => sum + step.ms, 0);
  const rows = [...times.map((step) => [`${step.passed ? '✔' : '✖'} ${step.title}`, clock(step.ms)]), ['Total', clock(total)]];
  const width = Math.max(...rows.map(([title]) => title.length));
  const timeWidth = Math.max(...rows.map(([, time]) => time.length));
  return ['Step times:', ...rows.map(([title, time]) => `  ${title.padEnd(width)}  ${time.padStart(timeWidth)}`)].join('\n');
}

export function testSteps(extraEnv: NodeJS.ProcessEnv = {}) {
  const times: StepTime[] = [];

  const finish = (title: string, startedAt: number, passed: boolean) => {
    times.push({ title, ms: Date.now() - startedAt, passed });
    console.log(passed ? `✔ ${title} (${clock(Date.now() - startedAt)})` : `✖ ${title} failed.`);
    if (!passed) {
      console.log(`\n${stepTimesTable(times)}`);
      process.exit(1);
    }
  };

  return {
    /** Runs `command` as a step, in `cwd` with `env` (and the extra environment every step gets). */
    run(title: string, command: string, args: string[], { cwd = root, env = process.env }: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
      const startedAt = Date.now();
      console.log(`\n▶ ${title}`);
      const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...env, ...extraEnv } });
      if (result.error) console.error(result.error.message);
      finish(title, startedAt, result.status === 0);
    },
    /** Runs `body` in this process as a step: a rejection fails it, with its message. */
    async runAsync(title: string, body: () => Promise<unknown>) {
      const startedAt = Date.now();
      console.log(`\n▶ ${title}`);
      const passed = await body().then(
        () => true,
        (error: unknown) => {
          console.error(error instanceof Error ? error.message : String(error));
          return false;
        },
      );
      finish(title, startedAt, passed);
    },
    /** A step that checks `node` on `env`'s PATH is Node `version`: the steps said to run on it do. */
    onNode(version: string, env: NodeJS.ProcessEnv) {
      this.run(`Node ${version} on the PATH of the steps that run on it`, 'node', ['-e', `if (process.version !== 'v${version}') { console.error('node is ' + process.version + ', not v${version}'); process.exit(1); }`], { env });
    },
    /** Prints the table of step times and that everything passed. */
    done() {
      console.log(`\n${stepTimesTable(times)}\n\nAll checks passed.`);
    },
  };
}
