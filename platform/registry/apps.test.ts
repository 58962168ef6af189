import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apps, remotes, root } from '../apps';
import { settingsProblems } from '../settings/reader';
import { appDefinitions, areaDefinitions, areaNamed, appOfWorkspace, releaseTargetNamed, releaseTargets, shellDefinition } from './apps';

const json = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('the registry of apps', () => {
  it('gives every area unique names, ports and claimed paths', () => {
    for (const key of ['id', 'workspace', 'container', 'devPort'] as const) {
      const values = [shellDefinition, ...areaDefinitions].map((app) => app[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const claimed = areaDefinitions.flatMap((area) => area.owns);
    expect(new Set(claimed).size).toBe(claimed.length);
    for (const area of areaDefinitions) {
      expect(area.container).toMatch(/^[A-Za-z_$][\w$]*$/);
      expect(Object.keys(area.exposes)).toContain('./routes');
      for (const owned of area.owns) expect(owned).toMatch(/^\/[^/]+$/);
    }
  });

  it('is what the scripts, workspaces and build configs use', () => {
    expect(apps).toEqual(['shell', ...areaDefinitions.map((area) => area.workspace)]);
    expect(remotes).toEqual(areaDefinitions.map((area) => area.workspace));
    expect(releaseTargets).toEqual(['shell', ...areaDefinitions.map((area) => area.id)]);
    const workspaces: string[] = json('package.json').workspaces;
    for (const app of apps) {
      expect(workspaces).toContain(app);
      expect(appOfWorkspace(app).workspace).toBe(app);
      // Each app's Rspack config takes its name, exposes and port from the registry alone.
      expect(fs.readFileSync(path.join(root, app, 'rspack.config.ts'), 'utf8')).toMatch(/createAppConfig\(\{ dir: __dirname \}\)/);
    }
  });

  it('leaves the live areas to the releases: the committed base document names none, and is valid', () => {
    const base = json('platform/settings/settings.local.json');
    expect(base.areas).toBeUndefined();
    expect(base.remotes).toBeUndefined();
    expect(settingsProblems(base)).toEqual([]);
    expect(base.site.url).toBe('http://localhost:8080');
  });

  it('is never part of the shell’s browser code (ownership reaches the shell through the settings document)', () => {
    const shellSources = fs.readdirSync(path.join(root, 'shell', 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') && !entry.parentPath.includes(`${path.sep}server`))
      .map((entry) => path.join(entry.parentPath, entry.name));
    const importing = shellSources.filter((file) => /from '[^']*registry\/apps'/.test(fs.readFileSync(file, 'utf8').replace(/import type [^;]+;/g, '')));
    expect(importing).toEqual([]);
  });

  it('names an app by its id or its workspace folder alike, for every command', () => {
    for (const app of appDefinitions) {
      expect(releaseTargetNamed(app.id)).toBe(app.id);
      expect(releaseTargetNamed(app.workspace)).toBe(app.id);
    }
    expect(areaNamed('mf-legal')).toBe('legal');
    expect(areaNamed('legal')).toBe('legal');
    expect(areaNamed('shell')).toBeUndefined();
    for (const name of ['mf-', 'Legal', 'mf-legal/', 'mf_legal', '', 'constructor', undefined]) expect(releaseTargetNamed(name), String(name)).toBeUndefined();
  });
});
