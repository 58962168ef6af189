/**
 * The client hash's tests' database clock: `database` as it answers at `time`, its time statement (clientHash.ts
 * `databaseTimeSql`) answered with `time()` and every other statement as sent, so a test sets the database's time
 * apart from each server's own clock.
 */
import { databaseTimeSql, type SaltDatabase } from './clientHash';

export function atDatabaseTime(database: SaltDatabase, time: () => Date): SaltDatabase {
  const query = ((sql: string, params?: unknown[]) =>
    sql === databaseTimeSql ? database.query('select $1::timestamptz as now', [time()]) : database.query(sql, params)) as SaltDatabase['query'];
  return { query };
}
