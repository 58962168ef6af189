import { defineConfig } from 'vitest/config';

/** The tests a mutation run (scripts/mutation/stryker.conf.json) runs against the modules it mutates. */
export default defineConfig({
  test: {
    include: [
      'supabase/server/leads/leadJournal.test.ts',
      'supabase/server/leads/leadSink.test.ts',
      'shared/src/cookies.test.ts',
      'supabase/server/database/connectionSecrets.test.ts',
      'platform/field/fieldAccess.test.ts',
      'platform/releases/store.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
  },
});
