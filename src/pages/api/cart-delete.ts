/** POST /api/cart-delete {cartId, lines:[lineId]}: removes lines. */
import { z } from 'zod';
import { cartId, cartRoute, lineList } from '#src/http/cart.ts';
import { otherMethods } from '#src/http/guard.ts';

export const prerender = false;

const body = z.object({ cartId, lines: lineList(z.string().min(1).max(64)) });

export const POST = cartRoute(body, (engine, { cartId, lines }) => engine.removeCartLines(cartId, lines));

export const ALL = otherMethods({ POST });
