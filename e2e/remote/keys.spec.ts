/**
 * A deployment answers no one who brings the keys published in this repository: the leads (the service key's
 * table) and the field figures refuse them, 401, also to a stranger a proxy names. Read-only: safe against any
 * deployment. Run through the generated nginx (playwright.nginx.config.ts), it is the production shape.
 */
import { developmentKeys } from '../ownKeys';
import { expect, test } from './site';

const stranger = { 'X-Forwarded-For': '203.0.113.9' };

test('the development keys read no lead and no field figure', async ({ request }) => {
  for (const key of [developmentKeys.serviceKey, developmentKeys.anonKey]) {
    const leads = await request.get('/rest/v1/leads?select=fields&limit=1', { headers: { ...stranger, apikey: key, Authorization: `Bearer ${key}` } });
    expect(leads.status(), `/rest/v1/leads with ${key}`).toBe(401);
    expect(await leads.text()).toContain('Invalid API key');
  }
  for (const path of ['/_site/field', '/_site/field/data']) {
    const field = await request.get(path, { headers: { ...stranger, apikey: developmentKeys.serviceKey } });
    expect(field.status(), path).toBe(401);
    expect(await field.text()).toContain('The key given is not the service key');
  }
});

test('the site’s own anon key, which every page carries, reads the articles and no lead', async ({ request, baseURL }) => {
  const settings = (await (await request.get('/settings.json')).json()) as { backend: { url: string; anonKey: string } };
  expect(settings.backend.anonKey).not.toBe(developmentKeys.anonKey);
  const headers = { apikey: settings.backend.anonKey, Authorization: `Bearer ${settings.backend.anonKey}` };
  const backend = new URL(settings.backend.url, baseURL).href.replace(/\/$/, '');
  expect((await request.get(`${backend}/rest/v1/blog_posts?select=slug&limit=1`, { headers })).status()).toBe(200);
  const leads = await request.get(`${backend}/rest/v1/leads?select=fields&limit=1`, { headers });
  // The anon role has no right on the table at all.
  expect(leads.status()).toBeGreaterThanOrEqual(400);
});
