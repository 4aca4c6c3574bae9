/**
 * One database, migrated and stocked, for every API test file on PGlite: each file opens a copy of its
 * snapshot instead of creating, migrating and stocking a database of its own (seconds per file).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { stockedSnapshot } from '#src/commerce/runtime.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The snapshot's file, or '' when the tests run on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

let folder: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (process.env.API_TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  folder = mkdtempSync(join(tmpdir(), 'lucky-shoes-api-'));
  const file = join(folder, 'stocked.tar');
  writeFileSync(file, new Uint8Array(await (await stockedSnapshot()).arrayBuffer()));
  project.provide('pgliteSnapshot', file);
}

export function teardown(): void {
  if (folder) rmSync(folder, { recursive: true, force: true });
}
