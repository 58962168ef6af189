import { describe, expect, it } from 'vitest';
import { ClientQueueFullError, DatabaseBusyError, QueueFullError } from '../database/fairTurns';
import { databaseRetryAfterSeconds, fromDatabaseError, isConnectionFailure } from './errors';
import { errorResponse } from './handleRest';

describe('the database queue’s refusals as HTTP answers', () => {
  it('answers a client over its cap 429, a full queue 503, both with Retry-After, and a wait past its limit 504', () => {
    const client = errorResponse(fromDatabaseError(new ClientQueueFullError(64), true));
    expect(client.status).toBe(429);
    expect(client.headers).toMatchObject({ 'Retry-After': '1', 'Content-Type': 'application/json; charset=utf-8' });
    expect(JSON.parse(client.body!)).toEqual({
      code: 'PGRST003',
      details: null,
      hint: 'Wait for your earlier requests to be answered, then try again.',
      message: 'Too many requests from this client are waiting for the database (at most 64).',
    });
    const full = errorResponse(fromDatabaseError(new QueueFullError(500), true));
    expect(full.status).toBe(503);
    expect(full.headers['Retry-After']).toBe('1');
    expect(JSON.parse(full.body!).message).toBe('The database has 500 requests waiting; try again shortly.');
    const waited = errorResponse(fromDatabaseError(new DatabaseBusyError(), true));
    expect(waited.status).toBe(504);
    expect(waited.headers['Retry-After']).toBeUndefined();
  });
});

describe('a database that cannot be reached', () => {
  const unreachable = [
    Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED', address: '10.0.0.5', port: 5432 }),
    new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }), Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })]),
    new Error('Connection terminated unexpectedly'),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    Object.assign(new Error('connection failure'), { code: '08006' }),
  ];

  it('is answered 503 in the backend\'s own words with Retry-After, naming no host or port', () => {
    for (const error of unreachable) {
      const answer = errorResponse(fromDatabaseError(error, true));
      expect(answer.status, error.message).toBe(503);
      expect(answer.headers['Retry-After']).toBe(String(databaseRetryAfterSeconds));
      expect(JSON.parse(answer.body!)).toEqual({ code: 'PGRST001', details: null, hint: null, message: 'The database is not available right now; try again in a few seconds.' });
    }
  });

  it('is told apart from a statement that failed', () => {
    for (const error of unreachable) expect(isConnectionFailure(error), error.message).toBe(true);
    for (const code of ['42P01', '23505', '57014', 'P0001']) expect(isConnectionFailure({ code, message: 'x' }), code).toBe(false);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
    expect(isConnectionFailure(undefined)).toBe(false);
  });
});
