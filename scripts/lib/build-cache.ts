/**
 * Where a build keeps what it reuses between builds: Astro's cache (the pages an incremental build reuses,
 * the content store), the picture cache (scripts/images/cache.ts) and the drawn pictures of the current
 * version (scripts/images/plan.ts). With BUILD_CACHE_DIR set they all go under it, so a build (and a
 * publish, which runs one) writes only there, in its own build folder and in DATA_DIR: a service whose
 * project tree is read-only lists those alone (deploy/lucky-shoes.service, docs/deploy.md). Unset, they
 * stay where a checkout has always had them. Read once, when a build step starts.
 *
 * Astro also writes its generated types and content modules into the project's `.astro/` on every build,
 * a folder it does not let be moved (its `dotAstroDir` is always `<root>/.astro`): with BUILD_CACHE_DIR set,
 * the first build (the deployer's, while the tree is still writable) turns `.astro` into a link to
 * `<BUILD_CACHE_DIR>/dot-astro`, and every later build writes through it.
 */
import { cpSync, lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { envVar } from '#src/config/env.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const configured = envVar('BUILD_CACHE_DIR');
const under = (name: string, otherwise: string) => (configured ? join(resolve(ROOT, configured), name) : otherwise);

/** Astro's `cacheDir` (astro.config.mjs reads the same variable). */
export const ASTRO_CACHE_DIR = under('astro', join(ROOT, 'node_modules', '.astro'));
/** Encoded renditions by a hash of their source (scripts/images/cache.ts). */
export const PICTURE_CACHE_DIR = under('picture-cache', join(ROOT, 'node_modules', '.cache', 'pictures'));
/** The drawn pictures of the current version, linked into every build's client/generated/. */
export const PICTURE_STORE_DIR = under('pictures', join(ROOT, 'pictures'));

/** Points the project's `.astro` into BUILD_CACHE_DIR (see above); nothing when it is unset or already does. */
export function pointDotAstroAtBuildCache(): void {
  if (!configured) return;
  const target = join(resolve(ROOT, configured), 'dot-astro');
  const dotAstro = join(ROOT, '.astro');
  const present = lstatSync(dotAstro, { throwIfNoEntry: false });
  if (present?.isSymbolicLink() && readlinkSync(dotAstro) === target) return;
  try {
    mkdirSync(target, { recursive: true });
    if (present?.isDirectory()) cpSync(dotAstro, target, { recursive: true });
    rmSync(dotAstro, { recursive: true, force: true });
    symlinkSync(target, dotAstro);
  } catch (error) {
    throw new Error(
      `BUILD_CACHE_DIR is set, but ${dotAstro} cannot become a link into it (${(error as Error).message}): ` +
        'run one build with it set while the project is writable (docs/deploy.md)',
      { cause: error },
    );
  }
}

if (import.meta.main) pointDotAstroAtBuildCache();
