/** The structure test's one walk over a source file: its readers say what they look for, as `describe` callbacks. */
import ts from 'typescript';

/** A TypeScript source text, parsed as its file name says (TSX for `.tsx`). */
export const parseSource = (fileName: string, text: string) =>
  ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** The line (from 1) a node starts on. */
export const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** Each node, at any depth, that `describe` names, with its line. */
export function nodesIn(source: ts.SourceFile, describe: (node: ts.Node, source: ts.SourceFile) => string | undefined): { line: number; what: string }[] {
  const found: { line: number; what: string }[] = [];
  const visit = (node: ts.Node) => {
    const what = describe(node, source);
    if (what !== undefined) found.push({ line: lineOf(source, node), what });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each node of a source text that `describe` names, as `line: what`. */
export const findInSource = (fileName: string, text: string, describe: (node: ts.Node, source: ts.SourceFile) => string | undefined): string[] =>
  nodesIn(parseSource(fileName, text), describe).map(({ line, what }) => `${line}: ${what}`);

/** The name a call calls, bare (`f(…)`) or as a property (`x.f(…)`); undefined for any other node. */
export const calledName = (node: ts.Node): string | undefined => {
  if (!ts.isCallExpression(node)) return undefined;
  const callee = node.expression;
  return ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
};
