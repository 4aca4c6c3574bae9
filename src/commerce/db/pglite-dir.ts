/** Where the embedded database keeps its files in a data directory: known without loading PGlite. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const pgliteDir = (dataDir: string): string => join(resolve(dataDir), 'pglite');

/** Whether the data directory holds a database already (PostgreSQL writes PG_VERSION when it creates one). */
export const pgliteExists = (dataDir: string): boolean => existsSync(join(pgliteDir(dataDir), 'PG_VERSION'));
