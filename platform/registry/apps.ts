/**
 * The one registry of the site's apps: the shell and the five area remotes. Every script, build config,
 * test and the live settings document are derived from it or checked against it (`apps.test.ts`), so
 * adding or renaming an area touches this file (and its workspace folder) only.
 *
 * The shell's browser bundle never imports this file: which paths an area owns reaches the shell through
 * the live settings document, written by the area's release (`npm run release -- <area>`), so an area can
 * add a top-level page without a shell release.
 */

export interface AreaDefinition {
  /** The area's id as the settings document names it (`npm run release -- <id>`). */
  id: string;
  /** Its npm workspace folder. */
  workspace: string;
  /** Federation container name (a JavaScript identifier). */
  container: string;
  /** Human name, for the "temporarily unavailable" panel and release messages. */
  label: string;
  /** Modules the remote exposes; the shell relies on each (a release is refused without them). */
  exposes: Record<string, string>;
  /**
   * The top-level paths the area may own: a route of the area must be one of them or below one. The
   * release writes the ones its routes use into the settings document; no two areas may claim the same.
   */
  owns: string[];
  /** Port of its standalone dev server (`npm run dev -w <workspace>`). */
  devPort: number;
}

export interface ShellDefinition {
  id: 'shell';
  workspace: 'shell';
  container: 'shell';
  label: string;
  devPort: number;
  /**
   * The module that renders the shell's plain page from the build's tags (its default export), and the Node entry
   * of the prerender job's renderer.
   */
  document: string;
  serverEntry: string;
  /** The prerendered page's inline loader, compiled on its own (platform/build/targets/pageLoader.ts). */
  pageLoader: string;
}

const routes = { './routes': './src/routes.tsx' };

export const areaDefinitions = [
  {
    id: 'software',
    workspace: 'mf-software',
    container: 'mf_software',
    label: 'Software',
    exposes: routes,
    owns: ['/software'],
    devPort: 3001,
  },
  {
    id: 'solutions',
    workspace: 'mf-solutions',
    container: 'mf_solutions',
    label: 'Solutions & pricing',
    exposes: routes,
    owns: ['/solutions', '/pricing'],
    devPort: 3002,
  },
  {
    id: 'support',
    workspace: 'mf-support',
    container: 'mf_support',
    label: 'Support',
    exposes: routes,
    owns: ['/support', '/about', '/downloads', '/security'],
    devPort: 3003,
  },
  {
    id: 'news',
    workspace: 'mf-news',
    container: 'mf_news',
    label: 'Industry news',
    exposes: { ...routes, './LatestNews': './src/LatestNews.tsx' },
    owns: ['/hospitality-industry-news'],
    devPort: 3004,
  },
  {
    id: 'legal',
    workspace: 'mf-legal',
    container: 'mf_legal',
    label: 'Legal',
    exposes: routes,
    owns: ['/terms-and-conditions', '/terms-conditions', '/privacy-policy', '/gdpr', '/how-to-manage-your-data'],
    devPort: 3005,
  },
] as const satisfies readonly AreaDefinition[];

export const shellDefinition: ShellDefinition = {
  id: 'shell',
  workspace: 'shell',
  container: 'shell',
  label: 'Shell',
  devPort: 3000,
  document: './src/document/plainPage.ts',
  serverEntry: './src/server.ts',
  pageLoader: './src/document/pageLoaderEntry.ts',
};

export type AreaId = (typeof areaDefinitions)[number]['id'];
/** What a release names: an area or the shell. */
export type ReleaseTarget = AreaId | 'shell';
export type AppDefinition = AreaDefinition | ShellDefinition;

export const areaIds = areaDefinitions.map((area) => area.id) as AreaId[];
export const appDefinitions: readonly AppDefinition[] = [shellDefinition, ...areaDefinitions];
export const releaseTargets: ReleaseTarget[] = ['shell', ...areaIds];

export const isAreaId = (value: string): value is AreaId => (areaIds as string[]).includes(value);
export const isReleaseTarget = (value: string): value is ReleaseTarget => value === 'shell' || isAreaId(value);

/**
 * The app a command names, by its id (`legal`, `shell`) or by its workspace folder (`mf-legal`): every command
 * takes both (`npm run build` and `npm run dev -- <area>` as much as release, rollback, field and canary).
 */
export function releaseTargetNamed(name: string | undefined): ReleaseTarget | undefined {
  return appDefinitions.find((app) => app.id === name || app.workspace === name)?.id as ReleaseTarget | undefined;
}

/** The area a command names, by id or workspace folder; undefined for the shell or no app. */
export function areaNamed(name: string | undefined): AreaId | undefined {
  const target = releaseTargetNamed(name);
  return target === 'shell' ? undefined : target;
}

/** How a command's --help lists the apps it takes: their ids, and that each workspace folder names it too. */
export const namesOf = (ids: readonly string[]) => `${ids.join(', ')} (or its folder: mf-legal is legal)`;

export function areaDefinition(id: AreaId): AreaDefinition {
  return areaDefinitions.find((area) => area.id === id)!;
}

export function appDefinition(target: ReleaseTarget): AppDefinition {
  return target === 'shell' ? shellDefinition : areaDefinition(target);
}

/** The app built from a workspace folder (an Rspack config names its own folder). */
export function appOfWorkspace(workspace: string): AppDefinition {
  const found = appDefinitions.find((app) => app.workspace === workspace);
  if (!found) throw new Error(`No app of the registry lives in "${workspace}" (platform/registry/apps.ts).`);
  return found;
}

export const isShell = (app: AppDefinition): app is ShellDefinition => app.id === 'shell';
