/**
 * Hostile and faulty requests against the real backend on an ephemeral loopback port: each case
 * asserts its answer, then that the backend still answers a normal read within a second and that no post
 * changed (and no lead, unless the case sends one that must be kept). Raw node:http requests, so paths,
 * Host headers and bodies go out exactly as written.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signJwt, startBackend, type Backend } from './index';
import { anonLimits, requestLimits } from './postgrest/limits';

const jwtSecret = 'hostile-suite-secret-of-at-least-32-chars';
const timeLimitMs = 1500;
const leadBurst = 40;

let backend: Backend;
let postsBefore: string;
let leadCountBefore: number;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
}

/** One request, sent as written (path, Host and body unaltered), from `localAddress` when given. */
function send(
  method: string,
  path: string,
  { headers = {}, body, localAddress, setHost = true }: { headers?: Record<string, string>; body?: string | Buffer; localAddress?: string; setHost?: boolean } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: backend.port, method, path, headers, localAddress, setHost, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const anon = () => ({ apikey: backend.keys.anonKey });
const service = () => ({ apikey: backend.keys.serviceKey });
const json = (answer: Answer) => JSON.parse(answer.text) as Record<string, unknown>;

/** PostgREST's error shape, and nothing that looks like a stack trace. */
function expectPostgrestError(answer: Answer, status: number, code: string) {
  expect(answer.status, answer.text).toBe(status);
  const body = json(answer);
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toBe(code);
  expect(answer.text).not.toMatch(/\bat .+\.(ts|js):\d+|node:internal|Error:/);
}

async function allPosts(): Promise<string> {
  const answer = await send('GET', '/rest/v1/blog_posts?select=*&order=id.asc', { headers: service() });
  expect(answer.status).toBe(200);
  return answer.text;
}

const leadCount = async () => (await backend.db.query<{ n: number }>('select count(*)::int as n from public.leads')).rows[0].n;

/** After every case: a normal read answers within a second, and no post changed. */
async function expectStillServing({ leadsAdded = 0 } = {}) {
  const read = await send('GET', '/rest/v1/blog_posts?select=slug&order=published_at.desc&limit=3', { headers: anon() });
  expect(read.status).toBe(200);
  // A few milliseconds on an idle backend, a hundred times that on a busy machine; a read that waited for a case's
  // query the database was still running (stopped at the 1.5 s time limit, then the database reopened) takes longer.
  expect(read.ms).toBeLessThan(1000);
  expect(JSON.parse(read.text)).toHaveLength(3);
  expect(await allPosts()).toBe(postsBefore);
  expect(await leadCount()).toBe(leadCountBefore + leadsAdded);
}

/** The rate limiter's clock stands still: the flood below meets an empty bucket however long its 40 leads take. */
const leadClock = Date.now();

beforeAll(async () => {
  backend = await startBackend({ port: 0, keys: { jwtSecret }, databaseLimits: { timeoutMs: timeLimitMs }, leads: { rateLimit: { burst: leadBurst, windowMs: 60_000, now: () => leadClock } } });
  postsBefore = await allPosts();
}, 120_000);

afterAll(async () => {
  await backend?.close();
});

beforeEach(async () => {
  leadCountBefore = await leadCount();
});

describe('queries that would freeze the backend', { timeout: 20_000 }, () => {
  const regex = 'content=match.(.*)(.*)%5C2%5C1z';

  it.each([
    ['a catastrophic regular expression', `/rest/v1/blog_posts?select=slug&${regex}&limit=1`],
    ['a milder backreference', '/rest/v1/blog_posts?select=slug&content=match.(.*)%5C1z'],
    ['imatch', '/rest/v1/blog_posts?select=slug&title=imatch.^a'],
    ['a negated match', '/rest/v1/blog_posts?select=slug&content=not.match.(a*)*b'],
    ['a match inside or=', '/rest/v1/blog_posts?select=slug&or=(title.eq.x,content.match.(.*)(.*)%5C2%5C1z)'],
    ['a match inside and= inside or=', '/rest/v1/blog_posts?select=slug&or=(and(content.match.(.*)z,slug.eq.x))'],
    ['an operator the site never sends (gte)', '/rest/v1/blog_posts?select=slug&read_time=gte.1'],
    ['isdistinct', '/rest/v1/blog_posts?select=slug&slug=isdistinct.x'],
    ['a cast', '/rest/v1/blog_posts?select=slug::text'],
    [`more than ${anonLimits.maxFilterTerms} ilike terms`, `/rest/v1/blog_posts?select=slug&or=(${Array.from({ length: 300 }, (_, i) => `title.ilike.*${i}*`).join(',')})`],
    ['or= nested past the anon depth', '/rest/v1/blog_posts?select=slug&or=(and(or(slug.eq.a,slug.eq.b),slug.eq.c))'],
  ])('refuses %s from the anon key with PostgREST\'s parse error, at once', async (_, path) => {
    const answer = await send('GET', path, { headers: anon() });
    expectPostgrestError(answer, 400, 'PGRST100');
    // The parser's code says who refused it; the time says no database turn came first: a third of the time limit a
    // query sent there could run, and a hundred times what a refusal takes on an idle backend.
    expect(answer.ms).toBeLessThan(timeLimitMs / 3);
    await expectStillServing();
  });

  it('accepts what the site sends from the anon key', async () => {
    const search = encodeURIComponent('(title.ilike."*guest*",excerpt.ilike."*guest*")');
    const list = await send('GET', `/rest/v1/blog_posts?select=slug,title&category=eq.Revenue&featured=eq.false&or=${search}&order=published_at.desc.nullslast,id.asc&offset=0&limit=9`, {
      headers: { ...anon(), Prefer: 'count=exact' },
    });
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toMatch(/^(\*|\d+-\d+)\/\d+$/);
    const one = await send('GET', '/rest/v1/blog_posts?select=slug&content=like.<*&image_url=not.is.null&slug=in.(a,b)', { headers: anon() });
    expect(one.status).toBe(200);
    // The prerender job's pages of every post (platform/prerender/publishedPosts.ts).
    const after = await send('GET', '/rest/v1/blog_posts?select=slug,updated_at&slug=gt.m&order=slug.asc&limit=1000', { headers: anon() });
    expect(after.status).toBe(200);
    await expectStillServing();
  });

  it('stops a runaway query of the service role at the time limit while the thread keeps answering', async () => {
    const runaway = send('GET', `/rest/v1/blog_posts?select=slug&${regex}&limit=1`, { headers: service() });
    // The request thread is free while the database works: /health answers at once.
    const health = await send('GET', '/health');
    expect(health.status).toBe(200);
    // A thread the query held would answer only once the time limit stopped it; /health takes a millisecond or so.
    expect(health.ms).toBeLessThan(timeLimitMs / 5);
    const answer = await runaway;
    expectPostgrestError(answer, 504, '57014');
    expect(answer.ms).toBeGreaterThanOrEqual(timeLimitMs - 50);
    // Stopped at the limit, not by the query's own end (minutes for this pattern): a second of slack for a busy machine.
    expect(answer.ms).toBeLessThan(timeLimitMs + 1000);
    // The database reopens in the background; the next read waits for it, then within a second once open.
    await send('GET', '/rest/v1/blog_posts?select=slug&limit=1', { headers: anon() });
    await expectStillServing();
  });
});

describe('caps on size and nesting', { timeout: 20_000 }, () => {
  const deepOr = (depth: number) => `or=(${'or('.repeat(depth - 1)}slug.eq.a${')'.repeat(depth - 1)})`;

  it.each([
    ['anon', anon],
    ['service', service],
  ])('refuses or= nested thousands deep (%s) with 400', async (_, key) => {
    // 1,900 deep fits in the URL cap (four characters a level); 3,000 deep does not.
    for (const depth of [requestLimits.maxLogicDepth + 1, 1900]) {
      expectPostgrestError(await send('GET', `/rest/v1/blog_posts?select=slug&${deepOr(depth)}`, { headers: key() }), 400, 'PGRST100');
    }
    expectPostgrestError(await send('GET', `/rest/v1/blog_posts?select=slug&${deepOr(3000)}`, { headers: key() }), 414, 'PGRST100');
    await expectStillServing();
  });

  it('lets the service role nest within the limit and refuses too many terms', async () => {
    expect((await send('GET', `/rest/v1/blog_posts?select=slug&${deepOr(requestLimits.maxLogicDepth)}`, { headers: service() })).status).toBe(200);
    const terms = (count: number) => Array.from({ length: count }, (_, i) => `slug.eq.s${i}`).join(',');
    expect((await send('GET', `/rest/v1/blog_posts?select=slug&or=(${terms(50)})`, { headers: service() })).status).toBe(200);
    expectPostgrestError(await send('GET', `/rest/v1/blog_posts?select=slug&or=(${terms(requestLimits.maxFilterTerms + 1)})`, { headers: service() }), 400, 'PGRST100');
    await expectStillServing();
  });

  it('answers 414 to a URL past the cap', async () => {
    const answer = await send('GET', `/rest/v1/blog_posts?select=slug&slug=eq.${'a'.repeat(requestLimits.maxUrlBytes)}`, { headers: anon() });
    expectPostgrestError(answer, 414, 'PGRST100');
    await expectStillServing();
  });

  it('refuses huge select and order lists', async () => {
    expectPostgrestError(await send('GET', `/rest/v1/blog_posts?select=${Array(1000).fill('slug').join(',')}`, { headers: anon() }), 400, 'PGRST100');
    expectPostgrestError(await send('GET', `/rest/v1/blog_posts?select=slug&order=${Array(100).fill('slug.asc').join(',')}`, { headers: anon() }), 400, 'PGRST100');
    expectPostgrestError(await send('GET', `/rest/v1/blog_posts?select=slug&slug=in.(${Array(1000).fill('x').join(',')})`, { headers: service() }), 400, 'PGRST100');
    await expectStillServing();
  });

  it.each([
    ['an array', (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`],
    ['an object', (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`],
  ])('refuses a JSON body with %s nested thousands deep with 400', async (_, nest) => {
    for (const key of [anon, service]) {
      const answer = await send('POST', '/rest/v1/blog_posts', { headers: { ...key(), 'Content-Type': 'application/json' }, body: nest(5000) });
      expectPostgrestError(answer, 400, 'PGRST102');
    }
    const patch = await send('PATCH', '/rest/v1/blog_posts?slug=eq.x', { headers: { ...service(), 'Content-Type': 'application/json' }, body: `{"title":${nest(5000)}}` });
    expectPostgrestError(patch, 400, 'PGRST102');
    await expectStillServing();
  });

  it('answers 413 to a body past the cap', async () => {
    const answer = await send('POST', '/rest/v1/blog_posts', { headers: { ...service(), 'Content-Type': 'application/json' }, body: `{"title":"${'x'.repeat(requestLimits.maxBodyBytes + 10)}"}` });
    expectPostgrestError(answer, 413, 'PGRST413');
    await expectStillServing();
  });
});

describe('malformed requests get 400 in PostgREST\'s shape, never 500', { timeout: 20_000 }, () => {
  it.each(['/rest/v1/blog%zzposts', '/rest/v1/%', '/rest/v1/blog_posts%E0%A4%A', '/rest/v1/%C0%AF', '/functions/v1/sync%zz'])('bad percent-encoding in the path %s', async (path) => {
    expectPostgrestError(await send('GET', path, { headers: anon() }), 400, 'PGRST100');
    await expectStillServing();
  });

  it('takes bad percent-encoding in the query as literal text', async () => {
    const answer = await send('GET', '/rest/v1/blog_posts?select=slug&slug=eq.%zz%E0%A4', { headers: anon() });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual([]);
    await expectStillServing();
  });

  it.each(['[::1', 'a b', 'evil/path', 'exa mple.com:80', '[::1]:99999999', 'ä.example', 'localhost:65536', '127.0.0.1:99999', '1.2.3.999'])('a bad Host header (%s) on /functions/v1 and /rest/v1', async (host) => {
    for (const path of ['/functions/v1/sync-contentful', '/rest/v1/blog_posts?select=slug']) {
      const answer = await send('POST', path, { headers: { ...anon(), Host: host }, setHost: false });
      expectPostgrestError(answer, 400, 'PGRST100');
    }
    await expectStillServing();
  });

  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'BREW'])('%s on every kind of backend path: 4xx', async (method) => {
    for (const path of ['/functions/v1/sync-contentful', '/functions/v1/no-such-function', '/rest/v1/blog_posts', '/rest/v1/blog_categories', '/storage/v1/object/public/x/y.png', '/api/leads', '/health', '/nowhere']) {
      const answer = await send(method, path, { headers: anon() });
      expect(answer.status, `${method} ${path}: ${answer.text}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(500);
      expect(answer.text).not.toMatch(/\bat .+\.(ts|js):\d+|node:internal/);
    }
    await expectStillServing();
  });

  it('truncated, empty and non-JSON bodies, and wrong content types', async () => {
    const post = (body: string, type = 'application/json') => send('POST', '/rest/v1/blog_posts', { headers: { ...service(), 'Content-Type': type }, body });
    expectPostgrestError(await post('{"title":"x","slug":"trunc'), 400, 'PGRST102');
    expectPostgrestError(await post(''), 400, 'PGRST102');
    expectPostgrestError(await post('[1,2]'), 400, 'PGRST102');
    expectPostgrestError(await post('"just a string"'), 400, 'PGRST102');
    expectPostgrestError(await post('{"title":"x","slug":"y"}', 'text/plain'), 415, 'PGRST107');
    expectPostgrestError(await post('title=x', 'application/x-www-form-urlencoded'), 415, 'PGRST107');
    await expectStillServing();
  });

  it('a client that sends half a body and hangs up', async () => {
    for (const path of ['/rest/v1/blog_posts', '/api/leads']) {
      const socket = net.connect(backend.port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.end(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${backend.keys.serviceKey}\r\n` +
          `Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"title":"cut`,
      );
      socket.destroy();
      await closed;
    }
    await expectStillServing();
  });

  it('unknown columns, bad limits and ranges', async () => {
    expectPostgrestError(await send('GET', '/rest/v1/blog_posts?select=nope', { headers: anon() }), 400, '42703');
    expectPostgrestError(await send('GET', '/rest/v1/blog_posts?select=slug&nope=eq.1', { headers: anon() }), 400, '42703');
    expectPostgrestError(await send('GET', '/rest/v1/blog_posts?select=slug&order=nope.desc', { headers: anon() }), 400, '42703');
    expectPostgrestError(await send('GET', '/rest/v1/blog_posts?select=slug&limit=-1', { headers: anon() }), 400, 'PGRST100');
    expectPostgrestError(await send('GET', '/rest/v1/blog_posts?select=slug&limit=1e3', { headers: anon() }), 400, 'PGRST100');
    // Capped by the row limit like any other limit.
    const huge = await send('GET', '/rest/v1/blog_posts?select=slug&limit=99999999999999999999', { headers: anon() });
    expect(huge.status).toBe(200);
    expectPostgrestError(await send('GET', '/rest/v1/blog_posts?select=slug', { headers: { ...anon(), Range: '5-2' } }), 416, 'PGRST103');
    expectPostgrestError(await send('GET', '/rest/v1/blog_posts?select=slug&slug=is.maybe', { headers: anon() }), 400, 'PGRST100');
    expectPostgrestError(await send('GET', '/rest/v1/blog_posts?select=slug&or=(slug.eq.a', { headers: anon() }), 400, 'PGRST100');
    expectPostgrestError(await send('GET', '/rest/v1/blog_posts?select=slug&slug=in.(a,"b', { headers: anon() }), 400, 'PGRST100');
    expectPostgrestError(await send('GET', '/rest/v1/no_such_table', { headers: anon() }), 404, 'PGRST205');
    expectPostgrestError(await send('PUT', '/rest/v1/blog_posts', { headers: service() }), 405, 'PGRST117');
    await expectStillServing();
  });
});

describe('keys and tokens', { timeout: 20_000 }, () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['a non-numeric exp', signJwt({ role: 'service_role', exp: 'never' }, jwtSecret)],
    ['an expired token', signJwt({ role: 'service_role', exp: 1 }, jwtSecret)],
    ['a token not yet valid', signJwt({ role: 'service_role', nbf: Math.floor(Date.now() / 1000) + 3600 }, jwtSecret)],
    ['a padded signature', `${signJwt({ role: 'service_role' }, jwtSecret)}=`],
    ['alg none', `${b64({ alg: 'none' })}.${b64({ role: 'service_role' })}.`],
    ['a token of another secret', signJwt({ role: 'service_role' }, 'some-other-secret-of-at-least-32-chars')],
  ])('refuses %s with 401 and reads nothing', async (_, token) => {
    const answer = await send('GET', '/rest/v1/leads?select=id', { headers: { apikey: backend.keys.anonKey, Authorization: `Bearer ${token}` } });
    expectPostgrestError(answer, 401, 'PGRST301');
    await expectStillServing();
  });

  it('refuses to listen beyond loopback with the built-in keys', async () => {
    await expect(startBackend({ host: '0.0.0.0' })).rejects.toThrow(/Refusing to start with the development keys.*it listens on 0\.0\.0\.0/);
    expect(backend.usesBuiltInKeys).toBe(true);
  });
});

describe('the lead sink', { timeout: 30_000 }, () => {
  const form = (fields: Record<string, string>) => {
    const boundary = '----hostile-suite';
    const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
  };
  const postLead = (fields: Record<string, string>, headers: Record<string, string> = {}, localAddress?: string) => {
    const { body, type } = form(fields);
    return send('POST', '/api/leads', { headers: { 'Content-Type': type, ...headers }, body, localAddress });
  };
  const storedLead = async (email: string) =>
    (await backend.db.query<{ fields: Record<string, string>; source: string | null; user_agent: string | null; lead_id: string }>(
      `select fields, source, user_agent, lead_id from public.leads where fields->>'Email' = $1`,
      [email],
    )).rows;

  it('keeps a lead with NUL and other control characters, cleaned', async () => {
    const answer = await postLead({ Email: 'nul@example.com', Message: 'Hello\u0000 there\u0007\r\nBye' }, { Referer: 'https://site.example/contact' });
    expect(answer.status).toBe(200);
    expect(await storedLead('nul@example.com')).toEqual([{ fields: { Email: 'nul@example.com', Message: 'Hello there\nBye' }, source: 'https://site.example/contact', user_agent: null, lead_id: expect.any(String) }]);
    await expectStillServing({ leadsAdded: 1 });
  });

  it('keeps a urlencoded lead with %00 and caps Referer and User-Agent', async () => {
    const answer = await send('POST', '/api/leads', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `https://site.example/${'r'.repeat(7000)}`, 'User-Agent': 'U'.repeat(7000) },
      body: 'Email=pct%40example.com&Message=a%00b%C2%85c',
    });
    expect(answer.status).toBe(200);
    const [lead] = await storedLead('pct@example.com');
    expect(lead.fields.Message).toBe('abc');
    expect(lead.source!.length).toBeLessThanOrEqual(2048);
    expect(lead.user_agent!.length).toBeLessThanOrEqual(512);
    await expectStillServing({ leadsAdded: 1 });
  });

  it('refuses unreadable leads without storing anything', async () => {
    const { body, type } = form({ Email: 'cut@example.com' });
    expect((await send('POST', '/api/leads', { headers: { 'Content-Type': type }, body: body.slice(0, -20) })).status).toBe(400);
    expect((await send('POST', '/api/leads', { headers: { 'Content-Type': 'text/plain' }, body: 'Email=x' })).status).toBe(415);
    expect((await send('POST', '/api/leads', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `a=${'x'.repeat(70_000)}` })).status).toBe(413);
    expect((await send('GET', '/api/leads')).status).toBe(405);
    await expectStillServing();
  });

  it('journals a lead the database refuses, acknowledges it, and stores it once the database takes leads again', async () => {
    await backend.db.exec(`alter table public.leads add constraint hostile_refuse check (not (fields ? 'Refuse'))`);
    try {
      const refused = await postLead({ Email: 'journal@example.com', Refuse: 'yes' });
      expect(refused.status).toBe(202);
      expect(await storedLead('journal@example.com')).toEqual([]);
    } finally {
      await backend.db.exec('alter table public.leads drop constraint hostile_refuse');
    }
    // The next stored lead replays the journal; the replay is idempotent.
    expect((await postLead({ Email: 'after@example.com' })).status).toBe(200);
    await expect.poll(async () => (await storedLead('journal@example.com')).length, { timeout: 5000 }).toBe(1);
    expect((await postLead({ Email: 'after2@example.com' })).status).toBe(200);
    expect(await storedLead('journal@example.com')).toHaveLength(1);
    await expectStillServing({ leadsAdded: 3 });
  });

  it('rate-limits one client with 429 and Retry-After without holding up another', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < leadBurst; i++) statuses.push((await postLead({ Email: `flood${i}@example.com` }, {}, '127.0.0.7')).status);
    expect(statuses).toEqual(Array(leadBurst).fill(200));
    const limited = await postLead({ Email: 'one-too-many@example.com' }, {}, '127.0.0.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await postLead({ Email: 'neighbour@example.com' }, {}, '127.0.0.8')).status).toBe(200);
    await expectStillServing({ leadsAdded: leadBurst + 1 });
  });
});
