/**
 * The settings document's JSON Schema in the release store, beside the document (`<store>/settings.schema.json`):
 * what the site server, nginx and a CDN serve at `/settings.schema.json`. Nothing is served from the source tree,
 * which the web server's user may not be able to read (a clone in a private home directory).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { schemaFile, schemaPath } from '../settings/paths';
import { writeFileAtomically } from '../files/writeFileAtomically';

export const storedSchemaFile = (storeDir: string) => path.join(storeDir, schemaPath.slice(1));

/** Writes the schema into the store when it is missing or differs from the source's; returns its path. */
export async function publishSettingsSchema(storeDir: string): Promise<string> {
  const file = storedSchemaFile(storeDir);
  const text = await fs.readFile(schemaFile, 'utf8');
  const stored = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (stored !== text) await writeFileAtomically(file, text);
  return file;
}
