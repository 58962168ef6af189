/**
 * The repository's import graph, read from the source with TypeScript's own pre-parser: every import,
 * re-export and dynamic `import()` of every TypeScript file and `.mjs` module, and every module such a file has
 * Node preload for a script it starts (`--import tsx`), resolved to a file of the repository (relative
 * paths, and workspace packages through their declared `exports`) or left external (npm packages, Node).
 * The structure test (structure.test.ts) holds the repository's layout rules against it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { nodesIn, parseSource } from './findInSource';

export interface Workspace {
  /** Folder relative to the repository root ('.' for the root package). */
  dir: string;
  name: string;
  exports: Record<string, string>;
  /** Every package the workspace's package.json names (dependencies of every kind). */
  declared: Set<string>;
  /** The version each of them is asked for at. */
  versions: Record<string, string>;
  /** The packages it needs at run time (`dependencies`, `optionalDependencies`, `peerDependencies`): not its devDependencies. */
  runtime: Set<string>;
}

export interface ImportEdge {
  from: string;
  specifier: string;
  /** The repository file it resolves to (relative to the root), or undefined for an external module. */
  to?: string;
  /** The workspace package it names, for a bare specifier of one. */
  viaPackage?: string;
  /** An `import()` (loaded when it runs), not a static import or re-export. */
  dynamic?: boolean;
  /** `import type` / `export type`: erased from the build. */
  typeOnly?: boolean;
  /** An `import()` the bundler keeps in its importer's chunk (`webpackMode: "eager"`): loaded with it. */
  eager?: boolean;  /**
   * A module the file has Node load before a script it starts (`--import tsx`, `--import=tsx/esm`, `--require`,
   * `--loader`, in an argument list or a command line): loaded at run time as an import is, though no import names it.
   */
  preload?: boolean;
}

/** `import(` and any comments, ending with the specifier's opening quote: a dynamic import. */
const dynamicImportBefore = /\bimport\s*\(\s*((?:\/\*[\s\S]*?\*\/\s*)*)['"`]$/;

function importKind(text: string, quote: number): Pick<ImportEdge, 'dynamic' | 'eager' | 'typeOnly'> {
  const match = dynamicImportBefore.exec(text.slice(Math.max(0, quote - 300), quote + 1));
  if (!match) {
    const statement = text.slice(Math.max(text.lastIndexOf('import', quote), text.lastIndexOf('export', quote)), quote);
    return /^(import|export)\s+type\b/.test(statement) ? { typeOnly: true } : {};
  }
  return { dynamic: true, eager: /webpackMode:\s*["']eager["']/.test(match[1]) };
}

const sourceFile = /\.(ts|tsx|mts|mjs)$/;
const skippedDirs = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'playwright-report']);
/** Folders of the repository's root that hold output, not source: the local release store and prerendered pages (platform/releases/ is source). */
const skippedAtRoot = new Set(['releases', 'prerendered']);

export function readWorkspaces(root: string): Workspace[] {
  const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const dirs: string[] = ['.', ...rootPackage.workspaces];
  return dirs.map((dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    const versions: Record<string, string> = Object.assign({}, ...['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].map((field) => pkg[field] ?? {}));
    const runtime = new Set(['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(pkg[field] ?? {})));
    return { dir, name: pkg.name, exports: pkg.exports ?? {}, declared: new Set(Object.keys(versions)), versions, runtime };
  });
}

/** The workspace a repository file belongs to: the deepest workspace folder holding it. */
export function workspaceOf(workspaces: readonly Workspace[], file: string): Workspace {
  const holders = workspaces.filter((workspace) => workspace.dir === '.' || file.startsWith(`${workspace.dir}/`));
  return holders.sort((a, b) => b.dir.length - a.dir.length)[0];
}

/** The repository's TypeScript files, or with `fileName` every file whose name it matches (with `declarations`, its `.d.ts` files); output folders skipped. */
export function listSourceFiles(root: string, fileName: RegExp = sourceFile, { declarations = false } = {}): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name.startsWith('.') && entry.name !== '.ci') continue;
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skippedDirs.has(entry.name) && !(dir === '' && skippedAtRoot.has(entry.name))) walk(relative);
      } else if (declarations ? entry.name.endsWith('.d.ts') : fileName.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(relative);
    }
  };
  walk('');
  return files.sort();
}

/** Modules the repository's declaration files name (`declare module 'x'`, not patterns): aliases its build resolves. */
export function declaredModules(root: string): Set<string> {
  const names = listSourceFiles(root, undefined, { declarations: true }).flatMap((file) =>
    [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/^declare module ['"]([^'"*]+)['"]/gm)].map((match) => match[1]),
  );
  return new Set(names);
}

/** The package a bare specifier names: `@scope/name` or `name`, without its subpath. */
export function packageOf(specifier: string): string {
  const [scopeOrName, name] = specifier.split('/');
  return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
}

const candidates = (base: string) => [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];

function resolveFile(root: string, base: string): string | undefined {
  return candidates(base).find((candidate) => fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile());
}

/** A workspace package's export target for `subpath` ('.' or './x/y'), as Node matches `exports` patterns. */
export function exportTarget(workspace: Workspace, subpath: string): string | undefined {
  if (workspace.exports[subpath]) return workspace.exports[subpath];
  let best: { target: string; prefix: number } | undefined;
  for (const [key, target] of Object.entries(workspace.exports)) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
    if (!subpath.startsWith(prefix) || !subpath.endsWith(suffix) || subpath.length < key.length - 1) continue;
    if (best && best.prefix >= prefix.length) continue;
    best = { target: target.replace('*', subpath.slice(prefix.length, subpath.length - suffix.length)), prefix: prefix.length };
  }
  return best?.target;
}

/** Node's options that load a module before the script: `--import`, `--require` (`-r`), `--loader`. */
const preloadOption = /^(?:--import|--require|-r|--loader|--experimental-loader)$/;
const preloadInText = /(?:^|\s)(?:--import|--require|-r|--loader|--experimental-loader)[= ]([^\s'"`]+)/g;

/**
 * The bare specifiers a source text has Node preload (`preloadOption`) in the code, not its comments: the element
 * after such an option in an array literal (`['--import', 'tsx']`), or the value in a string
 * (`'--import=tsx/esm'`, `'node --import tsx x.ts'`).
 */
export function preloadedModules(fileName: string, text: string): string[] {
  const found = nodesIn(parseSource(fileName, text), (node) => {
    if (ts.isArrayLiteralExpression(node)) {
      const specifiers = node.elements.flatMap((element, index) => {
        const next = node.elements[index + 1];
        return ts.isStringLiteralLike(element) && preloadOption.test(element.text) && next && ts.isStringLiteralLike(next) ? [next.text] : [];
      });
      return specifiers.length ? specifiers.join(' ') : undefined;
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const specifiers = [...node.text.matchAll(preloadInText)].map((match) => match[1]!);
      return specifiers.length ? specifiers.join(' ') : undefined;
    }
    return undefined;
  });
  return [...new Set(found.flatMap(({ what }) => what.split(' ')))].filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/'));
}

export function readImports(root: string, file: string, workspaces: readonly Workspace[]): ImportEdge[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const preloads = preloadedModules(file, text).map((specifier): ImportEdge => ({ from: file, specifier, preload: true }));
  return [...importedFiles.map(({ fileName: specifier, pos }): ImportEdge => {
    // `pos` is the specifier's opening quote.
    const kind = importKind(text, pos);
    if (specifier.startsWith('.')) {
      const to = resolveFile(root, path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
      return { from: file, specifier, to, ...kind };
    }
    const name = packageOf(specifier);
    const rest = specifier.slice(name.length + 1).split('/').filter(Boolean);
    const workspace = workspaces.find((candidate) => candidate.name === name && candidate.dir !== '.');
    if (!workspace) return { from: file, specifier, ...kind };
    const target = exportTarget(workspace, rest.length ? `./${rest.join('/')}` : '.');
    const to = target && resolveFile(root, path.posix.normalize(path.posix.join(workspace.dir, target)));
    return { from: file, specifier, to, viaPackage: name, ...kind };
  }), ...preloads];
}

/** The files reachable from `entries`, each file's next files given by `next` (asked once per file reached). */
export function reachable(entries: readonly string[], next: (file: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...next(file));
  }
  return seen;
}

/** Every cycle of the graph (as its strongly connected components of more than one file, or a file importing itself). */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) if (edge.to) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; children: string[]; at: number }[] = [];
    const enter = (node: string) => {
      index.set(node, counter);
      low.set(node, counter++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, children: next.get(node) ?? [], at: 0 });
    };
    enter(start);
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.at < frame.children.length) {
        const child = frame.children[frame.at++];
        if (!index.has(child)) enter(child);
        else if (onStack.has(child)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1].node, Math.min(low.get(work[work.length - 1].node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && (next.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

export const isTestFile = (file: string) => /\.(test|spec|ssr\.test)\.tsx?$/.test(file) || file.startsWith('e2e/') || /\.testkit\.ts$|testFixtures\.ts$/.test(file);
