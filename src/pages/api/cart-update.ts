/** POST /api/cart-update {cartId, lines:[{id, quantity}]}: sets line quantities, capped to stock (see `warnings`). */
import { z } from 'zod';
import { cartId, cartRoute, lineList, quantity } from '#src/http/cart.ts';
import { otherMethods } from '#src/http/guard.ts';

export const prerender = false;

const body = z.object({ cartId, lines: lineList(z.object({ id: z.string().min(1).max(64), quantity })) });

export const POST = cartRoute(body, (engine, { cartId, lines }) =>
  engine.updateCartLines(
    cartId,
    lines.map((l) => ({ lineId: l.id, quantity: l.quantity })),
  ),
);

export const ALL = otherMethods({ POST });
