/**
 * The most recently used answer bodies, by key, within a budget of bytes. Shoppers
 * search the same few words again and again, and the catalogue does not change
 * while the process runs, so a repeated search costs a lookup instead of a new
 * body of a few hundred kilobytes (and the garbage collection that follows it).
 */
export class RecentBodies {
  readonly #bodies = new Map<string, Uint8Array<ArrayBuffer>>();
  readonly #budgetBytes: number;
  #bytes = 0;

  constructor(budgetBytes: number) {
    this.#budgetBytes = budgetBytes;
  }

  /** The body kept for the key, or the one make() gives, kept as most recent. */
  get(key: string, make: () => Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
    let body = this.#bodies.get(key);
    if (body !== undefined) {
      // A Map iterates in insertion order: re-inserting marks the key most recent.
      this.#bodies.delete(key);
      this.#bodies.set(key, body);
      return body;
    }
    body = make();
    if (body.byteLength > this.#budgetBytes) return body;
    this.#bodies.set(key, body);
    this.#bytes += body.byteLength;
    for (const [oldKey, oldBody] of this.#bodies) {
      if (this.#bytes <= this.#budgetBytes) break;
      this.#bodies.delete(oldKey);
      this.#bytes -= oldBody.byteLength;
    }
    return body;
  }
}
