/**
 * `npm run bench`: serves the production build with freshly prerendered pages and writes bench/results.json:
 * for every static route of the prerender job's `pages.json` and one article, Lighthouse mobile on the page
 * and on the same page with its scripts blocked, alternating (page, blocked, page, blocked…) so both see the
 * same machine, BENCH_RUNS (default 3) of each, medians; and the page's cost per area (JS and main-thread time
 * of the shell and of each area, attributed by URL from the live settings document, bench/src/areaCost.ts).
 * The file is rewritten after each route. Then prints the tables and the budgets broken (bench/src/budgets.ts,
 * platform/registry/budgets.ts), and exits 1 when a page measured in this run breaks one. When an app is
 * rebuilt during the run, it waits for the build to settle, prerenders again and measures the route again.
 * First it measures the server under load while an abusive query runs (bench/src/serverLoad.ts → bench/server-load.json).
 * Then the same pages again beside a process that keeps one core busy, started and stopped by the bench for that
 * run (busyCore.ts), against the same budgets (`busyRoutes`).
 * Knobs: BENCH_ROUTES=/,/gdpr (only those pages), BENCH_RUNS=1, BENCH_BUSY=0 (no busy run), BENCH_BUSY_ONLY=1 (that run alone), BENCH_KEEP_RUNS=1 (every run's report), BENCH_START_TASKS=1 (every page run's start tasks listed), BENCH_PORT (4400), BENCH_SERVER_LOAD=0 (skip
 * the server load), BENCH_SERVER_LOAD_ONLY=1, BENCH_SERVER_LOAD_SECONDS (20), BENCH_SERVER_LOAD_PORT (4410), BENCH_JS_ONLY=1 (the
 * JS figures alone, one quick load per page, nothing written: jsOnly.ts).
 * A benchmark, not a test: figures vary by machine (and by its load); compare runs on the same machine.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import type { Result } from 'lighthouse';
import path from 'node:path';
import { root } from 'platform/apps';
import { buildMissingApps } from 'platform/build/buildApps';
import { releaseStore } from 'platform/releases/store';
import { ownersOf } from './areaCost';
import { exitCodeOf } from './budgets';
import { besideBusyCore } from './busyCore';
import { describeTtiCause } from './findings';
import { buildFingerprint, changedApps, settledBuild } from './buildWatch';
import { runLighthouse, sampleOf } from './lighthouseRun';
import type { TtiCause } from './ttiCause';
import { describeStartTask, formatStartTasks, longestStartTask, type StartTasks } from './startTasks';
import { formatJsTable, pageJsOf, brokenJsBudgets, type PageJs } from './jsOnly';
import { oneBenchmarkAtATime } from './oneAtATime';
import { scriptSizes } from './scriptSizes';
import { mergeRoutes, readResults, writeResults, type BenchResults, type RouteResult } from './resultsFile';
import { routeResultOf } from './routeResult';
import { benchRoutes, type BenchRoute } from './routes';
import { formatServerLoad, benchServerLoad, serverLoadFile, writeServerLoad } from './serverLoad';
import { busyLabel, failureLines, formatSummary } from './table';
import { chromiumPath, ensureChromium } from 'platform/chromium';
import { manifestFile, type PagesManifest } from 'platform/prerender/publish';
import { prerenderRunner } from 'platform/prerender/runner';
import { readSettingsFile } from 'platform/settings/reader';
import { listen } from 'platform/server/siteStart';
import { writeFileAtomically } from 'platform/files/writeFileAtomically';
import { envNumber, envPort } from 'infra/envNumber';

const port = envPort('BENCH_PORT') ?? 4400;
const origin = `http://localhost:${port}`;
const runs = envNumber('BENCH_RUNS') ?? 3;
const keepEveryRun = process.env.BENCH_KEEP_RUNS === '1';
/** Every page run's start tasks listed under it (startTasks.ts), not only its longest. */
const listStartTasks = process.env.BENCH_START_TASKS === '1';
const jsOnly = process.env.BENCH_JS_ONLY === '1';
/** The pages measured again beside a process that keeps one core busy (busyCore.ts); BENCH_BUSY=0 skips it. */
const busyOnly = process.env.BENCH_BUSY_ONLY === '1';
const busyPhase = busyOnly || process.env.BENCH_BUSY !== '0';
const only = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim()).filter(Boolean);
const pagesDir = path.join(root, '.data', 'bench-pages');
const backendDataDir = path.join(root, '.data', 'bench-backend');
/** Each route's median-run Lighthouse report (JSON, opens in the Lighthouse viewer); not kept in the repo. */
const reportsDir = path.join(root, '.data', 'bench-reports');
const resultsFile = path.join(root, 'bench', 'results.json');
/** BENCH_JS_ONLY's figures with each page's scripts; not kept in the repo. */
const jsOnlyFile = path.join(root, '.data', 'bench-js.json');

/** The gzip size of each script the pages load, read from the server once per URL. */
const sizes = scriptSizes();

/** The areas' URLs as the live document names them now (a rebuild during the run releases new versions). */
const currentOwners = async () => ownersOf(await readSettingsFile(store.settingsFile), `${origin}/settings.json`);

/** Lighthouse on one route, page and blocked alternating, `runs` of each; the median page run's report is kept. */
async function measureRoute(route: BenchRoute, progress: string): Promise<RouteResult> {
  const reports = { page: [] as Result[], blocked: [] as Result[] };
  // Each in step with reports.page: its report as Lighthouse wrote it, what set its TTI.
  const pageReports: string[] = [];
  const ttiCauses: (TtiCause | undefined)[] = [];
  const startTasks: (StartTasks | undefined)[] = [];
  for (let run = 1; run <= runs; run++) {
    for (const kind of ['page', 'blocked'] as const) {
      const { lhr, report, ttiCause, startTasks: runStartTasks } = await runLighthouse(`${origin}${route.path}`, { blockScripts: kind === 'blocked' }).catch((error: unknown) => {
        throw new Error(`Lighthouse failed on ${route.path} (${kind} run ${run}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      });
      reports[kind].push(lhr);
      if (kind === 'page') {
        pageReports.push(report);
        ttiCauses.push(ttiCause);
        startTasks.push(runStartTasks);
      }
      if (keepEveryRun) await writeReport(route, `${kind}-${run}`, report);
      await sizes.measure(lhr);
      const { scores, metrics } = sampleOf(lhr, sizes.scriptBytesOf(lhr));
      console.log(
        `[bench] ${progress} ${route.path} ${kind} run ${run}/${runs}: perf ${scores.performance}, a11y ${scores.accessibility}, BP ${scores['best-practices']}, ` +
          `SEO ${scores.seo}, LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms, TTI ${Math.round(metrics.ttiMs)} ms, ` +
          `CLS ${metrics.cls.toFixed(3)}, JS ${metrics.jsKB} KB, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}` +
          (kind === 'page' ? `, longest start task ${longestOf(runStartTasks)}` : ''),
      );
      if (kind === 'page' && listStartTasks && runStartTasks) for (const line of formatStartTasks(runStartTasks, origin)) console.log(`[bench]   ${line}`);
      // A long task set the page's TTI (else it is its LCP): which, so a TTI near its budget says what to look at.
      if (kind === 'page' && ttiCause && (ttiCause.optimistic.lastLongTask || ttiCause.pessimistic.lastLongTask)) {
        console.log(`[bench]   ${describeTtiCause(ttiCause, origin)}`);
      }
    }
  }
  const { result, keptRun } = routeResultOf(route, reports.page, reports.blocked, await currentOwners(), new Date().toISOString(), sizes.scriptBytesOf, { ttiCauses, startTasks });
  await writeReport(route, '', pageReports[keptRun]);
  return result;
}

/** A run's longest start task in a few words, or why there is none. */
function longestOf(tasks: StartTasks | undefined): string {
  if (!tasks) return 'not read';
  const longest = longestStartTask(tasks);
  return longest ? describeStartTask(longest, origin) : 'none';
}

/** One load of the route, its network audit only: the scripts it loaded and their gzip sizes by app. */
async function measureRouteJs(route: BenchRoute, progress: string): Promise<PageJs> {
  const { lhr } = await runLighthouse(`${origin}${route.path}`, { jsOnly: true });
  await sizes.measure(lhr);
  const page = pageJsOf(route.path, sizes.scriptBytesOf(lhr), await currentOwners());
  console.log(`[bench] ${progress} ${route.path}: JS ${page.jsKB} KB`);
  return page;
}

/**
 * A report in the reports folder: the median page run's as `<route>.json`, and with BENCH_KEEP_RUNS=1 every run's
 * too (`<route>.page-2.json`), to see what differs between a page's runs.
 */
async function writeReport(route: BenchRoute, run: string, report: string) {
  const name = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '--');
  await fs.mkdir(reportsDir, { recursive: true });
  await fs.writeFile(path.join(reportsDir, `${name}${run && `.${run}`}.json`), report);
}

/** Writes the results file from what is measured so far (routes not measured keep their previous entry). */
async function resultsWriter(startedAt: string, listed: BenchRoute[]) {
  const previous = await readResults(resultsFile);
  const versions = {
    lighthouse: (JSON.parse(await fs.readFile(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version,
    chromium: execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
  };
  return async (measured: RouteResult[], measuredBusy: RouteResult[]): Promise<BenchResults> => {
    const results: BenchResults = {
      measuredAt: startedAt,
      node: process.version,
      ...versions,
      routes: mergeRoutes(listed, measured, previous),
      busyRoutes: mergeRoutes(listed, measuredBusy, previous && { routes: previous.busyRoutes }),
    };
    await writeResults(resultsFile, results);
    return results;
  };
}

const attemptsPerRoute = 3;

await oneBenchmarkAtATime('npm run bench');
// Both phases measure the production build: what has none is built first, as `npm start` does.
await buildMissingApps();

// The server under load and abuse (bench/server-load.json), in its own server process, before Lighthouse.
if (process.env.BENCH_SERVER_LOAD !== '0' && !jsOnly) {
  const serverLoad = await benchServerLoad({ port: envPort('BENCH_SERVER_LOAD_PORT') ?? 4410, seconds: envNumber('BENCH_SERVER_LOAD_SECONDS') ?? 20 });
  await writeServerLoad(serverLoad);
  console.log(`${formatServerLoad(serverLoad)}\nFigures written to ${path.relative(root, serverLoadFile)}.`);
  if (process.env.BENCH_SERVER_LOAD_ONLY) process.exit(0);
}

ensureChromium();
const startedAt = new Date().toISOString();
/** The builds the served pages were prerendered from. */
let pagesBuild = await settledBuild({ quietMs: 5_000 });
// A fresh database and fresh pages each run: the figures do not depend on what an earlier run left.
// A fresh release store too: the apps' current builds are released into it as the run starts.
const store = releaseStore(path.join(root, '.data', 'bench-releases'));
await fs.rm(store.dir, { recursive: true, force: true });
process.env.SITE_URL = `http://localhost:${port}`;
const site = await listen({ port, store, settingsFile: store.settingsFile, pagesDir, prerender: true, backendDataDir, freshBackend: true });

/** Prerenders again when an app was rebuilt since the pages were (the pages would name deleted files). */
async function ensurePagesOfCurrentBuild() {
  if (buildFingerprint() === pagesBuild) return;
  console.log(`[bench] ${changedApps(pagesBuild, buildFingerprint()).join(', ')} rebuilt: waiting for the build to settle, then prerendering again`);
  pagesBuild = await settledBuild();
  if (!(await prerenderRunner(origin, pagesDir, store.dir).run())) throw new Error('Prerendering the rebuilt apps failed (its output is above).');
}

try {
  if (!(await site.prerendered)) throw new Error('The prerender job failed (its output is above); the benchmark measures the prerendered pages.');
  const index = JSON.parse(await fs.readFile(path.join(pagesDir, manifestFile), 'utf8')) as PagesManifest;
  const manifest = { pages: Object.keys(index.pages), dynamic: index.dynamic };
  const toMeasure = benchRoutes(manifest, only);
  const siteRoutes = benchRoutes(manifest);
  const listed = [...siteRoutes, ...toMeasure.filter((route) => !siteRoutes.some((known) => known.path === route.path))];

  if (jsOnly) {
    const pages: PageJs[] = [];
    for (const [index, route] of toMeasure.entries()) {
      await ensurePagesOfCurrentBuild();
      pages.push(await measureRouteJs(route, `${index + 1}/${toMeasure.length}`));
    }
    if (buildFingerprint() !== pagesBuild) throw new Error('The apps were rebuilt during the run: run it again.');
    await writeFileAtomically(jsOnlyFile, JSON.stringify(pages, null, 1));
    console.log(`\n${formatJsTable(pages)}\nEach page's scripts in ${path.relative(root, jsOnlyFile)}.`);
    process.exitCode = exitCodeOf(pages.filter((page) => brokenJsBudgets(page).length).map((page) => page.path));
  } else {
    const save = await resultsWriter(startedAt, listed);
    const measured: RouteResult[] = [];
    const measuredBusy: RouteResult[] = [];
    await save(measured, measuredBusy);
    /** Each page measured into `into`, the file saved after each. */
    const measureAll = async (into: RouteResult[], phase: string) => {
      for (const [index, route] of toMeasure.entries()) {
        for (let attempt = 1; ; attempt++) {
          await ensurePagesOfCurrentBuild();
          const result = await measureRoute(route, `${phase}${index + 1}/${toMeasure.length}`);
          if (buildFingerprint() === pagesBuild) {
            into.push(result);
            break;
          }
          // Its pages named files the rebuild deleted: the figures are of a page without its scripts.
          if (attempt === attemptsPerRoute) throw new Error(`The apps were rebuilt during each of ${attemptsPerRoute} attempts to measure ${route.path}.`);
        }
        await save(measured, measuredBusy);
      }
    };
    if (!busyOnly) await measureAll(measured, '');
    if (busyPhase) {
      console.log(`[bench] the same pages ${busyLabel}: a process that keeps one core busy runs until they are measured`);
      await besideBusyCore(() => measureAll(measuredBusy, 'busy '));
    }
    const results = await save(measured, measuredBusy);
    console.log(formatSummary(results, startedAt));
    console.log(`\nFigures written to ${path.relative(root, resultsFile)}; median page runs' reports in ${path.relative(root, reportsDir)}/.`);
    process.exitCode = exitCodeOf(failureLines(results, startedAt));
  }
} finally {
  await site.close();
}
