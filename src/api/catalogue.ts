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

export const LIST_CACHE_CONTROL = 'public, max-age=60';

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

const productBytes = new WeakMap<ProductSummary, Buffer>();
const fixedListBytes = new WeakMap<readonly ProductSummary[], Uint8Array<ArrayBuffer>>();

function bytesOf(product: ProductSummary): Buffer {
  let bytes = productBytes.get(product);
  if (bytes === undefined) productBytes.set(product, (bytes = Buffer.from(JSON.stringify(product))));
  return bytes;
}

export function productListBody(products: readonly ProductSummary[]): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [OPEN];
  products.forEach((product, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(bytesOf(product));
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
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

/** One of the catalogue's own lists (a tag's, every product's): its bytes are made once. */
export function catalogueListResponse(products: readonly ProductSummary[]): Response {
  let body = fixedListBytes.get(products);
  if (body === undefined) fixedListBytes.set(products, (body = productListBody(products)));
  return bytesResponse(body);
}
