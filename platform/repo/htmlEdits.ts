/**
 * Edits of HTML text: regular expressions and the string methods that search or replace with them. The shell's
 * document is written from data and its template's named slots (shell/src/document/shellDocument.ts), so its
 * folder has none: a replace that finds nothing does nothing, silently, and a pattern misses the case it did
 * not foresee.
 */
import ts from 'typescript';

/** The folder that writes the shell's document. */
export const documentFolder = 'shell/src/document/';

const textEdits = new Set(['replace', 'replaceAll', 'match', 'matchAll', 'search']);

/** Each regular expression, `RegExp` or searching/replacing string method in the source, as `line: what`. */
export function htmlEditsIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push(`${at(node)}: ${node.getText(source)}`);
    else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') found.push(`${at(node)}: RegExp`);
    else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && textEdits.has(node.expression.name.text)) found.push(`${at(node)}: .${node.expression.name.text}()`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
