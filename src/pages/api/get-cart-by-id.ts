/** POST /api/get-cart-by-id {id}: the cart; 400 when it is unknown or already checked out. */
import { z } from 'zod';
import { cartId, cartRoute } from '#src/http/cart.ts';
import { otherMethods } from '#src/http/guard.ts';

export const prerender = false;

export const POST = cartRoute(z.object({ id: cartId }), (engine, body) => engine.getCart(body.id));

export const ALL = otherMethods({ POST });
