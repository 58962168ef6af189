/**
 * The schema `supabase/migrations` leave on a PostgreSQL server, as `db:migrate` checks it after its run: a database
 * whose record says "applied" but whose tables were changed by hand (a table dropped, a column renamed, row-level
 * security turned off) is named as drifted, never "up to date". A test compares this list with a freshly migrated
 * database, so it follows the migrations.
 */
import type pg from 'pg';

export interface ExpectedSchema {
  /** Tables (row-level security on) and views, each with its columns as `name type`. */
  tables: Record<string, string[]>;
  views: Record<string, string[]>;
  functions: string[];
  /** Every index, unique or not (the lead sink's replay relies on `leads_lead_id_key`). */
  indexes: string[];
  triggers: string[];
}

const timestamp = 'timestamp with time zone';

export const expectedSchema: ExpectedSchema = {
  tables: {
    blog_posts: [
      'id uuid',
      'title text',
      'excerpt text',
      'content text',
      'author text',
      `published_at ${timestamp}`,
      `created_at ${timestamp}`,
      'read_time text',
      'category text',
      'featured boolean',
      'image_url text',
      'slug text',
      'contentful_id text',
      'contentful_image_id text',
      `updated_at ${timestamp}`,
    ],
    canary_views: [
      'canary_id text',
      'view_id text',
      'cohort text',
      'client_id text',
      'page text',
      'navigation boolean',
      `served_at ${timestamp}`,
      'beacons integer',
      'errored boolean',
      'lcp_ms double precision',
      'inp_ms double precision',
      'cls double precision',
      `updated_at ${timestamp}`,
    ],
    client_salts: ['day date', 'salt text'],
    content_sync_assets: ['asset_id text', 'url text'],
    content_sync_state: ['source text', 'next_sync_token text', `synced_at ${timestamp}`],
    field_signals: [
      'id bigint',
      `received_at ${timestamp}`,
      'area text',
      'release text',
      'route text',
      'cohort text',
      'kind text',
      'name text',
      'value double precision',
      'client_hash text',
      'detail jsonb',
      'view_id text',
    ],
    leads: ['id bigint', `received_at ${timestamp}`, 'source text', 'fields jsonb', 'lead_id uuid', 'user_agent text'],
  },
  views: { blog_categories: ['category text'] },
  functions: ['apply_content_sync', 'blog_categories_read_only', 'blog_posts_touch_updated_at', 'content_sync_token'],
  indexes: [
    'blog_posts_category_list_idx',
    'blog_posts_contentful_id_key',
    'blog_posts_contentful_image_id_idx',
    'blog_posts_excerpt_trgm_idx',
    'blog_posts_featured_list_idx',
    'blog_posts_list_idx',
    'blog_posts_pkey',
    'blog_posts_slug_key',
    'blog_posts_title_trgm_idx',
    'blog_posts_unfeatured_list_idx',
    'canary_views_client_idx',
    'canary_views_pkey',
    'client_salts_pkey',
    'content_sync_assets_pkey',
    'content_sync_state_pkey',
    'field_signals_area_time_idx',
    'field_signals_pkey',
    'field_signals_received_at_idx',
    'leads_lead_id_key',
    'leads_pkey',
    'leads_received_at_idx',
  ],
  triggers: ['blog_categories.blog_categories_read_only', 'blog_posts.blog_posts_touch_updated_at'],
};

/** The `public` schema of the database `client` is connected to, in the shape of `expectedSchema`. */
export async function actualSchema(client: pg.ClientBase): Promise<ExpectedSchema & { rowLevelSecurity: Record<string, boolean> }> {
  const relations = await client.query<{ name: string; kind: string; rls: boolean; columns: string[] }>(`
    select c.relname as name, c.relkind as kind, c.relrowsecurity as rls,
      array(select a.attname || ' ' || format_type(a.atttypid, a.atttypmod) from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') order by c.relname`);
  const names = async (sql: string) => (await client.query<{ name: string }>(sql)).rows.map((row) => row.name);
  const schema = { tables: {} as Record<string, string[]>, views: {} as Record<string, string[]>, rowLevelSecurity: {} as Record<string, boolean> };
  for (const relation of relations.rows) {
    if (relation.kind === 'r' || relation.kind === 'p') {
      schema.tables[relation.name] = relation.columns;
      schema.rowLevelSecurity[relation.name] = relation.rls;
    } else schema.views[relation.name] = relation.columns;
  }
  return {
    ...schema,
    functions: await names(`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1`),
    indexes: await names(`select indexname as name from pg_indexes where schemaname = 'public' order by 1`),
    triggers: await names(`select c.relname || '.' || t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not t.tgisinternal order by 1`),
  };
}

/** What differs from `expectedSchema`, one sentence each (empty: as the migrations left it). Extra objects are allowed. */
export async function schemaDrift(client: pg.ClientBase, expected: ExpectedSchema = expectedSchema): Promise<string[]> {
  const actual = await actualSchema(client);
  const drift: string[] = [];
  const relations = (kind: 'table' | 'view', wanted: Record<string, string[]>, found: Record<string, string[]>) => {
    for (const [name, columns] of Object.entries(wanted)) {
      const have = found[name];
      if (!have) {
        drift.push(`${kind} public.${name} is missing`);
        continue;
      }
      for (const column of columns) {
        if (have.includes(column)) continue;
        const [columnName] = column.split(' ');
        const other = have.find((c) => c.split(' ')[0] === columnName);
        drift.push(other ? `column public.${name}.${columnName} is ${other.slice(columnName.length + 1)}, not ${column.slice(columnName.length + 1)}` : `column public.${name}.${columnName} (${column.slice(columnName.length + 1)}) is missing`);
      }
      if (kind === 'table' && !actual.rowLevelSecurity[name]) drift.push(`row-level security is off on public.${name}`);
    }
  };
  relations('table', expected.tables, actual.tables);
  relations('view', expected.views, actual.views);
  for (const name of expected.functions) if (!actual.functions.includes(name)) drift.push(`function public.${name} is missing`);
  for (const name of expected.indexes) if (!actual.indexes.includes(name)) drift.push(`index public.${name} is missing`);
  for (const name of expected.triggers) {
    const [table, trigger] = name.split('.');
    if (!actual.triggers.includes(name)) drift.push(`trigger ${trigger} on public.${table} is missing`);
  }
  return drift;
}
