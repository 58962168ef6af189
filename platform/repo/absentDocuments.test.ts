import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSourceFiles } from './importGraph';
import { citationsOfAbsentDocuments, citingFile } from './absentDocuments';

const root = path.resolve(import.meta.dirname, '..', '..');
const files = listSourceFiles(root, citingFile);
/** The absent documents' names, spelled at run time so that this file does not cite them itself. */
const spec = 'spec'.toUpperCase();
const design = 'design'.toUpperCase();
/** The tracker's word, joined at run time for the same reason. */
const issue = ['is', 'sue'].join('');

describe('the repository', () => {
  it('cites no document it does not hold: comments, test titles and docs say the behaviour itself', () => {
    // A guard on the walk: it reads the docs, styles and schema, not only TypeScript.
    for (const file of ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md', 'shared/README.md', 'supabase/migrations/20261122100000_blog_posts.sql']) expect(files, file).toContain(file);
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    const found = files.flatMap((file) =>
      citationsOfAbsentDocuments(fs.readFileSync(path.join(root, file), 'utf8')).map(({ line, text }) => `${file}:${line}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});

describe('citationsOfAbsentDocuments', () => {
  it('finds the specification and design notes by name, by file name and by section', () => {
    const text = [
      `/** A failed read is tried again three times (${spec} §9). */`,
      `// as ${spec} says`,
      `it('has every ${spec} anchor', () => {});`,
      `See ${design}.md for the layers.`,
      `<!-- ${design} §4 -->`,
      `/* ${spec.toLowerCase()} §2 */`,
      `(${spec}'s three forms)`,
    ].join('\n');
    expect(citationsOfAbsentDocuments(text).map((citation) => citation.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('finds an issue of the tracker cited by its number, alone, with its item, possessive, plural or as #N', () => {
    const text = [
      `/** A damaged file costs only itself (${issue} 22, item 6). */`,
      `// ${issue[0]!.toUpperCase()}${issue.slice(1)} 13: one federation runtime per page.`,
      `(see ${issue} 13's note)`,
      `## Prerendering at 10,000 posts (${issue}s 10 and 21)`,
      `Fixed in ${issue} #4.`,
      `the same rule (#${22})`,
    ].join('\n');
    expect(citationsOfAbsentDocuments(text).map((citation) => citation.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('leaves RFC sections, Playwright spec files, variables named spec, counts of issues and ordinary words alone', () => {
    const text = [
      '// Byte ranges per RFC 9110 §14.2',
      "import { test } from './fixtures'; // tests/news.spec.ts",
      'const spec = { usage: "npm run x" };',
      'const specAnchors = [];',
      '// The design of the tab bar: sticky, below the header.',
      `// ${spec}TACULAR and ${design}ER are other words`,
      "hours: 'Urgent issues 24/7'",
      '// show the issue to the maintainers',
      "'&#39;' and color: '#222'",
    ].join('\n');
    expect(citationsOfAbsentDocuments(text)).toEqual([]);
  });
});
