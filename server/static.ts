/**
 * The pre-rendered site, ready to answer. When a build is loaded (at start and at each publish swap,
 * server/site.ts) every file of its client/ folder is indexed once by the addresses that reach it, and
 * the headers of each of its answers are built then. The brotli and gzip twins made at build time are
 * held in memory; uncompressed text, pictures and fonts stay on disk, their headers built all the same
 * (docs/decisions/014-static-answers-in-memory.md). A request costs a map lookup and one write.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheControlFor, isHttps, securityHeaders, UNCACHED } from './headers.ts';
import type { CdnManifest } from './cdn/manifest.ts';
import { isHidden } from './hidden-files.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

export type Coding = 'br' | 'gzip';
const TWIN_SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/** The statuses a pre-rendered error page is sent with: not found, and a failed request. */
export type ErrorStatus = 404 | 500;

/** Header names and values in one flat list, as `writeHead` takes them without copying into a map. */
type HeaderList = string[];

/** One representation of a file: as it is, or its brotli or gzip twin. */
interface Representation {
  /** The bytes, when held in memory; otherwise read from `file` per request. */
  body: Buffer | null;
  file: string;
  etag: string;
  /** Headers of the 200 and 304 answers, over plain HTTP and over HTTPS (with HSTS). */
  ok: [HeaderList, HeaderList];
  notModified: [HeaderList, HeaderList];
  /** The error pages' answers (404, 500), each built on its first use. */
  failed?: Partial<Record<ErrorStatus, [HeaderList, HeaderList]>>;
  head: { type: string; size: number; coding: Coding | null; kind: 'html' | 'other'; vary: boolean };
}

export interface StaticFile {
  /** Whole seconds, as Last-Modified and If-Modified-Since carry them. */
  modifiedMs: number;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

function flatten(pairs: ReadonlyArray<readonly [string, string]>): HeaderList {
  return pairs.flat();
}

function headerSets(
  head: Representation['head'],
  validators: ReadonlyArray<[string, string]>,
  cacheControl: string,
  status: 200 | 304 | ErrorStatus,
  tags: ReadonlyArray<[string, string]> = [],
): [HeaderList, HeaderList] {
  const make = (https: boolean) =>
    flatten([
      ...(status === 304
        ? []
        : ([
            ['Content-Type', head.type],
            ['Content-Length', String(head.size)],
            ...(head.coding ? [['Content-Encoding', head.coding]] : []),
          ] as Array<[string, string]>)),
      ...(head.vary ? [['Vary', 'Accept-Encoding'] as [string, string]] : []),
      ['Cache-Control', cacheControl],
      ...tags,
      ...validators,
      ...securityHeaders(head.kind, https),
    ]);
  return [make(false), make(true)];
}

function representation(
  file: string,
  body: Buffer | null,
  etag: string,
  lastModified: string,
  cacheControl: string,
  head: Representation['head'],
  tags: ReadonlyArray<[string, string]>,
): Representation {
  const validators: Array<[string, string]> = [
    ['ETag', etag],
    ['Last-Modified', lastModified],
  ];
  return {
    body,
    file,
    etag,
    head,
    ok: headerSets(head, validators, cacheControl, 200, tags),
    notModified: headerSets(head, validators, cacheControl, 304, tags),
  };
}

/** `"<digest>"` of the bytes, with a suffix per coding: each representation has its own strong validator. */
function digestOf(bytes: Buffer): string {
  return createHash('sha1').update(bytes).digest('base64url').slice(0, 22);
}

/** The tag headers of a file the CDN keeps: Fastly and Varnish read `Surrogate-Key`, Cloudflare `Cache-Tag`. */
function tagHeaders(tags: readonly string[] | undefined, cacheControl: string): Array<[string, string]> {
  if (!tags?.length || !cacheControl.startsWith('public, max-age=0')) return [];
  return [
    ['Surrogate-Key', tags.join(' ')],
    ['Cache-Tag', tags.join(',')],
  ];
}

/**
 * The twins held by the last index and the one being made, by file identity. A publish build links the twins
 * of unchanged files to the live build's (scripts/lib/compress-share.ts), so the new index shares their
 * bodies with the live one instead of reading them again: a swap of the 10× catalogue reads what changed.
 */
let heldTwins = new Map<string, Buffer>();
let indexingTwins = new Map<string, Buffer>();

async function readTwin(path: string): Promise<Buffer> {
  const info = await stat(path);
  const identity = `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`;
  const body = heldTwins.get(identity) ?? (await readFile(path));
  indexingTwins.set(identity, body);
  return body;
}

async function indexFile(
  path: string,
  urlPath: string,
  twins: Partial<Record<Coding, string>>,
  tags: readonly string[] | undefined,
): Promise<StaticFile> {
  const ext = extname(path).toLowerCase();
  const info = await stat(path);
  const modifiedMs = Math.floor(info.mtimeMs / 1000) * 1000;
  const lastModified = new Date(modifiedMs).toUTCString();
  const cacheControl = cacheControlFor(urlPath);
  const tagged = tagHeaders(tags, cacheControl);
  const compressible = COMPRESSIBLE.has(ext);
  const head = {
    type: TYPES[ext] ?? 'application/octet-stream',
    size: info.size,
    coding: null,
    kind: ext === '.html' ? 'html' : 'other',
    vary: compressible,
  } as const;
  const twinBodies: Partial<Record<Coding, Buffer>> = {};
  for (const coding of ['br', 'gzip'] as const) {
    const twin = twins[coding];
    if (twin) twinBodies[coding] = await readTwin(twin);
  }
  // Text without twins is small (the build compresses everything from 256 bytes); it is held as it is.
  const identityBody = compressible && !twinBodies.br && !twinBodies.gzip ? await readFile(path) : null;
  const sample = twinBodies.br ?? twinBodies.gzip ?? identityBody;
  // Pictures and fonts are not read at start: their validator is their size and time, as most servers make it.
  const tag = sample ? `"${digestOf(sample)}` : `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
  const entry: StaticFile = {
    modifiedMs,
    identity: representation(path, identityBody, `${tag}"`, lastModified, cacheControl, head, tagged),
  };
  for (const coding of ['br', 'gzip'] as const) {
    const body = twinBodies[coding];
    if (!body) continue;
    const twinHead = { ...head, size: body.length, coding };
    entry[coding] = representation(
      twins[coding]!,
      body,
      `${tag}-${coding}"`,
      lastModified,
      cacheControl,
      twinHead,
      tagged,
    );
  }
  return entry;
}

/** The addresses that reach a file, most specific first: `/a/index.html` is also `/a/` and `/a`. */
function addressesOf(urlPath: string): Array<{ address: string; rank: number }> {
  const addresses = [{ address: urlPath, rank: 0 }];
  if (urlPath.endsWith('/index.html')) {
    const folder = urlPath.slice(0, -'index.html'.length);
    addresses.push({ address: folder, rank: 1 });
    if (folder !== '/') addresses.push({ address: folder.slice(0, -1), rank: 1 });
  } else if (urlPath.endsWith('.html')) {
    addresses.push({ address: urlPath.slice(0, -'.html'.length), rank: 2 });
  }
  return addresses;
}

export class StaticFiles {
  readonly #byAddress: Map<string, StaticFile>;
  /** Each file's own address (`/a/index.html`), twins left out. */
  readonly paths: readonly string[];
  /** Bytes of twins held in memory. */
  readonly heldBytes: number;

  constructor(byAddress: Map<string, StaticFile>, paths: readonly string[], heldBytes: number) {
    this.#byAddress = byAddress;
    this.paths = paths;
    this.heldBytes = heldBytes;
  }

  get count(): number {
    return this.paths.length;
  }

  /** The file an address names (its path without the query), or undefined. */
  get(path: string): StaticFile | undefined {
    const hit = this.#byAddress.get(path);
    if (hit || !path.includes('%')) return hit;
    try {
      return this.#byAddress.get(decodeURIComponent(path));
    } catch {
      return undefined;
    }
  }
}

const INDEX_BATCH = 64;

/**
 * The live build's index, for an overlay laid over it (scripts/lib/page-overlay.ts): the overlay's files are
 * the live build's but `fresh` (by address), and but the live build's `gone`.
 */
export interface IndexBase {
  files: StaticFiles;
  clientDir: string;
  fresh: readonly string[];
  gone: ReadonlySet<string>;
}

/** The live index's entry of a file the overlay took as it is, naming the file in the overlay's folder. */
function rebased(entry: StaticFile, from: string, to: string): StaticFile {
  const move = (representation: Representation) => ({
    ...representation,
    file: to + representation.file.slice(from.length),
  });
  const moved: StaticFile = { modifiedMs: entry.modifiedMs, identity: move(entry.identity) };
  if (entry.br) moved.br = move(entry.br);
  if (entry.gzip) moved.gzip = move(entry.gzip);
  return moved;
}

/** A file to index: its path, its address, its twins; or the live entry it takes (an overlay's). */
interface ToIndex {
  file: string;
  urlPath: string;
  twins: Partial<Record<Coding, string>>;
  live?: StaticFile;
}

/** The brotli and gzip twins of a text file that `exists`. */
function twinsOf(file: string, exists: (path: string) => boolean): Partial<Record<Coding, string>> {
  const twins: Partial<Record<Coding, string>> = {};
  if (COMPRESSIBLE.has(extname(file).toLowerCase()))
    for (const coding of ['br', 'gzip'] as const)
      if (exists(file + TWIN_SUFFIX[coding])) twins[coding] = file + TWIN_SUFFIX[coding];
  return twins;
}

/** Every file of a client/ folder to index, read from the disk. */
async function filesToIndex(clientDir: string): Promise<ToIndex[]> {
  const all = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const present = new Set(all);
  const isTwin = (file: string) =>
    (file.endsWith('.br') || file.endsWith('.gz')) && COMPRESSIBLE.has(extname(file.slice(0, -3)).toLowerCase())
      ? present.has(file.slice(0, -3))
      : false;
  return all.flatMap((file) => {
    const urlPath = `/${relative(clientDir, file).split(sep).join('/')}`;
    return isTwin(file) || isHidden(urlPath)
      ? []
      : [{ file, urlPath, twins: twinsOf(file, (path) => present.has(path)) }];
  });
}

/** An overlay's files to index: the live index's, but what its record names, and the fresh ones from the disk. */
function overlayFilesToIndex(clientDir: string, base: IndexBase): ToIndex[] {
  const fresh = new Set(base.fresh);
  const taken = base.files.paths
    .filter((urlPath) => !fresh.has(urlPath) && !base.gone.has(urlPath))
    .map((urlPath) => ({ file: join(clientDir, urlPath), urlPath, twins: {}, live: base.files.get(urlPath) }));
  const read = base.fresh
    .filter((urlPath) => !isHidden(urlPath))
    .map((urlPath) => {
      const file = join(clientDir, urlPath);
      return { file, urlPath, twins: twinsOf(file, existsSync) };
    });
  return [...taken, ...read];
}

/**
 * Indexes a build's client/ folder. Hidden files and folders are left out (`.well-known` excepted);
 * twins are representations of their file, never answers of their own. Given the live index an overlay was
 * laid over (`base`), a file the overlay took from the live build takes the live entry instead of being read:
 * a publish of the 10× catalogue reads the few dozen files it rendered, not 14,000 and their twins.
 */
export async function indexStatic(clientDir: string, cdn?: CdnManifest, base?: IndexBase): Promise<StaticFiles> {
  const servable = base ? overlayFilesToIndex(clientDir, base) : await filesToIndex(clientDir);
  const byAddress = new Map<string, StaticFile>();
  const ranks = new Map<string, number>();
  let heldBytes = 0;
  for (let start = 0; start < servable.length; start += INDEX_BATCH) {
    const batch = servable.slice(start, start + INDEX_BATCH);
    const entries = await Promise.all(
      batch.map(async ({ file, urlPath, twins, live }) => ({
        urlPath,
        entry: live
          ? rebased(live, base!.clientDir, clientDir)
          : await indexFile(file, urlPath, twins, cdn?.files[urlPath]?.tags),
      })),
    );
    for (const { urlPath, entry } of entries) {
      heldBytes += [entry.identity, entry.br, entry.gzip].reduce((sum, rep) => sum + (rep?.body?.length ?? 0), 0);
      for (const { address, rank } of addressesOf(urlPath)) {
        if ((ranks.get(address) ?? Infinity) <= rank) continue;
        ranks.set(address, rank);
        byAddress.set(address, entry);
      }
    }
  }
  heldTwins = indexingTwins;
  indexingTwins = new Map();
  return new StaticFiles(
    byAddress,
    servable.map(({ urlPath }) => urlPath),
    heldBytes,
  );
}

const acceptedCache = new Map<string, readonly Coding[]>();
const ACCEPTED_CACHE_SIZE = 64;
const NONE: readonly Coding[] = [];

/**
 * The codings an `Accept-Encoding` header allows, preferred first: by quality, brotli before gzip on a tie.
 * `q=0` refuses a coding, `*` stands for those not named. Browsers send a handful of distinct headers,
 * so each is parsed once.
 */
export function acceptedCodings(header: string | undefined): readonly Coding[] {
  if (!header) return NONE;
  const known = acceptedCache.get(header);
  if (known) return known;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    const coding = name.trim().toLowerCase();
    if (coding) quality.set(coding === 'x-gzip' ? 'gzip' : coding, q === undefined ? 1 : Number(q) || 0);
  }
  const star = quality.get('*') ?? 0;
  const codings = (['br', 'gzip'] as const)
    .map((coding) => ({ coding, q: quality.get(coding) ?? star }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ coding }) => coding);
  if (acceptedCache.size >= ACCEPTED_CACHE_SIZE) acceptedCache.clear();
  acceptedCache.set(header, codings);
  return codings;
}

function representationFor(req: IncomingMessage, file: StaticFile): Representation {
  for (const coding of acceptedCodings(req.headers['accept-encoding'])) {
    const twin = file[coding];
    if (twin) return twin;
  }
  return file.identity;
}

const weak = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** RFC 9110 §13.2.2: If-None-Match (weak comparison) decides when present; If-Modified-Since otherwise. */
function notModified(req: IncomingMessage, file: StaticFile, rep: Representation): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch !== undefined) {
    const own = weak(rep.etag);
    return noneMatch.split(',').some((tag) => {
      const trimmed = tag.trim();
      return trimmed === '*' || weak(trimmed) === own;
    });
  }
  const since = req.headers['if-modified-since'];
  if (since === undefined) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && file.modifiedMs <= time;
}

/**
 * Answers GET or HEAD with a file: 304 when the browser's copy is current, else the representation its
 * `Accept-Encoding` prefers. Status 404 or 500 sends an error page, never cached and never 304.
 */
export function answerStatic(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  status: 200 | ErrorStatus = 200,
) {
  const rep = representationFor(req, file);
  const https = isHttps(req) ? 1 : 0;
  if (status === 200 && notModified(req, file, rep)) {
    res.writeHead(304, rep.notModified[https]);
    res.end();
    return;
  }
  const failed = (rep.failed ??= {});
  const headers = status === 200 ? rep.ok : (failed[status] ??= headerSets(rep.head, [], UNCACHED, status));
  res.writeHead(status, headers[https]);
  if (req.method === 'HEAD') res.end();
  else if (rep.body) res.end(rep.body);
  else
    createReadStream(rep.file)
      .on('error', () => res.destroy())
      .pipe(res);
}
