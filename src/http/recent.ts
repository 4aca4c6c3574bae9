/**
 * The most recently used answers, by key, within a budget. Shoppers search the same few words again and
 * again, and the catalogue does not change while its lists live, so a repeated search costs a lookup.
 */
export class Recent<T> {
  readonly #values = new Map<string, T>();
  readonly #budget: number;
  readonly #weigh: (value: T) => number;
  #weight = 0;

  /** `weigh` says what a value costs of the budget: its bytes, its length. */
  constructor(budget: number, weigh: (value: T) => number) {
    this.#budget = budget;
    this.#weigh = weigh;
  }

  /** The value kept for the key, or the one make() gives, kept as most recent. */
  get(key: string, make: () => T): T {
    let value = this.#values.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: re-inserting marks the key most recent.
      this.#values.delete(key);
      this.#values.set(key, value);
      return value;
    }
    value = make();
    const weight = this.#weigh(value);
    if (weight > this.#budget) return value;
    this.#values.set(key, value);
    this.#weight += weight;
    for (const [oldKey, oldValue] of this.#values) {
      if (this.#weight <= this.#budget) break;
      this.#values.delete(oldKey);
      this.#weight -= this.#weigh(oldValue);
    }
    return value;
  }
}
