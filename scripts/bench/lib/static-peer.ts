/**
 * The servers `npm run bench:static` compares the shop with, each in a process of its own as the shop is
 * (in the bench's process they would share its event loop with the load generator):
 *   node static-peer.ts sirv <client dir>    sirv serving the build with its brotli and gzip twins
 *   node static-peer.ts raw <answer.json>    plain node:http answering one recorded answer from memory
 * Prints the port it listens on, then serves until killed.
 */
import { readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import sirv from 'sirv';

export interface RecordedAnswer {
  status: number;
  /** Flat name, value list, as writeHead takes it. */
  headers: string[];
  bodyBase64: string;
}

function rawListener(answerFile: string): RequestListener {
  const answer = JSON.parse(readFileSync(answerFile, 'utf8')) as RecordedAnswer;
  const body = Buffer.from(answer.bodyBase64, 'base64');
  return (_req, res) => {
    res.writeHead(answer.status, answer.headers);
    res.end(body);
  };
}

const [kind, target] = process.argv.slice(2);
if (!target || (kind !== 'sirv' && kind !== 'raw')) {
  console.error('usage: node static-peer.ts sirv <client dir> | raw <answer.json>');
  process.exit(2);
}
const listener: RequestListener =
  kind === 'sirv' ? sirv(target, { brotli: true, gzip: true, etag: true, dev: false }) : rawListener(target);
const server = createServer(listener);
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
