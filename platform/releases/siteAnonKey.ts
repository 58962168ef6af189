/**
 * The key the pages, the prerender job and every visitor's browser send to the backend is the settings document's
 * `backend.anonKey`. When that backend is the site itself (a URL on the site's own origin, `/` as committed), the
 * key must be the one this server answers to (`BACKEND_ANON_KEY`, else the development key): a store made by a
 * server with keys of its own takes its key, and a document that names another is refused as the site starts,
 * naming both — otherwise every read of the articles is refused (401) and the pages render in the browser only.
 */
import { defaultKeys, type BackendKeys } from 'supabase-backend/server';
import { builtInKeys } from 'supabase-backend/server/exposure';
import type { SettingsDocument } from '../settings/reader';

/** Whether the document's backend is the site's own server (its anon key is then the server's). */
export function backendIsTheSite(document: Pick<SettingsDocument, 'site' | 'backend'>): boolean {
  if (!document.backend) return false;
  try {
    return new URL(document.backend.url, document.site.url).origin === new URL(document.site.url).origin;
  } catch {
    return false;
  }
}

/** The committed base document as a server with `keys` serves it: its own backend's key is the server's. */
export function withServerAnonKey<D extends Pick<SettingsDocument, 'site' | 'backend'>>(document: D, keys: Pick<BackendKeys, 'anonKey'> = defaultKeys): D {
  if (!document.backend || !backendIsTheSite(document) || document.backend.anonKey !== builtInKeys.anonKey || keys.anonKey === builtInKeys.anonKey) return document;
  return { ...document, backend: { ...document.backend, anonKey: keys.anonKey } };
}

/** The document names another anon key for the site's own backend than the server answers to. */
export class AnonKeyMismatch extends Error {
  constructor(file: string, documentKey: string, keys: Pick<BackendKeys, 'anonKey'>) {
    const serverKey = keys.anonKey === builtInKeys.anonKey ? `the development key (${builtInKeys.anonKey}: BACKEND_ANON_KEY is not set)` : 'the key of BACKEND_ANON_KEY';
    super(
      `the settings document ${file} names backend.anonKey "${documentKey}", but this server answers to ${serverKey}: the pages, the ` +
        'prerender job and every browser would be refused (HTTP 401). Set backend.anonKey in that document to the value of BACKEND_ANON_KEY ' +
        '(the anon key is public: every browser receives it), or start the server with the key the document names.',
    );
    this.name = 'AnonKeyMismatch';
  }
}

/** Throws AnonKeyMismatch when the document's own backend is named with a key the server does not answer to. */
export function checkAnonKey(document: Pick<SettingsDocument, 'site' | 'backend'>, file: string, keys: Pick<BackendKeys, 'anonKey'> = defaultKeys): void {
  if (document.backend && backendIsTheSite(document) && document.backend.anonKey !== keys.anonKey) throw new AnonKeyMismatch(file, document.backend.anonKey, keys);
}
