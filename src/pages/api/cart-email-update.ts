/** POST /api/cart-email-update {cartId, email}: the e-mail the checkout starts with. */
import { z } from 'zod';
import { cartId, cartRoute } from '#src/http/cart.ts';
import { otherMethods } from '#src/http/guard.ts';

export const prerender = false;

const body = z.object({ cartId, email: z.email().max(254) });

export const POST = cartRoute(body, (engine, { cartId, email }) => engine.setCartEmail(cartId, email));

export const ALL = otherMethods({ POST });
