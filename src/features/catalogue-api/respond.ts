/**
 * Answers of the catalogue API. The catalogue is immutable while the process
 * runs, so each product's JSON is encoded once and a list answer is a
 * concatenation of bytes; a list that is always the same (a tag's, every
 * product's) is concatenated once. Bytes rather than a string also spare the
 * Response a re-encoding: for a list of a few hundred colours that was most of
 * the time an answer took.
 */
import type { ProductSummary } from '../../catalogue/types.ts';

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

interface ListOptions {
  cacheControl?: string;
  /** The list is one of the catalogue's own (a tag's, every product's): keep its bytes. */
  fixed?: boolean;
}

export function productListResponse(products: readonly ProductSummary[], { cacheControl = LIST_CACHE_CONTROL, fixed = false }: ListOptions = {}): Response {
  let body = fixed ? fixedListBytes.get(products) : undefined;
  if (body === undefined) {
    body = productListBody(products);
    if (fixed) fixedListBytes.set(products, body);
  }
  return new Response(body, {
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.byteLength), 'Cache-Control': cacheControl },
  });
}
