import { describe, expect, it } from 'vitest';
import { groupByStyle } from '#src/catalogue/group.ts';
import type { ProductSummary } from '#src/catalogue/types.ts';

const colour = (id: string, title: string, tags: string[] = []): ProductSummary => ({
  id,
  title,
  image: `img-${id}`,
  price: '100.00',
  compareAtPrice: null,
  tags,
  createdAt: '2026-01-01T00:00:00Z',
  url: `/p/${id}`,
  available: true,
  sizes: [30],
});

describe('grouping colours into style cards', () => {
  it('groups colours with the same title into one card with parallel lists', () => {
    const grouped = groupByStyle([colour('a1', 'Alpha'), colour('b1', 'Beta'), colour('a2', 'Alpha')]);
    expect(grouped.titles).toEqual(['Alpha', 'Beta']);
    expect(grouped.count).toBe(2);
    expect(grouped.products.Alpha!.productId).toEqual(['a1', 'a2']);
    expect(grouped.products.Alpha!.images).toEqual(['img-a1', 'img-a2']);
  });

  it('puts manual-bs styles first under the Newest sort only', () => {
    const input = [colour('a', 'Alpha'), colour('b', 'Beta', ['manual-bs'])];
    expect(groupByStyle(input, { newestSort: true }).titles).toEqual(['Beta', 'Alpha']);
    expect(groupByStyle(input).titles).toEqual(['Alpha', 'Beta']);
  });

  it('caps the number of distinct titles', () => {
    const grouped = groupByStyle(
      [colour('a', 'Alpha'), colour('b', 'Beta'), colour('a2', 'Alpha'), colour('c', 'Gamma')],
      { cap: 2 },
    );
    expect(grouped.titles).toEqual(['Alpha', 'Beta']);
    expect(grouped.products.Alpha!.productId).toEqual(['a', 'a2']);
  });

  it('gives an empty group for no products', () => {
    expect(groupByStyle([])).toEqual({ products: {}, titles: [], count: 0 });
  });
});
