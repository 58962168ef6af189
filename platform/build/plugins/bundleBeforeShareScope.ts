/**
 * Modules of `shared` the shell's entry uses before the federation share scope exists (shell/src/index.ts):
 * bundled into the entry by path instead of requested from the share scope, which takes every `shared/…`
 * request (sharedSingletons) and cannot answer one before it is set up ("Invalid loadShareSync function call").
 * The request is rewritten before Module Federation sees it, so its package name stays the import.
 */
import path from 'node:path';
import { rspack } from '@rspack/core';

const sharedSource = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'src');

/** Each such module: its request and the file it is bundled from. */
export const bundledBeforeShareScope: Record<string, string> = {
  'shared/loading/tasks': path.join(sharedSource, 'loading', 'tasks.ts'),
};

const requests = new RegExp(`^(${Object.keys(bundledBeforeShareScope).map((request) => request.replace(/[/.]/g, '\\$&')).join('|')})$`);

export function bundleBeforeShareScope() {
  return new rspack.NormalModuleReplacementPlugin(requests, (data) => {
    const file = bundledBeforeShareScope[data.request];
    if (file) data.request = file;
  });
}
