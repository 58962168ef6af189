/**
 * Turns at the database (one session at a time, see workerDatabase.ts), shared fairly between clients: each
 * client's sessions wait in a line of its own, first come first served, and the lines take turns, one session
 * each (round-robin). A client that queues 150 heavy reads at once delays another client's read by at most one
 * of them, instead of all 150 (with one queue, a visitor's news list waited 3.1–9.6 s behind such a flood).
 * Waiting is bounded per client (`maxWaitingPerClient`, beyond which that client is refused at once) and in all
 * (`maxWaiting`), and each waiter gives up after its own wait limit.
 */

/** A client with `maxWaitingPerClient` sessions waiting already (the backend answers 429). */
export class ClientQueueFullError extends Error {
  readonly code = 'PGRST003';
  constructor(readonly limit: number) {
    super(`Too many requests from this client are waiting for the database (at most ${limit}).`);
  }
}

/** `maxWaiting` sessions waiting already, from every client together (the backend answers 503). */
export class QueueFullError extends Error {
  readonly code = 'PGRST003';
  constructor(readonly limit: number) {
    super(`The database has ${limit} requests waiting; try again shortly.`);
  }
}

/** A session that waited past its wait limit (PostgREST's code for an exhausted connection pool; 504). */
export class DatabaseBusyError extends Error {
  readonly code = 'PGRST003';
  constructor() {
    super('Timed out acquiring connection from connection pool.');
  }
}

export interface TurnLimits {
  /** Sessions waiting at most, every client together. */
  maxWaiting: number;
  /** Sessions of one client waiting at most. */
  maxWaitingPerClient: number;
}

/** The line of sessions that name no client (the backend's own work: its catalog, leads, content syncs). */
export const internalClient = '';

export class FairTurns {
  private busy = false;
  private waiting = 0;
  /** Each client's waiting sessions; the map's order is the rotation (a served line moves to the back). */
  private readonly lines = new Map<string, (() => void)[]>();

  constructor(private readonly limits: TurnLimits) {}

  /** Resolves when it is `client`'s turn; rejects at once when a queue is full, or after `waitMs` of waiting. */
  take(client: string = internalClient, waitMs?: number): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    const line = this.lines.get(client) ?? [];
    if (client !== internalClient && line.length >= this.limits.maxWaitingPerClient) {
      return Promise.reject(new ClientQueueFullError(this.limits.maxWaitingPerClient));
    }
    if (this.waiting >= this.limits.maxWaiting) return Promise.reject(new QueueFullError(this.limits.maxWaiting));
    return new Promise((resolve, reject) => {
      const waiter = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer =
        waitMs === undefined
          ? undefined
          : setTimeout(() => {
              this.leave(client, waiter);
              reject(new DatabaseBusyError());
            }, waitMs);
      if (!this.lines.has(client)) this.lines.set(client, line);
      line.push(waiter);
      this.waiting++;
    });
  }

  /** Ends a turn: the first session of the next line in the rotation gets the database. */
  give(): void {
    const next = this.lines.entries().next();
    if (next.done) {
      this.busy = false;
      return;
    }
    const [client, line] = next.value;
    const waiter = line.shift()!;
    this.waiting--;
    // To the back of the rotation (or out of it, when it has nobody else waiting).
    this.lines.delete(client);
    if (line.length) this.lines.set(client, line);
    waiter();
  }

  /** Sessions waiting: every client's, or one client's. */
  waitingCount(client?: string): number {
    return client === undefined ? this.waiting : (this.lines.get(client)?.length ?? 0);
  }

  private leave(client: string, waiter: () => void) {
    const line = this.lines.get(client);
    const index = line?.indexOf(waiter) ?? -1;
    if (!line || index < 0) return;
    line.splice(index, 1);
    this.waiting--;
    if (!line.length) this.lines.delete(client);
  }
}
