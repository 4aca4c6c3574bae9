/**
 * POST /api/cart-update-discount-code {cartId, discountCodes:[code]}: replaces the
 * cart's codes with this list (case-insensitive; [] or [''] removes them). A code
 * that does not apply is kept with `applicable: false`, not refused.
 */
import { z } from 'zod';
import { cartId, cartRoute } from '#src/http/cart.ts';
import { cartLimits } from '#src/config/money.ts';
import { otherMethods } from '#src/http/guard.ts';

export const prerender = false;

const body = z.object({
  cartId,
  discountCodes: z.array(z.string().max(cartLimits.maxCodeLength)).max(cartLimits.maxCodes),
});

export const POST = cartRoute(body, (engine, { cartId, discountCodes }) =>
  engine.setCartDiscountCodes(cartId, discountCodes),
);

export const ALL = otherMethods({ POST });
