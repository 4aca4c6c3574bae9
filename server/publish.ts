/**
 * Publishing: Contentful (or `npm run rebuild`) calls POST /webhooks/publish
 * with the shared secret; the server builds the shop into a fresh folder and,
 * when that build is complete and loads, switches to it between two requests.
 * Requests already under way finish on the old build; a failed build changes
 * nothing. Builds run one at a time, and the calls that arrive during a build
 * are answered together by one more build, so a burst of publishes costs at
 * most two builds. On PostgreSQL the same holds across every server process
 * and machine: build-coordinator.ts decides who builds and tells the others.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteHolder } from './app.ts';
import { freshBuildDir, pruneBuilds, STAGING_NAME } from './builds.ts';
import { setSecurityHeaders } from './headers.ts';
import { loadSite, type Site } from './site.ts';
import type { BuildCoordinator } from './build-coordinator.ts';
import { purgeChanges, purgerFromEnv } from './cdn/purge.ts';
import type { Purger } from './cdn/adapter.ts';
import { envVar } from '#src/config/env.ts';
import { makePrivateDir } from '#src/commerce/db/private-files.ts';
import { log as serverLog } from '#src/config/log.server.ts';

export const PUBLISH_PATH = '/webhooks/publish';
export const SECRET_HEADER = 'x-webhook-secret';
const MAX_BODY_BYTES = 1024 * 1024;
/** A build that hangs (a CMS that never answers) must not hold every later publish back. */
const BUILD_TIME_LIMIT_MS = 15 * 60_000;
const ROOT = resolve(import.meta.dirname, '..');

/**
 * CONTENTFUL_WEBHOOK_SECRET, or else a random secret made on first use and kept
 * in DATA_DIR/webhook-secret, where `npm run rebuild` finds it too.
 */
export function publishSecret(env: NodeJS.ProcessEnv = process.env): string {
  const configured = envVar('CONTENTFUL_WEBHOOK_SECRET', env);
  if (configured) return configured;
  const dataDir = resolve(envVar('DATA_DIR', env));
  const file = join(dataDir, 'webhook-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  makePrivateDir(dataDir);
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** The first line of a failed build's error output: Astro prints the cause first, then location and stack. */
function causeOf(stderr: string): string | undefined {
  return stderr
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !/\bwarn/i.test(line));
}

/**
 * Runs `node scripts/build.ts` into dir; its output goes to the server's log.
 * The build runs in a process group of its own (it starts Astro as a further
 * process), so a build past its time limit, or one still running when the
 * server exits, is stopped whole.
 */
export function buildInto(dir: string, previous?: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'build.ts')], {
      cwd: ROOT,
      env: { ...process.env, SHOP_DIST: dir, ...(previous ? { SHOP_PREVIOUS_BUILD: previous } : {}) },
      stdio: ['ignore', 'inherit', 'pipe'],
      detached: true,
    });
    const stop = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    process.once('exit', stop);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      if (stderr.length < 64_000) stderr += chunk.toString();
    });
    const limit = setTimeout(stop, BUILD_TIME_LIMIT_MS);
    child.on('error', fail);
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      process.off('exit', stop);
      if (code === 0) done();
      else if (signal === 'SIGKILL')
        fail(new Error(`the build took longer than ${BUILD_TIME_LIMIT_MS / 60_000} minutes and was stopped`));
      else fail(new Error(causeOf(stderr) ?? `the build exited with ${signal ?? `code ${code}`}`));
    });
  });
}

/** Builds into the staging folder, then renames the finished build to a fresh folder of its own. */
export async function stagedBuild(
  buildsDir: string,
  previous: string,
  build: (dir: string, previous: string) => Promise<void> = buildInto,
): Promise<string> {
  const staging = join(buildsDir, STAGING_NAME);
  await rm(staging, { recursive: true, force: true });
  await mkdir(buildsDir, { recursive: true });
  try {
    await build(staging, previous);
  } catch (error) {
    await rm(staging, { recursive: true, force: true }).catch(() => {});
    throw error;
  }
  const dir = freshBuildDir(buildsDir);
  await rename(staging, dir);
  return dir;
}

/** One job at a time; calls made while it runs share the single run that follows. */
export function singleFlight<T>(job: () => Promise<T>): () => Promise<T> {
  let running = false;
  let queued: { promise: Promise<T>; resolve(value: T): void; reject(reason: unknown): void } | null = null;
  const run = async (): Promise<T> => {
    running = true;
    try {
      return await job();
    } finally {
      running = false;
      if (queued) {
        const waiting = queued;
        queued = null;
        run().then(waiting.resolve, waiting.reject);
      }
    }
  };
  return () => {
    if (!running) return run();
    if (!queued) {
      const { promise, resolve: settle, reject } = Promise.withResolvers<T>();
      queued = { promise, resolve: settle, reject };
    }
    return queued.promise;
  };
}

/**
 * Switches holder to the build in dir, one switch at a time: loads it, lets `prepare` make the rest of the
 * shop follow it before its pages are served (the commerce engine reloads the catalogue the build was made
 * from), then serves it. A failure keeps the live build. Answers the build it replaced.
 */
export function siteSwitcher(holder: SiteHolder, prepare: (site: Site) => Promise<void> = async () => {}) {
  let switching: Promise<unknown> = Promise.resolve();
  return (dir: string): Promise<string> => {
    const next = switching.then(async () => {
      const previous = holder.current.root;
      if (resolve(dir) === previous) return previous;
      const site = await loadSite(dir, holder.current);
      await prepare(site);
      holder.current = site;
      return previous;
    });
    switching = next.catch(() => {});
    return next;
  };
}

export type PublishResult =
  { ok: true; build: string; seconds: number } | { ok: false; error: string; seconds: number };

export interface PublisherOptions {
  holder: SiteHolder;
  buildsDir: string;
  secret: string;
  /** Builds the shop into dir; previous is the live build, whose unchanged files it may reuse. */
  build?: (dir: string, previous: string) => Promise<void>;
  /** Serves the build in dir from now on; answers the build it replaced (siteSwitcher below). */
  switchTo?: (dir: string) => Promise<string>;
  /** With several processes on PostgreSQL: who builds, and how the others learn of it (build-coordinator.ts). */
  coordinator?: BuildCoordinator;
  /** The CDN purged of what a publish changed (server/cdn/); from `CDN_PURGE` when not given, null for none. */
  purger?: Purger | null;
  log?: (line: string) => void;
}

/**
 * With several processes the others switch to a build a little after its builder (decision 020): a CDN that
 * refetched a changed page from one of them in between would keep the old page, so the purge is made again.
 */
export const PURGE_AGAIN_AFTER_MS = 10_000;

export function createPublisher({
  holder,
  buildsDir,
  secret,
  build = buildInto,
  switchTo = siteSwitcher(holder),
  coordinator,
  purger = purgerFromEnv(),
  log = (line) => serverLog().info(line),
}: PublisherOptions) {
  const stats = { builds: 0, failures: 0, building: false, last: null as PublishResult | null };
  const secretDigest = createHash('sha256').update(secret).digest();
  /** Builds here and switches to the build; answers the new folder, or throws and leaves the live build. */
  async function buildAndSwitch(): Promise<string> {
    stats.builds++;
    stats.building = true;
    log(`[publish] building in ${join(buildsDir, STAGING_NAME)}`);
    let dir: string | undefined;
    let previous: string;
    const before = holder.current;
    try {
      const started = performance.now();
      dir = await stagedBuild(buildsDir, holder.current.root, build);
      const built = performance.now();
      previous = await switchTo(dir);
      const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
      // The same code and posts: the live build's loaded bundle serves the new build too (server/site.ts).
      const kept = holder.current.bundle === before.bundle ? ', the live bundle kept' : '';
      log(`[publish] built in ${seconds(started, built)} s, swapped in ${seconds(built, performance.now())} s${kept}`);
    } catch (error) {
      if (dir) await rm(dir, { recursive: true, force: true }).catch(() => {});
      throw error;
    } finally {
      stats.building = false;
    }
    const after = holder.current;
    if (purger && after !== before) {
      void purgeChanges(purger, before.cdn, after.cdn, log);
      if (coordinator)
        setTimeout(() => void purgeChanges(purger, before.cdn, after.cdn, log), PURGE_AGAIN_AFTER_MS).unref();
    }
    // Requests that started on the previous build may still be reading it; older ones are idle.
    await pruneBuilds(buildsDir, [dir, previous]).catch((error: Error) =>
      log(`[publish] could not remove old builds: ${error.message}`),
    );
    return dir;
  }

  async function publishOnce(): Promise<PublishResult> {
    const started = performance.now();
    const seconds = () => Math.round((performance.now() - started) / 100) / 10;
    try {
      const outcome = coordinator
        ? await coordinator.publish(buildAndSwitch)
        : { ok: true as const, dir: await buildAndSwitch(), builtHere: true };
      if (!outcome.ok) throw new Error(outcome.error);
      if (!outcome.builtHere) await switchTo(outcome.dir);
      const where = outcome.builtHere ? 'built here' : 'built by another process';
      log(`[publish] live: ${outcome.dir} (${where}, ${seconds()} s)`);
      return (stats.last = { ok: true, build: basename(outcome.dir), seconds: seconds() });
    } catch (error) {
      stats.failures++;
      const reason = (error as Error).message.split('\n')[0]!;
      log(`[publish] FAILED after ${seconds()} s: ${reason}. The live site is unchanged (${holder.current.root}).`);
      return (stats.last = { ok: false, error: reason, seconds: seconds() });
    }
  }

  // The coordinator numbers each publish as it arrives, which coalesces them across processes and in this one.
  const publish = coordinator ? publishOnce : singleFlight(publishOnce);

  function authorised(req: IncomingMessage): boolean {
    const given = req.headers[SECRET_HEADER];
    if (typeof given !== 'string' || !given) return false;
    return timingSafeEqual(createHash('sha256').update(given).digest(), secretDigest);
  }

  function answer(req: IncomingMessage, res: ServerResponse, status: number, body: object): void {
    setSecurityHeaders(req, res, 'other');
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(body));
  }

  /**
   * Reads and discards the body (Contentful sends the published entry; the build reads the source itself).
   * Past MAX_BODY_BYTES it answers false at once and goes on discarding: the client gets its 413 rather than
   * a reset connection, and the server's request timeout (server/limits.ts) ends a body that never ends.
   */
  function drain(req: IncomingMessage): Promise<boolean> {
    return new Promise((done) => {
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) done(false);
      });
      req.on('end', () => done(true));
      req.on('error', () => done(false));
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!(await drain(req))) return answer(req, res, 413, { error: 'Body too large', code: 'body_too_large' });
    if (!authorised(req)) return answer(req, res, 401, { error: 'Unauthorized' });
    const live = basename(holder.current.root);
    if (req.method === 'GET')
      return answer(req, res, 200, {
        live,
        // Which process answered: with several, each keeps its own counts.
        pid: process.pid,
        building: stats.building,
        builds: stats.builds,
        failures: stats.failures,
        last: stats.last,
      });
    if (req.method !== 'POST') return answer(req, res, 405, { error: 'Use POST to publish' });
    const topic = String(req.headers['x-contentful-topic'] ?? 'manual');
    log(`[publish] ${topic}: rebuild requested`);
    const result = publish();
    if (new URL(req.url ?? '/', 'http://localhost').searchParams.get('wait') !== '1') {
      return answer(req, res, 202, { status: 'accepted' });
    }
    const outcome = await result;
    if (outcome.ok) return answer(req, res, 200, { status: 'live', seconds: outcome.seconds });
    return answer(req, res, 500, {
      status: 'failed',
      error: 'The rebuild failed; the live site is unchanged. See the server log.',
    });
  }

  return {
    stats,
    publish,
    handles: (req: IncomingMessage) => (req.url ?? '').split('?')[0] === PUBLISH_PATH,
    handle,
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
