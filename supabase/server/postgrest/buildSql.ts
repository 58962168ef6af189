/**
 * SQL for a parsed request. Identifiers are checked against the table's real columns and quoted; every value
 * is a numbered parameter ($1, $2, …), never part of the SQL text.
 */
import { ApiError } from './errors';
import type { Filter, Query } from './parseQuery';

export interface TableRef {
  schema: string;
  name: string;
  columns: ReadonlySet<string>;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Collects parameter values and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const qualified = (table: TableRef) => `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;

export function column(table: TableRef, name: string): string {
  if (!table.columns.has(name)) {
    throw new ApiError(400, '42703', `column ${table.name}.${name} does not exist`);
  }
  return `${quoteIdent(table.name)}.${quoteIdent(name)}`;
}

const comparisons = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', match: '~', imatch: '~*' } as const;
const isSql = { null: 'is null', not_null: 'is not null', true: 'is true', false: 'is false', unknown: 'is unknown' } as const;

/** PostgREST's `*` wildcard in like/ilike patterns is SQL's `%`. */
const likePattern = (value: string) => value.replace(/\*/g, '%');

function condition(table: TableRef, filter: Filter, params: Params): string {
  if (filter.kind === 'logic') {
    const joined = filter.children.map((child) => condition(table, child, params)).join(` ${filter.operator} `);
    return filter.negate ? `not (${joined})` : `(${joined})`;
  }
  const target = column(table, filter.column);
  const { operator, value } = filter;
  let sql: string;
  if (operator === 'in') {
    const list = value as string[];
    sql = list.length ? `${target} in (${list.map((item) => params.add(item)).join(', ')})` : 'false';
  } else if (operator === 'is') sql = `${target} ${isSql[value as keyof typeof isSql]}`;
  else if (operator === 'isdistinct') sql = `${target} is distinct from ${params.add(value)}`;
  else if (operator === 'like') sql = `${target} like ${params.add(likePattern(value as string))}`;
  else if (operator === 'ilike') sql = `${target} ilike ${params.add(likePattern(value as string))}`;
  else sql = `${target} ${comparisons[operator]} ${params.add(value)}`;
  return filter.negate ? `not (${sql})` : sql;
}

export function whereClause(table: TableRef, query: Query, params: Params): string {
  if (!query.filters.length) return '';
  return ` where ${query.filters.map((filter) => condition(table, filter, params)).join(' and ')}`;
}

function selectList(table: TableRef, query: Query): string {
  if (!query.select) return `${quoteIdent(table.name)}.*`;
  return query.select
    .map(({ column: name, alias, cast }) => {
      const expression = cast ? `${column(table, name)}::${quoteIdent(cast.trim())}` : column(table, name);
      return `${expression} as ${quoteIdent(alias ?? name)}`;
    })
    .join(', ');
}

function orderClause(table: TableRef, query: Query): string {
  if (!query.order.length) return '';
  const terms = query.order.map(({ column: name, descending, nulls }) => {
    return `${column(table, name)}${descending ? ' desc' : ' asc'}${nulls ? ` nulls ${nulls}` : ''}`;
  });
  return ` order by ${terms.join(', ')}`;
}

export interface ReadOptions {
  /** Cap on rows per response, like a Supabase project's "Max rows" setting. */
  maxRows?: number;
  stripNulls?: boolean;
}

/** Rows as one JSON array built by Postgres (as PostgREST does), plus their number. */
export function selectSql(table: TableRef, query: Query, params: Params, { maxRows, stripNulls }: ReadOptions = {}) {
  const limit = maxRows === undefined ? query.limit : Math.min(query.limit ?? maxRows, maxRows);
  const inner =
    `select ${selectList(table, query)} from ${qualified(table)}` +
    whereClause(table, query, params) +
    orderClause(table, query) +
    (limit !== undefined ? ` limit ${params.add(limit)}` : '') +
    (query.offset ? ` offset ${params.add(query.offset)}` : '');
  const element = stripNulls ? 'json_strip_nulls(to_json(_row))' : '_row';
  return `select coalesce(json_agg(${element}), '[]')::text as body, count(*)::int as rows from (${inner}) _row`;
}

export function countSql(table: TableRef, query: Query, params: Params) {
  return `select count(*)::int as total from ${qualified(table)}${whereClause(table, query, params)}`;
}

const returning = (table: TableRef, query: Query) => (query.select ? ` returning ${selectList(table, query)}` : ` returning ${quoteIdent(table.name)}.*`);

export interface InsertOptions {
  /** Prefer: resolution=merge-duplicates | ignore-duplicates, with on_conflict columns (default: the primary key). */
  resolution?: 'merge' | 'ignore';
}

export function insertSql(table: TableRef, query: Query, rows: Record<string, unknown>[], params: Params, { resolution }: InsertOptions = {}) {
  const names = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (!names.length) throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  for (const name of names) column(table, name);
  const targets = names.map(quoteIdent);
  let sql =
    `insert into ${qualified(table)} as ${quoteIdent(table.name)} (${targets.join(', ')}) ` +
    `select ${targets.map((name) => `_src.${name}`).join(', ')} from json_populate_recordset(null::${qualified(table)}, ${params.add(JSON.stringify(rows))}::json) _src`;
  if (resolution) {
    const conflict = (query.onConflict ?? ['id']).map((name) => {
      column(table, name);
      return quoteIdent(name);
    });
    sql +=
      resolution === 'ignore'
        ? ` on conflict (${conflict.join(', ')}) do nothing`
        : ` on conflict (${conflict.join(', ')}) do update set ${targets.map((name) => `${name} = excluded.${name}`).join(', ')}`;
  }
  return sql + returning(table, query);
}

/** PATCH and DELETE need a filter, as on hosted Supabase (pg-safeupdate). */
function requireFilter(query: Query, verb: 'UPDATE' | 'DELETE') {
  if (!query.filters.length) throw new ApiError(400, '21000', `${verb} requires a WHERE clause`);
}

export function updateSql(table: TableRef, query: Query, patch: Record<string, unknown>, params: Params) {
  requireFilter(query, 'UPDATE');
  const names = Object.keys(patch);
  if (!names.length) throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  for (const name of names) column(table, name);
  const json = params.add(JSON.stringify(patch));
  return (
    `update ${qualified(table)} set ${names.map((name) => `${quoteIdent(name)} = _src.${quoteIdent(name)}`).join(', ')} ` +
    `from json_populate_record(null::${qualified(table)}, ${json}::json) _src` +
    whereClause(table, query, params) +
    returning(table, query)
  );
}

export function deleteSql(table: TableRef, query: Query, params: Params) {
  requireFilter(query, 'DELETE');
  return `delete from ${qualified(table)}${whereClause(table, query, params)}${returning(table, query)}`;
}
