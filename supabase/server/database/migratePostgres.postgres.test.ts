/**
 * `npm run db:migrate`'s code on a real PostgreSQL server (vitest.postgres.config.ts): roles, migrations and
 * the seed once each; a second run (or two at once) changes nothing; the backend refuses an unmigrated database.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { apiRoles } from '../auth';
import { createBackend } from '../index';
import { migratePostgres, migrationFiles } from './migratePostgres';

const serverUrl = inject('postgresUrl');
const created: string[] = [];

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the run's server. */
async function emptyDatabase(): Promise<string> {
  const name = `stayvia_migrate_${crypto.randomBytes(5).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  created.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What a migration changes: relations and their columns, policies, functions, grants, rows, the record. */
const stateSql = `
  select json_build_object(
    'columns', (select json_agg(table_name || '.' || column_name || ':' || data_type order by table_name, column_name)
                  from information_schema.columns where table_schema in ('public', 'embedded')),
    'indexes', (select json_agg(indexname order by indexname) from pg_indexes where schemaname = 'public'),
    'policies', (select json_agg(tablename || '.' || policyname order by tablename, policyname) from pg_policies),
    'functions', (select json_agg(p.proname order by p.proname) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'),
    'grants', (select json_agg(table_name || ':' || grantee || ':' || privilege_type order by table_name, grantee, privilege_type)
                 from information_schema.role_table_grants where table_schema = 'public'),
    'posts', (select json_agg(slug || '@' || updated_at order by slug) from public.blog_posts),
    'applied', (select json_agg(name order by name) from embedded.applied_migrations),
    'roles', (select json_agg(rolname order by rolname) from pg_roles where rolname = any($1))
  ) as state`;
const stateOf = (url: string) => withClient(url, async (client) => (await client.query<{ state: unknown }>(stateSql, [apiRoles])).rows[0].state);

afterAll(async () => {
  await withClient(serverUrl, async (client) => {
    for (const name of created) await client.query(`drop database if exists ${name} with (force)`);
  });
});

describe('db:migrate on PostgreSQL', { timeout: 60_000 }, () => {
  it('created the three API roles on a new server, and applied every migration and the seed', async () => {
    const first = inject('firstMigration');
    expect(first.createdRoles).toEqual([...apiRoles]);
    expect(first.applied).toEqual([...(await migrationFiles()), 'seed']);
  });

  it('migrates a new database once: a second run applies nothing, creates no role and changes nothing', async () => {
    const url = await emptyDatabase();
    const first = await migratePostgres(url);
    expect(first.applied).toEqual([...(await migrationFiles()), 'seed']);
    // The roles are the server's: they exist since the template's migration.
    expect(first.createdRoles).toEqual([]);
    const before = await stateOf(url);
    expect((before as { posts: string[] }).posts.length).toBeGreaterThan(30);
    expect((before as { roles: string[] }).roles).toEqual([...apiRoles].sort());
    const second = await migratePostgres(url);
    expect(second).toEqual({ createdRoles: [], applied: [] });
    expect(await stateOf(url)).toEqual(before);
  });

  it('two runs at once apply everything once between them', async () => {
    const url = await emptyDatabase();
    const [a, b] = await Promise.all([migratePostgres(url), migratePostgres(url)]);
    expect([...a.applied, ...b.applied].sort()).toEqual([...(await migrationFiles()), 'seed'].sort());
    const applied = await withClient(url, async (client) => (await client.query('select name from embedded.applied_migrations')).rows.length);
    expect(applied).toBe((await migrationFiles()).length + 1);
  });

  it('grants the API roles to the connecting role, as PostgREST needs', async () => {
    const members = await withClient(inject('postgresTemplateUrl'), async (client) =>
      (await client.query<{ role: string; member: boolean }>(`select r as role, pg_has_role(current_user, r, 'member') as member from unnest($1::text[]) r`, [apiRoles])).rows,
    );
    expect(members).toEqual(apiRoles.map((role) => ({ role, member: true })));
  });

  it('the backend refuses a database that was not migrated, naming the command', async () => {
    const url = await emptyDatabase();
    await expect(createBackend({ databaseUrl: url, rest: 'embedded' })).rejects.toThrow(/lacks \d+ migration\(s\).*npm run db:migrate/);
  });

  it('a wrong DATABASE_URL fails with the server\'s message', async () => {
    const url = new URL(serverUrl);
    url.pathname = '/no_such_database';
    await expect(migratePostgres(url.toString())).rejects.toThrow(/database "no_such_database" does not exist/);
  });
});
