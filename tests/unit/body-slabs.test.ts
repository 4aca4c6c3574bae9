import { describe, expect, it } from 'vitest';
import { SlabPool, sentCallback, whenSent } from '#src/http/body-slabs.ts';

describe('the slabs that one-off answers are assembled in', () => {
  it('hands a slab given back out again for a body of its size, and no other', () => {
    const pool = new SlabPool();
    const slab = pool.take(300_000);
    expect(slab.byteLength).toBe(2 ** 19);
    pool.give(slab);
    expect(pool.take(2 ** 19)).toBe(slab);
    pool.give(slab);
    expect(pool.take(600_000)).not.toBe(slab);
    expect(pool.take(262_145)).toBe(slab);
  });

  it('never hands out the same slab twice before it is given back', () => {
    const pool = new SlabPool();
    const first = pool.take(100_000);
    const second = pool.take(100_000);
    expect(second).not.toBe(first);
    pool.give(first);
    pool.give(second);
    const again = new Set([pool.take(100_000), pool.take(100_000), pool.take(100_000)]);
    expect(again.size).toBe(3);
  });

  it("takes a small body from Node's own pool, and keeps nothing given back that it did not hand out", () => {
    const pool = new SlabPool();
    const small = pool.take(100);
    expect(small.byteLength).toBe(100);
    pool.give(small);
    const view = Buffer.allocUnsafeSlow(2 ** 17).subarray(0, 2 ** 16);
    pool.give(view);
    expect(pool.take(2 ** 16)).not.toBe(view);
  });

  it('keeps at most 16 MB of slabs; the rest is left to the collector', () => {
    const pool = new SlabPool();
    const slabs = Array.from({ length: 20 }, () => pool.take(2 ** 20));
    slabs.forEach((slab) => pool.give(slab));
    const reused = Array.from({ length: 20 }, () => pool.take(2 ** 20)).filter((slab) => slabs.includes(slab));
    expect(reused).toHaveLength(16);
  });
});

describe('an answer to be told when it is sent', () => {
  it('carries the call to make once its body is written out', () => {
    const done = () => {};
    const response = whenSent(new Response('[]'), done);
    expect(sentCallback(response)).toBe(done);
    expect(sentCallback(new Response('[]'))).toBeUndefined();
  });
});
