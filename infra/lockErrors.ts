/** What a writer lock (withLock.ts) tells its caller when it cannot do its job: the same on files and on PostgreSQL. */
import os from 'node:os';
import type { DataDirHolder } from './lockRecord';

/** Who holds a lock, as a waiter can tell. */
export type LockHolder = Pick<DataDirHolder, 'pid' | 'hostname' | 'command' | 'startedAt' | 'label'>;

/** A writer lock stayed taken past the time its waiter was given; names the holder (its host when not this one). */
export class LockTimeout extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
    holders: string,
  ) {
    const where = holder.hostname !== os.hostname() ? ` on ${holder.hostname}` : '';
    super(`${folder} is locked by process ${holder.pid}${where}${holder.label ? `, ${holder.label}` : ''} (${holder.command}, since ${holder.startedAt}; ${holders}).`);
    this.name = 'LockTimeout';
  }
}

/** The connection holding a lock was lost before its work ended: another writer may have taken the lock meanwhile. */
export class LockLost extends Error {
  constructor(
    readonly folder: string,
    readonly reason: string,
  ) {
    super(
      `The lock on ${folder} was lost while its work ran (the connection to PostgreSQL ended: ${reason}): another writer may have run at the same time; check what it wrote and retry.`,
    );
    this.name = 'LockLost';
  }
}
