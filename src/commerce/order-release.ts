/**
 * Letting go of an order that will not ship: cancelled by the operator (order-changes.ts), or not paid by
 * card in time (payments/card-payments.ts).
 */
import type { Queryable } from './db/index.ts';
import { returnToStock } from './inventory.ts';
import type { Order } from './orders.ts';

/**
 * Every pair of an unshipped order back in stock, the discount code's use given back, the order cancelled;
 * a payment not taken is void. Cancelling, and a card payment that never came (payments/card-payments.ts).
 */
export async function releaseOrder(tx: Queryable, order: Order): Promise<void> {
  for (const line of order.lines) await returnToStock(tx, line.variantId, line.quantity);
  if (order.discountLabel)
    await tx.query('UPDATE discount_codes SET used_count = used_count - 1 WHERE code = $1 AND used_count > 0', [
      order.discountLabel,
    ]);
  await tx.query(
    `UPDATE orders SET fulfillment_status = 'CANCELLED', cancelled_at = now(),
       financial_status = CASE WHEN financial_status = 'PENDING' THEN 'VOIDED' ELSE financial_status END
     WHERE id = $1`,
    [order.id],
  );
}
