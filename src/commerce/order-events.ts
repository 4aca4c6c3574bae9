/**
 * The timeline of an order (table order_events, docs/admin.md): each step it took and who took it. Written in
 * the same transaction as the step itself, so an order never shows a step that did not happen. The actor is
 * 'customer', 'provider' (the card provider's notice or look-up), 'shop' (the shop's own schedule), a staff
 * member's e-mail, or 'command line' (`npm run shop`). The data holds codes and figures, never words.
 */
import type { Queryable } from './db/index.ts';
import type { Actor } from './staff/audit.ts';

export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'payment_flagged',
  'payment_expired',
  'switched_to_cash',
  'shipped',
  'delivered',
  'cash_collected',
  'cancelled',
  'returned',
  'exchanged',
  'refunded',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export interface OrderEvent {
  id: number;
  kind: OrderEventKind;
  actor: string;
  data: Record<string, unknown> | null;
  at: Date;
}

/** The actor's name on the timeline: a staff member's e-mail, or the command line's. */
export const actorName = (by: Actor | null): string => by?.email ?? 'command line';

export async function recordOrderEvent(
  tx: Queryable,
  orderId: string,
  kind: OrderEventKind,
  actor: string,
  data: Record<string, unknown> | null = null,
): Promise<void> {
  await tx.query('INSERT INTO order_events (order_id, kind, actor, data) VALUES ($1, $2, $3, $4)', [
    orderId,
    kind,
    actor,
    data === null ? null : JSON.stringify(data),
  ]);
}

/** The order's timeline, oldest first. */
export async function eventsOfOrder(db: Queryable, orderId: string): Promise<OrderEvent[]> {
  const { rows } = await db.query<OrderEvent>(
    'SELECT id::int, kind, actor, data, at FROM order_events WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows;
}
