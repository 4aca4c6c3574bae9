/**
 * Money back to the card an order was paid with (docs/product.md §4 "Payment"): a cancelled order's total,
 * or what a return gives back. Each refund is sent inside the order change's transaction, so a refusal or a
 * timeout from the provider leaves the order as it was, with the provider's words for the operator. Its
 * idempotency key is the order's next refund number: trying again after a timeout (the provider may have
 * refunded without the shop hearing) names the same refund, and the provider makes it once.
 */
import type { Queryable } from '../db/index.ts';
import { OrderRefusal } from '../errors.ts';
import type { Order } from '../orders.ts';
import { PaymentProviderFailed } from './provider.ts';
import { paymentProvider } from './providers.ts';
import { log } from '#src/config/log.server.ts';

/** Whether the order's money came through a provider, so that it goes back the same way. */
export const paidOnline = (order: Order): boolean =>
  order.paymentMethod === 'card' && order.paymentReference !== null && order.financialStatus !== 'PENDING';

/** Refunds `amountFils` of the order's card payment and records it; OrderRefusal('refund_failed') when refused. */
export async function refundToCard(
  tx: Queryable,
  order: Order,
  amountFils: number,
  reason: 'cancelled' | 'returned',
): Promise<void> {
  if (!paidOnline(order) || amountFils <= 0) return;
  const provider = paymentProvider(order.paymentProvider ?? '');
  if (!provider) throw new OrderRefusal('refund_failed', `${order.paymentProvider} is not configured`);
  const { rows } = await tx.query<{ made: number }>('SELECT count(*)::int AS made FROM refunds WHERE order_id = $1', [
    order.id,
  ]);
  const idempotencyKey = `refund-${order.id}-${rows[0]!.made + 1}`;
  let refundId: string;
  try {
    ({ refundId } = await provider.refund(order.paymentReference!, amountFils, idempotencyKey));
  } catch (error) {
    if (error instanceof PaymentProviderFailed) throw new OrderRefusal('refund_failed', error.message);
    throw error;
  }
  await tx.query(
    `INSERT INTO refunds (order_id, idempotency_key, provider_refund_id, amount_fils, reason)
     VALUES ($1, $2, $3, $4, $5)`,
    [order.id, idempotencyKey, refundId, amountFils, reason],
  );
  await tx.query('UPDATE orders SET refunded_fils = refunded_fils + $2 WHERE id = $1', [order.id, amountFils]);
  log().info(`[payments] ${order.name}: ${amountFils} fils refunded (${reason}), ${refundId}`);
}
