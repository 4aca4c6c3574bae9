/**
 * POST /api/cart-add {cartId, lines:[{merchandiseId, quantity}]}: adds to the cart, capped to stock
 * (see `warnings`).
 */
import { z } from 'zod';
import { cartId, cartRoute, lineList, quantity } from '#src/http/cart.ts';
import { otherMethods } from '#src/http/guard.ts';
import { merchandise } from '#src/http/merchandise.ts';

export const prerender = false;

const body = z.object({ cartId, lines: lineList(z.object({ quantity }).and(merchandise)) });

export const POST = cartRoute(body, (engine, { cartId, lines }) => engine.addToCart(cartId, lines));

export const ALL = otherMethods({ POST });
