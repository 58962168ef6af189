/**
 * `npm test`: everything CI runs, in order — types, unit and integration tests, the backend's tests on
 * PostgreSQL, the production build, then the Playwright suites in Debian's Chromium: against the built site,
 * the deployment-safe journeys against the local site and through Debian's nginx in front of it, development mode,
 * the news and lead journeys on PostgreSQL, and two site servers of one site on PostgreSQL behind nginx; and on
 * the active LTS Node from the npm registry (platform/registryNode.ts), beside the machine's own, the unit and
 * integration tests and `npm start` with one journey.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { apps, root } from 'platform/apps';
import { buildApps } from 'platform/build/buildApps';
import { ensureChromium } from 'platform/chromium';
import { ensureRegistryNode, onRegistryNode, registryNode } from 'platform/registryNode';
import { commandArguments } from 'platform/cli/command';

commandArguments({
  usage: 'npm test',
  help: `Everything CI runs, in order: the type check, the unit tests, the backend's tests on PostgreSQL, the production
build, then the Playwright suites in Debian's Chromium (installed with apt where missing); and on Node
${registryNode.version} from the npm registry (kept in .data/tools/), the unit tests and npm start with one journey.`,
});

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function step(title: string, command: string, args: string[], cwd = root, env = process.env) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...env, CI: process.env.CI ?? '1' } });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

step('Type check', bin('tsc'), ['-p', 'tsconfig.json']);
step('Unit and integration tests', bin('vitest'), ['run']);
// The same on the active LTS Node, fetched once into .data/tools/ (pinned version and integrity).
const lts = onRegistryNode(ensureRegistryNode());
const onLts = `on Node ${registryNode.version}`;
step(`The Node in use ${onLts}`, 'node', ['-e', `if (process.version !== 'v${registryNode.version}') { console.error('node is ' + process.version); process.exit(1); }`], root, lts);
step(`Unit and integration tests ${onLts}`, bin('vitest'), ['run'], root, lts);
// The backend's tests again on Debian's PostgreSQL (installed with apt where missing), with real PostgREST.
step('Backend on PostgreSQL', bin('vitest'), ['run', '-c', 'vitest.postgres.config.ts']);
console.log('\n▶ Production build');
await buildApps(apps);
ensureChromium();
step('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], path.join(root, 'e2e'));
// The journeys QA runs against deployments (BASE_URL), here against the local site as `npm start` serves it.
step('End-to-end journeys safe against any deployment, on the local site', bin('playwright'), ['test', '-c', 'playwright.remote.config.ts'], path.join(root, 'e2e'));
// The same journeys through Debian's nginx (installed with apt where missing) in front of the site's store and pages.
step('End-to-end journeys safe against any deployment, through nginx', bin('playwright'), ['test', '-c', 'playwright.nginx.config.ts'], path.join(root, 'e2e'));
// Development mode: npm run dev (hot updates, clean console) and npm run dev -- legal.
step('Development mode (Playwright)', bin('playwright'), ['test', '-c', 'playwright.dev.config.ts'], path.join(root, 'e2e'));
// The news and lead journeys once more, on a site whose backend runs on PostgreSQL (DATABASE_URL).
step('News and lead journeys on PostgreSQL (Playwright)', bin('playwright'), ['test', '-c', 'playwright.postgres.config.ts'], path.join(root, 'e2e'));
// Two site servers on one PostgreSQL database, store and pages folder, behind nginx's upstream (e2e/servers/).
step('Two servers, one site, behind nginx (Playwright)', bin('playwright'), ['test', '-c', 'playwright.servers.config.ts'], path.join(root, 'e2e'));
// `npm start` (release store, prerender, site server) and one journey through the composed site, on the LTS Node.
step(`npm start and a journey ${onLts} (Playwright)`, bin('playwright'), ['test', '-c', 'playwright.remote.config.ts', '-g', 'moving between areas'], path.join(root, 'e2e'), lts);
console.log('\nAll checks passed.');
