import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogKinds } from './dialogs';
import { freeTrialSchema, LeadNotTaken, leadForms, leadSchema, leadTimeoutMs, retryAfterSeconds, submitLead } from './leads';
import type { LeadSettings } from './settings';

const valid = { firstName: 'Maria', lastName: 'Santos', email: 'maria@example.com', company: 'Casa Azul' };

/** The messages zod gives for these values, by field. */
function messages(schema: typeof leadSchema | typeof freeTrialSchema, values: Record<string, unknown>) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe('leadSchema (demo and get started)', () => {
  it('gives every required message for empty fields', () => {
    expect(messages(leadSchema, { firstName: '', lastName: ' ', email: '', company: '  ' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Invalid email address'],
      company: ['Company or property is required'],
    });
  });

  it('accepts values at the limits and rejects one character more', () => {
    const atLimits = { firstName: 'a'.repeat(100), lastName: 'b'.repeat(100), email: `${'m'.repeat(243)}@example.com`, company: 'c'.repeat(200) };
    expect(leadSchema.safeParse(atLimits).success).toBe(true);
    expect(messages(leadSchema, { firstName: 'a'.repeat(101), lastName: 'b'.repeat(101), email: `${'m'.repeat(244)}@example.com`, company: 'c'.repeat(201) })).toEqual({
      firstName: ['First name must be less than 100 characters'],
      lastName: ['Last name must be less than 100 characters'],
      email: ['Email must be less than 255 characters'],
      company: ['Company name must be less than 200 characters'],
    });
  });

  it('trims every value, and limits apply to the trimmed value', () => {
    expect(leadSchema.parse({ firstName: '  Maria ', lastName: ' Santos', email: ' maria@example.com  ', company: `  ${'c'.repeat(200)}  ` })).toEqual({
      ...valid,
      company: 'c'.repeat(200),
    });
  });

  it('rejects malformed addresses', () => {
    for (const email of ['maria', 'maria@', '@example.com', 'maria @example.com']) {
      expect(messages(leadSchema, { ...valid, email })).toEqual({ email: ['Invalid email address'] });
    }
  });
});

describe('freeTrialSchema', () => {
  it('names the company field companyName with its own messages', () => {
    expect(messages(freeTrialSchema, { ...valid, company: undefined, companyName: '' })).toEqual({ companyName: ['Company name is required'] });
    expect(messages(freeTrialSchema, { ...valid, companyName: 'c'.repeat(201) })).toEqual({
      companyName: ['Company name must be less than 200 characters'],
    });
  });
});

const sources = { website: 'Website', freeTrial: 'Landing-Singapore' };

describe('leadForms', () => {
  it('has a form for every dialog', () => {
    expect(Object.keys(leadForms).sort()).toEqual([...dialogKinds].sort());
  });

  it('sends demo and get started as the website, the free trial as Landing-Singapore', () => {
    expect(leadForms.demo.source(sources)).toBe('Website');
    expect(leadForms['get-started'].source(sources)).toBe('Website');
    expect(leadForms['free-trial'].source(sources)).toBe('Landing-Singapore');
    const trial = leadForms['free-trial'].schema.parse({ ...valid, company: undefined, companyName: ' Casa Azul ' });
    expect(leadForms['free-trial'].toLead(trial)).toEqual(valid);
  });

  it('gives the other dialogs their own source and puts their details in the description', () => {
    const contact = leadForms.contact.schema.parse({ ...valid, phone: '', message: ' Pricing for 3 hotels ' });
    expect(leadForms.contact.source(sources)).toBe('Website - Contact');
    expect(leadForms.contact.toLead(contact)).toEqual({ ...valid, description: 'Pricing for 3 hotels' });

    const community = leadForms.community.schema.parse({ ...valid, role: 'Developer', interests: ['Webinars', 'Workshops'] });
    expect(leadForms.community.source(sources)).toBe('Website - Community');
    expect(leadForms.community.toLead(community).description).toBe(
      'Request: Community membership and event invitations\nRole: Developer\nInterested in: Webinars, Workshops',
    );
    expect(leadForms.waitlist.source(sources)).toBe('Website - Waitlist');
    expect(leadForms.idea.source(sources)).toBe('Website - Idea');
    expect(leadForms['api-key'].source(sources)).toBe('Website - API Access');
  });

  it('asks for a choice in selects and at least one event type', () => {
    const result = leadForms.community.schema.safeParse({ ...valid, role: '', interests: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Choose the role that fits you best',
      'Choose at least one kind of event',
    ]);
  });

  it('accepts an empty or plausible phone number and rejects text', () => {
    const parse = (phone: string) => leadForms.contact.schema.safeParse({ ...valid, phone, message: 'Hi' }).success;
    expect(parse('')).toBe(true);
    expect(parse('+66 (2) 026-4180')).toBe(true);
    expect(parse('call me')).toBe(false);
  });
});

describe('submitLead', () => {
  const settings: LeadSettings = {
    endpoint: 'https://crm.example/WebToLeadForm',
    fixedFields: { xnQsjsdp: 'form-id', xmIwtLD: 'form-key', actionType: 'TGVhZHM=', returnURL: 'null' },
    leadSourceField: 'LEADCF1',
    leadSources: sources,
    testSink: false,
  };

  afterEach(() => vi.unstubAllGlobals());

  it('posts multipart form data in no-cors mode with the fixed fields, the source and the lead', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal('fetch', fetch);
    await submitLead(settings, 'Website', valid);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(settings.endpoint);
    expect(init.method).toBe('POST');
    expect(init.mode).toBe('no-cors');
    expect([...(init.body as FormData).entries()]).toEqual([
      ['xnQsjsdp', 'form-id'],
      ['xmIwtLD', 'form-key'],
      ['actionType', 'TGVhZHM='],
      ['returnURL', 'null'],
      ['LEADCF1', 'Website'],
      ['First Name', 'Maria'],
      ['Last Name', 'Santos'],
      ['Email', 'maria@example.com'],
      ['Company', 'Casa Azul'],
    ]);
  });

  it('adds a Description only when there is one', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal('fetch', fetch);
    await submitLead(settings, 'Website - Idea', { ...valid, description: 'Product idea: late checkout' });
    const body = (fetch.mock.calls[0][1] as RequestInit).body as FormData;
    expect(body.get('Description')).toBe('Product idea: late checkout');
  });

  it('rejects when the request fails or no endpoint is configured', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(submitLead(settings, 'Website', valid)).rejects.toThrow('Failed to fetch');
    await expect(submitLead({ ...settings, endpoint: '' }, 'Website', valid)).rejects.toThrow('not configured');
  });

  it('resolves on an opaque answer (another origin) and on any 2xx of its own origin', async () => {
    const opaque = { type: 'opaque', ok: false, status: 0, headers: new Headers() };
    for (const answer of [opaque, new Response('Thank you.', { status: 200 }), new Response('Thank you.', { status: 202 })]) {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer));
      await expect(submitLead(settings, 'Website', valid)).resolves.toBeUndefined();
    }
  });

  it('rejects with the status and Retry-After when its own origin did not take the lead', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('The lead could not be kept', { status: 503, headers: { 'Retry-After': '60' } })));
    await expect(submitLead(settings, 'Website', valid)).rejects.toEqual(new LeadNotTaken(503, 60));
    await expect(submitLead(settings, 'Website', valid)).rejects.toMatchObject({ status: 503, retryAfterSeconds: 60 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Send the lead as multipart/form-data.', { status: 415 })));
    await expect(submitLead(settings, 'Website', valid)).rejects.toMatchObject({ status: 415, retryAfterSeconds: undefined });
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterSeconds('60', now)).toBe(60);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  it('gives up on an endpoint that does not answer after the 20 s the README promises, so the form can say so', async () => {
    vi.useFakeTimers();
    try {
      // A fetch that settles only when aborted, as a hung connection does.
      const hung = vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))));
      vi.stubGlobal('fetch', hung);
      const sent = submitLead(settings, 'Website', valid);
      const outcome = expect(sent).rejects.toThrow('The lead was not sent in time.');
      // Pinned to the promise itself (README "Leads": no answer within 20 s), not to the constant it tests.
      expect(leadTimeoutMs).toBe(20_000);
      await vi.advanceTimersByTimeAsync(19_999);
      expect((hung.mock.calls[0][1] as RequestInit).signal!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
