/**
 * One request per read attempt: supabase-js's own retries are off in every news read, so the data
 * client's retries (three) are the only ones. A backend that is down or answers 503 (which
 * postgrest-js would otherwise retry three times itself) gets exactly one request per call.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { readRetries, readRetryDelayMs } from 'shared/siteData/dataClient';
import { fetchArticle, fetchCategories, fetchFeaturedPost, fetchPostPage } from './newsQueries';

class NoRealtime {
  constructor() {
    throw new Error('no realtime in this test');
  }
}

function failingClient(fail: () => Promise<Response>): { client: SupabaseClient; calls: string[] } {
  const calls: string[] = [];
  const client = createClient('http://backend.test', 'anon', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as unknown as typeof WebSocket },
    global: {
      fetch: (input) => {
        calls.push(String(input instanceof Request ? input.url : input));
        return fail();
      },
    },
  });
  return { client, calls };
}

const all = { category: null, search: '', withoutFeatured: false };
const reads: [string, (client: SupabaseClient) => Promise<unknown>][] = [
  ['list page', (client) => fetchPostPage(client, all, 0, 8)],
  ['featured post', fetchFeaturedPost],
  ['categories', fetchCategories],
  ['article', (client) => fetchArticle(client, 'a-slug')],
];

describe('news reads send one request per attempt', () => {
  for (const [name, read] of reads) {
    it(`${name}: a network failure`, async () => {
      const { client, calls } = failingClient(() => Promise.reject(new TypeError('fetch failed')));
      await expect(read(client)).rejects.toThrow();
      expect(calls).toHaveLength(1);
    });

    it(`${name}: a 503 answer`, async () => {
      const { client, calls } = failingClient(async () => new Response(JSON.stringify({ message: 'down' }), { status: 503, headers: { 'Content-Type': 'application/json' } }));
      await expect(read(client)).rejects.toThrow('down');
      expect(calls).toHaveLength(1);
    });
  }

  it('the data client retries three times, after 1, 2 and 4 s: the error shows within 10 s', () => {
    expect(readRetries).toBe(3);
    const waits = Array.from({ length: readRetries }, (_, failures) => readRetryDelayMs(failures));
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThan(10_000);
  });
});
