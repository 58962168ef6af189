import { describe, expect, it } from 'vitest';
import { ClientQueueFullError, DatabaseBusyError, FairTurns, QueueFullError } from './fairTurns';

/** Takes a turn for `client`, recording the order turns are given in. */
const taker = (turns: FairTurns, order: string[]) => (client: string, waitMs?: number) =>
  turns.take(client, waitMs).then(() => {
    order.push(client);
  });

/** Lets every resolved turn's continuation run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FairTurns', () => {
  it('serves the clients’ lines in rotation, each line first come first served', async () => {
    const turns = new FairTurns({ maxWaiting: 100, maxWaitingPerClient: 50 });
    const order: string[] = [];
    const take = taker(turns, order);
    await take('running');
    // One client floods, two others ask once each, after the flood.
    const flood = Array.from({ length: 10 }, () => take('flood'));
    const visitors = [take('visitor-1'), take('visitor-2')];
    for (let turn = 0; turn < 12; turn++) {
      turns.give();
      await settle();
    }
    await Promise.all([...flood, ...visitors]);
    expect(order.slice(0, 4)).toEqual(['running', 'flood', 'visitor-1', 'visitor-2']);
    expect(order.slice(4)).toEqual(Array(9).fill('flood'));
    turns.give();
    expect(turns.waitingCount()).toBe(0);
  });

  it('refuses a client’s session beyond its own cap at once, and others still queue', async () => {
    const turns = new FairTurns({ maxWaiting: 100, maxWaitingPerClient: 3 });
    await turns.take('flood');
    const queued = Array.from({ length: 3 }, () => turns.take('flood'));
    await expect(turns.take('flood')).rejects.toBeInstanceOf(ClientQueueFullError);
    expect(turns.waitingCount('flood')).toBe(3);
    const visitor = turns.take('visitor');
    expect(turns.waitingCount()).toBe(4);
    for (let turn = 0; turn < 4; turn++) turns.give();
    await Promise.all([...queued, visitor]);
  });

  it('refuses any session once the queue of every client is full, and the backend’s own line has no client cap', async () => {
    const turns = new FairTurns({ maxWaiting: 4, maxWaitingPerClient: 2 });
    await turns.take();
    const own = Array.from({ length: 3 }, () => turns.take());
    const client = turns.take('a');
    await expect(turns.take('b')).rejects.toBeInstanceOf(QueueFullError);
    for (let turn = 0; turn < 4; turn++) turns.give();
    await Promise.all([...own, client]);
  });

  it('drops a waiter that gave up from its line, and the rotation goes on without it', async () => {
    const turns = new FairTurns({ maxWaiting: 10, maxWaitingPerClient: 10 });
    const order: string[] = [];
    const take = taker(turns, order);
    await take('running');
    const impatient = take('impatient', 10);
    const patient = take('patient');
    await expect(impatient).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(turns.waitingCount('impatient')).toBe(0);
    turns.give();
    await patient;
    expect(order).toEqual(['running', 'patient']);
  });
});
