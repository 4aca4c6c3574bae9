/**
 * Opens the process's commerce engine (PGlite in memory, migrated, stock
 * loaded) before each API test file, under the hook timeout: starting the
 * WebAssembly database can take many seconds on a busy machine, and that is
 * no test's business.
 */
import { beforeAll } from 'vitest';
import { getCommerce } from '#src/commerce/runtime.ts';

beforeAll(async () => {
  await getCommerce();
});
