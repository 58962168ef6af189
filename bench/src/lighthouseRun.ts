/**
 * One Lighthouse mobile run (Lighthouse's default mobile settings: Moto G Power screen, simulated slow 4G and
 * 4× CPU slowdown) in a fresh headless Chromium, and the figures the benchmark keeps from it.
 * - `blockScripts`: the same page with every script request blocked (Lighthouse `blockedUrlPatterns`), the
 *   floor the page is compared with: its prerendered HTML and CSS alone.
 * - Responses are asked for gzip (`Accept-Encoding: gzip`, both runs), as a phone's browser on the network would
 *   get them (Chromium would get the server's brotli copies on localhost). The budgets count JS as the gzip size
 *   of each script loaded (scriptSizes.ts), not as transferred.
 * - `bootup-time` lists every script (threshold 0 instead of 50 ms), so a small area's time is not dropped.
 * - `jsOnly`: the same load, but only the network audit (the scripts loaded), for the JS figure alone (jsOnly.ts).
 */
import * as chromeLauncher from 'chrome-launcher';
import type { Config, Result } from 'lighthouse';
// What `lighthouse()` runs, in its two steps, so the audits' computed cache is at hand afterwards (ttiCause.ts).
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { chromiumPath } from 'platform/chromium';
import { jsKBOf, type UrlFigure } from './areaCost';
import { lanternTtiOf, ttiCauseOf, type TtiCause } from './ttiCause';
import { startTasksOfRun, type StartTasks } from './startTasks';

export const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Chromium's URL patterns (`*` wildcard, whole URL) for every script request. */
export const blockedScriptPatterns = ['*.js', '*.js?*', '*.mjs', '*.mjs?*'];

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface Metrics {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Time to Interactive (Lighthouse `interactive`). */
  ttiMs: number;
  cls: number;
  /** The gzip size of the scripts the page loaded, KB (scriptSizes.ts). */
  jsKB: number;
}

export interface Sample {
  scores: Record<Category, number>;
  metrics: Metrics;
}

export function lighthouseConfig(blockScripts: boolean, { jsOnly = false } = {}): Config {
  return {
    extends: 'lighthouse:default',
    settings: {
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      extraHeaders: { 'Accept-Encoding': 'gzip' },
      ...(blockScripts ? { blockedUrlPatterns: blockedScriptPatterns } : {}),
      ...(jsOnly ? { onlyAudits: ['network-requests'] } : {}),
    },
    audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }],
  };
}

export interface LighthouseRun {
  lhr: Result;
  /** The report as Lighthouse wrote it (the lhr's JSON): what the bench keeps of a run. */
  report: string;
  /** What set the run's TTI (ttiCause.ts): for a page run only, not a blocked or jsOnly one. */
  ttiCause?: TtiCause;
  /** The page's start tasks, from the run's trace (startTasks.ts): for a page run only. */
  startTasks?: StartTasks;
}

export async function runLighthouse(url: string, { blockScripts = false, jsOnly = false } = {}): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
      config: lighthouseConfig(blockScripts, { jsOnly }),
      flags: { port: chrome.port, output: 'json', logLevel: 'error' },
    });
    const result = await Runner.audit(artifacts, runnerOptions);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`);
    // One output asked for, so one report.
    const run = { lhr: result.lhr, report: [result.report].flat()[0] };
    if (jsOnly || blockScripts) return run;
    // Diagnostics: a run whose cause or start tasks cannot be worked out is still measured.
    const ttiCause = await lanternTtiOf(artifacts, runnerOptions.computedCache)
      .then(ttiCauseOf)
      .catch((error: unknown) => void console.warn(`[bench] what set the TTI of ${url} could not be worked out:`, error));
    const startTasks = await startTasksOfRun(artifacts, runnerOptions.computedCache).catch(
      (error: unknown) => void console.warn(`[bench] the start tasks of ${url} could not be read from its trace:`, error),
    );
    return { ...run, ...(ttiCause ? { ttiCause } : {}), ...(startTasks ? { startTasks } : {}) };
  } finally {
    chrome.kill();
  }
}

type Items = Record<string, unknown>[];
/** The table rows of one audit of a report (none when the audit has no table). */
export const itemsOf = (lhr: Result, audit: string): Items => ((lhr.audits[audit]?.details as { items?: Items } | undefined)?.items ?? []);

/** Each URL's script evaluation + parse/compile time (`bootup-time`, as Lighthouse reports it). */
export function scriptMsOf(lhr: Result): UrlFigure[] {
  return itemsOf(lhr, 'bootup-time').map((item) => ({ url: String(item.url), value: Number(item.scripting ?? 0) + Number(item.scriptParseCompile ?? 0) }));
}

/** A run's figures; `scripts`: the gzip bytes of each script it loaded (scriptSizes.ts), none for a blocked run. */
export function sampleOf(lhr: Result, scripts: UrlFigure[]): Sample {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    metrics: {
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      ttiMs: value('interactive'),
      cls: value('cumulative-layout-shift'),
      jsKB: jsKBOf(scripts),
    },
  };
}

/** CLS as the results keep it, to 0.0001. */
export const roundCls = (cls: number) => Math.round(cls * 10000) / 10000;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each score and metric's median over the runs, taken one by one. */
export function medianSample(samples: Sample[]): Sample {
  const scores = Object.fromEntries(categories.map((category) => [category, median(samples.map((sample) => sample.scores[category]))])) as Sample['scores'];
  const metric = (key: keyof Metrics) => median(samples.map((sample) => sample.metrics[key]));
  return {
    scores,
    metrics: {
      fcpMs: Math.round(metric('fcpMs')),
      lcpMs: Math.round(metric('lcpMs')),
      tbtMs: Math.round(metric('tbtMs')),
      ttiMs: Math.round(metric('ttiMs')),
      cls: roundCls(metric('cls')),
      jsKB: metric('jsKB'),
    },
  };
}

/** The run nearest the medians (`medianSample` of the runs; by performance score, then LCP): the one whose diagnostics are reported. */
export function medianRunIndex(samples: Sample[], { scores, metrics }: Sample): number {
  const distance = (sample: Sample) => Math.abs(sample.scores.performance - scores.performance) * 1000 + Math.abs(sample.metrics.lcpMs - metrics.lcpMs);
  return samples.reduce((best, sample, index) => (distance(sample) < distance(samples[best]) ? index : best), 0);
}
