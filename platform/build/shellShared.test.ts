import path from 'node:path';
import { expect, test } from 'vitest';
import { repoRoot } from './paths';
import { shellSharedFiles } from './shellShared';

test('the shell’s reach in `shared`: what its start and its pages import, eagerly or not, and nothing only areas import', () => {
  const reached = [...shellSharedFiles()].map((file) => path.relative(repoRoot, file));
  expect(reached).toEqual(expect.arrayContaining(['shared/src/loading/tasks.ts', 'shared/src/ui/Button.tsx', 'shared/src/ui/StatsStrip.tsx', 'shared/src/leads.ts']));
  expect(reached).not.toContain('shared/src/ui/Badge.tsx');
  expect(reached).not.toContain('shared/src/sectionSpy.ts');
  expect(reached.every((file) => file.startsWith('shared/src/'))).toBe(true);
});
