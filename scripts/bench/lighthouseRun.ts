/**
 * One Lighthouse mobile run (Lighthouse's default mobile settings: Moto G Power screen, simulated slow 4G and
 * 4× CPU slowdown) in a fresh headless Chromium, and the figures the benchmark keeps from it.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumPath } from '../ensure-chromium';

export const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface Metrics {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface Sample {
  scores: Record<Category, number>;
  metrics: Metrics;
}

export async function runLighthouse(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

export function sampleOf(lhr: Result): Sample {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    metrics: {
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    },
  };
}

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
      cls: Math.round(metric('cls') * 10000) / 10000,
    },
  };
}

/** The run nearest the medians (by performance score, then LCP): the one whose diagnostics are reported. */
export function medianRunIndex(samples: Sample[]): number {
  const { scores, metrics } = medianSample(samples);
  const distance = (sample: Sample) => Math.abs(sample.scores.performance - scores.performance) * 1000 + Math.abs(sample.metrics.lcpMs - metrics.lcpMs);
  return samples.reduce((best, sample, index) => (distance(sample) < distance(samples[best]) ? index : best), 0);
}
