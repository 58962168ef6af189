import { describe, expect, it } from 'vitest';
import { ClientQueueFullError, DatabaseBusyError, QueueFullError } from '../database/fairTurns';
import { fromDatabaseError } from './errors';
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
