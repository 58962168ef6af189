/**
 * `npm run dev`: every app on its Rspack dev server in development mode, with hot module replacement and React
 * Fast Refresh (an edited component is swapped in place, keeping its state). The shell's dev server is the site
 * (http://localhost:3000, PORT overrides); it forwards the settings document and the embedded backend to the
 * site server behind it, whose settings document points every area at its dev server. Pages render in the
 * browser there (the site server's prerender job is off).
 *
 * `npm run dev -- <area> [--settings <url>]`: that area alone on its dev server, composed with the rest of the site
 * as it is released — the release store's live releases (or, with none, the apps' production builds, built when
 * missing), or a deployed site's settings document — through the one area-override mechanism
 * (shared/src/areaOverrides.ts), in the browser and in the prerender job alike: the site server hands each tab the
 * override as its cookie, and its job renders the pages with the area from source. The area's Node container is
 * built in watch mode beside its dev server, which serves it at `/server/` (the manifest's ssrRemoteEntry); the
 * job's first run waits for it, and each later build re-renders the pages that use the area (dev/rerenders.ts).
 * The dev server reloads the page once they are rendered again, never before: the page hydrates the new HTML with
 * the new build. The pages are the session's own (`.data/dev/pages-<port>`), since they name the dev server.
 */
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';
import fs from 'node:fs';
import path from 'node:path';
import { areaDefinition, areaDefinitions, areaIds, areaNamed, namesOf, shellDefinition, type AppDefinition, type AreaId } from '../registry/apps';
import { formatAreaOverrides } from 'shared/areaOverrides';
import { apps, distOf, root, type AppName } from '../apps';
import { buildApps } from '../build/buildApps';
import { localCopyOfDeployed } from './deployedSettings';
import { devPorts, localOrigin } from './devPorts';
import { whenServing } from '../server/whenServing';
import { whenWritten } from './whenWritten';
import { rerenderOnChange, type SourceRenders } from './rerenders';
import { manifestFile } from '../prerender/publish';
import { nodeContainerPath } from '../build/nodeContainer';
import { devSettingsDocument } from '../releases/devSettings';
import { readBaseDocument, readLiveDocument } from '../releases/settingsDocument';
import { settingsDocumentOf, type SettingsDocument } from '../settings/reader';
import { releaseStore } from '../releases/store';
import { commandArguments, exitWithUsage, fromEnvironment } from '../cli/command';

const spec = {
  usage: 'npm run dev [-- <area> [--settings <url>]]',
  help: `Without an area: every app on its dev server (hot reload), the site on http://localhost:3000 (DEV_PORT_BASE
shifts the ports). With an area: that area from source inside the rest of the site as released (or as deployed at
--settings), its pages prerendered from source.

  <area>             ${namesOf(areaIds)}
  --settings <url>   a deployed site's settings document to compose with (needs <area>)`,
  options: { settings: { type: 'string' } },
  positionals: { max: 1 },
} as const;
const { values, positionals } = commandArguments(spec);
const area = areaNamed(positionals[0]);
if (positionals[0] !== undefined && !area) exitWithUsage(spec, `Unknown area "${positionals[0]}".`);
if (values.settings && !area) exitWithUsage(spec, '--settings needs an area to run from source.');

const ports = fromEnvironment(() => devPorts());
const rspack = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const devFolder = path.join(root, '.data', 'dev');
fs.mkdirSync(devFolder, { recursive: true });

function writeDocument(document: SettingsDocument): string {
  // One per site port: two dev sessions (or test runs) side by side keep their own.
  const file = path.join(devFolder, `settings-${ports.entry}.json`);
  fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}

/** A folder of this session's own, emptied: nothing from an earlier session (other sources, another area) is served. */
function emptyFolder(folder: string): string {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

/** What a development build runs with: its dev server, and the Node build beside it in `npm run dev -- <area>`. */
const developmentEnv = (env: Record<string, string> = {}) => ({ NODE_ENV: 'development', NODE_NO_WARNINGS: '1', ...env });

/** An app's dev server in development mode. */
const devServer = (app: AppDefinition, env: Record<string, string> = {}): ConcurrentlyCommandInput => ({
  name: app.id,
  command: `node ${rspack} serve --port ${ports.of(app)}`,
  cwd: path.join(root, app.workspace),
  env: developmentEnv(env),
});

/** The site server (scripts/serve.ts). */
const siteServer = (port: number, env: Record<string, string>): ConcurrentlyCommandInput => ({
  name: 'site',
  command: `npx tsx scripts/serve.ts`,
  cwd: root,
  env: { PORT: String(port), ...env },
});

/** The document the rest of the site is composed from in `npm run dev -- <area>`, or undefined for the store's own. */
async function restOfSite(id: AreaId): Promise<SettingsDocument | undefined> {
  if (values.settings) {
    const response = await fetch(values.settings);
    if (!response.ok) throw new Error(`${values.settings}: HTTP ${response.status}`);
    return localCopyOfDeployed(settingsDocumentOf(await response.json(), values.settings), response.url);
  }
  const live = await readLiveDocument(releaseStore());
  if (Object.keys(live.areas ?? {}).length === areaIds.length) return undefined;
  // No live releases yet: the other apps' production builds, as `npm start` would build them.
  const others = apps.filter((app) => app !== areaDefinition(id).workspace && !fs.existsSync(path.join(distOf(app), 'mf-manifest.json')));
  if (others.length) await buildApps(others as AppName[]);
  return devSettingsDocument(await readBaseDocument(), localOrigin(ports.entry));
}

/** What a session runs, and what must answer before it is usable. */
interface SessionPlan {
  commands: ConcurrentlyCommandInput[];
  /** What must answer before the site is usable: its settings document, its backend (`/health`: the database is open) and each dev server. */
  ready: string[];
  /** `npm run dev -- <area>`: the area's Node build, which the prerender job renders from. */
  sourceRenders?: SourceRenders;
  /** `npm run dev -- <area>`: the job's page index, written with every run (the first one too). */
  pagesIndex?: string;
}

/** `npm run dev -- <area>`: the area from source, the rest of the site as released (or from `--settings`). */
async function areaSession(area: AreaId): Promise<SessionPlan> {
  const app = areaDefinition(area);
  const rest = await restOfSite(area);
  const areaOrigin = localOrigin(ports.of(app));
  const override = formatAreaOverrides({ [area]: `${areaOrigin}/mf-manifest.json` });
  // The pages name the area's dev server: they are this session's alone, never `npm start`'s.
  const pagesDir = emptyFolder(path.resolve(process.env.PRERENDER_DIR ?? path.join(devFolder, `pages-${ports.entry}`)));
  const nodeBuild = emptyFolder(path.join(devFolder, `${app.workspace}-${ports.of(app)}`));
  const reloadFile = path.join(devFolder, `reload-${ports.entry}`);
  // The shell composing it is a production build: its JSX is compiled for production React (devServer.ts).
  const buildEnv = { DEV_IN_PRODUCTION_SHELL: '1' };
  const commands = [
    // The page reloads once the job has rendered it again from the edit, not as soon as the browser build is done.
    devServer(app, { ...buildEnv, DEV_NODE_BUILD_DIR: nodeBuild, DEV_RELOAD_ON: reloadFile }),
    siteServer(ports.entry, {
      AREA_OVERRIDE: override,
      PRERENDER_DIR: pagesDir,
      // No page renders before the area's first Node build is served.
      PRERENDER_AFTER: `${areaOrigin}/mf-manifest.json ${areaOrigin}/${nodeContainerPath}`,
      ...(rest && { SITE_SETTINGS: writeDocument(rest) }),
    }),
  ];
  const sourceRenders = rerenderOnChange({
    area,
    outDir: nodeBuild,
    reloadFile,
    buildEnv: developmentEnv(buildEnv),
    site: { origin: localOrigin(ports.entry), pagesDir, releasesDir: releaseStore().dir, areaOverride: override },
  });
  console.log(`${app.label} from source (${areaOrigin}), the rest ${values.settings ? `from ${values.settings}` : 'as released'}: ${localOrigin(ports.entry)}`);
  return { commands, ready: [`${localOrigin(ports.entry)}/health`, `${areaOrigin}/mf-manifest.json`], sourceRenders, pagesIndex: path.join(pagesDir, manifestFile) };
}

/** `npm run dev`: every app on its dev server. */
async function wholeSiteSession(): Promise<SessionPlan> {
  const document = devSettingsDocument(await readBaseDocument(), localOrigin(ports.entry), (remote) => `${localOrigin(ports.of(remote))}/mf-manifest.json`);
  const commands = [
    // Pages render in the browser: every app is on its dev server, and the shell's serves the pages.
    siteServer(ports.site, { PRERENDER: '0', SITE_SETTINGS: writeDocument(document), BACKEND_DATA_DIR: path.resolve(process.env.BACKEND_DATA_DIR ?? path.join(root, '.data', 'backend')) }),
    devServer(shellDefinition, { DEV_SITE_ORIGIN: localOrigin(ports.site) }),
    ...areaDefinitions.map((remote) => devServer(remote)),
  ];
  console.log(`Starting… the site will be on ${localOrigin(ports.entry)}`);
  return { commands, ready: [`${localOrigin(ports.entry)}/settings.json`, `${localOrigin(ports.entry)}/health`, ...areaDefinitions.map((remote) => `${localOrigin(ports.of(remote))}/mf-manifest.json`)] };
}

const { commands, ready, sourceRenders, pagesIndex } = area ? await areaSession(area) : await wholeSiteSession();

const running = concurrently(commands, {
  prefixColors: ['cyan', 'green', 'yellow', 'magenta', 'blue', 'red', 'gray'],
  killOthersOn: ['failure', 'success'],
});
// The Node build ending on its own ends the session, as any of its servers would.
sourceRenders?.exited.then((code) => {
  console.error(`The ${area} area's Node build stopped (exit code ${code}).`);
  for (const command of running.commands) command.kill();
});
// With the area from source, once its pages are rendered from it too.
Promise.all([whenServing(ready), pagesIndex && whenWritten(pagesIndex)]).then(
  () => console.log(`Ready: ${localOrigin(ports.entry)}`),
  (error: unknown) => console.error(String(error)),
);
await running.result.then(
  () => sourceRenders?.stop(),
  () => {
    sourceRenders?.stop();
    process.exit(1);
  },
);
