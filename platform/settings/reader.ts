/**
 * Node's one reader of the settings document: every platform caller (the release commands, the site server, the
 * prerender job, the dev session, the edge configs) reads or checks a document through these, which parse it with
 * the schema held to the registry's areas (schema.ts). A document that does not parse is refused, each problem
 * naming its field and what it must be; what the reader returns is typed, and nothing downstream checks it again.
 */
import fs from 'node:fs';
import type { SettingsDocument } from 'shared/settingsCheck';
import { parseSettingsDocument } from './schema';

export type { AreaEntry, SettingsDocument } from 'shared/settingsCheck';

/** A settings document that does not parse: refused by `npm start`, `release` and `rollback`, nothing changed. */
export class InvalidSettingsDocument extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
    this.name = 'InvalidSettingsDocument';
  }
}

/** What is wrong with a document's JSON value (empty when nothing is), each problem naming its field. */
export function settingsProblems(raw: unknown): string[] {
  const parsed = parseSettingsDocument(raw);
  return parsed.ok ? [] : parsed.problems;
}

/** A document's JSON value, read from `source` (a file or URL): the document, or InvalidSettingsDocument naming each bad field. */
export function settingsDocumentOf(raw: unknown, source: string): SettingsDocument {
  const parsed = parseSettingsDocument(raw);
  if (!parsed.ok) throw new InvalidSettingsDocument(source, parsed.problems);
  return parsed.document;
}

/**
 * A settings file as a start or an edge configuration finds it, read once: its document; `missing`; or `damaged`
 * (not JSON, or unreadable: a file cut short by a crash is damage, not an operator's decision). A file that is JSON
 * but does not parse is a decision that is wrong: InvalidSettingsDocument, each field named.
 */
export type SettingsFileState = { document: SettingsDocument } | { missing: true } | { damaged: string };

function settingsStateOfText(text: string, source: string): Exclude<SettingsFileState, { missing: true }> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    return { damaged: `is not valid JSON (${error.message})` };
  }
  return { document: settingsDocumentOf(raw, source) };
}

/** A document's text: text that is not JSON is refused like a document that does not parse. */
export function settingsDocumentOfText(text: string, source: string): SettingsDocument {
  const state = settingsStateOfText(text, source);
  if ('damaged' in state) throw new InvalidSettingsDocument(source, [state.damaged]);
  return state.document;
}

const unreadable = (error: unknown): SettingsFileState =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' ? { missing: true } : { damaged: `cannot be read (${(error as Error).message})` };

/** The state of a settings file (SettingsFileState), synchronously for the edge configurations' writers. */
export function readSettingsFileStateSync(file: string): SettingsFileState {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return unreadable(error);
  }
  return settingsStateOfText(text, file);
}

/** The state of a settings file (SettingsFileState). */
export async function readSettingsFileState(file: string): Promise<SettingsFileState> {
  let text: string;
  try {
    text = await fs.promises.readFile(file, 'utf8');
  } catch (error) {
    return unreadable(error);
  }
  return settingsStateOfText(text, file);
}

/** Reads and parses a settings document file (throws InvalidSettingsDocument naming each bad field). */
export async function readSettingsFile(file: string): Promise<SettingsDocument> {
  return settingsDocumentOfText(await fs.promises.readFile(file, 'utf8'), file);
}

/** readSettingsFile, for the synchronous callers (the edge configs' writers). */
export function readSettingsFileSync(file: string): SettingsDocument {
  return settingsDocumentOfText(fs.readFileSync(file, 'utf8'), file);
}
