/**
 * Alerts of a canary's decisions to the team's webhooks: a JSON POST on its start, each step, its promotion and its
 * rollback, with who or what took it, the reason and the figures (the release log's line of the decision).
 *
 * Set on the servers and the machines that run the release commands, never in the public settings document:
 * - `SITE_WEBHOOKS`: the receivers' URLs (http or https), comma separated;
 * - `SITE_WEBHOOK_SECRET`: the key of the signature (at least 16 characters), required with SITE_WEBHOOKS.
 * Each body is signed: `X-Stayvia-Signature: sha256=<hex HMAC-SHA256 of the raw body with the secret>`. A receiver
 * computes the same HMAC over the bytes it received, compares in constant time (`timingSafeEqual`), and refuses a
 * body whose `at` is more than 5 minutes old (a replay); `X-Stayvia-Delivery` is the same on every attempt of one
 * alert (deduplicate on it).
 *
 * Delivery never holds anything up: `announce` returns at once and each receiver is tried in the background, each
 * attempt limited to `timeoutMs`, retried with exponential backoff (1 s, 2 s, 4 s by default) on a network error, a
 * timeout, a 429 or a 5xx, then dropped saying so. A failure is logged with the receiver's origin only (a webhook's
 * path often holds a token) and never the secret.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { InvalidEnvNumber } from 'infra/envNumber';

export const signatureHeader = 'X-Stayvia-Signature';
export const deliveryHeader = 'X-Stayvia-Delivery';

/** The events alerted (a change of the canary's pages is not a decision: not alerted). */
export const alertedEvents = ['started', 'step', 'promoted', 'rolled back'] as const;
export type AlertedEvent = (typeof alertedEvents)[number];

/** What a receiver gets: the release log's line of the decision (see releases/store.ts CanaryLogEntry). */
export interface CanaryAlert {
  event: AlertedEvent;
  target: string;
  canary: string;
  version: string;
  at: string;
  [detail: string]: unknown;
}

export interface WebhookSettings {
  urls: string[];
  secret: string;
}

/** A webhook setting the site refuses (as a number it refuses: the server does not start, the command exits, naming it). */
export class InvalidWebhookSettings extends InvalidEnvNumber {}

/** SITE_WEBHOOKS and SITE_WEBHOOK_SECRET read and checked; undefined when no webhook is set. */
export function webhookSettings(env: NodeJS.ProcessEnv = process.env): WebhookSettings | undefined {
  const listed = (env.SITE_WEBHOOKS ?? '').split(',').map((url) => url.trim()).filter(Boolean);
  if (!listed.length) return undefined;
  const urls = listed.map((text, i) => {
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    // The value is not echoed: a webhook URL often holds a token.
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new InvalidWebhookSettings(`SITE_WEBHOOKS: its URL number ${i + 1} is not an http or https URL.`);
    return url.href;
  });
  const secret = env.SITE_WEBHOOK_SECRET ?? '';
  if (secret.length < 16) throw new InvalidWebhookSettings('SITE_WEBHOOKS is set: SITE_WEBHOOK_SECRET must be set too, at least 16 characters (the key the alerts are signed with).');
  return { urls, secret };
}

/** The signature header's value of `body` with `secret`. */
export const signatureOf = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export interface AlertSenderOptions {
  settings: WebhookSettings | undefined;
  attempts?: number;
  /** The wait before the second attempt; doubled before each next one. */
  backoffMs?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface AlertSender {
  /** Sends `alert` to every receiver in the background; returns at once. */
  announce(alert: CanaryAlert): void;
  /** Resolves once every delivery under way has ended (delivered or dropped): a command's last act, and tests. */
  idle(): Promise<void>;
}

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

export function alertSender({ settings, attempts = 4, backoffMs = 1000, timeoutMs = 3000, log = (line) => console.error(line) }: AlertSenderOptions): AlertSender {
  const underWay = new Set<Promise<void>>();

  async function deliver(url: string, body: string, delivery: string, event: string) {
    const where = new URL(url).origin;
    let why = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (attempt - 2)));
      try {
        const response = await fetch(url, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', [signatureHeader]: signatureOf(body, settings!.secret), [deliveryHeader]: delivery },
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return;
        why = `answered ${response.status}`;
        if (!retryable(response.status)) break;
      } catch (error) {
        why = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable';
      }
    }
    log(`[canary] the ${event} alert to the webhook at ${where} was dropped: ${why} (${attempts} attempts at most)`);
  }

  return {
    announce(alert) {
      if (!settings) return;
      const body = JSON.stringify(alert);
      const delivery = randomUUID();
      for (const url of settings.urls) {
        const sending = deliver(url, body, delivery, alert.event).finally(() => underWay.delete(sending));
        underWay.add(sending);
      }
    },
    async idle() {
      while (underWay.size) await Promise.all([...underWay]);
    },
  };
}

/**
 * A sender on the environment's webhooks, for one decision (decisions are few; a delivery under way keeps the process
 * alive until it ends, so a command's alert goes out before it exits). Settings it refuses send nothing, and say why
 * (a server refuses them as it starts: checkCanarySettings; a decision is never undone for them).
 */
export function alerts(): AlertSender {
  let settings: WebhookSettings | undefined;
  try {
    settings = webhookSettings();
  } catch (error) {
    if (!(error instanceof InvalidWebhookSettings)) throw error;
    console.error(`[canary] no alerts are sent: ${error.message}`);
  }
  return alertSender({ settings });
}

/** Whether a canary log entry's event is a decision alerted. */
export const isAlerted = (event: string): event is AlertedEvent => (alertedEvents as readonly string[]).includes(event);
