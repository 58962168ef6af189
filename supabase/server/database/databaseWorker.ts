/**
 * The database worker: PGlite runs here, off the thread that answers requests, so that a query PGlite cannot
 * stop (it ignores statement_timeout) stops with the worker instead (see workerDatabase.ts, which terminates
 * and reopens it).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openDatabase } from './openDatabase';
import { serializeError, type WorkerOptions, type WorkerReply, type WorkerRequest } from './protocol';

interface Session {
  tx: Transaction;
  finish(commit: boolean): void;
  done: Promise<void>;
}

const port = parentPort!;
const post = (message: WorkerReply) => port.postMessage(message);
const sessions = new Map<number, Session>();

function begin(db: PGlite): Promise<Session> {
  return new Promise<Session>((resolve, reject) => {
    let session: Session | undefined;
    const done = db.transaction(async (tx) => {
      const commit = await new Promise<boolean>((finish) => {
        session = { tx, finish, done };
        resolve(session);
      });
      if (!commit && !tx.closed) await tx.rollback();
    });
    done.catch((error: unknown) => {
      if (!session) reject(error);
    });
  });
}

async function answer(db: PGlite, request: WorkerRequest): Promise<unknown> {
  const target = (session?: number) => {
    if (session === undefined) return db;
    const open = sessions.get(session);
    if (!open) throw new Error(`No open transaction ${session}.`);
    return open.tx;
  };
  switch (request.kind) {
    case 'query': {
      const { rows, affectedRows, fields } = await target(request.session).query(request.sql, request.params);
      return { rows, affectedRows, fields };
    }
    case 'exec':
      await target(request.session).exec(request.sql);
      return null;
    case 'begin':
      sessions.set(request.session, await begin(db));
      return null;
    case 'rollback': {
      const open = sessions.get(request.session);
      if (!open) throw new Error(`No open transaction ${request.session}.`);
      await open.tx.rollback();
      return null;
    }
    case 'end': {
      const open = sessions.get(request.session);
      if (!open) return null;
      sessions.delete(request.session);
      open.finish(request.commit);
      await open.done;
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

try {
  const db = await openDatabase(workerData as WorkerOptions);
  port.on('message', (request: WorkerRequest) => {
    answer(db, request).then(
      (value) => post({ kind: 'reply', id: request.id, ok: true, value }),
      (error: unknown) => post({ kind: 'reply', id: request.id, ok: false, error: serializeError(error) }),
    );
  });
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'failed', error: serializeError(error) });
}
