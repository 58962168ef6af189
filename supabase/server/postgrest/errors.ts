/** PostgREST's error body and the HTTP statuses it gives Postgres error codes. */
import { ClientQueueFullError, DatabaseBusyError, DatabaseTimeoutError, QueueFullError } from '../database/workerDatabase';

export interface ApiErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    /** Headers the answer carries besides its JSON type (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get body(): ApiErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null) => new ApiError(400, 'PGRST100', message, details);

/** Seconds a client is asked to wait while the database cannot be reached (the backend reconnects within a few). */
export const databaseRetryAfterSeconds = 5;

/**
 * The backend's own answer while the database cannot be reached: never the driver's or PostgREST's text, which
 * names the database's host and port.
 */
export const databaseUnavailable = () =>
  new ApiError(503, 'PGRST001', 'The database is not available right now; try again in a few seconds.', null, null, { 'Retry-After': String(databaseRetryAfterSeconds) });

/** Socket errors of a connection to the database server. */
const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * Whether an error says the database server cannot be reached or is going away, rather than that a statement
 * failed: a socket error, node-postgres's lost connection, or SQLSTATE class 08 (connection exception), 53300
 * (too many connections) and 57P01–57P03 (shut down, starting up).
 */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (connectionErrorCodes.has(code) || /^08|^53300$|^57P0[1-3]$/.test(code))) return true;
  if (typeof message === 'string' && /^Connection terminated/.test(message)) return true;
  // Every address of the host refused (AggregateError).
  return Array.isArray(errors) && errors.length > 0 && errors.every(isConnectionFailure);
}

/** https://docs.postgrest.org/en/stable/references/errors.html#postgresql-errors */
export function statusOfPgCode(code: string, anonymous: boolean): number {
  if (code === '42501') return anonymous ? 401 : 403;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42P17') return 500;
  if (/^(08|53)/.test(code)) return 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|P0|XX)/.test(code)) return 500;
  return 400;
}

interface PgErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

/** A Postgres error (from PGlite) as PostgREST would answer it; anything else is a 500. */
export function fromDatabaseError(error: unknown, anonymous: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DatabaseTimeoutError) {
    return new ApiError(504, error.code, error.message, null, `The request ran past the backend's time limit of ${error.limitMs} ms and was stopped.`);
  }
  if (error instanceof DatabaseBusyError) return new ApiError(504, error.code, error.message, null, 'The backend is busy; try again shortly.');
  // Queues full: refused at once, before any waiting, with when to come back.
  if (error instanceof ClientQueueFullError) {
    return new ApiError(429, error.code, error.message, null, 'Wait for your earlier requests to be answered, then try again.', { 'Retry-After': '1' });
  }
  if (error instanceof QueueFullError) return new ApiError(503, error.code, error.message, null, 'The backend is busy; try again shortly.', { 'Retry-After': '1' });
  if (isConnectionFailure(error)) return databaseUnavailable();
  const pg = (error ?? {}) as PgErrorLike;
  if (typeof pg.code === 'string' && /^[0-9A-Z]{5}$/.test(pg.code)) {
    return new ApiError(
      statusOfPgCode(pg.code, anonymous),
      pg.code,
      String(pg.message ?? 'Database error'),
      typeof pg.detail === 'string' ? pg.detail : null,
      typeof pg.hint === 'string' ? pg.hint : null,
    );
  }
  return new ApiError(500, 'PGRST000', 'The embedded database failed to answer.');
}
