/**
 * Publishing with several server processes (or machines) on one PostgreSQL: one build per publish, whoever
 * received the webhook, and every process switches to it
 * (docs/decisions/020-several-processes-and-publishing-across-them.md).
 *
 * - A publish takes a number (`publish_requested` in shop_meta, one more each time).
 * - Whoever holds the advisory lock builds; its build covers every number taken before it started. A publish
 *   whose number a finished build covers is answered by that build; the others wait for the lock. Two publishes
 *   at once therefore still cost at most two builds, across all processes.
 * - The builder records the outcome (`publish_last`) and the live build's folder name (`publish_live`), then
 *   NOTIFYs; every process LISTENs and switches to that folder of the shared build store. A notice missed while
 *   the connection was down is made up on reconnecting, by reading `publish_live`. A process that starts later
 *   serves the newest build of the store, which is that one.
 *
 * The lock is a session lock on this module's own connection, so a builder that dies releases it with its
 * connection, and the next waiter builds.
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type pg from 'pg';
import { log as serverLog } from '#src/config/log.server.ts';

const BUILD_LOCK = 7_042_010;
const CHANNEL = 'lucky_shoes_build';
/** A waiter looks again this often even without a notice (a builder that died sends none). */
const POLL_MS = 2000;
const RECONNECT_MS = 1000;

export type CoordinatedOutcome = { ok: true; dir: string; builtHere: boolean } | { ok: false; error: string };

export interface BuildCoordinator {
  /**
   * Takes a number, then either builds with `build` (which answers the live folder, or throws) or waits for
   * the build that covers the number, wherever it runs.
   */
  publish(build: () => Promise<string>): Promise<CoordinatedOutcome>;
  close(): Promise<void>;
}

export interface CoordinatorOptions {
  databaseUrl: string;
  buildsDir: string;
  /** Switches this process to the build in dir (another process's, or this one's on a reconnect). */
  follow(dir: string): Promise<void>;
  log?: (line: string) => void;
}

interface LastBuild {
  covers: number;
  ok: boolean;
  build?: string;
  error?: string;
}

export async function coordinateBuilds({
  databaseUrl,
  buildsDir,
  follow,
  log = (line) => serverLog().info(line),
}: CoordinatorOptions): Promise<BuildCoordinator> {
  let client: pg.Client;
  let closed = false;
  /** This process holds the lock: its other publishes wait like any other process's (the lock is re-entrant). */
  let holding = false;
  const waiting = new Set<() => void>();

  const followNamed = async (name: string) => {
    const dir = join(buildsDir, basename(name));
    if (!existsSync(dir)) {
      log(`[publish] build ${name} is live elsewhere but not in ${buildsDir}; this process keeps its build`);
      return;
    }
    await follow(dir).catch((error: Error) => log(`[publish] could not switch to ${dir}: ${error.message}`));
  };

  const meta = async (key: string): Promise<string | undefined> =>
    (await client.query<{ value: string }>('SELECT value FROM shop_meta WHERE key = $1', [key])).rows[0]?.value;

  async function connect(): Promise<void> {
    // Loaded here: a server on the embedded database never coordinates, and need not hold the driver.
    const { default: driver } = await import('pg');
    const next = new driver.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      for (const wake of waiting) wake();
      void followNamed(message.payload);
    });
    next.on('error', (error) => {
      if (closed) return;
      log(`[publish] the coordination connection was lost (${error.message}); reconnecting`);
      void next.end().catch(() => {});
      setTimeout(() => void reconnect(), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }

  async function reconnect(): Promise<void> {
    if (closed) return;
    try {
      await connect();
      const live = await meta('publish_live');
      if (live) await followNamed(live);
    } catch (error) {
      log(`[publish] reconnecting failed (${(error as Error).message}); trying again`);
      setTimeout(() => void reconnect(), RECONNECT_MS);
    }
  }

  // A process that starts later already serves the newest build in the store (builds.ts), the live one.
  await connect();

  const nextNotice = () =>
    new Promise<void>((done) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        done();
      };
      const timer = setTimeout(wake, POLL_MS);
      waiting.add(wake);
    });

  async function takeNumber(): Promise<number> {
    const { rows } = await client.query<{ value: string }>(
      `INSERT INTO shop_meta (key, value) VALUES ('publish_requested', '1')
       ON CONFLICT (key) DO UPDATE SET value = (shop_meta.value::bigint + 1)::text RETURNING value`,
    );
    return Number(rows[0]!.value);
  }

  async function lastBuild(): Promise<LastBuild | null> {
    const value = await meta('publish_last');
    return value ? (JSON.parse(value) as LastBuild) : null;
  }

  async function record(last: LastBuild): Promise<void> {
    await client.query(
      `INSERT INTO shop_meta (key, value) VALUES ('publish_last', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify(last)],
    );
    if (!last.ok) return;
    await client.query(
      `INSERT INTO shop_meta (key, value) VALUES ('publish_live', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [last.build],
    );
    await client.query('SELECT pg_notify($1, $2)', [CHANNEL, last.build]);
  }

  const answered = (last: LastBuild): CoordinatedOutcome =>
    last.ok
      ? { ok: true, dir: join(buildsDir, last.build!), builtHere: false }
      : { ok: false, error: last.error ?? 'the build failed' };

  async function publish(build: () => Promise<string>): Promise<CoordinatedOutcome> {
    const number = await takeNumber();
    for (;;) {
      const last = await lastBuild();
      if (last && last.covers >= number) return answered(last);
      if (holding) {
        await nextNotice();
        continue;
      }
      holding = true;
      const { rows } = await client
        .query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [BUILD_LOCK])
        .catch((error: unknown) => {
          holding = false;
          throw error;
        });
      if (!rows[0]!.ok) {
        holding = false;
        await nextNotice();
        continue;
      }
      try {
        // Between the look above and the lock, another build may have finished and covered this number.
        const settled = await lastBuild();
        if (settled && settled.covers >= number) return answered(settled);
        const covers = Number((await meta('publish_requested')) ?? number);
        try {
          const dir = await build();
          await record({ covers, ok: true, build: basename(dir) });
          return { ok: true, dir, builtHere: true };
        } catch (error) {
          const reason = (error as Error).message.split('\n')[0]!;
          await record({ covers, ok: false, error: reason });
          return { ok: false, error: reason };
        }
      } finally {
        holding = false;
        await client.query('SELECT pg_advisory_unlock($1)', [BUILD_LOCK]).catch(() => {});
      }
    }
  }

  return {
    publish,
    async close() {
      closed = true;
      await client.end().catch(() => {});
    },
  };
}
