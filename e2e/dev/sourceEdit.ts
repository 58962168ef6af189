/** Edits a source file for one test and puts it back afterwards (the dev servers rebuild on both). */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export function editSource(file: string, from: string, to: string): { restore(): void } {
  const absolute = path.join(root, file);
  const original = fs.readFileSync(absolute, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update the test.`);
  fs.writeFileSync(absolute, original.replace(from, to));
  return { restore: () => fs.writeFileSync(absolute, original) };
}
