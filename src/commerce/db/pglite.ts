/** The embedded database: PGlite in a data directory (guarded by a lock file) or in memory. */
import { resolve } from 'node:path';
import { PGlite, parse, protocol, type messages } from '@electric-sql/pglite';
import { bindExecuteSync, simpleQuery } from './messages.ts';
import { lockDataDir, type DataDirLock } from './lock.ts';
import { pgliteDir } from './pglite-dir.ts';
import { keepNewFilesPrivate, makePrivateDir, repairDataDir } from './private-files.ts';
import { DatabaseSetupError, TransactionClosed, TransactionRolledBack, type Db, type QueryResult } from './types.ts';

/**
 * Every statement is prepared once per database under a name, then run by name.
 * `PGlite.query()` parses and plans the SQL on every call and crosses into the
 * WebAssembly engine six times (parse, describe, bind, describe, execute, sync);
 * planning alone is most of a cart read. A named statement keeps its plan
 * (PostgreSQL's plan cache re-plans it when the schema changes), its result
 * columns are described once, and each call is one crossing (bind, execute,
 * sync, written by messages.ts). Our SQL texts are constants, so the set is
 * small; the cap only guards against a future caller building SQL from data.
 */
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  paramTypes: number[];
  /** The result's columns as PostgreSQL described them once, at preparation (none for a statement without rows). */
  columns: messages.BackendMessage[];
}

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function statements(pg: PGlite) {
  const known = new Map<string, Statement>();
  let created = 0;

  async function prepare(sql: string): Promise<Statement> {
    const cached = known.get(sql);
    if (cached) return cached;
    // A name is never reused, so a statement whose preparation failed half-way cannot clash with a retry.
    // Past the cap, the unnamed statement: parsed and planned on every call, as PGlite.query() does.
    const name = known.size < MAX_STATEMENTS ? `lucky_${++created}` : '';
    const replies = await pg.execProtocolStream(
      joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(replies),
      columns: replies.filter((m) => m.name === 'rowDescription'),
    };
    if (name) known.set(sql, statement);
    return statement;
  }

  /** One statement; the caller has the turn (see turns()). */
  async function run<T>(sql: string, params: readonly unknown[]): Promise<QueryResult<T>> {
    const statement = await prepare(sql);
    // Values are turned into text the way PGlite.query() does it, from the parameter types PostgreSQL inferred.
    const values = params.map((value, i): string | null => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const replies = await pg.execProtocolStream(bindExecuteSync(statement.name, values), { syncToFs: false });
    const result = parse.parseResults([...statement.columns, ...replies], pg.parsers)[0]!;
    return { rows: result.rows as T[], rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
  }

  /**
   * A statement without parameters by the simple protocol, one crossing: what
   * PGlite.exec() does in two (the query, then a separate sync). Answers the
   * tag of the last command ('COMMIT', or 'ROLLBACK' for a COMMIT of a failed
   * transaction).
   */
  async function simple(sql: string): Promise<string | undefined> {
    const replies = await pg.execProtocolStream(simpleQuery(sql), { syncToFs: false });
    return replies.findLast((m): m is messages.CommandCompleteMessage => m.name === 'commandComplete')?.text;
  }

  return {
    run,
    simple,
    /** A script may change the schema; statements prepared before it are left unused, not risked. */
    forget: () => known.clear(),
  };
}

/**
 * One call in the engine at a time, in arrival order; a transaction keeps its
 * turn from BEGIN to COMMIT, so nothing slips into it. This is what PGlite's own
 * two mutexes do for its query() and transaction(). Every use of the instance
 * goes through here (setup and close included), so those are never needed, and
 * a turn costs two promises instead of two generator-driven semaphores, whose
 * garbage, at a thousand cart changes a second, is a large share of what
 * outlives young-generation collections (docs/decisions/003-commerce-database.md).
 */
function turns(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const mine = last.then(work);
    last = mine.catch(() => {});
    return mine;
  };
}

async function asDb(pg: PGlite, lock: DataDirLock | null): Promise<Db> {
  const prepared = statements(pg);
  const inTurn = turns();
  // Our statements look rows up by key, where the generic plan is as good as a custom one. PostgreSQL
  // would still re-plan a statement on every call when a parameter is an array (`id = ANY($1)`:
  // the generic estimate assumes ten elements), a cost on every cart-add.
  await inTurn(() => prepared.simple('SET plan_cache_mode = force_generic_plan'));
  // No sync step after a change: the data directory is PGlite's NodeFS, which writes through to
  // the files (kill -9 loses nothing the engine has written), and memory has nothing to sync.
  const script = async (sql: string) => {
    prepared.forget();
    await prepared.simple(sql);
  };
  return {
    kind: 'pglite',
    query: (sql, params = []) => inTurn(() => prepared.run(sql, params)),
    exec: (sql) => inTurn(() => script(sql)),
    // BEGIN and COMMIT by the simple protocol, one crossing each (PGlite.transaction() takes two).
    transaction: (fn) =>
      inTurn(async () => {
        let open = true;
        const inside = async <T>(work: () => Promise<T>): Promise<T> => {
          if (!open) throw new TransactionClosed();
          return work();
        };
        await prepared.simple('BEGIN');
        try {
          const result = await fn({
            query: (sql, params = []) => inside(() => prepared.run(sql, params)),
            exec: (sql) => inside(() => script(sql)),
          });
          open = false;
          if ((await prepared.simple('COMMIT')) === 'ROLLBACK') throw new TransactionRolledBack();
          return result;
        } catch (error) {
          if (open) {
            open = false;
            await prepared.simple('ROLLBACK');
          }
          throw error;
        }
      }),
    dump: () => inTurn(() => pg.dumpDataDir('gzip')),
    close: () =>
      inTurn(async () => {
        try {
          if (!pg.closed) await pg.close();
        } finally {
          lock?.release();
        }
      }),
  };
}

/**
 * PostgreSQL's own default of 128 MB of shared buffers is written in full when PGlite starts (its shared memory
 * is WebAssembly memory, zeroed page by page), so it stays resident whether used or not. The shop's working set
 * (the catalogues of PostgreSQL, stock, live carts, recent orders) is a few megabytes; 16 MB holds it with room,
 * and a page that falls out is read again from the operating system's file cache
 * (docs/decisions/018-server-memory.md).
 */
const SHARED_BUFFERS = '16MB';

const START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];

/** PGlite in memory: empty, or a copy of the data directory a snapshot holds (see memorySnapshot). */
export async function openMemoryPglite(snapshot?: Blob): Promise<Db> {
  return asDb(
    await PGlite.create(
      snapshot ? { loadDataDir: snapshot, startParams: START_PARAMS } : { startParams: START_PARAMS },
    ),
    null,
  );
}

/**
 * A database in memory, made ready by `prepare`, dumped as a data directory. Opening a copy of it takes a
 * fraction of creating, migrating and stocking a new one, which the API tests would otherwise pay per file.
 */
export async function memorySnapshot(prepare: (db: Db) => Promise<unknown>): Promise<Blob> {
  const pg = await PGlite.create({ startParams: START_PARAMS });
  try {
    await prepare(await asDb(pg, null));
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

/** The data lives in `{dataDir}/pglite`; the lock file sits beside it. Both are the shop user's alone. */
export async function openPglite(dataDir: string): Promise<Db> {
  const root = resolve(dataDir);
  try {
    keepNewFilesPrivate();
    makePrivateDir(root);
  } catch (error) {
    throw new DatabaseSetupError(`cannot create the data directory ${root}: ${(error as Error).message}`);
  }
  const lock = lockDataDir(root);
  try {
    repairDataDir(dataDir);
    const pg = await PGlite.create(pgliteDir(root), { startParams: START_PARAMS });
    repairDataDir(dataDir);
    return asDb(pg, lock);
  } catch (error) {
    lock.release();
    throw new DatabaseSetupError(`cannot open the database in ${root}: ${(error as Error).message.split('\n')[0]}`);
  }
}
