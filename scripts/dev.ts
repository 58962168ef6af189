/**
 * `npm run dev`: every app on its Rspack dev server in development mode, with hot module replacement and React
 * Fast Refresh (an edited component is swapped in place, keeping its state). The shell's dev server is the site
 * (http://localhost:3000, PORT overrides); it forwards the settings document and the embedded backend to the
 * site server behind it, whose settings document points every area at its dev server.
 *
 * `npm run dev -- <area> [--settings <url>]`: that area alone on its dev server, composed with the rest of the site
 * as it is released — the release store's live releases (or, with none, the apps' production builds, built when
 * missing), or a deployed site's settings document — through the one area-override mechanism
 * (shared/src/areaOverrides.ts): the site server hands each tab the override as its cookie.
 */
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { areaDefinition, areaDefinitions, areaIds, isAreaId, shellDefinition, type AppDefinition, type AreaId } from '../shared/registry/apps';
import { formatAreaOverrides } from '../shared/src/areaOverrides';
import { apps, distOf, root, type AppName } from './apps';
import { buildApps } from './build';
import { localCopyOfDeployed } from './dev/deployedSettings';
import { devPorts, localOrigin } from './dev/devPorts';
import { whenServing } from './dev/whenServing';
import { devSettingsDocument } from './releases/devSettings';
import { readDocument, readLiveDocument, type SettingsDocument } from './releases/settingsDocument';
import { baseSettingsFile, releaseStore } from './releases/store';

const { values, positionals } = parseArgs({ options: { settings: { type: 'string' } }, allowPositionals: true });
const area = positionals[0];
if (positionals.length > 1 || (area !== undefined && !isAreaId(area)) || (values.settings && !area)) {
  console.error(`Usage: npm run dev [-- <area> [--settings <url>]], area one of ${areaIds.join(', ')}`);
  process.exit(1);
}

const ports = devPorts();
const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const devFolder = path.join(root, '.data', 'dev');
fs.mkdirSync(devFolder, { recursive: true });

function writeDocument(document: SettingsDocument): string {
  // One per site port: two dev sessions (or test runs) side by side keep their own.
  const file = path.join(devFolder, `settings-${ports.entry}.json`);
  fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}

/** An app's dev server in development mode. */
const devServer = (app: AppDefinition, env: Record<string, string> = {}): ConcurrentlyCommandInput => ({
  name: app.id,
  command: `node ${rspack} serve --port ${ports.of(app)}`,
  cwd: path.join(root, app.workspace),
  env: { NODE_ENV: 'development', NODE_NO_WARNINGS: '1', ...env },
});

/** The site server (scripts/serve.ts): pages render in the browser (no prerender job: sources change under it). */
const siteServer = (port: number, env: Record<string, string>): ConcurrentlyCommandInput => ({
  name: 'site',
  command: `npx tsx scripts/serve.ts`,
  cwd: root,
  env: { PORT: String(port), PRERENDER: '0', ...env },
});

/** The document the rest of the site is composed from in `npm run dev -- <area>`, or undefined for the store's own. */
async function restOfSite(id: AreaId): Promise<SettingsDocument | undefined> {
  if (values.settings) {
    const response = await fetch(values.settings);
    if (!response.ok) throw new Error(`${values.settings}: HTTP ${response.status}`);
    return localCopyOfDeployed((await response.json()) as SettingsDocument, response.url);
  }
  const live = await readLiveDocument(releaseStore());
  if (Object.keys(live.areas ?? {}).length === areaIds.length) return undefined;
  // No live releases yet: the other apps' production builds, as `npm start` would build them.
  const others = apps.filter((app) => app !== areaDefinition(id).workspace && !fs.existsSync(path.join(distOf(app), 'mf-manifest.json')));
  if (others.length) await buildApps(others as AppName[]);
  return devSettingsDocument(await readDocument(baseSettingsFile), localOrigin(ports.entry));
}

let commands: ConcurrentlyCommandInput[];
/** What must answer before the site is usable: its settings document, its backend (`/health`: the database is open) and each dev server. */
let ready: string[];
if (area) {
  const app = areaDefinition(area);
  const rest = await restOfSite(area);
  const override = formatAreaOverrides({ [area]: `${localOrigin(ports.of(app))}/mf-manifest.json` });
  commands = [
    // The shell composing it is a production build: a change reloads the page (shared/build/devServer.ts).
    devServer(app, { DEV_IN_PRODUCTION_SHELL: '1' }),
    siteServer(ports.entry, { AREA_OVERRIDE: override, ...(rest && { SITE_SETTINGS: writeDocument(rest) }) }),
  ];
  ready = [`${localOrigin(ports.entry)}/health`, `${localOrigin(ports.of(app))}/mf-manifest.json`];
  console.log(`${app.label} from source (${localOrigin(ports.of(app))}), the rest ${values.settings ? `from ${values.settings}` : 'as released'}: ${localOrigin(ports.entry)}`);
} else {
  const document = devSettingsDocument(await readDocument(baseSettingsFile), localOrigin(ports.entry), (remote) => `${localOrigin(ports.of(remote))}/mf-manifest.json`);
  commands = [
    siteServer(ports.site, { SITE_SETTINGS: writeDocument(document), BACKEND_DATA_DIR: process.env.BACKEND_DATA_DIR ?? path.join(root, '.data', 'backend') }),
    devServer(shellDefinition, { DEV_SITE_ORIGIN: localOrigin(ports.site) }),
    ...areaDefinitions.map((remote) => devServer(remote)),
  ];
  ready = [`${localOrigin(ports.entry)}/settings.json`, `${localOrigin(ports.entry)}/health`, ...areaDefinitions.map((remote) => `${localOrigin(ports.of(remote))}/mf-manifest.json`)];
  console.log(`Starting… the site will be on ${localOrigin(ports.entry)}`);
}

const { result } = concurrently(commands, {
  prefixColors: ['cyan', 'green', 'yellow', 'magenta', 'blue', 'red', 'gray'],
  killOthersOn: ['failure', 'success'],
});
whenServing(ready).then(
  () => console.log(`Ready: ${localOrigin(ports.entry)}`),
  (error: unknown) => console.error(String(error)),
);
await result.catch(() => process.exit(1));
