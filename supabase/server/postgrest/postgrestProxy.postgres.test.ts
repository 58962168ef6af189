/**
 * Real PostgREST behind the backend on PostgreSQL (vitest.postgres.config.ts): the backend checks the key and
 * the anon grammar, PostgREST answers the rest with the roles' grants and policies and PostgreSQL's time limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformName, platformSupported } from '../conformance/realPostgrest';
import { startBackend, type Backend } from '../index';

const timeLimitMs = 500;
let backend: Backend;
const anon = () => ({ apikey: backend.keys.anonKey });
const service = () => ({ apikey: backend.keys.serviceKey });

describe(`/rest/v1 by real PostgREST on PostgreSQL (${platformName()})`, { timeout: 60_000 }, () => {
  beforeAll(async () => {
    if (!platformSupported()) throw new Error(`PostgREST's binary runs on Linux x64 only; this machine is ${platformName()}.`);
    backend = await startBackend({ port: 0, rest: 'real', databaseLimits: { timeoutMs: timeLimitMs } });
  }, 300_000);

  afterAll(async () => {
    await backend?.close();
  });

  it('answers the news list as PostgREST does, with the exact count', async () => {
    expect(backend.database).toMatch(/by PostgREST$/);
    const answer = await fetch(`${backend.url}/rest/v1/blog_posts?select=slug,title&order=published_at.desc.nullslast,id.asc&offset=0&limit=9`, {
      headers: { ...anon(), Prefer: 'count=exact' },
    });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toMatch(/^0-8\/\d+$/);
    expect(await answer.json()).toHaveLength(9);
  });

  it('keeps the backend\'s checks: the key, and the anon key\'s grammar', async () => {
    expect((await fetch(`${backend.url}/rest/v1/blog_posts?select=slug`, { headers: { apikey: 'wrong' } })).status).toBe(401);
    const regex = await fetch(`${backend.url}/rest/v1/blog_posts?select=slug&content=match.(.*)(.*)%5C2%5C1z`, { headers: anon() });
    expect(regex.status).toBe(400);
    expect(((await regex.json()) as { code: string }).code).toBe('PGRST100');
  });

  it('leaves the rest to the roles\' grants: anon may not read leads or write posts; the service role may', async () => {
    expect((await fetch(`${backend.url}/rest/v1/leads?select=id`, { headers: anon() })).status).toBe(401);
    const write = await fetch(`${backend.url}/rest/v1/blog_posts`, { method: 'POST', headers: { ...anon(), 'Content-Type': 'application/json' }, body: JSON.stringify({ title: 'x', slug: 'proxy-x' }) });
    expect(write.status).toBe(401);
    const lead = await fetch(`${backend.url}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'Email=proxy%40example.com' });
    expect(lead.status).toBe(200);
    const leads = await fetch(`${backend.url}/rest/v1/leads?select=fields&fields->>Email=eq.proxy@example.com`, { headers: service() });
    expect(leads.status).toBe(200);
    expect(await leads.json()).toEqual([{ fields: { Email: 'proxy@example.com' } }]);
  });

  it('a runaway query of the service role is cancelled by PostgreSQL at the time limit', async () => {
    const started = Date.now();
    const answer = await fetch(`${backend.url}/rest/v1/blog_posts?select=slug&content=match.(.*)(.*)(.*)%5C3%5C2%5C1z&limit=1`, { headers: service() });
    expect(((await answer.json()) as { code: string }).code).toBe('57014');
    // Cancelled at the limit, not by the query's own end (minutes for this pattern): two seconds of slack for a busy machine.
    expect(Date.now() - started).toBeLessThan(timeLimitMs + 2000);
    expect((await fetch(`${backend.url}/rest/v1/blog_posts?select=slug&limit=1`, { headers: anon() })).status).toBe(200);
  });
});
