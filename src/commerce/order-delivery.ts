/**
 * Marking an order delivered (`npm run shop -- deliver <number>`): from then on its buyer may review
 * what it held (src/commerce/reviews.ts). Kept apart from the rest of the order lifecycle so that it
 * joins that work as one function.
 */
import type { Queryable } from './db/index.ts';

export type DeliverResult = 'delivered' | 'already-delivered' | 'no-such-order';

export async function markDelivered(db: Queryable, number: number, at: Date = new Date()): Promise<DeliverResult> {
  const { rows } = await db.query<{ deliveredAt: Date | null }>(
    'SELECT delivered_at AS "deliveredAt" FROM orders WHERE number = $1',
    [number],
  );
  if (!rows[0]) return 'no-such-order';
  if (rows[0].deliveredAt) return 'already-delivered';
  // Delivered is shipped too: an order the operator never marked shipped is marked so now.
  await db.query(
    `UPDATE orders SET delivered_at = $2, fulfillment_status = 'FULFILLED', fulfilled_at = coalesce(fulfilled_at, $2)
     WHERE number = $1 AND delivered_at IS NULL`,
    [number, at],
  );
  return 'delivered';
}
