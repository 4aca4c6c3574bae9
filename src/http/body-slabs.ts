/**
 * Reusable buffers for answers that are made, sent once and dropped: a search's list of a few hundred
 * kilobytes. A fresh buffer per answer is memory outside V8's heap that V8 still counts, and at a thousand
 * such answers a second it started a full collection of the whole heap every 200 ms, which set the search's
 * tail (decision 021). A body assembled in a slab that comes back once the answer is sent allocates nothing.
 */

/** Smaller bodies come from Node's own buffer pool, which is cheap for them. */
const SMALLEST_SLAB = 16 * 1024;
/** Enough for the answers in flight at once; a slab given back beyond it is left to the collector. */
const POOLED_BYTES = 16 * 1024 * 1024;

export class SlabPool {
  readonly #free = new Map<number, Array<Buffer<ArrayBuffer>>>();
  #pooledBytes = 0;

  /** A buffer of at least `size` bytes, holding whatever it held before. */
  take(size: number): Buffer<ArrayBuffer> {
    if (size < SMALLEST_SLAB) return Buffer.allocUnsafe(size);
    const slabSize = 2 ** Math.ceil(Math.log2(size));
    const slab = this.#free.get(slabSize)?.pop();
    if (!slab) return Buffer.allocUnsafeSlow(slabSize);
    this.#pooledBytes -= slabSize;
    return slab;
  }

  /** Gives back a buffer from take() whose bytes nobody reads any more. */
  give(slab: Buffer<ArrayBuffer>): void {
    const size = slab.byteLength;
    if (size < SMALLEST_SLAB || slab.byteOffset !== 0 || size !== slab.buffer.byteLength) return;
    if (this.#pooledBytes + size > POOLED_BYTES) return;
    const free = this.#free.get(size) ?? [];
    free.push(slab);
    this.#free.set(size, free);
    this.#pooledBytes += size;
  }
}

const afterSending = new WeakMap<Response, () => void>();

/** Asks whoever sends `response` to call `done` once its body is written out, and not before. */
export function whenSent(response: Response, done: () => void): Response {
  afterSending.set(response, done);
  return response;
}

/**
 * What to call once `response` has been written out. A sender that never asks (Astro's own handler under
 * `astro dev`) leaves the slab to the collector, as any buffer.
 */
export function sentCallback(response: Response): (() => void) | undefined {
  return afterSending.get(response);
}
