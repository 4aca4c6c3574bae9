/** POST /api/cart-create (no payload): a new, empty cart; carts created from one client address are limited. */
import { z } from 'zod';
import { cartRoute } from '#src/http/cart.ts';
import { otherMethods } from '#src/http/guard.ts';

export const prerender = false;

export const POST = cartRoute(z.object({}), (engine) => engine.createCart(), { allowEmpty: true, limit: 'cartCreate' });

export const ALL = otherMethods({ POST });
