/**
 * The shared singletons of a remote must work with the live shell's copies: with `loaded-first`, the shell's
 * copy is the one every area runs on. A remote built against a React the shell lacks would load a second
 * React ("Invalid hook call") or fail: refused before it goes live.
 */
import semver from 'semver';

/** The packages shared as singletons (platform/build/sharedSingletons.ts; lucide-react: its icon factory). */
export const singletonPackages = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'sonner', 'shared', 'lucide-react'];

export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

export interface FederationManifest {
  shared: SharedEntry[];
  exposes: { name: string }[];
  /** `pluginVersion` is the Module Federation release the build's runtime comes from; the rest, platform/build/targets/browser.ts. */
  metaData?: { pluginVersion?: string; externalRuntime?: boolean; provideExternalRuntime?: boolean };
}

/** `react-dom/client` → `react-dom`, `@tanstack/react-query` → itself, `shared/ui/Button` → `shared`. */
export const packageOf = (name: string) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');

/** One version per package (the entries of one package carry the package's version). */
function versions(entries: SharedEntry[]) {
  const byPackage = new Map<string, SharedEntry>();
  for (const entry of entries) if (singletonPackages.includes(packageOf(entry.name))) byPackage.set(packageOf(entry.name), entry);
  return byPackage;
}

const satisfies = (version: string, range: string | false | undefined) =>
  !range || semver.satisfies(version, range, { includePrerelease: true });

/** Why `remote`'s singletons do not fit the shell's (empty when they do). */
export function sharedRangeProblems(remote: FederationManifest, shell: FederationManifest): string[] {
  const problems: string[] = [];
  const provided = versions(shell.shared);
  for (const [name, wanted] of versions(remote.shared)) {
    const live = provided.get(name);
    if (!live) continue; // the shell does not share it yet: the remote brings its own copy
    // With `loaded-first`, every area runs on the shell's copy: that copy must be one the remote accepts.
    if (!satisfies(live.version, wanted.requiredVersion)) {
      problems.push(
        `${name}: the live shell shares ${live.version} (accepts ${live.requiredVersion || 'any'}), the candidate was built with ${wanted.version} and needs ${wanted.requiredVersion || 'any'}`,
      );
    } else if (name === 'shared' && semver.major(live.version) !== semver.major(wanted.version)) {
      problems.push(`shared: the live shell shares ${live.version}, the candidate was built with ${wanted.version}`);
    }
  }
  return problems;
}

/** Why a remote's manifest lacks what its area must expose (empty when nothing is missing). */
export function exposeProblems(manifest: FederationManifest, required: string[]): string[] {
  const names = new Set(manifest.exposes.map((expose) => `./${expose.name.replace(/^\.\//, '')}`));
  return required.filter((expose) => !names.has(expose)).map((expose) => `it does not expose ${expose}`);
}

/**
 * Why `remote`'s container cannot run on `shell`'s federation runtime core (empty when it can). A remote built
 * with `externalRuntime` carries no core of its own and uses the one the shell publishes: a shell that
 * publishes none, or a core of another Module Federation release than the remote's bundler runtime was built
 * against, breaks the area in the browser only (the release's Node check runs containers that keep their own).
 */
export function runtimeProblems(remote: FederationManifest, shell: FederationManifest): string[] {
  if (!remote.metaData?.externalRuntime) return [];
  const wanted = remote.metaData.pluginVersion;
  if (!shell.metaData?.provideExternalRuntime) return ['federation runtime: the area takes its runtime core from the shell, which provides none'];
  const provided = shell.metaData.pluginVersion;
  return provided === wanted ? [] : [`federation runtime: the shell provides the core of Module Federation ${provided}, the area was built for ${wanted}`];
}
