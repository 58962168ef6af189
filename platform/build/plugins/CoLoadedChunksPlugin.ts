/**
 * Applies coLoadedChunks.ts to an area's browser build: reads the chunk graph once it is built (before the chunks
 * are split), plans, and gives `optimization.splitChunks` the cache groups that carry out the plan.
 */
import path from 'node:path';
import type { ChunkGroup, Compilation, Compiler, Module } from '@rspack/core';
import { planCoLoadedChunks, type ChunkPlan, type LoadGroup } from '../coLoadedChunks';
import { repoRoot } from '../paths';

/** A provide or consume module of the share scope: `(provide|consume) shared module (<scope>) <key>@<version> …<file>`. */
const shareScopeModule = /^(provide|consume) shared module \([^)]*\) (\S+?)@\S*(?: = (.+)| .*\(fallback: (.+)\))$/;

function shareScopeModuleOf(module: Module) {
  const match = shareScopeModule.exec(module.identifier());
  return match ? { kind: match[1], key: match[2], file: match[3] ?? match[4] } : undefined;
}

const sharedSource = path.join(repoRoot, 'shared', 'src') + path.sep;

export class CoLoadedChunksPlugin {
  /** The compiler of the area's build (Module Federation applies the build's plugins again to compilers of its own). */
  private compiler?: Compiler;
  private plan: ChunkPlan = { named: new Map(), single: new Set() };

  /** `shellFiles`: the `shared` files the shell's browser build reaches (it provides them to every page). */
  constructor(private readonly shellFiles: ReadonlySet<string>) {}

  apply(compiler: Compiler) {
    if (this.compiler) return;
    this.compiler = compiler;
    compiler.hooks.thisCompilation.tap(CoLoadedChunksPlugin.name, (compilation) => {
      this.plan = { named: new Map(), single: new Set() };
      // After the chunk graph is built, before split chunks run.
      compilation.hooks.afterOptimizeModules.tap(CoLoadedChunksPlugin.name, () => {
        this.plan = this.planOf(compilation);
      });
    });
  }

  private planOf(compilation: Compilation): ChunkPlan {
    const { chunkGraph } = compilation;
    const ownKeys = new Set<string>();
    const sharedKeys = new Set<string>();
    const consumed = new Map<ChunkGroup, string[]>();
    for (const group of compilation.chunkGroups) {
      const keys: string[] = [];
      for (const chunk of group.chunks) {
        for (const module of chunkGraph.getChunkModules(chunk)) {
          const shared = shareScopeModuleOf(module);
          if (!shared) continue;
          if (shared.kind === 'consume') keys.push(shared.key);
          if (shared.file.startsWith(sharedSource)) {
            sharedKeys.add(shared.key);
            if (!this.shellFiles.has(shared.file)) ownKeys.add(shared.key);
          }
        }
      }
      consumed.set(group, keys);
    }
    const loadGroups = new Map<ChunkGroup, LoadGroup>();
    for (const group of compilation.chunkGroups) {
      const sharedKey = group.origins.map((origin) => origin.module && shareScopeModuleOf(origin.module)?.key).find((key) => key !== undefined);
      loadGroups.set(group, { sharedKey, root: rootName(group), consumes: consumed.get(group) ?? [] });
    }
    const modules = new Map<string, { id: string; groups: LoadGroup[] }>();
    for (const group of compilation.chunkGroups) {
      for (const chunk of group.chunks) {
        for (const module of chunkGraph.getChunkModules(chunk)) {
          const id = module.identifier();
          const file = module.nameForCondition();
          // Modules of a file other than a stylesheet (not the share scope's own, nor Rspack's), in no initial chunk.
          if (modules.has(id) || !file || file.endsWith('.css')) continue;
          const chunks = chunkGraph.getModuleChunks(module);
          if (chunks.some((candidate) => candidate.canBeInitial())) continue;
          modules.set(id, { id, groups: chunks.flatMap((candidate) => [...candidate.groupsIterable].map((of) => loadGroups.get(of)!)) });
        }
      }
    }
    return planCoLoadedChunks([...loadGroups.values()], [...modules.values()], ownKeys, sharedKeys);
  }

  /** The cache groups that carry out the plan (async chunks only: an entry's chunks are left as they are). */
  cacheGroups() {
    return {
      coLoaded: {
        chunks: 'async' as const,
        enforce: true,
        priority: 20,
        test: (module: Module) => this.plan.named.has(module.identifier()),
        name: (module: Module) => this.plan.named.get(module.identifier()),
      },
      // One chunk where Module Federation made two of the same modules (the provider's and the fallback's).
      oneCopy: {
        chunks: 'async' as const,
        enforce: true,
        priority: 10,
        reuseExistingChunk: true,
        test: (module: Module) => this.plan.single.has(module.identifier()),
      },
    };
  }
}

/** A group's name in every build of the same source: its chunk name, else what imports it (file and request). */
function rootName(group: ChunkGroup): string {
  if (group.name) return group.name;
  const origins = group.origins.map((origin) => {
    const file = origin.module?.nameForCondition() ?? origin.module?.identifier() ?? '';
    return `${path.relative(repoRoot, file)}:${origin.request ?? ''}`;
  });
  return origins.sort().join(',');
}
