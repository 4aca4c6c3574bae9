// Keeps in package-lock.json the native packages of every platform the shop installs on (PLATFORMS), and checks
// that npm installs them. npm does not add an optional package missing from an existing lock (npm/cli#4828, the
// "Cannot find module @rollup/rollup-darwin-arm64" error), so a lock written on Linux x64 can leave macOS, Windows
// and Linux arm64 without their compiler, bundler and image bindings. This script asks the registry for the
// optional dependencies of every locked package and adds the missing platform packages, at the version their
// parent names, where the parent resolves them.
//
// Usage (plain JavaScript, so that it runs on any Node before `npm ci`):
//   node scripts/lib/lockfile-platforms.mjs           add what is missing to package-lock.json, print what it added
//   node scripts/lib/lockfile-platforms.mjs --check   exit 1 if anything is missing, then `npm ci --dry-run` per
//                                                      platform and exit 1 unless each adds its own bindings
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PLATFORMS = [
  { os: 'darwin', cpu: 'arm64' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'win32', cpu: 'x64' },
  { os: 'linux', cpu: 'arm64', libc: 'glibc' },
  { os: 'linux', cpu: 'arm64', libc: 'musl' },
  { os: 'linux', cpu: 'x64', libc: 'glibc' },
  { os: 'linux', cpu: 'x64', libc: 'musl' },
];

const ROOT = new URL('../../', import.meta.url).pathname;
const LOCK = join(ROOT, 'package-lock.json');
const REGISTRY = (process.env.npm_config_registry || 'https://registry.npmjs.org/').replace(/\/?$/, '/');

/** npm's os/cpu/libc fields: a list of names, each possibly negated with '!'. */
function allows(list, value) {
  if (!list || list.length === 0) return true;
  const denied = list.filter((item) => item.startsWith('!')).map((item) => item.slice(1));
  const allowed = list.filter((item) => !item.startsWith('!'));
  return !denied.includes(value) && (allowed.length === 0 || allowed.includes(value));
}

function fitsPlatform(manifest, platform) {
  return (
    allows(manifest.os, platform.os) &&
    allows(manifest.cpu, platform.cpu) &&
    (!platform.libc || allows(manifest.libc, platform.libc))
  );
}

const isPlatformPackage = (manifest) => Boolean(manifest.os?.length || manifest.cpu?.length);

/** Platform packages name their versions exactly, with a caret or a tilde; other ranges are reported, not guessed. */
function satisfies(version, range) {
  if (range === version) return true;
  const match = /^([\^~])(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!match || !/^\d+\.\d+\.\d+$/.test(version)) return false;
  const [major, minor, patch] = version.split('.').map(Number);
  const [wantMajor, wantMinor, wantPatch] = match.slice(2).map(Number);
  if (major !== wantMajor) return false;
  if (match[1] === '~') return minor === wantMinor && patch >= wantPatch;
  return minor > wantMinor || (minor === wantMinor && patch >= wantPatch);
}

const understood = (range) => /^(\d+\.\d+\.\d+(-[\w.]+)?|[\^~]\d+\.\d+\.\d+)$/.test(range);

const manifests = new Map();
async function manifest(name, versionOrRange) {
  const key = `${name}@${versionOrRange}`;
  if (!manifests.has(key)) {
    manifests.set(
      key,
      (async () => {
        const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(versionOrRange);
        const url = `${REGISTRY}${name.replace('/', '%2f')}${exact ? `/${versionOrRange}` : ''}`;
        const response = await fetch(url, { headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`${key}: the registry answered ${response.status}`);
        const body = await response.json();
        if (exact) return body;
        const versions = Object.keys(body.versions ?? {}).filter((version) => satisfies(version, versionOrRange));
        if (versions.length === 0) throw new Error(`${key}: no published version satisfies the range`);
        const latest = versions.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1);
        return body.versions[latest];
      })(),
    );
  }
  return manifests.get(key);
}

/** Where Node finds `name` from the package at `from`: its own node_modules, then each parent's, then the top. */
function resolveFrom(packages, from, name) {
  let at = from;
  for (;;) {
    const path = `${at ? `${at}/` : ''}node_modules/${name}`;
    if (packages[path]) return path;
    if (!at) return null;
    const cut = at.lastIndexOf('/node_modules/');
    at = cut === -1 ? '' : at.slice(0, cut);
  }
}

const packageName = (lockPath) => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);

async function inBatches(items, size, work) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

/** Adds the missing platform packages to `lock` and returns what it added, as 'path@version' lines. */
export async function completeLock(lock) {
  const packages = lock.packages;
  const added = [];
  const parents = Object.entries(packages).filter(([path, entry]) => path && !entry.link && entry.version);
  await inBatches(parents, 24, async ([path, entry]) => {
    const name = entry.name ?? packageName(path);
    const { optionalDependencies = {} } = await manifest(name, entry.version);
    for (const [dependency, range] of Object.entries(optionalDependencies)) {
      if (!understood(range)) {
        console.warn(
          `lockfile-platforms: skipped ${name} → ${dependency}@${range} (a range this script does not read)`,
        );
        continue;
      }
      const wanted = await manifest(dependency, range);
      if (!isPlatformPackage(wanted) || !PLATFORMS.some((platform) => fitsPlatform(wanted, platform))) continue;
      const found = resolveFrom(packages, path, dependency);
      if (found && satisfies(packages[found].version, range)) {
        entry.optionalDependencies = { ...entry.optionalDependencies, [dependency]: range };
        continue;
      }
      const place = found ? `${path}/node_modules/${dependency}` : `node_modules/${dependency}`;
      packages[place] = {
        version: wanted.version,
        integrity: wanted.dist.integrity,
        ...(wanted.cpu && { cpu: wanted.cpu }),
        ...(entry.dev && { dev: true }),
        ...(wanted.libc && { libc: wanted.libc }),
        license: wanted.license,
        optional: true,
        ...(wanted.os && { os: wanted.os }),
        ...(wanted.engines && { engines: wanted.engines }),
      };
      entry.optionalDependencies = { ...entry.optionalDependencies, [dependency]: range };
      added.push(`${place}@${wanted.version}`);
    }
  });
  const [rootKey, ...rest] = Object.keys(packages);
  lock.packages = Object.fromEntries(
    [rootKey, ...rest.sort((a, b) => a.localeCompare(b, 'en'))].map((key) => [key, packages[key]]),
  );
  return added.sort();
}

/** The packages `npm ci` would add on `platform`, as 'name version' lines, from a copy of the manifest and lock. */
function dryRun(platform) {
  const dir = mkdtempSync(join(tmpdir(), 'lockfile-platforms-'));
  try {
    copyFileSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
    copyFileSync(LOCK, join(dir, 'package-lock.json'));
    const flags = [
      `--os=${platform.os}`,
      `--cpu=${platform.cpu}`,
      ...(platform.libc ? [`--libc=${platform.libc}`] : []),
    ];
    const output = execFileSync(
      'npm',
      ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', ...flags],
      { cwd: dir, encoding: 'utf8' },
    );
    return new Set(
      output
        .split('\n')
        .filter((line) => line.startsWith('add '))
        .map((line) => line.slice(4).trim()),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
  const added = await completeLock(lock);
  if (!process.argv.includes('--check')) {
    if (added.length > 0) writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(
      `lockfile-platforms: added ${added.length} platform packages${added.length ? `:\n  ${added.join('\n  ')}` : ''}`,
    );
  } else {
    let failures = added.map((line) => `missing from package-lock.json: ${line}`);
    for (const platform of PLATFORMS) {
      const adds = dryRun(platform);
      const label = [platform.os, platform.cpu, platform.libc].filter(Boolean).join('-');
      const expected = Object.entries(lock.packages).filter(
        ([, entry]) => entry.optional && (entry.os || entry.cpu) && fitsPlatform(entry, platform),
      );
      const absent = expected
        .map(([path, entry]) => `${packageName(path)} ${entry.version}`)
        .filter((line) => !adds.has(line));
      failures = failures.concat(absent.map((line) => `${label}: npm ci would not install ${line}`));
      const installed = expected.length - absent.length;
      console.log(`lockfile-platforms: ${label}: npm ci installs ${installed} of ${expected.length} platform packages`);
    }
    if (failures.length > 0) {
      console.error(failures.join('\n'));
      process.exit(1);
    }
  }
}
