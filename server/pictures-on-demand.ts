/**
 * A picture asked for before it is drawn (decision 007): `npm start`'s first start serves the pages before
 * the drawn pictures exist, and draws them behind the running shop (scripts/images/after-start.ts). Until
 * then a request for one of the feed's pictures draws that picture's key on the spot (every width and format
 * of it, a fraction of a second), links it into the build and answers it; a request for a file already
 * drawn since the build was indexed is answered from disk. Off unless `npm start` turned it on, so a
 * production server never draws.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { copyFile, link, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setSecurityHeaders } from './headers.ts';

interface OnDemand {
  /** The picture version being drawn (the build may have just rewritten version.ts). */
  version: string;
  /** The folder the drawn pictures are kept in (pictures/<version>/…). */
  store: string;
  /** The keys the feed and the site art use: no other key is drawn. */
  keys: ReadonlySet<string>;
  /** Draws every file of one key into the store. */
  draw: (key: string) => Promise<void>;
}

let onDemand: (OnDemand & { file: RegExp }) | undefined;
const drawing = new Map<string, Promise<void>>();
const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

export function drawPicturesOnDemand(settings: OnDemand): void {
  onDemand = { ...settings, file: new RegExp(`^/generated/${settings.version}/(.+)-(\\d+)\\.(avif|webp)$`) };
}

function drawOnce(key: string): Promise<void> {
  let pending = drawing.get(key);
  if (!pending) {
    pending = onDemand!.draw(key).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

function send(req: IncomingMessage, res: ServerResponse, file: string, format: keyof typeof TYPES): void {
  setSecurityHeaders(req, res, 'other');
  res.writeHead(200, {
    'Content-Type': TYPES[format],
    'Content-Length': statSync(file).size,
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}

/**
 * Answers a request for a picture of the current version the build's index lacks, when drawing on demand
 * is on and the key is one the shop uses; false otherwise. A width the key does not have is not found.
 */
export function answerPictureOnDemand(
  req: IncomingMessage,
  res: ServerResponse,
  clientDir: string,
  pathname: string,
  otherwise: { notFound: () => void; fail: (error: unknown) => void },
): boolean {
  const match = onDemand?.file.exec(pathname);
  if (!match || !onDemand!.keys.has(match[1]!)) return false;
  const relativePath = pathname.slice('/generated/'.length);
  const served = join(clientDir, 'generated', relativePath);
  const format = match[3] as keyof typeof TYPES;
  if (existsSync(served)) {
    send(req, res, served, format);
    return true;
  }
  const stored = join(onDemand!.store, relativePath);
  (existsSync(stored) ? Promise.resolve() : drawOnce(match[1]!))
    .then(async () => {
      if (!existsSync(stored)) return false;
      await mkdir(dirname(served), { recursive: true });
      await link(stored, served).catch(() => (existsSync(served) ? undefined : copyFile(stored, served)));
      return true;
    })
    .then((found) => {
      if (found) send(req, res, served, format);
      else otherwise.notFound();
    })
    .catch(otherwise.fail);
  return true;
}
