/**
 * Opens the process's commerce engine before each API test file, under the hook timeout: on PGlite, a
 * copy of the stocked database that global-setup.ts made; on PostgreSQL, the server, migrated and
 * stocked. Starting the WebAssembly database can take seconds on a busy machine, and that is no test's
 * business.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, inject } from 'vitest';
import { commerceOptionsFromEnv, getCommerce, openCommerce } from '#src/commerce/runtime.ts';

beforeAll(async () => {
  const file = inject('pgliteSnapshot');
  const snapshot = file ? new Blob([readFileSync(file)]) : undefined;
  await getCommerce(() => openCommerce({ ...commerceOptionsFromEnv(), snapshot }));
});
