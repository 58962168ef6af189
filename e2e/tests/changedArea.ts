/** An area (or the shell) built from a copy of its sources with changes: another release of it, as its team would build it. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { port } from '../playwright.config';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * A build of an area from a copy of its sources with each of `changes` made to its file (a path in the area's
 * folder): the same area in another release, as its team would build it (`variant` names the copy when a test
 * builds several). Each change must change its file.
 */
export function buildChangedArea(area: 'support' | 'legal' | 'news' | 'shell', changes: Record<string, (text: string) => string>, variant = ''): string {
  // Beside the workspaces, so the sources' relative paths (the shared kit's styles) resolve as in the real one.
  const copy = path.join(root, `.e2e-workspace-${area}-${port}${variant ? `-${variant}` : ''}`);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(root, area === 'shell' ? 'shell' : `mf-${area}`), copy, { recursive: true, filter: (source) => !/[\\/](dist|node_modules)$/.test(source) });
  for (const [file, change] of Object.entries(changes)) {
    const changed = path.join(copy, file);
    const before = fs.readFileSync(changed, 'utf8');
    const after = change(before);
    expect(after, file).not.toBe(before);
    fs.writeFileSync(changed, after);
  }
  fs.writeFileSync(
    path.join(copy, 'rspack.config.ts'),
    area === 'shell'
      ? `import { createAppConfig } from 'platform/build';\nimport { shellDefinition } from 'platform/registry/apps';\n\nexport default createAppConfig({ dir: __dirname, app: shellDefinition });\n`
      : `import { createAppConfig } from 'platform/build';\nimport { areaDefinition } from 'platform/registry/apps';\n\nexport default createAppConfig({ dir: __dirname, app: areaDefinition('${area}') });\n`,
  );
  execFileSync(process.execPath, [path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'production', NODE_NO_WARNINGS: '1' },
    stdio: 'ignore',
  });
  return copy;
}
