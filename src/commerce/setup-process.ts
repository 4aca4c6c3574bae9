/**
 * A throw-away process (started by engine-thread.ts) that creates the embedded database in a new data
 * directory and migrates it, then ends. What PostgreSQL's initdb leaves in memory (about 200 MB) leaves
 * with the process; a worker thread would not do: the memory allocator keeps an ended thread's memory
 * for the process (docs/decisions/018-server-memory.md).
 */
import { openDatabase, type DatabaseConfig } from './db/index.ts';
import { keepNewFilesPrivate } from './db/private-files.ts';
import { errorToWire } from './engine.ts';
import type { FromEngine } from './engine-thread.ts';

keepNewFilesPrivate();

const send = (message: FromEngine) => new Promise((resolve) => process.send!(message, resolve));

try {
  const db = await openDatabase(JSON.parse(process.argv[2]!) as DatabaseConfig);
  await db.close();
  await send({ kind: 'ready' });
} catch (error) {
  await send({ kind: 'failed', error: errorToWire(error) });
}
if (process.connected) process.disconnect();
