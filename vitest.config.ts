import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests stand beside the code they test (`*.test.ts(x)`); cross-remote journeys live in e2e/.
export default defineConfig({
  test: {
    include: ['{shared,shell,mf-*}/src/**/*.test.{ts,tsx}', 'shell/tools/**/*.test.ts', 'platform/**/*.test.ts', 'bench/src/**/*.test.ts', 'supabase/**/*.test.ts', 'infra/**/*.test.ts'],
    // Tests of what exists only on PostgreSQL run in their own step (vitest.postgres.config.ts).
    exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'],
    environment: 'node',
    // Cost tests (e2e/hostileInputs.ts) run each hostile shape several times and judge by ratios and budgets;
    // on a busy 2-core machine their runs alone pass 5 s. A hang still fails, at 20 s.
    testTimeout: 20_000,
  },
});
