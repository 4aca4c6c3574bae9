/**
 * Publishing across server processes on one PostgreSQL (server/build-coordinator.ts): each coordinator below
 * stands for one process, with a stand-in build that makes an empty folder. Runs when DATABASE_URL names a
 * PostgreSQL server (`npm run test:postgres`); PGlite serves one process only.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coordinateBuilds, type BuildCoordinator } from '#server/build-coordinator.ts';
import { freshBuildDir } from '#server/builds.ts';
import { openDatabase, type Db } from '#src/commerce/db/index.ts';
import { privateDatabase } from './support/databases.ts';

const postgres = process.env.POSTGRES_TEST_URL;

describe.skipIf(!postgres)('publishing with several processes on PostgreSQL', () => {
  const buildsDir = mkdtempSync(join(tmpdir(), 'lucky-coordinator-'));
  let database: Awaited<ReturnType<typeof privateDatabase>>;
  let db: Db;
  const processes: Array<{ coordinator: BuildCoordinator; live: string[] }> = [];
  let builds = 0;

  /** A build that makes its folder once `release` is called. */
  function heldBuild(): { build: () => Promise<string>; started: Promise<void>; release(): void } {
    const started = Promise.withResolvers<void>();
    const gate = Promise.withResolvers<void>();
    return {
      started: started.promise,
      release: gate.resolve,
      build: async () => {
        builds++;
        started.resolve();
        await gate.promise;
        const dir = freshBuildDir(buildsDir);
        mkdirSync(dir);
        return dir;
      },
    };
  }
  /** How many publishes have taken a number. */
  const numbered = async () =>
    Number(
      (await db.query<{ value: string }>("SELECT value FROM shop_meta WHERE key = 'publish_requested'")).rows[0]
        ?.value ?? 0,
    );
  const quickBuild = () => {
    const held = heldBuild();
    held.release();
    return held.build;
  };

  beforeAll(async () => {
    database = await privateDatabase(postgres!);
    db = await openDatabase({ databaseUrl: database.url });
    for (let i = 0; i < 3; i++) {
      const live: string[] = [];
      const coordinator = await coordinateBuilds({
        databaseUrl: database.url,
        buildsDir,
        follow: async (dir) => void live.push(dir),
        log: () => {},
      });
      processes.push({ coordinator, live });
    }
  });
  afterAll(async () => {
    for (const { coordinator } of processes) await coordinator.close();
    await db?.close();
    await database?.drop();
    rmSync(buildsDir, { recursive: true, force: true });
  });

  it('builds once for a publish, in the process that received it, and every other process follows', async () => {
    builds = 0;
    const [a, b, c] = processes;
    const outcome = await a!.coordinator.publish(quickBuild());
    expect(outcome).toMatchObject({ ok: true, builtHere: true });
    expect(builds).toBe(1);
    const dir = (outcome as { dir: string }).dir;
    await vi.waitFor(
      () => {
        expect(b!.live.at(-1)).toBe(dir);
        expect(c!.live.at(-1)).toBe(dir);
      },
      { timeout: 30_000 },
    );
  });

  it('answers publishes that arrive during a build with one more build between them', async () => {
    builds = 0;
    const [a, b, c] = processes;
    const first = heldBuild();
    const running = a!.coordinator.publish(first.build);
    await first.started;
    const second = heldBuild();
    const third = heldBuild();
    const waiting = [b!.coordinator.publish(second.build), c!.coordinator.publish(third.build)];
    // Both have taken their numbers (they look at the lock) before the first build ends.
    await vi.waitFor(async () => expect(await numbered()).toBe(4), { timeout: 30_000 });
    first.release();
    second.release();
    third.release();
    const outcomes = await Promise.all([running, ...waiting]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(builds).toBe(2);
    const [, ...later] = outcomes as Array<{ dir: string; builtHere: boolean }>;
    expect(later[0]!.dir).toBe(later[1]!.dir);
    expect(later.filter((o) => o.builtHere)).toHaveLength(1);
  });

  it('answers publishes that one process receives during its own build with one more build', async () => {
    builds = 0;
    const [a] = processes;
    const start = await numbered();
    const first = heldBuild();
    const running = a!.coordinator.publish(first.build);
    await first.started;
    const later = [heldBuild(), heldBuild()];
    const waiting = later.map((held) => a!.coordinator.publish(held.build));
    await vi.waitFor(async () => expect(await numbered()).toBe(start + 3), { timeout: 30_000 });
    for (const held of [first, ...later]) held.release();
    const outcomes = await Promise.all([running, ...waiting]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(builds).toBe(2);
  });

  it('answers every publish a failed build covered with the failure, and keeps the live build', async () => {
    const [a, b] = processes;
    const built = readdirSync(buildsDir).sort();
    const outcome = await a!.coordinator.publish(async () => {
      throw new Error('astro: the feed is broken\n  at somewhere');
    });
    expect(outcome).toEqual({ ok: false, error: 'astro: the feed is broken' });
    // No build was made, and no process switched to one: the others follow earlier builds alone (the last
    // test's may still be reaching them).
    expect(readdirSync(buildsDir).sort()).toEqual(built);
    expect(b!.live.filter((dir) => !built.includes(basename(dir)))).toEqual([]);
  });
});
