/**
 * supabase-js for Node scripts and tests. The site never uses realtime: this transport throws if something tries to
 * subscribe, rather than opening a socket nobody reads.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

class NoRealtime {
  constructor() {
    throw new Error('Realtime is not used against the embedded backend.');
  }
}

export function createNodeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as unknown as typeof WebSocket },
  });
}
