/**
 * The servers the benchmarks compare the shop with, each in a process of its own as the shop is: in the
 * bench's process they would share an event loop with the load generator and stop being a floor.
 *   node peer.ts sirv <client dir>      sirv serving a build's client/ with its brotli and gzip twins
 *   node peer.ts replay <answers.json>  plain node:http answering recorded answers from memory
 * Prints the port it listens on, then serves until killed.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import sirv from 'sirv';

export interface RecordedAnswer {
  status: number;
  /** Flat name, value list, as writeHead takes it. */
  headers: string[];
  bodyBase64: string;
}

export interface Replay {
  /** The answer to every request, or by `searchKey()` of the request. */
  answers: Record<string, RecordedAnswer>;
  keyedBySearch?: boolean;
}

/** The key of a search request: its language and its words as the search reads them (leading spaces aside). */
export function searchKey(acceptLanguage: string | undefined, body: string): string {
  const search = (JSON.parse(body) as { search?: unknown }).search;
  return `${acceptLanguage ?? ''}|${typeof search === 'string' ? search.trim() : ''}`;
}

function replayListener(file: string): RequestListener {
  const replay = JSON.parse(readFileSync(file, 'utf8')) as Replay;
  const answers = new Map(
    Object.entries(replay.answers).map(([key, answer]) => [
      key,
      { ...answer, body: Buffer.from(answer.bodyBase64, 'base64') },
    ]),
  );
  const send = (res: ServerResponse, key: string) => {
    const answer = answers.get(key);
    if (!answer) {
      res.writeHead(500).end(`no recorded answer for ${key}`);
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  };
  if (!replay.keyedBySearch) {
    const [only] = answers.keys();
    return (req: IncomingMessage, res: ServerResponse) => {
      if (req.method === 'GET' || req.method === 'HEAD') return send(res, only!);
      req.resume();
      req.on('end', () => send(res, only!));
    };
  }
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => send(res, searchKey(req.headers['accept-language'], Buffer.concat(chunks).toString())));
  };
}

if (import.meta.main) {
  const [kind, target] = process.argv.slice(2);
  if (!target || (kind !== 'sirv' && kind !== 'replay')) {
    console.error('usage: node peer.ts sirv <client dir> | replay <answers.json>');
    process.exit(2);
  }
  const server = createServer(
    kind === 'sirv' ? sirv(target, { brotli: true, gzip: true, etag: true, dev: false }) : replayListener(target),
  );
  server.keepAliveTimeout = 5000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(typeof address === 'object' && address ? address.port : 0);
  });
}
