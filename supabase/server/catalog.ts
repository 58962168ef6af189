/**
 * The tables and columns the API exposes, read from Postgres' own catalog: every name in a request is
 * checked against it before it reaches SQL.
 */
import type { Database } from './database/workerDatabase';

export type Catalog = Map<string, Set<string>>;

export const exposedSchema = 'public';

export async function readCatalog(db: Database): Promise<Catalog> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [exposedSchema],
  );
  const catalog: Catalog = new Map();
  for (const { table_name, column_name } of rows) {
    if (!catalog.has(table_name)) catalog.set(table_name, new Set());
    catalog.get(table_name)!.add(column_name);
  }
  return catalog;
}
