/**
 * The backend's numeric settings in the environment: each read where it is used, and all checked at once by
 * `checkBackendSettings` as a process that opens a backend starts. A value that is not a number is refused by
 * name then, not found when the database opens: a site keeps retrying to open its backend, so a setting found
 * wrong there would be retried for ever while the site answers 503.
 */
import { envNumber } from 'infra/envNumber';

export const backendSettings = {
  /** Beacons one client may send a minute (`/api/field`). */
  fieldPerMinute: () => envNumber('BACKEND_FIELD_PER_MINUTE'),
  /** Days field rows are kept. */
  fieldRetentionDays: () => envNumber('BACKEND_FIELD_RETENTION_DAYS', { max: 3650 }),
  /** Leads one client may send a minute. */
  leadsPerMinute: () => envNumber('BACKEND_LEADS_PER_MINUTE'),
  /** How long one database query may run. */
  queryTimeoutMs: () => envNumber('BACKEND_QUERY_TIMEOUT_MS'),
  /** Queries one client may have waiting. */
  queuePerClient: () => envNumber('BACKEND_QUEUE_PER_CLIENT'),
  /** PostgreSQL connections in the pool. */
  poolSize: () => envNumber('DATABASE_POOL_SIZE'),
};

/** Reads every setting above: throws `InvalidEnvNumber`, naming the first that is not a number in its range. */
export function checkBackendSettings(): void {
  for (const read of Object.values(backendSettings)) read();
}
