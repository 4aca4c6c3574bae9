/**
 * What a CDN needs to know about a build: for every file it may keep (each page, listing JSON, sitemap;
 * not the hashed `/_astro/*` and `/generated/*`, which never change under their name) a digest of its bytes
 * and the tags naming what it shows. The build writes it beside client/ (`cdn-manifest.json`), the server
 * sends the tags as `Surrogate-Key` and `Cache-Tag` (server/static.ts), and a publish compares the live
 * build's manifest with the new one to purge exactly the files that changed (purgePlan below).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { envVar } from '#src/config/env.ts';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { readOverlay } from '../builds.ts';
import { isHidden } from '../hidden-files.ts';

export const CDN_MANIFEST = 'cdn-manifest.json';

/** On every page: purging it purges every page (a change of the shell's code or words changes them all). */
export const SHELL_TAG = 'shell';

/**
 * Fastly and Cloudflare take a tag header up to 16 KB; a page that shows more products than fit keeps its
 * own tags and `many-products` (the 10× catalogue's largest listings), and is purged by its page tag.
 */
const MAX_TAG_BYTES = 8_000;

export interface ManifestEntry {
  /** A digest of the file's bytes. */
  hash: string;
  /** As sent in the headers: lower case letters, digits, `-` and `_`. */
  tags: string[];
}

export interface CdnManifest {
  version: 1;
  /** By the file's address under client/ (`/product/a/b/index.html`). */
  files: Record<string, ManifestEntry>;
}

/** Files a CDN is told to keep until purged: what the hashed folders are not. */
export function isPublished(urlPath: string): boolean {
  return !urlPath.startsWith('/_astro/') && !urlPath.startsWith('/generated/');
}

const tagOf = (kind: string, id: string) => `${kind}-${id.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`;

/** A tag of one file alone, so a page whose other tags are shared with unchanged pages can be purged by tag. */
export function pageTag(urlPath: string): string {
  return `page-${createHash('sha1').update(urlPath).digest('hex').slice(0, 12)}`;
}

const PRODUCT_LINK = /(?:href|content)="(?:https?:\/\/[^/"]+)?(?:\/ar)?\/product\/[^/"]+\/([^/"?#]+)/g;
const POST_LINK = /href="(?:\/ar)?\/blog\/([^/"?#]+)/g;
const BLOG_LIST = /^(?:\/ar)?\/blogs(?:\/index)?\.html$|^(?:\/ar)?\/blogs\/index\.html$/;

/** The tags of one file: the shell, the products and posts it shows (by its links), the lists it is. */
export function tagsOf(urlPath: string, bytes: Buffer): string[] {
  const tags = new Set<string>([pageTag(urlPath)]);
  const ext = extname(urlPath);
  const products = new Set<string>();
  if (ext === '.html') {
    tags.add(SHELL_TAG);
    const text = bytes.toString('utf8');
    const own = /^(?:\/ar)?\/product\/[^/]+\/([^/]+)\//.exec(urlPath)?.[1];
    if (own) products.add(own);
    for (const [, id] of text.matchAll(PRODUCT_LINK)) products.add(decodeURIComponent(id!));
    const post = /^(?:\/ar)?\/blog\/([^/]+)\//.exec(urlPath)?.[1];
    if (post) tags.add(tagOf('post', post));
    for (const [, id] of text.matchAll(POST_LINK)) tags.add(tagOf('post', decodeURIComponent(id!)));
    if (BLOG_LIST.test(urlPath)) tags.add('blog');
  } else if (urlPath.startsWith('/data/listing/') && ext === '.json') {
    tags.add('listing-data');
    try {
      const listing = JSON.parse(bytes.toString('utf8')) as { products?: unknown[][] };
      for (const product of listing.products ?? []) if (typeof product[0] === 'string') products.add(product[0]);
    } catch {
      // a listing that does not parse is still purged by its page tag
    }
  }
  const productTags = [...products].map((id) => tagOf('product', id));
  const own = [...tags];
  const size = [...own, ...productTags].join(' ').length;
  return size <= MAX_TAG_BYTES ? [...own, ...productTags] : [...own, 'many-products'];
}

/** A file of client/ the manifest lists, by its address: published, not a twin, not hidden (but .well-known). */
function listed(urlPath: string): boolean {
  if (urlPath.endsWith('.br') || urlPath.endsWith('.gz')) return false;
  if (isHidden(urlPath)) return false;
  return isPublished(urlPath);
}

async function entryOf(file: string, urlPath: string, known: ManifestEntry | undefined): Promise<ManifestEntry> {
  const bytes = await readFile(file);
  const hash = createHash('sha1').update(bytes).digest('base64url');
  return { hash, tags: known?.hash === hash ? known.tags : tagsOf(urlPath, bytes) };
}

/**
 * Reads every published file of a build's client/ folder: 1.6 s for the default catalogue's 850, on a busy
 * machine. Given the build it replaces (`previous`, with its manifest), a file that is the same file there (a
 * picture linked from the store) takes its entry without being read, and one whose digest is unchanged takes
 * its tags: a publish of the 10× catalogue reads its 7,000 pictures and scans 6,700 pages otherwise. An
 * overlay laid over `previous` (scripts/lib/page-overlay.ts) is the previous build but for the files its record
 * names: those alone are read.
 */
export async function makeManifest(clientDir: string, previous?: string): Promise<CdnManifest> {
  const before = previous ? await readManifest(previous).catch(() => undefined) : undefined;
  const overlay = previous ? readOverlay(dirname(clientDir)) : undefined;
  if (before && overlay && overlay.live === resolve(previous!)) {
    const files = { ...before.files };
    for (const urlPath of [...overlay.gone, ...overlay.fresh]) delete files[urlPath];
    for (const urlPath of overlay.fresh.filter(listed))
      files[urlPath] = await entryOf(join(clientDir, urlPath), urlPath, before.files[urlPath]);
    return inOrder(files);
  }
  const files: CdnManifest['files'] = {};
  const all = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of all) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const urlPath = `/${relative(clientDir, file).split(sep).join('/')}`;
    if (!listed(urlPath)) continue;
    const known = before?.files[urlPath];
    if (known && previous) {
      const [now, then] = await Promise.all([
        stat(file),
        stat(join(previous, 'client', urlPath)).catch(() => undefined),
      ]);
      if (then && now.ino === then.ino && now.dev === then.dev) {
        files[urlPath] = known;
        continue;
      }
    }
    files[urlPath] = await entryOf(file, urlPath, known);
  }
  return inOrder(files);
}

/** By address, so two builds of the same files write the same manifest, however they were made. */
const inOrder = (files: CdnManifest['files']): CdnManifest => ({
  version: 1,
  files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
});

/** Written by the build (scripts/lib/build.ts), before its stamp; a publish build's takes from the live one's. */
export async function writeManifest(buildDir: string, previous = envVar('SHOP_PREVIOUS_BUILD')): Promise<void> {
  const manifest = await makeManifest(join(buildDir, 'client'), previous);
  writeFileSync(join(buildDir, CDN_MANIFEST), JSON.stringify(manifest));
}

/** The build's manifest; made from its files when the build is older than manifests. */
export async function readManifest(buildDir: string): Promise<CdnManifest> {
  const file = join(buildDir, CDN_MANIFEST);
  if (existsSync(file)) {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as CdnManifest;
    if (manifest.version === 1) return manifest;
  }
  return makeManifest(join(buildDir, 'client'));
}

/** What a publish purges: everything, or tags (for caches that purge by tag) and the addresses they cover. */
export interface PurgePlan {
  everything: boolean;
  /** Tags whose every file changed, and the page tags of changed files no such tag covers. */
  tags: string[];
  /** Every address of every changed file (`/a/index.html`, `/a/`, `/a`), for caches that purge by URL. */
  paths: string[];
  /** How many files changed, appeared or went. */
  changed: number;
}

/** The addresses that reach a file, as server/static.ts indexes them. */
export function addressesOf(urlPath: string): string[] {
  if (urlPath.endsWith('/index.html')) {
    const folder = urlPath.slice(0, -'index.html'.length);
    return folder === '/' ? [urlPath, folder] : [urlPath, folder, folder.slice(0, -1)];
  }
  if (urlPath.endsWith('.html')) return [urlPath, urlPath.slice(0, -'.html'.length)];
  return [urlPath];
}

/**
 * The files that differ between two builds, and the fewest tags that purge them and nothing else: a tag is
 * used only when every file carrying it (in either build) changed; a changed file no such tag covers is
 * purged by its own page tag. With no earlier manifest, or when every file changed, everything.
 */
export function purgePlan(before: CdnManifest | null, after: CdnManifest): PurgePlan {
  const changed = new Set<string>();
  for (const [path, entry] of Object.entries(after.files))
    if (before?.files[path]?.hash !== entry.hash) changed.add(path);
  for (const path of Object.keys(before?.files ?? {})) if (!after.files[path]) changed.add(path);
  const everyFile = new Set([...Object.keys(after.files), ...Object.keys(before?.files ?? {})]);
  if (!before || (changed.size === everyFile.size && changed.size > 0))
    return { everything: true, tags: [], paths: [], changed: changed.size };

  const carriers = new Map<string, string[]>();
  for (const manifest of [before, after])
    for (const [path, entry] of Object.entries(manifest.files))
      for (const tag of entry.tags) {
        const list = carriers.get(tag) ?? [];
        if (!list.includes(path)) list.push(path);
        carriers.set(tag, list);
      }
  const candidates = [...carriers]
    .filter(([tag, paths]) => !tag.startsWith('page-') && paths.every((path) => changed.has(path)))
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  const covered = new Set<string>();
  const tags: string[] = [];
  for (const [tag, paths] of candidates) {
    if (paths.every((path) => covered.has(path))) continue;
    tags.push(tag);
    for (const path of paths) covered.add(path);
  }
  for (const path of [...changed].sort()) if (!covered.has(path)) tags.push(pageTag(path));
  const paths = [...changed].sort().flatMap(addressesOf);
  return { everything: false, tags, paths, changed: changed.size };
}
