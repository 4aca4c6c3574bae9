/** Pages of a listing (docs/product.md §9: 16 per page, the first page is index 0). */
import { listing } from '../config/catalogue.ts';

export interface Page<T> {
  items: T[];
  /** Zero-based, clamped to the pages that exist. */
  pageIndex: number;
  totalPages: number;
}

export function pageOf<T>(items: readonly T[], pageIndex: number, pageSize: number = listing.pageSize): Page<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const index = Number.isInteger(pageIndex) ? Math.min(Math.max(pageIndex, 0), totalPages - 1) : 0;
  return { items: items.slice(index * pageSize, (index + 1) * pageSize), pageIndex: index, totalPages };
}
