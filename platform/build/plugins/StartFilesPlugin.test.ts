import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSourceFiles, readImports, readWorkspaces } from '../../repo/importGraph';
import { reachableAtStart, startEntries } from '../../repo/startPath';
import { repoRoot } from '../paths';
import { frameworkChunks, pageSharedModules } from './StartFilesPlugin';

const workspaces = readWorkspaces(repoRoot);
const edges = listSourceFiles(repoRoot).flatMap((file) => readImports(repoRoot, file, workspaces));
const pageShared = listSourceFiles(repoRoot).filter((file) => pageSharedModules.test(path.join(repoRoot, file)));

describe('the shared blocks apart from the start’s `shared` file', () => {
  it('names files that exist, and only blocks of `shared`', () => {
    expect(pageShared.sort()).toEqual(['shared/src/marketingFigures.ts', 'shared/src/ui/CallToAction.tsx']);
  });

  it('are reached neither by the start nor by the news list’s page, which would load their file at once', () => {
    const reached = new Set(reachableAtStart([...startEntries, 'mf-news/src/pages/NewsPage.tsx'], edges));
    expect(pageShared.filter((file) => reached.has(file))).toEqual([]);
    // What the test reads: the start reaches `shared`'s start modules, the news list its skeleton cards.
    expect(reached).toContain('shared/src/loading/policies.ts');
    expect(reached).toContain('shared/src/ui/NewsCardSkeleton.tsx');
  });

  it('would be in `shared` without their own chunk (the start chunk’s test matches them too)', () => {
    for (const file of pageShared) expect(frameworkChunks.shared.test(path.join(repoRoot, file)), file).toBe(true);
  });
});
