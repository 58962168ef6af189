/**
 * Module state, read from the source: a top-level `let` or `var`, or a top-level Map or Set the module writes to,
 * is a value every render and every tab of a JS realm share. The structure test (structure.test.ts) refuses it in the site's runtime code, where each tab and
 * each render has a runtime object of its own instead (shell/src/runtime.tsx, shared/src/runtime.ts).
 */
import ts from 'typescript';
import { lineOf, nodesIn, parseSource } from './findInSource';

export interface TopLevelVariable {
  line: number;
  kind: 'let' | 'var' | 'collection';
  names: string[];
}

/** Collections whose contents are the module's state; a WeakMap/WeakSet is state of the object it keys instead. */
const collections = new Set(['Map', 'Set']);
const writes = new Set(['set', 'add', 'delete', 'clear']);

/**
 * The top-level `let` and `var` declarations of a TypeScript source text, and its top-level `const` Map or Set
 * the module writes to (`.set`, `.add`, `.delete`, `.clear` anywhere in it): a table built once and only read
 * is code, not state.
 */
export function topLevelVariables(fileName: string, text: string): TopLevelVariable[] {
  const source = parseSource(fileName, text);
  const written = new Set(nodesIn(source, writtenName).map(({ what }) => what));
  return source.statements.filter(ts.isVariableStatement).flatMap((statement): TopLevelVariable[] => {
    const { flags } = statement.declarationList;
    // `declare let x` only types a variable the bundler provides (__webpack_public_path__): no state of its own.
    if (statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword)) return [];
    if (flags & ts.NodeFlags.Const) {
      const names = statement.declarationList.declarations
        .filter(({ name, initializer }) => ts.isIdentifier(name) && written.has(name.text) && isNewCollection(initializer))
        .map(({ name }) => name.getText(source));
      return names.length ? [{ line: lineOf(source, statement), kind: 'collection', names }] : [];
    }
    if (flags & (ts.NodeFlags.Using | ts.NodeFlags.AwaitUsing)) return [];
    const kind = flags & ts.NodeFlags.Let ? 'let' : 'var';
    const names = statement.declarationList.declarations.map((declaration) => declaration.name.getText(source));
    return [{ line: lineOf(source, statement), kind, names }];
  });
}

function isNewCollection(initializer: ts.Expression | undefined): boolean {
  while (initializer && (ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer) || ts.isParenthesizedExpression(initializer))) initializer = initializer.expression;
  return !!initializer && ts.isNewExpression(initializer) && ts.isIdentifier(initializer.expression) && collections.has(initializer.expression.text);
}

/** `x` when the node is `x.set(…)`, `x.add(…)`, `x.delete(…)` or `x.clear()`. */
const writtenName = (node: ts.Node): string | undefined =>
  ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && writes.has(node.expression.name.text)
    ? node.expression.expression.text
    : undefined;
