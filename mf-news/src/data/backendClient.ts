/**
 * The supabase-js client of the news area, made from the settings document's `backend` (URL, resolved
 * against the page, and the public anon key) on first use: never at import time, once per backend.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { useSettings } from 'shared/settings';

const clients = new Map<string, SupabaseClient>();

export function backendClient(url: string, anonKey: string): SupabaseClient {
  const key = `${url}\n${anonKey}`;
  let client = clients.get(key);
  if (!client) {
    if (!url) throw new Error('No backend is configured for the news (settings: backend.url).');
    // Session persistence and refresh are supabase-js defaults (SPEC §7.9); no screen signs in.
    client = createClient(url, anonKey, { auth: { persistSession: true, autoRefreshToken: true } });
    clients.set(key, client);
  }
  return client;
}

/** A getter rather than the client, so a render that only shows cached data creates nothing. */
export function useBackend(): () => SupabaseClient {
  const { backend } = useSettings();
  return () => backendClient(backend.url, backend.anonKey);
}
