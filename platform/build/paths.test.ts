import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { esModuleEntry, reactRouterProductionEntry } from './paths';

/** The router's ENABLE_DEV_WARNINGS, from the chunks an entry re-exports. */
function devWarnings(entry: string): string {
  for (const [, chunk] of fs.readFileSync(entry, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)) {
    const found = /ENABLE_DEV_WARNINGS = (true|false)/.exec(fs.readFileSync(path.join(path.dirname(entry), chunk), 'utf8'));
    if (found) return found[1];
  }
  throw new Error(`No ENABLE_DEV_WARNINGS in the chunks of ${entry}.`);
}

describe('reactRouterProductionEntry', () => {
  it('is the router’s build without its development warnings, where its exports name the one with them', () => {
    expect(devWarnings(esModuleEntry('react-router'))).toBe('true');
    expect(devWarnings(reactRouterProductionEntry())).toBe('false');
  });
});
