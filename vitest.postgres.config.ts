import { defineConfig } from 'vitest/config';

/**
 * The backend's tests on PostgreSQL (`npm test`'s step after the unit tests): Debian's PostgreSQL in a
 * temporary directory (supabase/server/database/postgresTestServer.ts), each file on its own copy of the
 * migrated database. The backend's files (and the canary's votes, platform/canary/signals.test.ts) run unchanged,
 * with DATABASE_URL set; `*.postgres.test.ts` test what exists only on PostgreSQL (infra's: the writer locks).
 */
export default defineConfig({
  test: {
    include: [
      'supabase/server/backend.test.ts',
      'supabase/server/hostile.test.ts',
      'supabase/server/contentSync.test.ts',
      'supabase/server/conformance/conformance.test.ts',
      'supabase/server/field/fieldSink.test.ts',
      'supabase/server/field/clientHash.test.ts',
      'platform/canary/signals.test.ts',
      'supabase/**/*.postgres.test.ts',
      'infra/*.postgres.test.ts',
    ],
    globalSetup: ['supabase/server/database/postgresTestServer.ts'],
    setupFiles: ['supabase/server/database/postgresTestDatabase.ts'],
    environment: 'node',
    // Files share one server of two cores with PostgREST: two at a time.
    maxWorkers: 2,
  },
});
