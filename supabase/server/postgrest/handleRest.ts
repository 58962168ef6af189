/**
 * `/rest/v1/<table>`: PostgREST's reads and writes, as supabase-js calls them, run inside a transaction as
 * the request's role so that grants and row-level-security policies decide what it may see and change.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Database, DatabaseTransaction } from '../database/workerDatabase';
import type { RequestAuth } from '../auth';
import { exposedSchema, type Catalog } from '../catalog';
import { countSql, deleteSql, insertSql, Params, selectSql, updateSql, type TableRef } from './buildSql';
import { checkAnonQuery } from './anonPolicy';
import { ApiError, fromDatabaseError } from './errors';
import { requestLimits } from './limits';
import { parseQuery, type Query } from './parseQuery';

export interface RestRequest {
  method: string;
  table: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  auth: RequestAuth;
  /** Who sent it (infra/clientAddress.ts `clientOf`): its database session waits in that client's line. */
  client?: string;
}

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

export interface RestContext {
  db: Database;
  /** The catalog, re-read when `fresh` is asked (a table created since start). */
  catalog(fresh?: boolean): Promise<Catalog>;
  maxRows?: number;
}

const json = { 'Content-Type': 'application/json; charset=utf-8' };

export const errorResponse = (error: ApiError): RestResponse => ({ status: error.status, headers: { ...json, ...error.headers }, body: JSON.stringify(error.body) });

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : value) ?? '';
};

interface Preferences {
  count: boolean;
  representation: boolean;
  resolution?: 'merge' | 'ignore';
}

function preferences(headers: IncomingHttpHeaders): Preferences {
  const prefer = header(headers, 'prefer');
  const resolution = /resolution=(merge|ignore)-duplicates/.exec(prefer)?.[1] as Preferences['resolution'];
  return { count: /count=(exact|planned|estimated)/.test(prefer), representation: /return=representation/.test(prefer), resolution };
}

interface Negotiated {
  single: boolean;
  stripNulls: boolean;
}

function negotiate(headers: IncomingHttpHeaders): Negotiated {
  const accept = header(headers, 'accept').toLowerCase();
  if (accept.includes('text/csv') || accept.includes('application/vnd.pgrst.plan')) {
    throw new ApiError(406, 'PGRST107', `None of these media types are available: ${accept}`);
  }
  return { single: accept.includes('application/vnd.pgrst.object+json'), stripNulls: accept.includes('nulls=stripped') };
}

function checkProfile(headers: IncomingHttpHeaders) {
  for (const name of ['accept-profile', 'content-profile']) {
    const profile = header(headers, name);
    if (profile && profile !== exposedSchema) {
      throw new ApiError(406, 'PGRST106', `The schema must be one of the following: ${exposedSchema}`, null, null);
    }
  }
}

async function tableRef(context: RestContext, name: string): Promise<TableRef> {
  let columns = (await context.catalog()).get(name);
  if (!columns) columns = (await context.catalog(true)).get(name);
  if (!columns) throw new ApiError(404, 'PGRST205', `Could not find the table '${exposedSchema}.${name}' in the schema cache`);
  return { schema: exposedSchema, name, columns };
}

function asRole<T>(db: Database, { auth, client }: RestRequest, work: (tx: DatabaseTransaction) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [auth.role, JSON.stringify(auth.claims)]);
      return work(tx);
    },
    { client },
  );
}

const singleError = (rows: number) =>
  new ApiError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`);

/** `[…]` as built by Postgres, or its only element for `.single()`. */
function shapeBody(body: string, rows: number, single: boolean): string {
  if (!single) return body;
  if (rows !== 1) throw singleError(rows);
  return JSON.stringify((JSON.parse(body) as unknown[])[0]);
}

async function read(context: RestContext, request: RestRequest, table: TableRef, query: Query): Promise<RestResponse> {
  const { single, stripNulls } = negotiate(request.headers);
  const { count } = preferences(request.headers);
  const result = await asRole(context.db, request, async (tx) => {
    let total: number | undefined;
    if (count) {
      const params = new Params();
      total = (await tx.query<{ total: number }>(countSql(table, query, params), params.values)).rows[0].total;
    }
    const params = new Params();
    const { rows } = await tx.query<{ body: string; rows: number }>(selectSql(table, query, params, { maxRows: context.maxRows, stripNulls }), params.values);
    return { total, ...rows[0] };
  });
  const offset = query.offset ?? 0;
  if (result.total !== undefined && offset > result.total) {
    const error = new ApiError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${result.total} rows.`);
    return { ...errorResponse(error), headers: { ...json, 'Content-Range': `*/${result.total}` } };
  }
  const body = shapeBody(result.body, result.rows, single);
  const total = result.total ?? '*';
  const contentRange = result.rows ? `${offset}-${offset + result.rows - 1}/${total}` : `*/${total}`;
  const partial = result.total !== undefined && result.rows < result.total && !single;
  return {
    status: partial ? 206 : 200,
    headers: { ...json, 'Content-Range': contentRange, 'Range-Unit': 'items' },
    body: request.method === 'HEAD' ? undefined : body,
  };
}

/** How deep arrays and objects nest in JSON text (strings skipped), stopping once past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > limit) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

/** A JSON body; nesting is bounded before parsing, so a deep body cannot exhaust a stack anywhere later. */
function parseBody(request: RestRequest): unknown {
  const type = header(request.headers, 'content-type').split(';')[0].trim().toLowerCase();
  if (type && type !== 'application/json') {
    throw new ApiError(415, 'PGRST107', `Content-Type not acceptable: ${type}`);
  }
  if (jsonDepthExceeds(request.body, requestLimits.maxJsonDepth)) {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', `Arrays and objects nest more than ${requestLimits.maxJsonDepth} deep.`);
  }
  try {
    return JSON.parse(request.body);
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

async function write(context: RestContext, request: RestRequest, table: TableRef, query: Query): Promise<RestResponse> {
  const { single } = negotiate(request.headers);
  const { representation, resolution } = preferences(request.headers);
  const params = new Params();
  let sql: string;
  if (request.method === 'POST') {
    const payload = parseBody(request);
    const rows = Array.isArray(payload) ? payload : [payload];
    if (!rows.every(isRecord)) throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
    sql = insertSql(table, query, rows, params, { resolution });
  } else if (request.method === 'PATCH') {
    const patch = parseBody(request);
    if (!isRecord(patch)) throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
    sql = updateSql(table, query, patch, params);
  } else {
    sql = deleteSql(table, query, params);
  }
  // The body is built inside the transaction so that a `.single()` that does not match exactly one row rolls back.
  const body = await asRole(context.db, request, async (tx) => {
    const changed = `with _row as (${sql}) select coalesce(json_agg(_row), '[]')::text as body, count(*)::int as rows from _row`;
    const { rows } = await tx.query<{ body: string; rows: number }>(changed, params.values);
    return shapeBody(rows[0].body, rows[0].rows, single);
  });
  const created = request.method === 'POST';
  if (!representation) return { status: created ? 201 : 204, headers: { 'Content-Range': '*/*' } };
  return { status: created ? 201 : 200, headers: { ...json, 'Content-Range': '*/*' }, body };
}

export async function handleRest(context: RestContext, request: RestRequest): Promise<RestResponse> {
  try {
    checkProfile(request.headers);
    const table = await tableRef(context, request.table);
    const query = parseQuery(request.params, header(request.headers, 'range') || undefined);
    if (request.auth.role === 'anon') checkAnonQuery(query);
    if (request.method === 'GET' || request.method === 'HEAD') return await read(context, request, table, query);
    if (request.method === 'POST' || request.method === 'PATCH' || request.method === 'DELETE') return await write(context, request, table, query);
    return { status: 405, headers: { ...json, Allow: 'GET, HEAD, POST, PATCH, DELETE' }, body: JSON.stringify(new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`).body) };
  } catch (error) {
    return errorResponse(fromDatabaseError(error, request.auth.role === 'anon'));
  }
}
