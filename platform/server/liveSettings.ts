/**
 * The live settings document, re-read when the file changes (a release's atomic write). A damaged one is
 * reported and its last good state served (lastGoodFiles.ts): the site stays as it was until it is mended.
 */
import { createHash } from 'node:crypto';
import { settingsProblems, type SettingsDocument } from '../settings/reader';
import { lastGoodJson, type DamageReport, type GoodFile } from './lastGoodFiles';

export interface LiveSettings {
  /** Names the content (the ETag's value). */
  version: string;
  text: Buffer;
  document: SettingsDocument;
}

export function liveSettings(file: string, report: DamageReport): () => LiveSettings | undefined {
  const read = lastGoodJson<SettingsDocument>(file, {
    // Parsed through the settings schema: a document that does not parse is damaged, each problem named.
    check: (value) => settingsProblems(value).join('; ') || undefined,
    report,
    instead: 'its last good state is served (none since the server started: 503)',
  });
  // The ETag names the content (two writes within the file system's timestamp granularity, of the same length,
  // still differ by it): hashed once per good read.
  let versioned: { good: GoodFile<SettingsDocument>; version: string } | undefined;
  return () => {
    const good = read();
    if (!good) return undefined;
    if (versioned?.good !== good) versioned = { good, version: createHash('sha256').update(good.text).digest('base64url').slice(0, 22) };
    return { version: versioned.version, text: good.text, document: good.value };
  };
}
