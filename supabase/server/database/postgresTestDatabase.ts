/**
 * vitest.postgres.config.ts's per-file setup: a database of its own for each test file, copied from the
 * migrated template (postgresTestServer.ts) and named by DATABASE_URL, so every backend the file starts runs
 * on PostgreSQL with the tests unchanged. Dropped after the file.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { templateDatabase } from './postgresTestServer';

const name = `stayvia_test_${crypto.randomBytes(6).toString('hex')}`;
const serverUrl = inject('postgresUrl');

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create database ${name} template ${templateDatabase}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  // The backend's own REST layer, on PostgreSQL: the files that test it keep testing it. Real PostgREST
  // behind the backend has its tests (postgrestProxy.postgres.test.ts) and the conformance run.
  process.env.BACKEND_POSTGREST ??= 'embedded';
});

afterAll(async () => {
  delete process.env.DATABASE_URL;
  await admin(`drop database if exists ${name} with (force)`);
});
