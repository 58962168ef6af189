/**
 * Edits of HTML text: regular expressions and the string methods that search or replace with them. The shell's
 * document is written from data and its template's named slots (shell/src/document/shellDocument.ts), and the
 * renderer's markup is React's, its URLs made by the code that renders them (a remote's asset URLs by the remote:
 * platform/build/ssrPublicPath.ts), so neither folder has any: a replace that finds nothing does nothing, silently,
 * and a pattern misses the case it did not foresee.
 */
import ts from 'typescript';
import { findInSource } from './findInSource';

/** The folder that writes the shell's document. */
export const documentFolder = 'shell/src/document/';
/** The renderer's folder: it puts React's markup of each page into that document. */
export const rendererFolder = 'shell/src/server/';

const textEdits = new Set(['replace', 'replaceAll', 'match', 'matchAll', 'search']);

/** Each regular expression, `RegExp` or searching/replacing string method in the source, as `line: what`. */
export const htmlEditsIn = (fileName: string, text: string): string[] =>
  findInSource(fileName, text, (node, source) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) return node.getText(source);
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') return 'RegExp';
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && textEdits.has(node.expression.name.text)) return `.${node.expression.name.text}()`;
    return undefined;
  });
