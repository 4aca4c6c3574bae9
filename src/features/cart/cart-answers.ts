/**
 * The shapes of the cart API's answers (docs/product.md §7), which the browser checks before the islands
 * see them. cart.client.ts loads this module beside its first call, so zod is not part of a page's
 * first load (docs/decisions/022-javascript-per-page.md).
 */
import * as z from 'zod/mini';

const count = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value) => Number(value)),
);

const cartLineSchema = z.looseObject({
  lineId: z.string(),
  /** Image key of the product's main picture. */
  image: z.string(),
  title: z.string(),
  /** The product page of this colour. */
  url: z.string(),
  /** Unit price as a decimal string ('149.00'). */
  productPrice: z.string(),
  compareAtPrice: z.nullish(z.string()),
  quantity: count,
  /** Stock of the size; null when unknown (the stepper then stays put). */
  quantityAvailable: z.nullable(count),
  size: z.number(),
  productId: z.string(),
});

export const cartSchema = z.looseObject({
  id: z.string(),
  checkoutUrl: z.nullish(z.string()),
  lines: z.array(cartLineSchema),
  /** Total at the original prices, before discounts (decimal string). */
  checkoutChargeAmount: z.string(),
  /** Total after discounts (decimal string). */
  subtotalAmount: z.string(),
  discountCodes: z.array(z.object({ code: z.string(), applicable: z.boolean() })),
  /** What a change could not do as asked: a quantity capped to the stock (code and data; the page words it). */
  warnings: z.optional(
    z.array(
      z.looseObject({
        code: z.string(),
        title: z.string(),
        size: z.number(),
        quantityAvailable: z.number(),
        message: z.string(),
      }),
    ),
  ),
});

/** A created cart: the whole cart, as the shop answers, or its id alone, all docs/product.md §7 promises. */
export const createdSchema = z.union([cartSchema, z.object({ id: z.string() })]);

export type Cart = z.infer<typeof cartSchema>;
export type CartLine = z.infer<typeof cartLineSchema>;
