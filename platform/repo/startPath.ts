/**
 * The start path: the files a page's start runs — the page loader, the shell's entry and its start chunk, with
 * everything they import statically or eagerly (`webpackMode: "eager"`), not what loads later by `import()`.
 * Its timers, observers and idle callbacks belong to the loading module (shared/src/loading), where the start's
 * order is declared; the structure test (structure.test.ts) holds the rest of the path to that.
 */
import ts from 'typescript';
import { calledName, findInSource } from './findInSource';
import { reachable, type ImportEdge } from './importGraph';

/** Where a page starts: the inline page loader, the shell's entry, and the start chunk the entry loads. */
export const startEntries = ['shell/src/document/pageLoaderEntry.ts', 'shell/src/index.ts', 'shell/src/startChunk.ts'];

/**
 * The start's own files: the order (the entry lists every step), the start chunk's modules and the page's steps.
 * Each step hands the next what it needs as a constant, never through a `let` assigned in one step and read in another.
 */
export const startOrderFiles = ['shell/src/document/pageLoader.ts', 'shell/src/index.ts', 'shell/src/startChunk.ts', 'shell/src/bootstrap.tsx'];

/** Each `let` or `var` in the source, at any depth, as `line: names`. */
export const variablesIn = (fileName: string, text: string): string[] =>
  findInSource(fileName, text, (node, source) =>
    ts.isVariableDeclarationList(node) && !(node.flags & (ts.NodeFlags.Const | ts.NodeFlags.Using)) ? node.declarations.map((declaration) => declaration.name.getText(source)).join(', ') : undefined,
  );

/** Where the start's timers and observers are declared. */
export const loadingModule = 'shared/src/loading/';

/** The files reachable from `entries` through imports that load with their importer. */
export function reachableAtStart(entries: readonly string[], edges: readonly ImportEdge[]): string[] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    if (!edge.to || edge.typeOnly || (edge.dynamic && !edge.eager)) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  return [...reachable(entries, (file) => next.get(file) ?? [])].sort();
}

const schedulers = new Set(['setTimeout', 'setInterval', 'requestIdleCallback', 'requestAnimationFrame', 'queueMicrotask']);

/** Each timer, idle callback, microtask or observer (`new …Observer`) the source sets, as `line: what`. */
export const timersIn = (fileName: string, text: string): string[] =>
  findInSource(fileName, text, (node) => {
    const called = calledName(node);
    if (called !== undefined && schedulers.has(called)) return called;
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text.endsWith('Observer')) return `new ${node.expression.text}`;
    return undefined;
  });
