/**
 * Answers of the catalogue API. The catalogue is immutable while the process
 * runs, so each product's JSON is encoded once and a list answer is a
 * concatenation of bytes; a list that is always the same (a tag's, every
 * product's) is concatenated once. Bytes rather than a string also spare the
 * Response a re-encoding, which for a list of a few hundred colours is most of
 * the time an answer takes (docs/decisions/008-listings-filter-in-the-browser.md).
 * Lists come in the language of the request (Accept-Language), so answers vary by it.
 */
import type { ProductSummary } from '#src/catalogue/types.ts';
import { SlabPool, whenSent } from './body-slabs.ts';

/**
 * A minute in the browser, never in a shared cache: an API answer is not purged at a publish (server/cdn/),
 * and a CDN in front passes /api/ through (docs/deploy.md).
 */
export const LIST_CACHE_CONTROL = 'private, max-age=60';

const OPEN = 0x5b; // [
const COMMA = 0x2c; // ,
const CLOSE = 0x5d; // ]

const productBytes = new WeakMap<ProductSummary, Buffer>();
const fixedListBytes = new WeakMap<readonly ProductSummary[], Uint8Array<ArrayBuffer>>();

function bytesOf(product: ProductSummary): Buffer {
  let bytes = productBytes.get(product);
  if (bytes === undefined) productBytes.set(product, (bytes = Buffer.from(JSON.stringify(product))));
  return bytes;
}

/**
 * The JSON array of the products, copied into one buffer from `allocate` (of at least the size asked for).
 * Buffer.concat over the two thousand parts of a thousand-colour search answer took ten times as long.
 */
export function productListBody(
  products: readonly ProductSummary[],
  allocate: (size: number) => Buffer<ArrayBuffer> = Buffer.allocUnsafe,
): Uint8Array<ArrayBuffer> {
  const parts = products.map(bytesOf);
  let size = 2 + Math.max(0, parts.length - 1);
  for (const part of parts) size += part.byteLength;
  const body = allocate(size);
  let offset = 0;
  body[offset++] = OPEN;
  for (let index = 0; index < parts.length; index++) {
    if (index > 0) body[offset++] = COMMA;
    const part = parts[index]!;
    body.set(part, offset);
    offset += part.byteLength;
  }
  body[offset] = CLOSE;
  return new Uint8Array(body.buffer, body.byteOffset, size);
}

/**
 * A stream that hands on the very bytes it is given. A Response made from bytes
 * copies them first; at a thousand list answers a second that copy is most of
 * what the process allocates, and the collections it causes are the slowest
 * answers.
 */
function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** A JSON answer of ready bytes, which the caller must not change afterwards. */
export function bytesResponse(body: Uint8Array<ArrayBuffer>, cacheControl = LIST_CACHE_CONTROL): Response {
  return new Response(streamOf(body), {
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(body.byteLength),
      'Cache-Control': cacheControl,
      Vary: 'Accept-Language',
    },
  });
}

const slabs = new SlabPool();

/**
 * A list made for one answer (a search's): assembled in a slab that is reused once the answer is sent
 * (src/http/body-slabs.ts says why).
 */
export function oneOffListResponse(products: readonly ProductSummary[], cacheControl: string): Response {
  let slab: Buffer<ArrayBuffer> | undefined;
  const body = productListBody(products, (size) => (slab = slabs.take(size)));
  return whenSent(bytesResponse(body, cacheControl), () => slabs.give(slab!));
}

/** One of the catalogue's own lists (a tag's, every product's): its bytes are made once. */
export function catalogueListResponse(products: readonly ProductSummary[]): Response {
  let body = fixedListBytes.get(products);
  if (body === undefined) fixedListBytes.set(products, (body = productListBody(products)));
  return bytesResponse(body);
}
