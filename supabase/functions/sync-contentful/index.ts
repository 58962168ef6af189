// @ts-nocheck -- Deno entry (Supabase Edge Runtime): Node's type check knows neither Deno nor `.ts` imports.
/**
 * sync-contentful as a hosted Supabase Edge Function: `npx supabase functions deploy sync-contentful`.
 * Secrets: CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN, optional CONTENTFUL_ENVIRONMENT, CONTENTFUL_HOST,
 * CONTENTFUL_LOCALE, CONTENTFUL_CONTENT_TYPE, DEPLOY_HOOK_URL (POSTed `{ changedSlugs, deletedSlugs }` after a
 * sync that changed something). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by Supabase.
 */
import { createClient } from '@supabase/supabase-js';
import { contentfulSettingsFromEnv, createSyncContentfulHandler, deployHook, rpcPostStore } from './syncContentful.ts';

const env = (name: string) => Deno.env.get(name);
const supabase = createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), { auth: { persistSession: false, autoRefreshToken: false } });
const hook = env('DEPLOY_HOOK_URL');

Deno.serve(
  createSyncContentfulHandler({
    contentful: contentfulSettingsFromEnv(env),
    store: rpcPostStore(async (fn, args) => {
      const { data, error } = await supabase.rpc(fn, args);
      if (error) throw Object.assign(new Error(error.message), { code: error.code });
      return data;
    }),
    afterSync: hook ? deployHook(hook) : undefined,
  }),
);
