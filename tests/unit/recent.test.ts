import { describe, expect, it } from 'vitest';
import { Recent } from '#src/http/recent.ts';

const bodyOf = (bytes: number) => new Uint8Array(bytes);

/** A cache and a record of which keys it had to make. */
function recording(budgetBytes: number) {
  const made: string[] = [];
  const cache = new Recent<Uint8Array>(budgetBytes, (body) => body.byteLength);
  const get = (key: string, bytes = 10) =>
    cache.get(key, () => {
      made.push(key);
      return bodyOf(bytes);
    });
  return { get, made };
}

describe('recent answers, weighed in bytes', () => {
  it('makes an answer once and gives the same one for the same key', () => {
    const { get, made } = recording(100);
    const first = get('pink sandal');
    expect(get('pink sandal')).toBe(first);
    expect(made).toEqual(['pink sandal']);
  });

  it('tells keys apart exactly', () => {
    const { get, made } = recording(100);
    get('boot');
    get('boot ');
    get('Boot');
    expect(made).toEqual(['boot', 'boot ', 'Boot']);
  });

  it('drops the least recently used answers once the budget is exceeded', () => {
    const { get, made } = recording(30);
    get('a');
    get('b');
    get('c');
    get('a'); // a is now the most recent; b the least
    get('d'); // 40 bytes: b goes
    expect(made).toEqual(['a', 'b', 'c', 'd']);
    get('a');
    get('c');
    get('d');
    expect(made).toEqual(['a', 'b', 'c', 'd']);
    get('b');
    expect(made).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('gives an answer heavier than the budget without keeping it or dropping others', () => {
    const { get, made } = recording(30);
    get('a');
    const huge = get('everything', 1000);
    expect(huge.byteLength).toBe(1000);
    get('everything', 1000);
    get('a');
    expect(made).toEqual(['a', 'everything', 'everything']);
  });
});
