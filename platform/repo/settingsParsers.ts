/**
 * Who may parse the settings document: Node reads it only through platform/settings/reader.ts (the zod schema,
 * schema.ts, is that folder's own), and the page only through shared/src/settings.ts's `readSettings` (its check,
 * settingsCheck.ts, interprets a JSON Schema generated from the same schema). The structure test counts every other parse: a non-type
 * import of a parser's module, or a call of a parser, outside its owners.
 */
import { calledName, nodesIn, parseSource } from './findInSource';
import type { ImportEdge } from './importGraph';

interface SettingsParser {
  module: string;
  /** The function that parses (counted wherever it is called). */
  call: string;
  /** Files and folders that may import and call it. */
  owners: string[];
}

export const settingsParsers: SettingsParser[] = [
  // Node's schema: its reader, the generator of the page's files and their tests.
  { module: 'platform/settings/schema.ts', call: 'parseSettingsDocument', owners: ['platform/settings/'] },
  // The page's check: the page's one reader, and the test that holds the check to the schema.
  { module: 'shared/src/settingsCheck.ts', call: 'checkSettingsDocument', owners: ['shared/src/settings.ts', 'platform/settings/'] },
  { module: 'shared/src/settingsCheck.generated.ts', call: 'validate', owners: ['shared/src/settingsCheck.ts'] },
];

const owns = (parser: SettingsParser, file: string) => parser.owners.some((owner) => file === owner || (owner.endsWith('/') && file.startsWith(owner)));

/** The calls of `name` (bare, or as a property: `reader.name(…)`) in a source, as `line`. */
export const callsIn = (fileName: string, text: string, name: string): number[] =>
  nodesIn(parseSource(fileName, text), (node) => (calledName(node) === name ? name : undefined)).map(({ line }) => line);

/** Every parse of the settings document outside the parsers' owners: `file: what` (none when the rule holds). */
export function settingsParsesOutsideReaders(files: readonly string[], edges: readonly ImportEdge[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const parser of settingsParsers) {
    for (const edge of edges) {
      if (edge.to === parser.module && !edge.typeOnly && !owns(parser, edge.from)) found.push(`${edge.from} imports ${parser.module}`);
    }
    // `validate` is a common name: its module's import is what counts for it.
    if (parser.call === 'validate') continue;
    for (const file of files) {
      if (owns(parser, file) || file === parser.module) continue;
      const text = read(file);
      if (!text.includes(parser.call)) continue;
      found.push(...callsIn(file, text, parser.call).map((line) => `${file}:${line} calls ${parser.call}`));
    }
  }
  return found;
}
