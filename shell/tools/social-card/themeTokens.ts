/** The site's colour tokens, read from the shared theme so the card follows any change to the palette. */
import fs from 'node:fs';
import path from 'node:path';
import { root } from 'platform/apps';

export const themeCssPath = path.join(root, 'shared/src/styles/theme.css');

/** `--color-*` custom properties of a Tailwind theme block, by name without the leading dashes. */
export function colorTokens(css: string): Record<string, string> {
  const tokens = Object.fromEntries([...css.matchAll(/--(color-[a-z0-9-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));
  if (!tokens['color-brand-700'] || !tokens['color-accent-300']) {
    throw new Error('The theme has no --color-brand-700 / --color-accent-300: the social card needs the brand palette');
  }
  return tokens;
}

export const readColorTokens = () => colorTokens(fs.readFileSync(themeCssPath, 'utf8'));
