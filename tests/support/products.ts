/** Small hand-made products for table-driven tests of the catalogue rules. */
import type { ProductSummary } from '#src/catalogue/types.ts';

let serial = 0;

export function summary(title: string, tags: string[], extra: Partial<ProductSummary> = {}): ProductSummary {
  serial += 1;
  const id = extra.id ?? `P${serial}`;
  const sizes = extra.sizes ?? [30];
  return {
    id,
    title,
    image: `shoe/${id}`,
    price: '100.00',
    compareAtPrice: null,
    tags,
    createdAt: '2026-01-01T00:00:00.000Z',
    url: `/product/${title.replace(/ /g, '-')}/${id}`,
    available: sizes.length > 0,
    sizes,
    ...extra,
  };
}
