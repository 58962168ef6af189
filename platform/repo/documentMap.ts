/**
 * The documents that map the repository (the README's layout, CONTRIBUTING's "where code goes", platform/README.md)
 * read as the structure test checks them against the tree: each folder of `platform/` and each workspace has its
 * row, so a folder added without one fails the test rather than going unmapped.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The lines under the Markdown heading whose text is `heading` (any level), up to the next heading of that level or higher. */
export function sectionOf(text: string, heading: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^#+\s/.test(line) && line.replace(/^#+\s+/, '').trim() === heading);
  if (start === -1) return '';
  const level = /^#+/.exec(lines[start]!)![0].length;
  const end = lines.findIndex((line, index) => index > start && /^#+\s/.test(line) && /^#+/.exec(line)![0].length <= level);
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

/** Each body row of the Markdown tables in `text` (not a header row, which its separator row follows), as its cells. */
export function tableRows(text: string): string[][] {
  const lines = text.split('\n');
  const separator = (line = '') => /^\|[\s|:-]+\|$/.test(line);
  return lines
    .filter((line, index) => line.startsWith('|') && !separator(line) && !separator(lines[index + 1]))
    .map((row) => row.slice(1, row.endsWith('|') ? -1 : undefined).split('|').map((cell) => cell.trim()));
}

/** The floors a numbered list names, in its order: each item's folders in backticks (`` `edge/`, `dev/` ``) before its first colon. */
export function floorsIn(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => /^\d+\.\s/.test(line))
    .map((line) => [...line.split(':')[0]!.matchAll(/`([\w-]+)\/`/g)].map((match) => match[1]!));
}

/** The folders of `dir` (not hidden, not node_modules), sorted. */
export const foldersOf = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .sort();

/** The names of `wanted` that `text` does not name as code (`` `name` ``, `` `name/` `` or a path in backticks starting so). */
export function unnamed(text: string, wanted: readonly string[], prefix = ''): string[] {
  return wanted.filter((name) => !new RegExp(`\`${escape(prefix + name)}(?:/[^\`]*)?\``).test(text));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lines of the non-test TypeScript of a workspace's `src/`: what "the smallest area" is measured by. */
export function sourceLines(dir: string): number {
  let lines = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.(test|spec|ssr\.test)\.tsx?$/.test(entry.name)) continue;
    lines += fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8').split('\n').length;
  }
  return lines;
}
