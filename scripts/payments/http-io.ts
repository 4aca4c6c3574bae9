/** Reading requests and writing answers, shared by the API, the hosted page and the controls. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Stripe refuses bodies over a few hundred kilobytes; nothing the shop sends comes near. */
const MAX_BODY_BYTES = 1 << 20;

export class BodyTooLarge extends Error {}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  response.end(html);
}

export function redirect(response: ServerResponse, to: string): void {
  response.writeHead(303, { location: to, 'content-length': 0 });
  response.end();
}
