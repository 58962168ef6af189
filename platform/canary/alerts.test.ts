/**
 * The alerts of a canary's decisions: signed JSON POSTs to a local receiver that checks the signature as the docs say
 * a receiver does; retried with backoff, dropped after the last attempt; a dead or slow receiver holds up nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { versionDir, type ReleaseStore } from '../releases/store';
import { alertSender, deliveryHeader, signatureHeader, webhookSettings, InvalidWebhookSettings, type CanaryAlert } from './alerts';
import { aRunningCanary, emptyStore } from './canary.testkit';
import { byTheVerdict } from './decidedBy';
import { actOnVerdict } from './lifecycle';
import { commitCanary, readCanaries } from './state';
import { checkCanarySettings } from './settings';
import { InvalidEnvNumber } from 'infra/envNumber';

const secret = 'a-secret-of-the-team-0123456789';

interface Received {
  body: CanaryAlert;
  delivery: string;
  signed: boolean;
}

/** A receiver on 127.0.0.1 that checks each body's signature (HMAC-SHA256 of the raw bytes, compared in constant time), answering `answer()`. */
async function receiver(answer: () => number | 'never' = () => 204) {
  const received: Received[] = [];
  const waiting: Array<() => void> = [];
  const held = new Set<http.ServerResponse>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
    const given = Buffer.from(String(req.headers[signatureHeader.toLowerCase()] ?? ''));
    const signed = given.length === expected.length && timingSafeEqual(given, expected);
    received.push({ body: JSON.parse(raw.toString('utf8')) as CanaryAlert, delivery: String(req.headers[deliveryHeader.toLowerCase()]), signed });
    waiting.splice(0).forEach((resolve) => resolve());
    const status = answer();
    if (status === 'never') held.add(res);
    else res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/T0KEN-in-the-path`;
  return {
    url,
    received,
    /** Resolves once `count` requests came. */
    async requests(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiting.push(resolve));
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        held.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const alert: CanaryAlert = { event: 'rolled back', target: 'legal', canary: 'legal-0123456789ab-x', version: '0123456789ab', at: new Date().toISOString(), by: byTheVerdict, reason: 'error rate' };

describe('SITE_WEBHOOKS and SITE_WEBHOOK_SECRET', () => {
  it('none set: no alerts; set: every URL, with the secret', () => {
    expect(webhookSettings({})).toBeUndefined();
    expect(webhookSettings({ SITE_WEBHOOKS: ' , ' })).toBeUndefined();
    expect(webhookSettings({ SITE_WEBHOOKS: 'https://a.example/x, http://127.0.0.1:9/y', SITE_WEBHOOK_SECRET: secret })).toEqual({ urls: ['https://a.example/x', 'http://127.0.0.1:9/y'], secret });
  });

  it('refuses a URL that is not http(s) without echoing it, and webhooks without a secret of 16 characters', () => {
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        webhookSettings(env);
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidWebhookSettings);
        return (error as Error).message;
      }
      throw new Error('not refused');
    };
    const message = refusal({ SITE_WEBHOOKS: 'https://ok.example, ftp://T0KEN@files.example', SITE_WEBHOOK_SECRET: secret });
    expect(message).toBe('SITE_WEBHOOKS: its URL number 2 is not an http or https URL.');
    expect(refusal({ SITE_WEBHOOKS: 'not a url', SITE_WEBHOOK_SECRET: secret })).not.toContain('not a url');
    expect(refusal({ SITE_WEBHOOKS: 'https://ok.example' })).toMatch(/SITE_WEBHOOK_SECRET must be set too/);
    expect(refusal({ SITE_WEBHOOKS: 'https://ok.example', SITE_WEBHOOK_SECRET: 'short' })).toMatch(/at least 16 characters/);
  });

  it('a server refuses them as it starts (checkCanarySettings), as it refuses a number it cannot read', () => {
    process.env.SITE_WEBHOOKS = 'https://ok.example';
    try {
      expect(() => checkCanarySettings()).toThrow(InvalidEnvNumber);
    } finally {
      delete process.env.SITE_WEBHOOKS;
    }
    expect(() => checkCanarySettings()).not.toThrow();
  });
});

describe('an alert', () => {
  it('is a JSON POST signed with HMAC-SHA256 of its body, which the receiver checks; another key does not check', async () => {
    const good = await receiver();
    try {
      const sender = alertSender({ settings: { urls: [good.url], secret } });
      sender.announce(alert);
      await sender.idle();
      expect(good.received).toEqual([{ body: alert, delivery: expect.stringMatching(/^[0-9a-f-]{36}$/), signed: true }]);
      const forged = alertSender({ settings: { urls: [good.url], secret: 'another-key-of-16-characters' } });
      forged.announce(alert);
      await forged.idle();
      expect(good.received[1]!.signed).toBe(false);
    } finally {
      await good.close();
    }
  });

  it('is retried with backoff on a 5xx, the same delivery id each time, until the receiver takes it', async () => {
    const answers = [503, 500, 204];
    const flaky = await receiver(() => answers.shift()!);
    try {
      const sender = alertSender({ settings: { urls: [flaky.url], secret }, backoffMs: 20 });
      const started = performance.now();
      sender.announce(alert);
      await sender.idle();
      expect(flaky.received).toHaveLength(3);
      expect(new Set(flaky.received.map((request) => request.delivery)).size).toBe(1);
      expect(flaky.received.every((request) => request.signed)).toBe(true);
      // 20 ms, then 40 ms.
      expect(performance.now() - started).toBeGreaterThanOrEqual(60);
    } finally {
      await flaky.close();
    }
  });

  it('a dead and a slow receiver hold up nothing: announce returns at once, the alert is dropped after its attempts, saying so without the path or the secret', async () => {
    const slow = await receiver(() => 'never');
    const dead = await receiver();
    await dead.close();
    const good = await receiver();
    const lines: string[] = [];
    try {
      const sender = alertSender({ settings: { urls: [slow.url, dead.url, good.url], secret }, attempts: 2, backoffMs: 10, timeoutMs: 200, log: (line) => lines.push(line) });
      const started = performance.now();
      sender.announce(alert);
      expect(performance.now() - started).toBeLessThan(50);
      await good.requests(1);
      await sender.idle();
      expect(good.received).toHaveLength(1);
      expect(slow.received).toHaveLength(2);
      expect(lines.sort()).toEqual([
        `[canary] the rolled back alert to the webhook at ${new URL(dead.url).origin} was dropped: unreachable (2 attempts at most)`,
        `[canary] the rolled back alert to the webhook at ${new URL(slow.url).origin} was dropped: no answer within 200 ms (2 attempts at most)`,
      ].sort());
      expect(lines.join('\n')).not.toMatch(/T0KEN|a-secret/);
    } finally {
      await slow.close();
      await good.close();
    }
  });
});

describe("a canary's decisions", () => {
  let store: ReleaseStore;
  let dir: string;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  let answer: number | 'never' = 204;
  beforeAll(async () => {
    hooks = await receiver(() => answer);
    // Read once by the process's sender, on its first alert.
    process.env.SITE_WEBHOOKS = hooks.url;
    process.env.SITE_WEBHOOK_SECRET = secret;
  });
  afterAll(async () => {
    delete process.env.SITE_WEBHOOKS;
    delete process.env.SITE_WEBHOOK_SECRET;
    await hooks.close();
  });
  beforeEach(async () => {
    ({ dir, store } = await emptyStore('canary-alerts-'));
    await fs.mkdir(versionDir(store, 'legal', aRunningCanary().version), { recursive: true });
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('start, each step and the rollback each reach the receiver, signed, with who took it and why; a slow receiver delays none', async () => {
    answer = 'never';
    const context = { store, origin: 'http://127.0.0.1:9', pagesDir: path.join(dir, 'pages') };
    const canary = aRunningCanary({ percent: 1, plan: [1, 50], steps: [{ percent: 1, startedAt: new Date().toISOString() }], startedBy: 'ana' });
    const { revision } = await commitCanary(store, 0, canary, { event: 'started', details: { percent: 1, steps: [1, 50], by: 'ana' } });
    await actOnVerdict(context, revision, canary, { verdict: 'promote', reason: 'not worse than stable', by: byTheVerdict });
    const file = await readCanaries(store);
    await actOnVerdict(context, file.revision, file.canaries.legal!, { verdict: 'rollback', reason: 'error rate 40 % against 1 %', by: byTheVerdict });
    // Every decision was written while the receiver had answered none of them.
    expect((await readCanaries(store)).canaries.legal).toMatchObject({ status: 'rolled back', endedBy: byTheVerdict });
    const received = await hooks.requests(3);
    expect(received.every((request) => request.signed)).toBe(true);
    expect(received.map(({ body }) => [body.event, body.by, body.percent ?? null, body.reason ?? null])).toEqual([
      ['started', 'ana', 1, null],
      ['step', byTheVerdict, 50, 'not worse than stable'],
      ['rolled back', byTheVerdict, null, 'error rate 40 % against 1 %'],
    ]);
    expect(received[2]!.body).toMatchObject({ target: 'legal', canary: canary.id, version: canary.version });
  });
});
