/** POST /api/cart-create (no payload): a new, empty cart. */
import { z } from 'zod';
import { cartRoute } from '#src/api/cart.ts';
import { otherMethods } from '#src/api/guard.ts';

export const prerender = false;

export const POST = cartRoute(z.object({}), (engine) => engine.createCart(), { allowEmpty: true });

export const ALL = otherMethods({ POST });
