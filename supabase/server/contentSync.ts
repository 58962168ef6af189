/**
 * The embedded backend's `sync-contentful`: the Edge Function's own handler
 * (supabase/functions/sync-contentful/syncContentful.ts) over the embedded database. The store calls the same
 * SQL functions as the hosted function's `supabase.rpc`, in a transaction as the service role, so the grants
 * of the migration are the ones production relies on.
 */
import type { Database } from './database/workerDatabase';
import {
  contentfulSettingsFromEnv,
  createSyncContentfulHandler,
  rpcPostStore,
  type ContentChange,
  type ContentfulSettings,
  type RpcCall,
} from '../functions/sync-contentful/syncContentful';
import type { EdgeFunction } from './functions';

export { contentfulSettingsFromEnv, type ContentChange, type ContentfulSettings };

export interface ContentSyncOptions {
  /** Contentful to read; without it the function answers 501 not_configured. */
  contentful?: ContentfulSettings;
  /** Called after a sync that changed posts (e.g. to prerender those pages again). */
  onContentSynced?: (change: ContentChange) => void | Promise<void>;
  /** At most one new run per this many milliseconds (default 30 s), and its clock. */
  minIntervalMs?: number;
  now?: () => number;
}

const rpcSql: Record<Parameters<RpcCall>[0], (args: Record<string, unknown>) => [string, unknown[]]> = {
  content_sync_token: (args) => ['select public.content_sync_token($1) as result', [args.source]],
  apply_content_sync: (args) => ['select public.apply_content_sync($1::jsonb) as result', [JSON.stringify(args.batch)]],
};

/** supabase-js's `rpc` for the sync's SQL functions, against the embedded database as the service role. */
export function pgliteRpc(db: Database): RpcCall {
  return (fn, args) => {
    const [sql, params] = rpcSql[fn](args);
    return db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'service_role', true)`);
      const { rows } = await tx.query<{ result: unknown }>(sql, params);
      return rows[0]?.result ?? null;
    });
  };
}

export function createContentSyncFunction(db: Database, { contentful, onContentSynced, minIntervalMs, now }: ContentSyncOptions): EdgeFunction {
  const handler = createSyncContentfulHandler({ contentful, store: rpcPostStore(pgliteRpc(db)), afterSync: onContentSynced, minIntervalMs, now });
  return (request) => handler(request);
}

/** The Contentful settings of the environment (see contentfulSettingsFromEnv), for the CLI and the site server. */
export const contentfulSettingsFromProcessEnv = () => contentfulSettingsFromEnv((name) => process.env[name]);
