/**
 * The canary's settings an operator may set in the environment, read by envNumber (a value that is not a whole number
 * in range stops `npm start`, naming it): checked once as the server starts, read where they are used.
 */
import { envNumber } from 'infra/envNumber';
import { webhookSettings } from './alerts';
import { givenSecret } from './cohortSecret';

/**
 * How long after its last view a vote without a beacon counts (as healthy), and waits for the beacon of its view
 * (CANARY_SETTLE_MS, default 60 s; 0: at once): the page reports when it is left.
 */
export const settleMs = () => envNumber('CANARY_SETTLE_MS', { min: 0 }) ?? 60_000;

/** How often each site server takes the verdict of a running canary (CANARY_VERDICT_MS, default 5 s). */
export const verdictIntervalMs = () => envNumber('CANARY_VERDICT_MS') ?? 5000;

export function checkCanarySettings(): void {
  givenSecret();
  settleMs();
  verdictIntervalMs();
  webhookSettings();
}
