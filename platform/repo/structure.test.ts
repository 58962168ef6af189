/**
 * The repository's layout rules, enforced rather than remembered: workspaces meet
 * only through their packages' declared exports, each workspace names what it imports, no import cycle
 * exists anywhere, and the site's runtime code keeps no state in modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuiltin } from 'node:module';
import { declaredModules, importCycles, isTestFile, listSourceFiles, packageOf, preloadedModules, readImports, readWorkspaces, workspaceOf, type ImportEdge } from './importGraph';
import { loadingModule, reachableAtStart, startEntries, startOrderFiles, timersIn, variablesIn } from './startPath';
import { topLevelVariables } from './moduleState';
import { callsIn, settingsParsesOutsideReaders } from './settingsParsers';
import { documentFolder, htmlEditsIn, rendererFolder } from './htmlEdits';
import { floorsIn, foldersOf, sectionOf, sourceLines, tableRows, unnamed } from './documentMap';
import { importsUpward, platformFloors } from './platformFloors';
import { areaDefinitions } from '../registry/apps';


const root = path.resolve(import.meta.dirname, '..', '..');
const workspaces = readWorkspaces(root);
const files = listSourceFiles(root);
const edges: ImportEdge[] = files.flatMap((file) => readImports(root, file, workspaces));

describe('the import graph', () => {
  it('reads the whole repository', () => {
    // A guard on the reader itself: a layout change that hides most files from it would pass every rule below.
    for (const dir of ['platform', 'platform/releases', 'platform/prerender', 'shell', 'shared', 'supabase', 'e2e', 'bench', 'mf-news']) expect(files.some((file) => file.startsWith(`${dir}/`)), dir).toBe(true);
    expect(edges.filter((edge) => edge.viaPackage).length).toBeGreaterThan(100);
  });

  it('has no relative import that leaves its workspace', () => {
    const leaving = edges
      .filter((edge) => edge.specifier.startsWith('.'))
      .filter((edge) => !edge.to || workspaceOf(workspaces, edge.to).dir !== workspaceOf(workspaces, edge.from).dir)
      .map((edge) => `${edge.from} imports ${edge.specifier}${edge.to ? ` (${edge.to}: import it by its package's exports)` : ' (no such file)'}`);
    expect(leaving).toEqual([]);
  });

  it('resolves every import of a workspace package through its declared exports', () => {
    const unresolved = edges.filter((edge) => edge.viaPackage && !edge.to).map((edge) => `${edge.from} imports ${edge.specifier}, which its package does not export`);
    expect(unresolved).toEqual([]);
  });

  it('has every workspace name, in its package.json, the workspace packages it imports', () => {
    const undeclared = edges
      .filter((edge) => edge.viaPackage)
      .filter((edge) => {
        const importer = workspaceOf(workspaces, edge.from);
        return importer.name !== edge.viaPackage && !importer.declared.has(edge.viaPackage!);
      })
      .map((edge) => `${edge.from} imports ${edge.specifier}: add "${edge.viaPackage}" to ${workspaceOf(workspaces, edge.from).dir}/package.json`);
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(edges)).toEqual([]);
  });
});

/**
 * Seams inside platform: the site server runs in production and imports nothing of the development session; the
 * release work renders against a site it is given (the commands in cli/ find or serve one), never the server itself.
 * Their tests may stand up what they need.
 */
const platformSeams: { from: string; never: string; why: string }[] = [
  { from: 'platform/server/', never: 'platform/dev/', why: 'the production server imports nothing of the development session' },
  { from: 'platform/releases/', never: 'platform/server/', why: 'a release renders against the site it is given (platform/cli/releaseSite.ts finds or serves it)' },
  { from: 'platform/releases/store.ts', never: 'platform/prerender/', why: 'the release store takes its lock from the lock modules (infra/withLock.ts), not from the pages' },
];

/** The lock's atomic step: a file created only if absent (`wx`, O_EXCL) or a hard link (which fails if the name exists). */
const exclusiveCreate = /\bflag:\s*['"]wx\+?['"]|\bopen(?:Sync)?\([^)]*['"]wx\+?['"]|\bO_EXCL\b|\blink(?:Sync)?\(/;
const exclusiveCreatesIn = (file: string, text: string) =>
  text.split('\n').flatMap((line, i) => (exclusiveCreate.test(line) && !/^\s*(\/\/|\*)/.test(line) ? [`${file}:${i + 1}`] : []));
/** The lock between processes (the data directory's, a shared folder's holders, the writer locks) and the file made once. */
const lockModules = ['infra/lockRecord.ts', 'infra/dataDirLock.ts', 'infra/sharedDirectory.ts', 'infra/withLock.ts', 'infra/fileOnce.ts'];

describe('platform’s seams', () => {
  it.each(platformSeams)('$from imports nothing from $never', ({ from, never, why }) => {
    const crossing = edges
      .filter((edge) => edge.from.startsWith(from) && !/\.test\.tsx?$/.test(edge.from) && edge.to?.startsWith(never))
      .map((edge) => `${edge.from} imports ${edge.to}: ${why}`);
    expect(crossing).toEqual([]);
  });
});

describe('platform’s floors', () => {
  const codeEdges = edges.filter((edge) => !/\.test\.tsx?$/.test(edge.from));

  it('place every folder of platform/ once', () => {
    const placed = platformFloors.flat();
    expect([...placed].sort()).toEqual(foldersOf(path.join(root, 'platform')));
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('lean only down: no folder imports one on its floor or above it, so none imports one that imports it back', () => {
    expect(importsUpward(codeEdges)).toEqual([]);
    // A guard on the reader: the folders do import one another, downward.
    expect(codeEdges.filter((edge) => edge.from.startsWith('platform/server/') && edge.to?.startsWith('platform/canary/')).length).toBeGreaterThan(0);
  });

  it('refuse an import back up, an import between two folders of one floor, and one of a folder on no floor', () => {
    const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to });
    const floors = [['server'], ['canary', 'field'], ['releases']];
    const found = importsUpward(
      [edge('platform/server/a.ts', 'platform/canary/b.ts'), edge('platform/releases/c.ts', 'platform/canary/b.ts'), edge('platform/canary/b.ts', 'platform/field/d.ts'), edge('platform/new/e.ts', 'platform/releases/c.ts'), edge('platform/server/a.ts', 'platform/apps.ts'), edge('shell/f.ts', 'platform/canary/b.ts')],
      floors,
    );
    expect(found).toEqual(['platform/releases/c.ts -> platform/canary/b.ts (releases/ -> canary/)', 'platform/canary/b.ts -> platform/field/d.ts (canary/ -> field/)', 'platform/new/e.ts -> platform/releases/c.ts (new/ -> releases/)']);
  });
});

describe('the lock between processes', () => {
  it('is one implementation (infra/: lockRecord.ts and fileOnce.ts): no other code creates a file exclusively or hard-links one', () => {
    const elsewhere = files
      .filter((file) => !lockModules.includes(file) && !isTestFile(file) && /\.(ts|tsx|mts|mjs|js)$/.test(file))
      .flatMap((file) => exclusiveCreatesIn(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(elsewhere).toEqual([]);
    // A guard on the reader: the lock's own atomic steps are found.
    for (const file of ['infra/lockRecord.ts', 'infra/fileOnce.ts']) expect(exclusiveCreatesIn(file, fs.readFileSync(path.join(root, file), 'utf8')).length, file).toBeGreaterThan(0);
  });

  it('counts an exclusive create or a hard link, and not a symbolic link or a comment', () => {
    const text = ["fs.writeFileSync(f, s, { flag: 'wx' });", 'await fsp.link(a, b);', "fs.openSync(f, 'wx+');", 'fs.symlinkSync(a, b);', "// flag: 'wx' in a comment", "fs.writeFileSync(f, s, { flag: 'w' });"].join('\n');
    expect(exclusiveCreatesIn('x.ts', text)).toEqual(['x.ts:1', 'x.ts:2', 'x.ts:3']);
  });

  it('is what the release store, the pages folder and the data directory take', () => {
    const takers = ['platform/releases/store.ts', 'platform/prerender/pagesLock.ts', 'platform/server/pagesFolder.ts', 'platform/server/siteLocks.ts'];
    const viaPackage = (edge: ImportEdge) => lockModules.includes(edge.to ?? '') || (edge.to === 'supabase/server/index.ts' && /\b(lockDataDir|shareDataDir|withLock)\b/.test(fs.readFileSync(path.join(root, edge.from), 'utf8')));
    expect(takers.filter((file) => !edges.some((edge) => edge.from === file && viaPackage(edge)))).toEqual([]);
  });
});

describe('the start path', () => {
  const startPath = reachableAtStart(startEntries, edges);

  it('reaches the start-up and the app it renders, not what loads later', () => {
    expect(startPath).toEqual(expect.arrayContaining(['shell/src/bootstrap.tsx', 'shell/src/App.tsx', 'shell/src/document/pageLoader.ts', 'shared/src/loading/tasks.ts']));
    // The dialogs load on interaction, by import().
    expect(startPath).not.toContain('shell/src/dialogs/DialogHost.tsx');
  });

  it('carries no zod: the page checks the settings document by interpreting its generated JSON Schema (shared/src/settingsCheck.ts)', () => {
    expect(startPath).toContain('shared/src/settingsCheck.generated.ts');
    const zod = edges.filter((edge) => startPath.includes(edge.from) && !edge.typeOnly && /^zod(\/|$)/.test(edge.specifier)).map((edge) => `${edge.from} imports ${edge.specifier}`);
    expect(zod).toEqual([]);
  });

  it('hands values from step to step as constants: no let in the start’s own files', () => {
    expect(startPath).toEqual(expect.arrayContaining(startOrderFiles));
    const variables = startOrderFiles.flatMap((file) => variablesIn(file, fs.readFileSync(path.join(root, file), 'utf8')).map((found) => `${file}:${found}`));
    expect(variables).toEqual([]);
    expect(variablesIn('x.ts', 'let a: number | undefined;\nfunction f() { var b = 1; const c = 2; for (const d of []) {} }')).toEqual(['1: a', '2: b']);
  });

  it('sets no timer, idle callback or observer outside the loading module, where the start’s order is declared', () => {
    const elsewhere = startPath
      .filter((file) => !file.startsWith(loadingModule))
      .flatMap((file) => timersIn(file, fs.readFileSync(path.join(root, file), 'utf8')).map((timer) => `${file}:${timer}`));
    expect(elsewhere).toEqual([]);
  });
});

describe('the settings document', () => {
  it('is parsed only by its two readers: Node\'s (platform/settings/) and the page\'s (shared/src/settings.ts)', () => {
    expect(settingsParsesOutsideReaders(files, edges, (file) => fs.readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });

  it('counts a parser imported or called elsewhere', () => {
    const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, specifier: to, typeOnly });
    const sources: Record<string, string> = {
      'platform/server/x.ts': 'const parsed = parseSettingsDocument(raw);',
      'shell/src/y.ts': 'import type { SettingsDocument } from "shared/settingsCheck";',
      'shell/src/z.ts': 'const checked = settings.checkSettingsDocument(raw);',
    };
    const found = settingsParsesOutsideReaders(Object.keys(sources), [edge('platform/server/x.ts', 'platform/settings/schema.ts'), edge('shell/src/y.ts', 'shared/src/settingsCheck.ts', true), edge('shell/src/z.ts', 'shared/src/settingsCheck.generated.ts')], (file) => sources[file]!);
    expect(found).toEqual([
      'platform/server/x.ts imports platform/settings/schema.ts',
      'platform/server/x.ts:1 calls parseSettingsDocument',
      'shell/src/z.ts:1 calls checkSettingsDocument',
      'shell/src/z.ts imports shared/src/settingsCheck.generated.ts',
    ]);
    expect(callsIn('a.ts', '// parseSettingsDocument(raw) in a comment\nconst name = "parseSettingsDocument";', 'parseSettingsDocument')).toEqual([]);
  });
});

describe('the shell’s document', () => {
  it('is written from data and named slots, with React’s markup: no regular expression, nor a string searched or replaced, in its folder or the renderer’s', () => {
    const checked = files.filter((file) => (file.startsWith(documentFolder) || file.startsWith(rendererFolder)) && !isTestFile(file));
    expect(checked).toEqual(expect.arrayContaining([`${documentFolder}shellDocument.ts`, `${documentFolder}prerenderedPage.ts`, `${rendererFolder}renderer.tsx`]));
    const edits = checked.flatMap((file) => htmlEditsIn(file, fs.readFileSync(path.join(root, file), 'utf8')).map((edit) => `${file}:${edit}`));
    expect(edits).toEqual([]);
  });
});

describe('htmlEditsIn', () => {
  it('finds regular expressions, RegExp, and replace, replaceAll, match, matchAll and search calls', () => {
    const text = [
      "html.replace('</head>', tags);",
      'const tag = /<script[^>]*>/g;',
      "const made = new RegExp(`${name}=`), bare = RegExp('x');",
      "markup.replaceAll(origin, ''); html.match(tag); html.matchAll(tag); html.search(tag);",
      "// html.replace in a comment, a split on a space and a name that only contains one:",
      "files.split(' '); replacement(html); const replace = 'x';",
    ].join('\n');
    expect(htmlEditsIn('sample.ts', text)).toEqual(['1: .replace()', '2: /<script[^>]*>/g', '3: RegExp', '3: RegExp', '4: .replaceAll()', '4: .match()', '4: .matchAll()', '4: .search()']);
  });
});

describe('timersIn', () => {
  it('finds timers, idle callbacks, microtasks and observers, called bare or on window', () => {
    const text = [
      'setTimeout(run);',
      'window.requestIdleCallback(run);',
      'const observer = new IntersectionObserver(run);',
      'queueMicrotask(run);',
      '// setTimeout in a comment, and a name that only contains one:',
      'mySetTimeout(run); new Observers();',
    ].join('\n');
    expect(timersIn('sample.ts', text)).toEqual(['1: setTimeout', '2: requestIdleCallback', '3: new IntersectionObserver', '4: queueMicrotask']);
  });
});

/** The site's runtime code: what runs in a tab, in a render, in the site server, the job and the dev session. */
const runtimeCode = (file: string) => /^(shell\/src|shared\/src|platform)\//.test(file) && !isTestFile(file);

/**
 * Tab-wide stores the areas reach through the shared singleton as plain functions (`openDialog('demo')`, the
 * page-view report): browser state of the one tab a realm is, never written while a page renders (a render's
 * snapshot of the dialog store is always "none"; the report returns outside a browser). They stay plain
 * functions because released areas call them so: `shared` is one singleton for every live release, and a hook
 * in their place would break every area built before it.
 */
const tabStores = new Set(['shared/src/dialogs.ts', 'shared/src/analytics.ts']);

describe('module state', () => {
  it('is absent from the runtime code: no top-level let or var, nor a Map or Set the module writes (a tab or a render has a runtime object of its own)', () => {
    const checked = files.filter(runtimeCode);
    expect(checked.length).toBeGreaterThan(150);
    const found = checked
      .filter((file) => !tabStores.has(file))
      .flatMap((file) =>
        topLevelVariables(file, fs.readFileSync(path.join(root, file), 'utf8')).map(
          ({ line, kind, names }) => `${file}:${line}: top-level ${kind} ${names.join(', ')} (state of a tab or a render belongs in its runtime object: shell/src/runtime.tsx)`,
        ),
      );
    expect(found).toEqual([]);
  });
});

describe('topLevelVariables', () => {
  it('finds a top-level let or var, and not a const, a let inside a function or a block-scoped loop variable', () => {
    const text = [
      'let count = 0;',
      'export var seen: string[] = [], other = 1;',
      'const memo = new Map();',
      'function f() { let inner = 1; return inner; }',
      'for (let index = 0; index < 2; index += 1) f();',
      'declare let __webpack_public_path__: string;',
    ].join('\n');
    expect(topLevelVariables('x.ts', text)).toEqual([
      { line: 1, kind: 'let', names: ['count'] },
      { line: 2, kind: 'var', names: ['seen', 'other'] },
    ]);
  });

  it('finds a top-level Map or Set the module writes to, and not one it only reads nor a WeakMap or WeakSet', () => {
    const text = [
      'const unsent = new Map<string, string>();',
      'export const listeners = new Set<() => void>() as Set<() => void>;',
      "const labels = new Map([['a', 'A']]);",
      'const seen = new WeakSet<object>();',
      'const local = () => { const inner = new Map(); inner.set(1, 2); };',
      "export function keep(value: string) { unsent.set(value, value); listeners.clear(); seen.add({}); return labels.get('a'); }",
    ].join('\n');
    expect(topLevelVariables('x.ts', text)).toEqual([
      { line: 1, kind: 'collection', names: ['unsent'] },
      { line: 2, kind: 'collection', names: ['listeners'] },
    ]);
  });
});

describe('dependencies', () => {
  it('are pinned to exact versions in every workspace (CONTRIBUTING: "exact versions only")', () => {
    const ranged = readWorkspaces(root).flatMap((workspace) =>
      Object.entries(workspace.versions)
        .filter(([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
        .map(([name, version]) => `${workspace.dir}/package.json: ${name} ${version}`),
    );
    expect(ranged).toEqual([]);
  });
});

describe('the packages a workspace imports', () => {
  // Vitest runs every workspace's tests from the root (vitest.config.ts): a test helper anywhere may import it.
  const rootTestRunner = 'vitest';
  const aliases = declaredModules(root);
  const imported = edges
    .filter((edge) => !edge.specifier.startsWith('.') && !edge.viaPackage && !isBuiltin(edge.specifier))
    .map((edge) => ({ ...edge, name: packageOf(edge.specifier), workspace: workspaceOf(workspaces, edge.from) }))
    .filter((edge) => !aliases.has(edge.name));

  it('reads imports of npm packages in every kind of workspace', () => {
    // A guard on the rule below: a reader that missed them would pass it.
    for (const name of ['react', 'mrmime', 'undici', 'pg', '@playwright/test']) expect(imported.some((edge) => edge.name === name), name).toBe(true);
    // …and the modules Node preloads for a script started with `--import`, in TypeScript and in `.mjs` files.
    const preloads = imported.filter((edge) => edge.preload && edge.name === 'tsx').map((edge) => edge.from);
    expect(preloads).toEqual(expect.arrayContaining(['platform/prerender/runner.ts', 'platform/dev/rerenders.ts']));
    expect(imported.some((edge) => edge.from === 'supabase/server/database/databaseWorker.mjs' && edge.specifier === 'tsx/esm/api')).toBe(true);
  });

  it('are declared in the package.json of the workspace whose code imports them, not borrowed from another', () => {
    const undeclared = imported
      .filter((edge) => !isTestFile(edge.from) && !(edge.name === rootTestRunner && edge.workspace.dir !== '.' && workspaces[0].declared.has(rootTestRunner)))
      .filter((edge) => !edge.workspace.declared.has(edge.name))
      .map((edge) => `${edge.from} imports ${edge.specifier}: declare "${edge.name}" in ${edge.workspace.dir}/package.json`);
    expect([...new Set(undeclared)]).toEqual([]);
  });

  // The processes of a production site (`npm run serve`): the server, its prerender job and the job's render
  // workers, and the database's worker thread (its entry loads tsx itself).
  const siteProcesses = ['platform/server/site.ts', 'platform/prerender/job.ts', 'platform/prerender/renderWorker.ts', 'supabase/server/database/databaseWorker.mjs'];

  it('are, for what the site’s processes load, run-time dependencies: a build-time package stays out of them', () => {
    const loaded = new Set(reachableAtStart(siteProcesses, edges));
    expect(loaded.size).toBeGreaterThan(50);
    const buildTime = imported
      .filter((edge) => loaded.has(edge.from) && !edge.typeOnly && !edge.workspace.runtime.has(edge.name))
      .map((edge) => `${edge.from} imports ${edge.specifier}, which ${edge.workspace.dir}/package.json lists in devDependencies or not at all`);
    expect([...new Set(buildTime)]).toEqual([]);
  });
});

describe('the map of the repository', () => {
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  const platformFolders = foldersOf(path.join(root, 'platform'));
  const workspaceDirs = workspaces.filter((workspace) => workspace.dir !== '.').map((workspace) => workspace.dir);
  const areaWorkspaces: readonly string[] = areaDefinitions.map((area) => area.workspace);
  const rowOf = (rows: string[][], first: string) => rows.find((cells) => cells[0] === first)?.join(' | ') ?? '';

  it('reads the folders and workspaces it checks', () => {
    expect(platformFolders).toEqual(expect.arrayContaining(['canary', 'cli', 'edge', 'field', 'files', 'repo', 'server', 'settings']));
    expect(workspaceDirs).toEqual(expect.arrayContaining(['platform', 'shared', 'shell', 'mf-news', 'supabase', 'bench', 'e2e']));
  });

  it("platform/README.md lists platform/'s floors as the structure test holds them (platformFloors.ts)", () => {
    expect(floorsIn(sectionOf(read('platform/README.md'), 'Floors'))).toEqual(platformFloors);
    expect(floorsIn('1. `edge/`, `dev/`: what serves `x/`\n- `no/`\n2. `cli/`: the `y/`')).toEqual([['edge', 'dev'], ['cli']]);
  });

  it('platform/README.md has a row for every folder of platform/', () => {
    const firsts = tableRows(read('platform/README.md')).map((cells) => cells[0]);
    expect(platformFolders.filter((folder) => !firsts.includes(`\`${folder}/\``))).toEqual([]);
  });

  it("the README's layout has a row for every workspace, and its platform row names every folder of platform/", () => {
    const rows = tableRows(sectionOf(read('README.md'), 'Layout'));
    const firsts = rows.map((cells) => cells[0]);
    expect(workspaceDirs.filter((dir) => !firsts.includes(`\`${dir}/\``))).toEqual([]);
    expect(unnamed(rowOf(rows, '`platform/`'), platformFolders, 'platform/')).toEqual([]);
  });

  it('CONTRIBUTING\'s "where code goes" names every workspace but the areas (its first row is any area\'s) and every folder of platform/', () => {
    const rows = tableRows(sectionOf(read('CONTRIBUTING.md'), 'Where code goes'));
    expect(rows.length).toBeGreaterThan(5);
    const where = rows.map((cells) => cells[1]).join('\n');
    expect(unnamed(where, workspaceDirs.filter((dir) => !areaWorkspaces.includes(dir)))).toEqual([]);
    const platformRow = rows.find((cells) => cells[1]!.startsWith('`platform/`'))?.join(' | ') ?? '';
    expect(unnamed(platformRow, platformFolders)).toEqual([]);
  });

  it('CONTRIBUTING tells a new area to copy the smallest area, by lines of source', () => {
    const named = /copy the smallest, `([\w-]+)`/.exec(read('CONTRIBUTING.md'))?.[1];
    const bySize = areaWorkspaces.map((dir) => ({ dir, lines: sourceLines(path.join(root, dir, 'src')) })).sort((a, b) => a.lines - b.lines);
    expect(named).toBe(bySize[0]!.dir);
  });
});

describe('the release-version pattern', () => {
  // A uuid's last group (`-[0-9a-f]{12}`) is another thing of the same shape.
  const written = /(?<!-)\[0-9a-f\]\{12\}/;
  const owner = 'shared/src/releaseVersion.ts';
  const generated = 'shared/src/settingsCheck.generated.ts';

  it(`is written once, in ${owner}: the schema, the store, the servers, nginx's script, the beacon and the page import it`, () => {
    const writing = files.filter((file) => !isTestFile(file) && written.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(writing.sort()).toEqual([owner, generated].sort());
  });

  it('finds the pattern in a regular expression and in a string, and not a uuid\'s last group', () => {
    expect(['const v = /^[0-9a-f]{12}$/;', "new RegExp('([0-9a-f]{12})')", 'const uuid = /-[0-9a-f]{12}$/;'].map((text) => written.test(text))).toEqual([true, true, false]);
  });
});

describe('the names of types', () => {
  const exportedType = /\bexport\s+(?:declare\s+)?(?:type|interface|class|enum)\s+(\w+)/g;
  const importList = /\bimport\s+(?:type\s+)?\{([^}]*)\}\s+from/g;
  /** Each `A as B` of a file's import lists where B is the name of a type exported elsewhere. */
  const misnamed = (text: string, typeNames: ReadonlySet<string>) =>
    [...text.matchAll(importList)].flatMap(([, list]) =>
      list!.split(',').flatMap((part) => {
        const alias = /^\s*(?:type\s+)?(\w+)\s+as\s+(\w+)\s*$/.exec(part);
        return alias && alias[1] !== alias[2] && typeNames.has(alias[2]!) ? [`${alias[1]} as ${alias[2]}`] : [];
      }),
    );

  it("are not lent: no import gives one type the name of another type of its workspace", () => {
    const texts = files.filter((file) => !isTestFile(file)).map((file) => ({ file, workspace: workspaceOf(workspaces, file).dir, text: fs.readFileSync(path.join(root, file), 'utf8') }));
    const typeNamesOf = new Map<string, Set<string>>();
    for (const { workspace, text } of texts) for (const [, name] of text.matchAll(exportedType)) typeNamesOf.set(workspace, (typeNamesOf.get(workspace) ?? new Set()).add(name!));
    expect(typeNamesOf.get('shared')).toContain('AreaRelease');
    // The settings document's types are the page's (shared) and Node's (platform re-exports them): one vocabulary.
    const namesFor = (workspace: string) => new Set([...(typeNamesOf.get(workspace) ?? []), ...(typeNamesOf.get('shared') ?? [])]);
    expect(texts.flatMap(({ file, workspace, text }) => misnamed(text, namesFor(workspace)).map((alias) => `${file}: ${alias}`))).toEqual([]);
  });

  it('finds an alias to another type\'s name, and not a rename to a new name', () => {
    const names = new Set(['AreaRelease', 'AreaEntry']);
    const text = "import type { AreaEntry as AreaRelease, SettingsDocument } from 'x';\nimport { type Foo as Bar, baz as qux } from 'y';";
    expect(misnamed(text, names)).toEqual(['AreaEntry as AreaRelease']);
  });
});

describe('the map readers', () => {
  const doc = ['# Doc', '## Layout', '| folder | role |', '|---|---|', '| `a/` | the `a/x.ts` and `platform/b/` |', '| `c/` | c |', '## Next', '| `d/` | d |'].join('\n');

  it('read the rows of a section, not its header nor the next section', () => {
    expect(tableRows(sectionOf(doc, 'Layout')).map((cells) => cells[0])).toEqual(['`a/`', '`c/`']);
    expect(sectionOf(doc, 'Absent')).toBe('');
  });

  it('find the names a text leaves out, as code, alone or as the start of a path', () => {
    expect(unnamed('the `a/x.ts` and `platform/b/`', ['a', 'b', 'x'])).toEqual(['b', 'x']);
    expect(unnamed('the `a/x.ts` and `platform/b/`', ['a', 'b'], 'platform/')).toEqual(['a']);
    expect(unnamed('a plain a/ and b', ['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('preloadedModules', () => {
  it('reads what --import, --require and --loader preload, in argument lists and command lines, not in comments', () => {
    const text = [
      "export const args = ['--no-warnings', '--import', 'tsx', script];",
      "spawn(node, ['--require', 'dotenv/config', '--loader', '@scope/loader/esm']);",
      "const execArgv = ['--import=tsx/esm'];",
      'const command = `node --import source-map-support/register ${file}`;',
      "// run with --import commented-out, or ['--import', 'also-commented']",
      "const local = ['--import', './hooks.mjs'];",
      "const notAnOption = ['--imports', 'x', '--import-map', 'y'];",
    ].join('\n');
    expect(preloadedModules('x.ts', text).sort()).toEqual(['@scope/loader/esm', 'dotenv/config', 'source-map-support/register', 'tsx', 'tsx/esm']);
  });
});

describe('importCycles', () => {
  it('finds a loop of three files and a file importing itself, and nothing in a tree', () => {
    const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to });
    expect(importCycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([['a', 'b', 'c']]);
    expect(importCycles([edge('x', 'x')])).toEqual([['x']]);
    expect(importCycles([edge('a', 'b'), edge('a', 'c'), edge('b', 'c')])).toEqual([]);
  });
});
