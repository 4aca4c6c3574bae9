/**
 * Building the shop: drawn pictures, `astro build`, then brotli and gzip twins of
 * every text file (precompress.ts).
 * `ensureBuilt` skips all of it when the build is newer than every source.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, link, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { BUILD_STAMP } from '#server/builds.ts';
import { envVar, readEnv } from '#src/config/env.ts';
import { DEFAULT_OUT_DIR, preparePictures } from '#scripts/images/plan.ts';
import { ASTRO_CACHE_DIR, pointDotAstroAtBuildCache } from './build-cache.ts';
import { precompress } from './precompress.ts';
import { writeManifest } from '#server/cdn/manifest.ts';
import { PAGE_KEYS } from './page-keys.ts';
import { linkDrawnPictures, linkFromLive, recordOverlay, takeUnchangedFromLive } from './page-overlay.ts';
import { DECLINED, RENDERED_FILES } from './render-bundle.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');
const SOURCES = ['src', 'public', 'scripts/images', 'astro.config.mjs', 'package-lock.json'];
const IGNORED = new Set(['node_modules', 'generated', '.astro']);

export function buildDir(): string {
  return resolve(ROOT, envVar('SHOP_DIST'));
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (IGNORED.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function isBuildStale(dir = buildDir()): boolean {
  const stamp = join(dir, BUILD_STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(ROOT, source)) > built);
}

/** A command that ended with another exit code than 0 (`code` null when a signal ended it). */
export class CommandFailed extends Error {
  readonly code: number | null;
  constructor(message: string, code: number | null) {
    super(message);
    this.code = code;
  }
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolvePromise()
        : reject(new CommandFailed(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`, code)),
    );
  });
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Runs `work` on every item, `lanes` at a time. */
async function eachInLanes<T>(items: Iterable<T>, lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  const iterator = items[Symbol.iterator]();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let next = iterator.next(); !next.done; next = iterator.next()) await work(next.value);
    }),
  );
}

const PULL_CATALOGUE = 'scripts/catalogue/pull-contentful.ts';
const RENDER_PICTURES = 'scripts/images/render.ts';
const RENDER_CHANGED = 'scripts/lib/render-changed.ts';
/** The feed a build was made from, kept in its folder (CATALOGUE_SOURCE=contentful). */
export const BUILD_FEED = 'catalogue.json';

/**
 * With CATALOGUE_SOURCE=contentful the build reads the space's products into a feed of its own
 * (beside CATALOGUE_PATH), builds from it, and only once the build is complete keeps it in the build's
 * folder and puts it in CATALOGUE_PATH's place: a failed build leaves the feed the server reads as it was.
 */
function pulledFeed(env: NodeJS.ProcessEnv): { pulled: string; target: string } | undefined {
  const settings = readEnv({ ...process.env, ...env });
  if (settings.CATALOGUE_SOURCE !== 'contentful') return undefined;
  const target = resolve(ROOT, settings.CATALOGUE_PATH!);
  return { pulled: `${target}.${process.pid}.pulled`, target };
}

export interface BuildOptions {
  /**
   * Build the pages without waiting for missing drawn pictures (`npm start`'s first start, decision 007): the
   * build links those already drawn, and the caller draws the rest once the shop answers
   * (scripts/images/after-start.ts). Ignored when the feed has photographs.
   */
  deferPictures?: boolean;
}

/** `env` adds to the environment of every build step (e.g. CATALOGUE_PATH for another catalogue). */
export async function build(dir = buildDir(), env: NodeJS.ProcessEnv = {}, options: BuildOptions = {}): Promise<void> {
  const feed = pulledFeed(env);
  try {
    await buildFrom(dir, feed ? { ...env, CATALOGUE_PATH: feed.pulled } : env, options);
    if (feed) {
      await copyFile(feed.pulled, join(dir, BUILD_FEED));
      await rename(feed.pulled, feed.target);
    }
  } finally {
    if (feed) await rm(feed.pulled, { force: true });
  }
}

/** Hard-links every picture of the store into the build; a copy where links are impossible. */
export async function linkPictures(from: string, to: string): Promise<number> {
  if (!existsSync(from)) return 0;
  const pictures = [...files(from)];
  for (const folder of new Set(pictures.map((file) => dirname(relative(from, file)))))
    await mkdir(join(to, folder), { recursive: true });
  await eachInLanes(pictures, 16, async (file) => {
    const target = join(to, relative(from, file));
    await link(file, target).catch(() => copyFile(file, target));
  });
  return pictures.length;
}

/** What the pages are built by besides the content their cache keys cover (src/data: the feed, the posts). */
const PAGE_CODE = ['src', 'scripts/lib', 'astro.config.mjs', 'tsconfig.json', 'package-lock.json'];
/** Beside a build's client/ folder: the pageCodeDigest of the code that built it. */
const PAGE_CODE_FILE = 'page-code.sha256';
const NOT_PAGE_CODE = new Set(['src/data', 'src/generated']);

function* codeFiles(root: string, path: string): Generator<string> {
  if (NOT_PAGE_CODE.has(relative(root, path)) || !existsSync(path)) return;
  if (!statSync(path).isDirectory()) yield path;
  else for (const entry of readdirSync(path).sort()) yield* codeFiles(root, join(path, entry));
}

/** A digest of the code the pages are built by: every file's path and bytes. */
export function pageCodeDigest(root = ROOT): string {
  const hash = createHash('sha256');
  for (const file of PAGE_CODE.flatMap((path) => [...codeFiles(root, join(root, path))]))
    hash.update(`${relative(root, file)}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Astro's incremental build reuses a page while the sources it imports are unchanged, but the page names
 * the browser's scripts and stylesheets by a hash of what the bundler put in them, and that moves with
 * code the page does not import (another page's script can split a shared module differently) and with
 * the parts of astro.config.mjs Astro does not hash. A reused page then names files the new build does not
 * have. So the pages kept for reuse (`cacheDir`: Astro's, node_modules/.astro/) are forgotten whenever the
 * code changes; a publish changes content, not code, and keeps them (decision 006).
 */
export function forgetReusablePagesOnNewCode(cacheDir: string, codeDigest: string): boolean {
  const record = join(cacheDir, 'page-code.sha256');
  const changed = !existsSync(record) || readFileSync(record, 'utf8') !== codeDigest;
  if (changed) {
    rmSync(join(cacheDir, 'incremental-build.json'), { force: true });
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(record, codeDigest);
  }
  return changed;
}

/**
 * Runs `make`, which builds into `dir`, with the build that stood there (`npm run build` again) moved
 * beside it, since Astro empties the folder it builds into: `make` is given it, to take the twins of the
 * files that come out the same, as a publish takes the live build's. It is put back if `make` fails, so
 * the last build stays whole to serve, and removed once `make` succeeds.
 */
export async function replacingBuild<T>(dir: string, make: (previous?: string) => Promise<T>): Promise<T> {
  if (!existsSync(join(dir, BUILD_STAMP))) return make();
  const replaced = `${dir}-replaced`;
  await rm(replaced, { recursive: true, force: true });
  await rename(dir, replaced);
  let made: T;
  try {
    made = await make(replaced);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    await rename(replaced, dir);
    throw error;
  }
  await rm(replaced, { recursive: true, force: true });
  return made;
}

/**
 * A publish renders only the changed pages over the live build when that build was made by the same code
 * and recorded its pages' keys (scripts/lib/page-overlay.ts); after a deploy's change of code it builds whole.
 */
function canOverlay(live: string | undefined, code: string): live is string {
  if (!live || !existsSync(join(live, PAGE_KEYS))) return false;
  try {
    return readFileSync(join(live, PAGE_CODE_FILE), 'utf8') === code;
  } catch {
    return false;
  }
}

/** The live build's files linked into a publish's build while its pages render, and what that found of the pictures. */
type LinkedFromLive = ReturnType<typeof linkFromLive> & { pictures: ReturnType<typeof linkDrawnPictures> };

async function buildFrom(dir: string, env: NodeJS.ProcessEnv, options: BuildOptions): Promise<void> {
  const started = Date.now();
  const phases: string[] = [];
  let phaseStarted = started;
  const phase = (name: string) => {
    phases.push(`${name} ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s`);
    phaseStarted = Date.now();
  };
  const node = (script: string, ...args: string[]) => run(process.execPath, [join(ROOT, script), ...args], env);
  // The catalogue first: with CATALOGUE_SOURCE=contentful it writes the feed that the drawings and pages read.
  if (readEnv({ ...process.env, ...env }).CATALOGUE_SOURCE === 'contentful') await node(PULL_CATALOGUE);
  // The picture version before Astro reads it; new pictures are drawn beside Astro's build, which mostly
  // keeps one core busy (decision 007 has the figures).
  const pictures = await preparePictures({ ...process.env, ...env }.CATALOGUE_PATH || undefined);
  phase('catalogue');
  pointDotAstroAtBuildCache();
  const code = pageCodeDigest();
  forgetReusablePagesOnNewCode(ASTRO_CACHE_DIR, code);
  // A publish build names the live build it replaces (server/publish.ts), which stays where it is.
  const published = envVar('SHOP_PREVIOUS_BUILD');
  const overlay = canOverlay(published, code) ? published : undefined;
  // Always a production build, even when started from a test run
  // (Vitest sets NODE_ENV=test, which would ship React's development build).
  const pagesEnv = { ...env, SHOP_DIST: dir, NODE_ENV: 'production' };
  const astroBuild = () =>
    run(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      ...pagesEnv,
      ...(overlay ? { SHOP_OVERLAY_OF: overlay } : {}),
    });
  /** Whether drawing pictures is part of this build. */
  const drawing = Boolean(pictures.photographs || (pictures.missing > 0 && !options.deferPictures));
  /**
   * The changed pages from the live build's own bundle (render-changed.ts), with every other file of the live
   * build linked meanwhile; undefined when only Astro can render them.
   */
  const fromLiveBundle = async (live: string) => {
    const rendering = run(process.execPath, [join(ROOT, RENDER_CHANGED), dir, live], pagesEnv);
    // Linking 20,000 files of the 10× catalogue took 1.3-1.9 s after the renderer; beside it, the renderer's
    // start and its collecting of every path take longer (decision 006).
    let linked: LinkedFromLive;
    try {
      const fromLive = linkFromLive(dir, live);
      linked = { ...fromLive, pictures: linkDrawnPictures(dir, DEFAULT_OUT_DIR, fromLive.livePictures) };
    } catch (error) {
      await rendering.catch(() => {});
      throw error;
    }
    try {
      await rendering;
      return linked;
    } catch (error) {
      if (error instanceof CommandFailed && error.code === DECLINED) {
        await rm(dir, { recursive: true, force: true });
        return undefined;
      }
      throw error;
    }
  };
  /** An overlay rendered from the live bundle among the live build's files: its pages' twins and its record. */
  const completeFromBundle = async (live: string, linked: LinkedFromLive) => {
    const rendered = JSON.parse(readFileSync(join(dir, RENDERED_FILES), 'utf8')) as string[];
    rmSync(join(dir, RENDERED_FILES));
    const tally = await precompress(join(dir, 'client'), join(live, 'client'), rendered);
    phase('compression');
    // Pictures drawn beside the renderer came after the linking: only then is the store walked again.
    const drawn = drawing ? linkDrawnPictures(dir, DEFAULT_OUT_DIR, linked.livePictures) : linked.pictures;
    recordOverlay(dir, live, [...rendered, ...drawn.fresh], drawn.gone);
    if (drawing) phase('the pictures drawn meanwhile linked');
    return tally;
  };
  const make = async (previous?: string) => {
    let fromBundle: Awaited<ReturnType<typeof fromLiveBundle>>;
    await Promise.all([
      (async () => {
        fromBundle = overlay ? await fromLiveBundle(overlay) : undefined;
        if (!fromBundle) await astroBuild();
      })(),
      drawing && node(RENDER_PICTURES),
    ]);
    if (overlay && fromBundle) {
      const linked = `${fromBundle.linked} unchanged files linked from the live build meanwhile`;
      phase(`changed pages from the live bundle (${linked}) and pictures`);
      return completeFromBundle(overlay, fromBundle);
    }
    phase(`${overlay ? 'astro (changed pages)' : 'astro'} and pictures`);
    // Only what Astro wrote is compressed: an overlay's unchanged files come with their twins.
    const tally = await precompress(join(dir, 'client'), previous && join(previous, 'client'));
    phase('compression');
    if (overlay) {
      const linked = takeUnchangedFromLive(dir, overlay, DEFAULT_OUT_DIR);
      phase(`${linked} unchanged files linked from the live build, and the pictures`);
    } else {
      const linked = await linkPictures(DEFAULT_OUT_DIR, join(dir, 'client', 'generated'));
      phase(`${linked} pictures linked`);
    }
    return tally;
  };
  const { compressed, reused } = published ? await make(published) : await replacingBuild(dir, make);
  // The tags and digests a CDN is purged by (server/cdn/manifest.ts): read by the server with the build.
  await writeManifest(dir);
  phase('CDN manifest');
  writeFileSync(join(dir, PAGE_CODE_FILE), code);
  writeFileSync(join(dir, BUILD_STAMP), new Date().toISOString());
  console.log(
    `[build] ${dir} ready in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${compressed} files pre-compressed${reused ? `, ${reused} unchanged` : ''}): ${phases.join(', ')}`,
  );
}

export async function ensureBuilt(dir = buildDir(), options: BuildOptions = {}): Promise<void> {
  if (isBuildStale(dir)) await build(dir, {}, options);
}
