import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFeed } from '#src/catalogue/load.server.ts';
import type { Feed } from '#src/catalogue/schema.ts';
import { openDatabase, type Db, type Queryable } from '#src/commerce/db/index.ts';
import { TransactionClosed, TransactionRolledBack } from '#src/commerce/db/types.ts';
import { lockDataDir, LOCK_FILE } from '#src/commerce/db/lock.ts';
import { migrate, readMigrations } from '#src/commerce/db/migrate.ts';
import { loadStockFromFeed, setStock } from '#src/commerce/inventory.ts';
import { databasesUnderTest, privateDatabase } from './support/databases.ts';

const feed = loadFeed();

/** A few products of the real feed, with their stock changed by `delta`. */
function smallFeed(delta = 0, count = 3): Feed {
  return {
    ...feed,
    products: feed.products
      .slice(0, count)
      .map((p) => ({ ...p, variants: p.variants.map((v) => ({ ...v, stock: v.stock + delta })) })),
  };
}

async function available(db: Db, id: string): Promise<number> {
  const { rows } = await db.query<{ available: number }>('SELECT available FROM variants WHERE id = $1', [id]);
  return rows[0]!.available;
}

describe.each(databasesUnderTest())('the database on $name', ({ url }) => {
  let db: Db;
  let database: Awaited<ReturnType<typeof privateDatabase>>;
  beforeAll(async () => {
    database = await privateDatabase(url);
    db = await openDatabase({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('applies every migration once and records it', async () => {
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
  });

  it('applies pending migrations once when two processes start together', async () => {
    const [a, b] = await Promise.all([migrate(db), migrate(db)]);
    expect([...a, ...b]).toEqual([]);
  });

  it('loads stock from the feed without resetting what orders consumed', async () => {
    await loadStockFromFeed(db, smallFeed());
    const variant = smallFeed().products[0]!.variants.find((v) => v.stock >= 2)!;
    await db.query('UPDATE variants SET available = available - 2 WHERE id = $1', [variant.id]);
    expect(await available(db, variant.id)).toBe(variant.stock - 2);

    await loadStockFromFeed(db, smallFeed());
    expect(await available(db, variant.id)).toBe(variant.stock - 2);

    const restock = await loadStockFromFeed(db, smallFeed(3));
    expect(restock.changed).toBe(true);
    expect(await available(db, variant.id)).toBe(variant.stock + 1);
    await loadStockFromFeed(db, smallFeed());
  });

  it('keeps a variant that left the feed for its orders, but stops selling it', async () => {
    const gone = smallFeed(0, 3).products[2]!.variants[0]!;
    await loadStockFromFeed(db, smallFeed(0, 2));
    const { rows } = await db.query<{ in_feed: boolean }>('SELECT in_feed FROM variants WHERE id = $1', [gone.id]);
    expect(rows[0]!.in_feed).toBe(false);
    await loadStockFromFeed(db, smallFeed(0, 3));
  });

  it('lets the operator set a stock, and refuses an unknown variant or a negative count', async () => {
    const variant = smallFeed().products[1]!.variants[0]!;
    expect(await setStock(db, variant.id, 7)).toEqual({ before: variant.stock, after: 7, alerts: 0 });
    expect(await available(db, variant.id)).toBe(7);
    await expect(setStock(db, 'no-such-variant', 1)).rejects.toThrow('no variant has the id no-such-variant');
    await expect(setStock(db, variant.id, -1)).rejects.toThrow('0 or more');
  });

  it('rolls a transaction back when it throws', async () => {
    const variant = smallFeed().products[1]!.variants[1]!;
    const before = await available(db, variant.id);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE variants SET available = 0 WHERE id = $1', [variant.id]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await available(db, variant.id)).toBe(before);
  });

  it('keeps nothing of a transaction whose failed statement the caller ignored', async () => {
    const variant = smallFeed().products[1]!.variants[1]!;
    const before = await available(db, variant.id);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE variants SET available = 0 WHERE id = $1', [variant.id]);
        await tx.query('SELECT 1 / 0').catch(() => {});
        return 'done';
      }),
    ).rejects.toThrow(TransactionRolledBack);
    expect(await available(db, variant.id)).toBe(before);
    expect((await db.transaction((tx) => tx.query<{ n: number }>('SELECT 2 AS n'))).rows).toEqual([{ n: 2 }]);
  });

  it('refuses a query on a transaction that has ended', async () => {
    let kept: Queryable | undefined;
    await db.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('SELECT 1')).rejects.toThrow(TransactionClosed);
  });

  it('answers a statement run again after it failed, and after the schema it reads changed', async () => {
    const variant = smallFeed().products[1]!.variants[2]!;
    const read = 'SELECT * FROM probe WHERE id = $1';
    await db.exec('CREATE TABLE probe (id text PRIMARY KEY, n integer NOT NULL)');
    try {
      const insert = 'INSERT INTO probe (id, n) VALUES ($1, $2)';
      await db.query(insert, [variant.id, 1]);
      await expect(db.query(insert, [variant.id, 2])).rejects.toThrow(/duplicate key/);
      await expect(db.transaction((tx) => tx.query(insert, [variant.id, 3]))).rejects.toThrow(/duplicate key/);
      expect((await db.query(read, [variant.id])).rows).toEqual([{ id: variant.id, n: 1 }]);
      await db.exec("ALTER TABLE probe ADD COLUMN note text NOT NULL DEFAULT 'new'");
      expect((await db.query(read, [variant.id])).rows).toEqual([{ id: variant.id, n: 1, note: 'new' }]);
    } finally {
      await db.exec('DROP TABLE probe');
    }
  });
});

describe('the PGlite data directory', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lucky-lock-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function childPid(alive: boolean): Promise<{ pid: number; stop(): void }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['-e', alive ? 'setTimeout(() => {}, 60000)' : ''], { stdio: 'ignore' });
      const pid = child.pid!;
      if (alive) child.once('spawn', () => resolve({ pid, stop: () => child.kill() }));
      else child.once('exit', () => resolve({ pid, stop: () => {} }));
    });
  }

  it('refuses a second process with a message naming the one that holds it', async () => {
    const holder = await childPid(true);
    try {
      writeFileSync(join(dir, LOCK_FILE), `${holder.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(`is in use by process ${holder.pid}`);
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(holder.pid));
    } finally {
      holder.stop();
      rmSync(join(dir, LOCK_FILE), { force: true });
    }
  });

  it('takes over a lock left by a process that no longer runs, and releases it', async () => {
    const dead = await childPid(false);
    writeFileSync(join(dir, LOCK_FILE), `${dead.pid}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, 'utf8').split(' ')[0]).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('takes over a lock naming its own process id, as a server restarted after kill -9 often finds', () => {
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n`);
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.pid}`);
    lock.release();
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose process id now belongs to a process started later, and refuses the one that took it',
    async () => {
      const later = await childPid(true);
      try {
        writeFileSync(join(dir, LOCK_FILE), `${later.pid} 1\n`);
        const lock = lockDataDir(dir);
        lock.release();
        const started = readFileSync(`/proc/${later.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
        writeFileSync(join(dir, LOCK_FILE), `${later.pid} ${started}\n`);
        expect(() => lockDataDir(dir)).toThrow(`is in use by process ${later.pid}`);
      } finally {
        later.stop();
        rmSync(join(dir, LOCK_FILE), { force: true });
      }
    },
  );

  it('is created on first start and keeps committed data across a restart', async () => {
    const first = await openDatabase({ dataDir: join(dir, 'shop') });
    await first.query("INSERT INTO shop_meta (key, value) VALUES ('kept', 'yes')");
    await first.close();
    const second = await openDatabase({ dataDir: join(dir, 'shop') });
    expect(
      (await second.query<{ value: string }>("SELECT value FROM shop_meta WHERE key = 'kept'")).rows[0]?.value,
    ).toBe('yes');
    await expect(openDatabase({ dataDir: join(dir, 'shop') })).rejects.toThrow(/in use by process/);
    await second.close();
  });
});
