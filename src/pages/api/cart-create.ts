/** POST /api/cart-create (no payload): a new, empty cart. */
import { z } from 'zod';
import { cartRoute } from '../../api/cart.ts';
import { createCart } from '../../commerce/carts.ts';
import { otherMethods } from '../../api/guard.ts';

export const prerender = false;

export const POST = cartRoute(z.object({}), (db) => createCart(db), { allowEmpty: true });

export const ALL = otherMethods({ POST });
