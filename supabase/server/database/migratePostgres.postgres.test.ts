/**
 * `npm run db:migrate`'s code on a real PostgreSQL server (vitest.postgres.config.ts): roles, migrations and
 * the seed once each; a second run (or two at once) changes nothing; the backend refuses an unmigrated database.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { apiRoles } from '../auth';
import { createBackend } from '../index';
import { actualSchema, expectedSchema } from './expectedSchema';
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
    expect(second).toEqual({ createdRoles: [], applied: [], drift: [] });
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

  it('expects exactly the schema the migrations leave', async () => {
    const actual = await withClient(inject('postgresTemplateUrl'), actualSchema);
    const { rowLevelSecurity, ...shape } = actual;
    expect(shape).toEqual(expectedSchema);
    expect(Object.values(rowLevelSecurity).every(Boolean)).toBe(true);
  });

  it('names each drift of a schema changed by hand, and never calls it up to date', async () => {
    const url = await emptyDatabase();
    await migratePostgres(url);
    await withClient(url, async (client) => {
      await client.query('drop table public.leads');
      await client.query('alter table public.blog_posts drop column read_time');
      await client.query('alter table public.blog_posts alter column author type varchar(80)');
      await client.query('alter table public.content_sync_state disable row level security');
    });
    const report = await migratePostgres(url);
    expect(report.applied).toEqual([]);
    expect(report.drift).toEqual([
      'column public.blog_posts.author is character varying(80), not text',
      'column public.blog_posts.read_time (text) is missing',
      'row-level security is off on public.content_sync_state',
      'table public.leads is missing',
      'index public.leads_lead_id_key is missing',
      'index public.leads_pkey is missing',
      'index public.leads_received_at_idx is missing',
    ]);
  });
});

describe('npm run db:migrate', { timeout: 120_000 }, () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const secret = 'Sup3r-s3cret';
  /** The script's exit code and everything it printed. */
  const run = (databaseUrl: string) =>
    promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['scripts/db-migrate.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl } }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );
  /** The URL with a password in each place libpq reads one (the test server trusts loopback, so none is checked). */
  const withPasswords = (url: string) => {
    const withSecret = new URL(url);
    withSecret.password = secret;
    withSecret.searchParams.set('password', secret);
    withSecret.searchParams.set('sslpassword', encodeURIComponent(secret));
    return withSecret.toString();
  };

  it('says "up to date" over a migrated database, and prints no password given in any form', async () => {
    const url = await emptyDatabase();
    await migratePostgres(url);
    const { code, output } = await run(withPasswords(url));
    expect(output).toContain('up to date, nothing applied');
    expect(output).toContain(':***@127.0.0.1');
    expect(output).not.toContain('Sup3r');
    expect(code).toBe(0);
  });

  it('exits 1 over a database whose leads table was dropped by hand, naming it, and prints no password', async () => {
    const url = await emptyDatabase();
    await migratePostgres(url);
    await withClient(url, (client) => client.query('drop table public.leads'));
    const { code, output } = await run(withPasswords(url));
    expect(output).toContain('table public.leads is missing');
    expect(output).not.toContain('up to date');
    expect(output).not.toContain('Sup3r');
    expect(code).toBe(1);
  });

  it('prints no password when it cannot connect', async () => {
    const url = new URL(withPasswords(await emptyDatabase()));
    url.pathname = '/no_such_database';
    const { code, output } = await run(url.toString());
    expect(output).toContain('database "no_such_database" does not exist');
    expect(output).not.toContain('Sup3r');
    expect(code).toBe(1);
  });
});
