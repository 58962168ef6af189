/**
 * Module state, read from the source: a top-level `let` or `var` is a value every render and every tab of a JS
 * realm share. The structure test (structure.test.ts) refuses it in the site's runtime code, where each tab and
 * each render has a runtime object of its own instead (shell/src/runtime.tsx, shared/src/runtime.ts).
 */
import ts from 'typescript';

export interface TopLevelVariable {
  line: number;
  kind: 'let' | 'var';
  names: string[];
}

/** The top-level `let` and `var` declarations of a TypeScript source text. */
export function topLevelVariables(fileName: string, text: string): TopLevelVariable[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return source.statements.filter(ts.isVariableStatement).flatMap((statement) => {
    const { flags } = statement.declarationList;
    // `declare let x` only types a variable the bundler provides (__webpack_public_path__): no state of its own.
    if (statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword)) return [];
    if (flags & (ts.NodeFlags.Const | ts.NodeFlags.Using | ts.NodeFlags.AwaitUsing)) return [];
    const kind = flags & ts.NodeFlags.Let ? 'let' : 'var';
    const names = statement.declarationList.declarations.map((declaration) => declaration.name.getText(source));
    return [{ line: source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1, kind, names }];
  });
}
