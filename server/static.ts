/**
 * Serves the pre-rendered site from a build's client/ folder, choosing the
 * brotli or gzip twin made at build time by what the browser accepts.
 */
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheControlFor, setSecurityHeaders } from './headers.ts';

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

async function fileAt(path: string): Promise<Stats | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/** The file a URL path names inside root: the path itself, or its index.html. Null outside root. */
export async function resolveStatic(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return null;
  if (decoded.split('/').some((part) => part.startsWith('.') && part !== '.well-known')) return null;
  if (await fileAt(full)) return full;
  const index = join(full, 'index.html');
  if (await fileAt(index)) return index;
  if (!decoded.endsWith('/') && (await fileAt(full + '.html'))) return full + '.html';
  return null;
}

function pickEncoding(req: IncomingMessage): Array<{ ext: string; name: string }> {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const out: Array<{ ext: string; name: string }> = [];
  if (/\bbr\b/.test(accepted)) out.push({ ext: '.br', name: 'br' });
  if (/\bgzip\b/.test(accepted)) out.push({ ext: '.gz', name: 'gzip' });
  return out;
}

export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  urlPath: string,
  status = 200,
): Promise<void> {
  const ext = extname(file).toLowerCase();
  let path = file;
  let encoding: string | null = null;
  if (COMPRESSIBLE.has(ext)) {
    res.setHeader('Vary', 'Accept-Encoding');
    for (const candidate of pickEncoding(req)) {
      if (await fileAt(file + candidate.ext)) {
        path = file + candidate.ext;
        encoding = candidate.name;
        break;
      }
    }
  }
  const info = await fileAt(path);
  if (!info) throw new Error(`vanished: ${path}`);
  setSecurityHeaders(req, res, ext === '.html' ? 'html' : 'other');
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', status === 200 ? cacheControlFor(urlPath) : 'no-store');
  res.setHeader('Content-Length', info.size);
  res.setHeader('Last-Modified', info.mtime.toUTCString());
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.statusCode = status;
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(path);
    stream.on('error', reject);
    res.on('close', resolve);
    stream.pipe(res);
  });
}
