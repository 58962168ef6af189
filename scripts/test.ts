/**
 * `npm test`: everything CI runs, on the pinned active LTS Node (scripts/run.ts starts it there), in order — types,
 * unit and integration tests, the same on the maintenance LTS, the backend's tests on PostgreSQL, the production
 * build, then the Playwright suites in Debian's Chromium: against the built site; the deployment-safe journeys
 * against `npm start` run on the maintenance LTS, and through Debian's nginx in front of the site; development mode;
 * the news and lead journeys on PostgreSQL; and two site servers of one site on PostgreSQL behind nginx. Each step's
 * time is printed at the end.
 */
import path from 'node:path';
import { apps, root } from 'platform/apps';
import { buildApps } from 'platform/build/buildApps';
import { ensureChromium } from 'platform/chromium';
import { ensureRegistryNode, onRegistryNode, pinnedNodes } from 'platform/registryNode';
import { commandArguments } from 'platform/cli/command';
import { testSteps } from 'platform/cli/testSteps';

const { active, maintenance } = pinnedNodes;
commandArguments({
  usage: 'npm test',
  help: `Everything CI runs, on Node ${active.version} (fetched from the npm registry into .data/tools/ when the machine's
Node is another): the type check, the unit tests (and again on Node ${maintenance.version}), the backend's tests on
PostgreSQL, the production build, then the Playwright suites in Debian's Chromium (installed with apt where missing),
the deployment-safe journeys against npm start on Node ${maintenance.version}. Prints each step's time at the end.`,
});

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const e2e = path.join(root, 'e2e');
const onMaintenance = onRegistryNode(ensureRegistryNode({ pinned: maintenance }));
const steps = testSteps({ CI: process.env.CI ?? '1' });

steps.run('Type check', bin('tsc'), ['-p', 'tsconfig.json']);
steps.run(`Unit and integration tests on Node ${active.version}`, bin('vitest'), ['run']);
steps.onNode(maintenance.version, onMaintenance);
steps.run(`Unit and integration tests on Node ${maintenance.version}`, bin('vitest'), ['run'], { env: onMaintenance });
// The backend's tests again on Debian's PostgreSQL (installed with apt where missing), with real PostgREST.
steps.run('Backend on PostgreSQL', bin('vitest'), ['run', '-c', 'vitest.postgres.config.ts']);
await steps.runAsync('Production build', () => buildApps(apps));
await steps.runAsync('Chromium (Debian\'s, installed where missing)', async () => ensureChromium());
steps.run('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], { cwd: e2e });
// The journeys QA runs against deployments (BASE_URL), here against the local site as `npm start` serves it, on
// the maintenance LTS: the Playwright process and the site it starts.
steps.run(`npm start and the deployment-safe journeys on Node ${maintenance.version}`, bin('playwright'), ['test', '-c', 'playwright.remote.config.ts'], { cwd: e2e, env: onMaintenance });
// The same journeys through Debian's nginx (installed with apt where missing) in front of the site's store and pages.
steps.run('The deployment-safe journeys through nginx', bin('playwright'), ['test', '-c', 'playwright.nginx.config.ts'], { cwd: e2e });
// Development mode: npm run dev (hot updates, clean console) and npm run dev -- legal.
steps.run('Development mode (Playwright)', bin('playwright'), ['test', '-c', 'playwright.dev.config.ts'], { cwd: e2e });
// The news and lead journeys once more, on a site whose backend runs on PostgreSQL (DATABASE_URL).
steps.run('News and lead journeys on PostgreSQL (Playwright)', bin('playwright'), ['test', '-c', 'playwright.postgres.config.ts'], { cwd: e2e });
// Two site servers on one PostgreSQL database, store and pages folder, behind nginx's upstream (e2e/servers/).
steps.run('Two servers, one site, behind nginx (Playwright)', bin('playwright'), ['test', '-c', 'playwright.servers.config.ts'], { cwd: e2e });
steps.done();
