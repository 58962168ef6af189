/**
 * The verdict's operating characteristics, measured: synthetic visitors arrive over time, each drawn into a cohort
 * once and viewing a few pages, and the production judge (verdict.ts `decide`) is asked as often as the site asks it
 * (every CANARY_VERDICT_MS, 5 s) until it decides or the canary's maximum duration passes. `npm run canary:simulate`
 * prints it; the unit tests hold the verdict's guarantees with it.
 *
 * The visitors (what the figures assume; a site whose visitors differ should run its own):
 * - arrivals are a Poisson process at `viewsPerHour / viewsPerVisitor` visitors an hour; a visitor views 1 + a
 *   geometric number of pages (2 on average), 45 s apart on average (exponential);
 * - each view errors with the cohort's error rate; its beacon is lost 1 time in 100 (a silent view, settled 60 s after
 *   it is left), else it arrives as the page is left;
 * - LCP is log-normal (median 1,800 ms, σ 0.5), scaled by `1 + lcpShift` on the canary; INP comes from 40 % of views
 *   (median 150 ms, σ 0.6); CLS is 0 on 60 % of views, else log-normal (median 30 ‰, σ 1);
 * - each view's vitals are added to its client's sums (evidence.ts addView), as the site's evidence holds them.
 * The evidence is built as the site's database would hold it at each look: a view counts once it is settled.
 */
import { addView, bucketOf, emptyCohortEvidence, vitalNames, type CanaryEvidence, type Cohort, type VitalName } from './evidence';
import { decide, defaultRules, type Verdict, type VerdictRules } from './verdict';

export interface SimulationOptions {
  /** The share of a stable view with an error, 0 to 1. */
  stableErrorRate: number;
  /** The same on the canary. */
  canaryErrorRate: number;
  /** The canary's share of new visitors, 0 to 1. */
  share: number;
  /** How much slower the canary's LCP is: 0.3 is 30 % slower. */
  lcpShift: number;
  viewsPerHour: number;
  runs: number;
  seed: number;
  rules: VerdictRules;
  /** How often the verdict is taken, in simulated time. */
  lookEveryMs: number;
  /** The judge asked: the production one unless another is being compared with it. */
  judge?: typeof decide;
}

export const defaultSimulation: SimulationOptions = {
  stableErrorRate: 0.005,
  canaryErrorRate: 0.005,
  share: 0.1,
  lcpShift: 0,
  viewsPerHour: 10_000,
  runs: 100,
  seed: 1,
  rules: defaultRules,
  lookEveryMs: 5000,
};

export const viewsPerVisitor = 2;
const meanDwellMs = 45_000;
const beaconLoss = 0.01;
const settleMs = 60_000;

export interface RunOutcome {
  verdict: Verdict['verdict'] | 'undecided';
  /** Simulated time to the verdict (or the maximum duration). */
  ms: number;
  /** Views the canary cohort was served by then. */
  canaryViews: number;
  /** Of them, views the verdict counted: settled (their beacon came, or went silent). */
  countedViews: number;
  reason: string;
}

/** A seeded generator of uniform numbers in [0, 1) (mulberry32): the same seed, the same visitors. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Client {
  cohort: Cohort;
  counted: boolean;
  errored: boolean;
  silent: boolean;
  /** Per vital, the buckets of its views the judge takes (addView). */
  judged: Record<VitalName, number[]>;
}

/** A canary view served (`serve`), or a view settled: its beacon came, or it went silent. */
interface SettleEvent {
  at: number;
  serve?: true;
  client: Client;
  errored: boolean;
  reported: boolean;
  vitals: Partial<Record<VitalName, number>>;
}

/** A binary min-heap of events by time. */
class EventQueue {
  private items: SettleEvent[] = [];
  get size() {
    return this.items.length;
  }
  peek() {
    return this.items[0];
  }
  push(event: SettleEvent) {
    const items = this.items;
    items.push(event);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (items[parent]!.at <= event.at) break;
      items[index] = items[parent]!;
      index = parent;
    }
    items[index] = event;
  }
  pop(): SettleEvent | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length && last) {
      let index = 0;
      for (;;) {
        const left = 2 * index + 1;
        if (left >= items.length) break;
        const child = left + 1 < items.length && items[left + 1]!.at < items[left]!.at ? left + 1 : left;
        if (items[child]!.at >= last.at) break;
        items[index] = items[child]!;
        index = child;
      }
      items[index] = last;
    }
    return top;
  }
}

/** One canary's life under `options`: its verdict, when, after how many canary views. */
export function simulateRun(options: SimulationOptions, random: () => number): RunOutcome {
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const logNormal = (medianValue: number, sigma: number) => medianValue * Math.exp(sigma * normal());
  const exponential = (mean: number) => -mean * Math.log(1 - random());
  const evidence: CanaryEvidence = {
    steps: [{ share: options.share, cohorts: { stable: { clients: 0, erroredClients: 0, silentClients: 0 }, canary: { clients: 0, erroredClients: 0, silentClients: 0 } } }],
    cohorts: { stable: emptyCohortEvidence(), canary: emptyCohortEvidence() },
  };
  const step = evidence.steps[0]!;
  const queue = new EventQueue();
  const visitorsPerMs = options.viewsPerHour / viewsPerVisitor / 3_600_000;
  let nextArrival = exponential(1 / visitorsPerMs);
  let canaryViews = 0;
  let changed = false;

  const arrive = (at: number) => {
    const cohort: Cohort = random() < options.share ? 'canary' : 'stable';
    const client: Client = { cohort, counted: false, errored: false, silent: false, judged: { lcp: [], inp: [], cls: [] } };
    const errorRate = cohort === 'canary' ? options.canaryErrorRate : options.stableErrorRate;
    const lcpScale = cohort === 'canary' ? 1 + options.lcpShift : 1;
    let viewAt = at;
    // 1 + a geometric number of further views: viewsPerVisitor on average.
    do {
      if (cohort === 'canary') queue.push({ at: viewAt, serve: true, client, errored: false, reported: false, vitals: {} });
      const leftAt = viewAt + exponential(meanDwellMs);
      const reported = random() >= beaconLoss;
      const vitals: Partial<Record<VitalName, number>> = { lcp: logNormal(1800, 0.5) * lcpScale };
      if (random() < 0.4) vitals.inp = logNormal(150, 0.6);
      vitals.cls = random() < 0.6 ? 0 : logNormal(30, 1);
      queue.push({ at: reported ? leftAt : leftAt + settleMs, client, errored: random() < errorRate, reported, vitals });
      viewAt = leftAt;
    } while (random() < 1 - 1 / viewsPerVisitor);
  };

  const settle = ({ serve, client, errored, reported, vitals }: SettleEvent) => {
    if (serve) {
      canaryViews += 1;
      return;
    }
    const totals = evidence.cohorts[client.cohort];
    const counts = step.cohorts[client.cohort];
    changed = true;
    if (!client.counted) {
      client.counted = true;
      totals.clients += 1;
      counts.clients += 1;
    }
    totals.views += 1;
    if (!reported) {
      if (!client.silent) {
        client.silent = true;
        totals.silentClients += 1;
        counts.silentClients += 1;
      }
      return;
    }
    totals.reportedViews += 1;
    if (errored) {
      totals.erroredViews += 1;
      if (!client.errored) {
        client.errored = true;
        totals.erroredClients += 1;
        counts.erroredClients += 1;
      }
    }
    for (const name of vitalNames) {
      const value = vitals[name];
      if (value === undefined) continue;
      // The p75 shown is not simulated: the judge does not read it.
      totals.vitals[name].views += 1;
      addView(totals.vitals[name].judged, client.judged[name], bucketOf(value));
    }
  };

  const end = options.rules.maxDurationMs;
  for (let at = options.lookEveryMs; ; at += options.lookEveryMs) {
    const now = Math.min(at, end);
    while (nextArrival <= now) {
      arrive(nextArrival);
      nextArrival += exponential(1 / visitorsPerMs);
    }
    while (queue.size && queue.peek()!.at <= now) settle(queue.pop()!);
    // The verdict on unchanged evidence is the one already taken, until the maximum duration: it need not be asked again.
    if (changed || now >= end) {
      changed = false;
      const verdict = (options.judge ?? decide)(evidence, options.rules, now);
      if (verdict.verdict === 'promote') return { verdict: 'promote', ms: now, canaryViews, countedViews: evidence.cohorts.canary.views, reason: verdict.reason };
      if (verdict.verdict === 'rollback') return { verdict: verdict.timedOut ? 'undecided' : 'rollback', ms: now, canaryViews, countedViews: evidence.cohorts.canary.views, reason: verdict.reason };
    }
    if (now >= end) return { verdict: 'undecided', ms: end, canaryViews, countedViews: evidence.cohorts.canary.views, reason: 'the maximum duration passed' };
  }
}

export interface SimulationSummary {
  runs: number;
  /** Shares of the runs, 0 to 1. */
  rolledBack: number;
  promoted: number;
  undecided: number;
  /**
   * Over the runs decided (rolled back or promoted), medians to the verdict: canary views served, of them views the
   * verdict counted (settled: their beacon came as the page was left), and hours; null if none.
   */
  medianViewsToVerdict: number | null;
  medianCountedViewsToVerdict: number | null;
  medianHoursToVerdict: number | null;
}

const middle = (values: number[]) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(half)]! : (sorted[half - 1]! + sorted[half]!) / 2;
};

/** `options.runs` canaries from `options.seed`: the shares of verdicts and the median time and views to one. */
export function simulate(options: SimulationOptions): { summary: SimulationSummary; outcomes: RunOutcome[] } {
  const random = seededRandom(options.seed);
  const outcomes = Array.from({ length: options.runs }, () => simulateRun(options, random));
  const share = (verdict: RunOutcome['verdict']) => outcomes.filter((outcome) => outcome.verdict === verdict).length / options.runs;
  const decided = outcomes.filter((outcome) => outcome.verdict !== 'undecided');
  const hours = middle(decided.map((outcome) => outcome.ms / 3_600_000));
  return {
    summary: {
      runs: options.runs,
      rolledBack: share('rollback'),
      promoted: share('promote'),
      undecided: share('undecided'),
      medianViewsToVerdict: middle(decided.map((outcome) => outcome.canaryViews)),
      medianCountedViewsToVerdict: middle(decided.map((outcome) => outcome.countedViews)),
      medianHoursToVerdict: hours === null ? null : Math.round(hours * 100) / 100,
    },
    outcomes,
  };
}

const share = (value: number) => `${(value * 100).toFixed(1)} %`;

/** What `npm run canary:simulate` prints: the case, then the shares of verdicts and the median time and views to one. */
export function formatSimulation(options: SimulationOptions, summary: SimulationSummary): string {
  const lcp = options.lcpShift ? `, canary LCP ${Math.round(options.lcpShift * 100)} % slower` : '';
  return [
    `${summary.runs} canaries at a ${share(options.share)} share, ${options.viewsPerHour} views an hour, errors on ${share(options.stableErrorRate)} of stable views ` +
      `and ${share(options.canaryErrorRate)} of canary views${lcp} (seed ${options.seed}; the verdict taken every ${options.lookEveryMs / 1000} s)`,
    `  rolled back on evidence  ${share(summary.rolledBack)}`,
    `  promoted                 ${share(summary.promoted)}`,
    `  undecided (rolled back at ${options.rules.maxDurationMs / 3_600_000} h)  ${share(summary.undecided)}`,
    summary.medianViewsToVerdict === null
      ? '  no run reached a verdict on evidence'
      : `  median to a verdict: ${summary.medianHoursToVerdict} h, ${summary.medianViewsToVerdict} canary views served (${summary.medianCountedViewsToVerdict} counted: their beacon had come)`,
  ].join('\n');
}
