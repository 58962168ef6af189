/** Edits a source file for one test and puts it back afterwards (the dev servers rebuild on both). */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Replaces the file's contents in one step, as editors save: written beside it, then renamed over it. A write in
 * place truncates first, and a watcher that reads the file in between compiles an empty module (the shell then
 * finds the edited module exports no component, cannot refresh it, and reloads the page).
 */
function replaceContents(file: string, contents: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

export function editSource(file: string, from: string, to: string): { restore(): void } {
  const absolute = path.join(root, file);
  const original = fs.readFileSync(absolute, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update the test.`);
  replaceContents(absolute, original.replace(from, to));
  return { restore: () => replaceContents(absolute, original) };
}
