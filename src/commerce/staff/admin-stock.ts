/**
 * Stock in the back office (issue 34, item 4): the figures of sizes, a change made against the figure the
 * page was loaded with, and the sizes running low with the shoppers waiting for each.
 *
 * A change is a conditional update (`WHERE available = expected`): when someone sold or changed the size
 * since the page loaded, nothing is written and the answer carries the current figure instead. Refusals are
 * codes; the back office words them.
 */
import type { Db, Queryable } from '../db/index.ts';
import { alertBackInStock } from '../back-in-stock.ts';
import { audit, type Actor } from './audit.ts';

/** The most pairs one size can be set to: a typing slip (an extra 0) is refused, not stocked. */
export const MOST_PAIRS = 9999;

export interface SizeStock {
  variantId: string;
  productId: string;
  size: number;
  available: number;
}

/** The live figures of the products' sizes still sold, by product then size. */
export async function stockSheet(db: Queryable, productIds: readonly string[]): Promise<SizeStock[]> {
  const { rows } = await db.query<SizeStock>(
    `SELECT id AS "variantId", product_id AS "productId", size, available FROM variants
     WHERE product_id = ANY($1::text[]) AND in_feed ORDER BY product_id, size`,
    [[...productIds]],
  );
  return rows;
}

export type StockChange =
  | { outcome: 'saved'; variantId: string; before: number; available: number; alerts: number }
  | { outcome: 'refused'; code: 'stale_figure'; variantId: string; available: number }
  | { outcome: 'refused'; code: 'unknown_variant' | 'invalid_figure'; variantId: string };

export const isFigure = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MOST_PAIRS;

/**
 * Sets a size's stock to `next`, only while it still is `expected` (the figure the staff member saw), and
 * audits it in the same transaction. Raising a sold-out size writes its back-in-stock e-mails there too
 * (`alerts`: how many; the caller asks the mail sender to deliver them).
 */
export async function changeStock(
  db: Db,
  actor: Actor,
  variantId: string,
  expected: number,
  next: number,
): Promise<StockChange> {
  if (!isFigure(expected) || !isFigure(next)) return { outcome: 'refused', code: 'invalid_figure', variantId };
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ available: number }>(
      `UPDATE variants SET available = $3, updated_at = now() WHERE id = $1 AND in_feed AND available = $2
       RETURNING available`,
      [variantId, expected, next],
    );
    if (!rows[0]) {
      const current = await tx.query<{ available: number }>(
        'SELECT available FROM variants WHERE id = $1 AND in_feed',
        [variantId],
      );
      const found = current.rows[0];
      return found
        ? { outcome: 'refused', code: 'stale_figure', variantId, available: found.available }
        : { outcome: 'refused', code: 'unknown_variant', variantId };
    }
    const alerts = expected === 0 && next > 0 ? await alertBackInStock(tx, [variantId]) : 0;
    await audit(tx, actor, 'stock.change', variantId, { available: expected }, { available: next });
    return { outcome: 'saved', variantId, before: expected, available: next, alerts };
  });
}

export interface LowSize extends SizeStock {
  /** Shoppers waiting for the size to be back (a sold-out size's back-in-stock alerts). */
  waiting: number;
}

/** Sizes still sold with `atMost` pairs or fewer, emptiest first, each with the shoppers waiting for it. */
export async function lowStock(db: Queryable, atMost: number, limit = 500): Promise<LowSize[]> {
  const { rows } = await db.query<LowSize>(
    `SELECT v.id AS "variantId", v.product_id AS "productId", v.size, v.available,
       (SELECT count(*)::int FROM stock_alerts a WHERE a.variant_id = v.id) AS waiting
     FROM variants v WHERE v.in_feed AND v.available <= $1
     ORDER BY v.available, waiting DESC, v.product_id, v.size LIMIT $2`,
    [atMost, limit],
  );
  return rows;
}
