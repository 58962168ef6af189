/**
 * The home page's load figures of issue 2, in a desktop-sized headless Chromium:
 * - bytes (gzip, as the build's .gz files weigh them): JS and CSS fetched before first contentful paint;
 *   the shell's JS requested before its first remote request (on a prerendered page, none: the page's
 *   remote scripts are preloaded by the HTML), and all the shell's JS requested before the first remote renders;
 * - requests made before the first remote renders (the `remote-rendered:` User Timing mark).
 */
import fsSync from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { distOf, type AppName } from '../apps';
import { chromiumPath } from '../ensure-chromium';
import { chromiumFlags } from './lighthouseRun';

export interface HomeLoad {
  firstContentfulPaintMs: number;
  firstRemoteRenderedMs: number;
  htmlKB: number;
  jsKBBeforeFirstPaint: number;
  cssKBBeforeFirstPaint: number;
  shellJsKBBeforeFirstRemoteRequest: number;
  shellJsKBBeforeFirstRemoteRenders: number;
  requestsBeforeFirstRemoteRenders: number;
  totalJsKB: number;
  totalRequests: number;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

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

export async function measureHomeLoad(origin: string): Promise<HomeLoad> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
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
      shellJsKBBeforeFirstRemoteRenders: kb(sum(resources.filter((r) => isJs(r) && !isRemote(r) && r.startTime < timing.remoteRendered))),
      requestsBeforeFirstRemoteRenders: 1 + resources.filter((r) => r.startTime < timing.remoteRendered).length,
      totalJsKB: kb(sum(resources.filter(isJs))),
      totalRequests: 1 + resources.length,
    };
  } finally {
    await browser.close();
  }
}
