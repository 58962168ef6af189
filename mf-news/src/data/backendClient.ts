/**
 * The supabase-js client of the news area, made from the settings document's `backend` (URL, resolved
 * against the page, and the public anon key) on first use: never at import time, once per backend.
 * supabase-js itself is loaded then too: a prerendered page shows the data it was rendered with, so a
 * visitor who only reads it never downloads the client.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useSettings } from 'shared/settings';

const clients = new Map<string, Promise<SupabaseClient>>();

export function backendClient(url: string, anonKey: string): Promise<SupabaseClient> {
  const key = `${url}\n${anonKey}`;
  let client = clients.get(key);
  if (!client) {
    if (!url) return Promise.reject(new Error('No backend is configured for the news (settings: backend.url).'));
    // Session persistence and refresh are supabase-js defaults; no screen signs in.
    client = import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(url, anonKey, { auth: { persistSession: true, autoRefreshToken: true } }),
    );
    client.catch(() => clients.delete(key)); // a failed download is tried again by the next read
    clients.set(key, client);
  }
  return client;
}

/** A getter rather than the client, so a render that only shows cached data loads nothing. */
export function useBackend(): () => Promise<SupabaseClient> {
  const { backend } = useSettings();
  return () => backendClient(backend.url, backend.anonKey);
}
