/**
 * `npm run bench`: measures the home page of the production build and writes bench/results.json.
 * - bytes (gzip, as the build's .gz files weigh them): JS and CSS fetched before first contentful paint;
 *   the shell's JS requested before its first remote request;
 * - requests made before the first remote renders (the `remote-rendered:` User Timing mark);
 * - Lighthouse mobile scores (median of three runs).
 * A benchmark, not a test: figures vary by machine; compare runs on the same machine.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import fsSync from 'node:fs';
import { distOf, root, type AppName } from './apps';
import { chromiumPath, ensureChromium } from './ensure-chromium';
import { listen } from './server';

const port = Number(process.env.BENCH_PORT ?? 4400);
const url = `http://localhost:${port}/`;
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Gzip size of a built file served at `url` (its .gz copy; small files are sent uncompressed). */
function gzipSize(url: string): number {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(pathname);
  const file = remote ? path.join(distOf(remote[1] as AppName), remote[2]) : path.join(distOf('shell'), pathname);
  for (const candidate of [`${file}.gz`, file]) if (fsSync.existsSync(candidate)) return fsSync.statSync(candidate).size;
  return 0;
}

interface Resource {
  name: string;
  startTime: number;
  responseEnd: number;
  encodedBodySize: number;
  initiatorType: string;
}

async function measureLoad() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: flags });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:')));
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    remoteRendered: performance.getEntriesByType('mark').find((mark) => mark.name.startsWith('remote-rendered:'))!.startTime,
    resources: performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      return { name: resource.name, startTime: resource.startTime, responseEnd: resource.responseEnd, encodedBodySize: resource.encodedBodySize, initiatorType: resource.initiatorType };
    }),
  }));
  const navigationSize = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).encodedBodySize);
  await browser.close();

  const resources: Resource[] = timing.resources;
  const isJs = (r: Resource) => /\.m?js(\?|$)/.test(r.name);
  const isCss = (r: Resource) => /\.css(\?|$)/.test(r.name);
  const isRemote = (r: Resource) => r.name.includes('/remotes/');
  const sum = (list: Resource[]) => list.reduce((total, r) => total + gzipSize(r.name), 0);
  const beforePaint = resources.filter((r) => r.responseEnd <= timing.fcp);
  const firstRemoteRequest = Math.min(...resources.filter(isRemote).map((r) => r.startTime));
  return {
    firstContentfulPaintMs: Math.round(timing.fcp),
    firstRemoteRenderedMs: Math.round(timing.remoteRendered),
    htmlKB: kb(navigationSize),
    jsKBBeforeFirstPaint: kb(sum(beforePaint.filter(isJs))),
    cssKBBeforeFirstPaint: kb(sum(beforePaint.filter(isCss))),
    shellJsKBBeforeFirstRemoteRequest: kb(sum(resources.filter((r) => isJs(r) && !isRemote(r) && r.startTime < firstRemoteRequest))),
    requestsBeforeFirstRemoteRenders: 1 + resources.filter((r) => r.startTime < timing.remoteRendered).length,
    totalJsKB: kb(sum(resources.filter(isJs))),
    totalRequests: 1 + resources.length,
  };
}

async function lighthouseMobile(runs = 3) {
  const scores: Record<string, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
  const metrics: Record<string, number[]> = { fcpMs: [], lcpMs: [], tbtMs: [], cls: [] };
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: flags });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } });
      const lhr = result!.lhr;
      for (const key of Object.keys(scores)) scores[key].push(Math.round((lhr.categories[key]?.score ?? 0) * 100));
      metrics.fcpMs.push(lhr.audits['first-contentful-paint'].numericValue ?? 0);
      metrics.lcpMs.push(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
      metrics.tbtMs.push(lhr.audits['total-blocking-time'].numericValue ?? 0);
      metrics.cls.push(lhr.audits['cumulative-layout-shift'].numericValue ?? 0);
    } finally {
      chrome.kill();
    }
  }
  return {
    runs,
    scores: Object.fromEntries(Object.entries(scores).map(([key, values]) => [key, median(values)])),
    metrics: Object.fromEntries(Object.entries(metrics).map(([key, values]) => [key, key === 'cls' ? Math.round(median(values) * 1000) / 1000 : Math.round(median(values))])),
  };
}

ensureChromium();
const site = await listen({ port, settingsFile: path.join(root, 'scripts', 'settings.local.json'), backendDataDir: path.join(root, '.data', 'bench-backend') });
try {
  const load = await measureLoad();
  console.log('load', load);
  if (process.env.BENCH_LOAD_ONLY) process.exit(0);
  const lighthouseResult = await lighthouseMobile(Number(process.env.BENCH_RUNS ?? 3));
  console.log('lighthouse (mobile, median)', lighthouseResult);
  const budgets = {
    'Lighthouse mobile performance ≥ 90': lighthouseResult.scores.performance >= 90,
    'Lighthouse accessibility = 100': lighthouseResult.scores.accessibility === 100,
    'shell JS before the first remote request ≤ 180 KB gzip': load.shellJsKBBeforeFirstRemoteRequest <= 180,
  };
  const results = { page: '/', measuredAt: new Date().toISOString(), node: process.version, load, lighthouseMobile: lighthouseResult, budgets };
  await fs.mkdir(path.join(root, 'bench'), { recursive: true });
  await fs.writeFile(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  for (const [budget, met] of Object.entries(budgets)) console.log(`${met ? '✔' : '✖'} ${budget}`);
} finally {
  await site.close();
}
