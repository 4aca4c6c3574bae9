/** POST /api/cart-delete {cartId, lines:[lineId]}: removes lines. */
import { z } from 'zod';
import { cartId, cartRoute, lineList } from '../../api/cart.ts';
import { removeCartLines } from '../../commerce/carts.ts';
import { otherMethods } from '../../api/guard.ts';

export const prerender = false;

const body = z.object({ cartId, lines: lineList(z.string().min(1).max(64)) });

export const POST = cartRoute(body, (db, { cartId, lines }) => removeCartLines(db, cartId, lines));

export const ALL = otherMethods({ POST });
