/** The structure test's walk over one source file: each node `describe` names, as `line: what`. */
import ts from 'typescript';

export function findInSource(fileName: string, text: string, describe: (node: ts.Node, source: ts.SourceFile) => string | undefined): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const what = describe(node, source);
    if (what !== undefined) found.push(`${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
