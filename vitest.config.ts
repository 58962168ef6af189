import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests stand beside the code they test (`*.test.ts(x)`); cross-remote journeys live in e2e/.
export default defineConfig({
  test: {
    include: ['{shared,shell,mf-*}/src/**/*.test.{ts,tsx}', 'shell/tools/**/*.test.ts', 'platform/**/*.test.ts', 'bench/src/**/*.test.ts', 'supabase/**/*.test.ts'],
    // Tests of what exists only on PostgreSQL run in their own step (vitest.postgres.config.ts).
    exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'],
    environment: 'node',
  },
});
