/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';
import { RELAXED_REQUEST_LIMITS } from './tests/support/request-limits.ts';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that run longest, longest first, for a clone's first run (CI's): Vitest then knows no durations
 * and starts the largest files first, which left the publish builds (two minutes of one worker) to start with
 * two thirds of the run gone, and end it alone. Later runs start the longest files first from the durations
 * Vitest keeps (node_modules/.vite/vitest).
 */
const LONGEST_FILES = [
  'tests/e2e/publish.test.ts',
  'tests/api/cli.test.ts',
  'tests/e2e/admin.test.ts',
  'tests/e2e/accounts.test.ts',
  'tests/e2e/reviews.test.ts',
  'tests/e2e/account-security.test.ts',
  'tests/e2e/card-payment.test.ts',
  'tests/e2e/javascript-budget.test.ts',
  'tests/e2e/accessibility-ar.test.ts',
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/security.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (sorted.every((file) => this.ctx.cache.getTestSpecificationResult(file))) return sorted;
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FILES.findIndex((path) => file.moduleId.endsWith(path));
      return index < 0 ? LONGEST_FILES.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}

// Tests start Node processes by the hundred (shop servers, the operator CLI, Vitest's own workers), each compiling the
// same modules: with Node's compile cache, which they inherit from here, a start after the first costs about half
// the CPU.
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('node_modules/.cache/node-compile', import.meta.url));

// Three projects, one run: pure rules, API routes on PGlite in memory, and browser tests against the
// real build served by server/main.ts (one server and one Chromium for all of them, each file in
// contexts of its own). Files of every project run side by side: a worker waits on PGlite, the shop
// server or Chromium about as much as it computes, so one worker more than the cores keeps them busy.
export default getViteConfig({
  test: {
    maxWorkers: availableParallelism() + 1,
    // Every API file opens PGlite in its worker, and V8 then spends 2-3 s of a core optimising PostgreSQL's
    // WebAssembly in the background, for queries that are over long before; the baseline compiler alone
    // runs the same queries with the same results (decision 018).
    execArgv: ['--liftoff-only'],
    sequence: { sequencer: LongestFirst },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/support/global-setup.ts'],
          setupFiles: ['tests/api/support/setup.ts'],
          // Routes use PGlite in memory, or the PostgreSQL of API_TEST_DATABASE_URL (npm run test:postgres);
          // a postgres:// DATABASE_URL is kept for the tests that compare both databases.
          // PASSWORD_HASH_TEST_N: hundreds of sign-ups at scrypt's full cost would take minutes
          // (see src/commerce/accounts/password.ts). The files sign up and create carts by the hundred from one
          // address: the request limits are relaxed, and tests/api/request-limits.test.ts sets its own.
          env: {
            DATABASE_URL: process.env.API_TEST_DATABASE_URL || 'memory://',
            POSTGRES_TEST_URL: /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
              ? process.env.DATABASE_URL!
              : '',
            PASSWORD_HASH_TEST_N: '1024',
            REQUEST_LIMITS: RELAXED_REQUEST_LIMITS,
          },
          // Starting PGlite (WebAssembly) takes seconds on a busy machine.
          testTimeout: 60_000,
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
          // A page's answer to a click can take seconds while the other files' pages load on the same two
          // cores; expect.poll's own default (1 s) failed a delivery-line check under a load average of 12.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
