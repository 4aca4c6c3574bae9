import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, buildsDirFor, freshBuildDir, latestBuild, pruneBuilds, STAGING_NAME } from '#server/builds.ts';
import { singleFlight } from '#server/publish.ts';

describe('publishing builds one at a time', () => {
  it('answers ten publishes in a burst with at most two builds', async () => {
    let builds = 0;
    const finishers: Array<() => void> = [];
    const publish = singleFlight(() => {
      const build = ++builds;
      return new Promise<number>((done) => finishers.push(() => done(build)));
    });
    const burst = Array.from({ length: 10 }, () => publish());
    expect(builds).toBe(1);
    finishers.shift()!();
    await burst[0];
    expect(builds).toBe(2);
    finishers.shift()!();
    const results = await Promise.all(burst);
    expect(results).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(builds).toBe(2);
  });

  it('builds again for a publish that arrives after the last build finished', async () => {
    let builds = 0;
    const publish = singleFlight(async () => ++builds);
    expect(await publish()).toBe(1);
    expect(await publish()).toBe(2);
  });

  it('still runs the queued build when the running one fails', async () => {
    let builds = 0;
    const publish = singleFlight(async () => {
      builds++;
      if (builds === 1) throw new Error('broken entry');
      return builds;
    });
    const first = publish();
    const second = publish();
    await expect(first).rejects.toThrow('broken entry');
    expect(await second).toBe(2);
  });
});

describe('build folders', () => {
  let root: string;
  const dist = () => join(root, 'dist');
  const builds = () => join(root, 'dist-builds');
  function makeBuild(dir: string, secondsAgo: number | null): string {
    mkdirSync(join(dir, 'client'), { recursive: true });
    if (secondsAgo !== null) {
      writeFileSync(join(dir, BUILD_STAMP), 'done');
      const when = new Date(Date.now() - secondsAgo * 1000);
      utimesSync(join(dir, BUILD_STAMP), when, when);
    }
    return dir;
  }
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'lucky-builds-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('live next to the build folder unless SHOP_BUILDS says otherwise', () => {
    expect(buildsDirFor('/srv/shop/dist', {})).toBe('/srv/shop/dist-builds');
    expect(buildsDirFor('/srv/shop/dist', { SHOP_BUILDS: '/srv/shop/published' })).toBe('/srv/shop/published');
  });

  it('serve dist/ when nothing was published', () => {
    makeBuild(dist(), 60);
    expect(latestBuild(dist(), builds())).toBe(dist());
  });

  it('serve the newest complete build, so a restart keeps what was published', () => {
    makeBuild(dist(), 300);
    const older = makeBuild(join(builds(), 'a'), 200);
    const newest = makeBuild(join(builds(), 'b'), 100);
    makeBuild(join(builds(), 'c-half-written'), null);
    makeBuild(join(builds(), STAGING_NAME), 0);
    expect(latestBuild(dist(), builds())).toBe(newest);
    expect(older).not.toBe(newest);
  });

  it('serve dist/ again once it is rebuilt after a publish', () => {
    makeBuild(join(builds(), 'a'), 200);
    makeBuild(dist(), 10);
    expect(latestBuild(dist(), builds())).toBe(dist());
  });

  it('get fresh, sortable names', () => {
    const first = freshBuildDir(builds(), new Date('2026-11-22T10:00:00.000Z'));
    const second = freshBuildDir(builds(), new Date('2026-11-22T10:00:01.000Z'));
    expect(first < second).toBe(true);
    expect(freshBuildDir(builds())).not.toBe(freshBuildDir(builds()));
  });

  it('are pruned down to the live build and the one before it', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((name, i) => makeBuild(join(builds(), name), 300 - i * 100));
    expect(await pruneBuilds(builds(), [b!, c!])).toBe(1);
    expect([a, b, c].map((dir) => existsSync(dir!))).toEqual([false, true, true]);
  });
});
