/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Three projects, one run: pure rules, API routes on PGlite in memory, and
// browser tests against the real build served by server/main.ts.
export default getViteConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/api/support/setup.ts'],
          // Routes use PGlite in memory; a postgres:// DATABASE_URL is kept for the tests that also run there.
          // PASSWORD_HASH_TEST_N: hundreds of sign-ups at scrypt's full cost would take minutes (see src/commerce/accounts/password.ts).
          env: { DATABASE_URL: 'memory://', PASSWORD_HASH_TEST_N: '1024', POSTGRES_TEST_URL: /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : '' },
          // Starting PGlite (WebAssembly) takes seconds on a busy machine.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
