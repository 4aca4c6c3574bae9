/**
 * The cart calls of docs/product.md §7: the shape of the cart they answer (docs/product.md
 * §3's fields, prices as decimal strings) and the one pattern every
 * cart route follows. Islands import the types from here. Refusals and warnings
 * carry the engine's code and data, with their words in the request's language
 * (Accept-Language: the islands send their page's).
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { type LimitedRequest } from '../config/accounts.ts';
import { cartLimits } from '../config/money.ts';
import { cartAnswerMessages, cartCountMessages, cartErrorMessages } from './cart-messages.ts';
import { filsToDecimal } from '../i18n/format.ts';
import { localeFromAcceptLanguage, type Locale } from '../i18n/locales.ts';
import { fill, plural } from '../i18n/messages.ts';
import { productPath } from '../catalogue/paths.ts';
import type { Cart, CartChange, CartWarning } from '../commerce/carts.ts';
import type { Engine } from '../commerce/engine.ts';
import { CommerceError, type CommerceErrorCode } from '../commerce/errors.ts';
import { getCommerce } from '../commerce/runtime.ts';
import { ApiError, handleJson, limitRequest, type BodyOptions } from './guard.ts';
import { asMerchandise, withMerchandise, type WithMerchandise } from './merchandise.ts';

export interface CartLinePayload {
  lineId: string;
  /** The variant (one size of one colour). */
  merchandiseId: string;
  productId: string;
  title: string;
  size: number;
  /** Image key of the product's main picture (src/components/images turns it into URLs). */
  image: string;
  imageAlt: string;
  /** The product page of this colour. */
  url: string;
  productPrice: string;
  compareAtPrice: string | null;
  quantity: number;
  /** Live stock; null when the product is no longer sold (the stepper is then disabled). */
  quantityAvailable: number | null;
}

export interface CartPayload {
  id: string;
  /** The shop's hosted checkout for this cart. */
  checkoutUrl: string;
  email: string | null;
  lines: CartLinePayload[];
  totalQuantity: number;
  /** Original price total, before discount codes. */
  checkoutChargeAmount: string;
  /** After the applicable discount code. */
  subtotalAmount: string;
  discountCodes: Array<{ code: string; applicable: boolean }>;
  /** What a change could not do as asked (a quantity capped to the stock); empty otherwise. */
  warnings: CartWarningPayload[];
}

/** A warning's code and data, its title and words in the request's language. */
export type CartWarningPayload = WithMerchandise<Omit<CartWarning, 'title'>> & { title: string; message: string };

export function warningMessage(warning: CartWarning, locale: Locale): string {
  const { title, size, quantityAvailable: available } = warning;
  return fill(cartAnswerMessages[locale].quantityCapped, { title: title[locale], size, available });
}

/** The words of a refusal, in the request's language. */
export function commerceErrorMessage(code: CommerceErrorCode, locale: Locale): string {
  return fill(cartErrorMessages[locale][code], {
    max: plural(locale, cartCountMessages[locale].lines, cartLimits.maxLines),
  });
}

export const checkoutPath = (cartId: string): string => `/checkout/${encodeURIComponent(cartId)}`;

export function toCartPayload(cart: Cart, warnings: CartWarning[] = [], locale: Locale = 'en'): CartPayload {
  return {
    id: cart.id,
    checkoutUrl: checkoutPath(cart.id),
    email: cart.email,
    lines: cart.lines.map((line) => ({
      lineId: line.lineId,
      ...asMerchandise(line.variantId),
      productId: line.productId,
      title: line.title[locale],
      size: line.size,
      image: line.imageKey,
      imageAlt: line.imageAlt[locale],
      // Product addresses keep the English title in both languages; the Arabic page prefixes /ar.
      url: productPath(line.title.en, line.productId),
      productPrice: filsToDecimal(line.priceFils),
      compareAtPrice: line.compareAtPriceFils === null ? null : filsToDecimal(line.compareAtPriceFils),
      quantity: line.quantity,
      quantityAvailable: line.available,
    })),
    totalQuantity: cart.lines.reduce((n, l) => n + l.quantity, 0),
    checkoutChargeAmount: filsToDecimal(cart.merchandiseFils),
    subtotalAmount: filsToDecimal(cart.subtotalFils),
    discountCodes: cart.discount.codes,
    warnings: warnings.map((warning) => ({
      ...withMerchandise(warning),
      title: warning.title[locale],
      message: warningMessage(warning, locale),
    })),
  };
}

const STATUS: Record<CommerceErrorCode, number> = {
  // docs/product.md §7: the client drops its cartId cookie on a 400 and starts a new cart.
  cart_not_found: 400,
  cart_completed: 400,
  unknown_variant: 400,
  no_longer_sold: 409,
  unknown_line: 400,
  out_of_stock: 409,
  empty_cart: 409,
  too_many_lines: 400,
};

export const cartId = z.string().min(1).max(64);
export const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(cartLimits.maxQuantity, { error: `Quantity must be at most ${cartLimits.maxQuantity}` });
export const lineList = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(cartLimits.maxLinesPerCall);

/** A cart route: guard and validate the body, run the change, answer the cart (or the error as JSON). */
export function cartRoute<S extends z.ZodType>(
  schema: S,
  run: (engine: Engine, body: z.infer<S>) => Promise<Cart | CartChange>,
  { limit, ...options }: BodyOptions & { limit?: LimitedRequest } = {},
): APIRoute {
  return (context) => {
    const { request, url } = context;
    const locale = localeFromAcceptLanguage(request.headers.get('accept-language'));
    return handleJson(
      request,
      url,
      schema,
      async (body) => {
        try {
          const { engine } = await getCommerce();
          if (limit) await limitRequest(engine, limit, context);
          const result = await run(engine, body);
          const payload =
            'cart' in result ? toCartPayload(result.cart, result.warnings, locale) : toCartPayload(result, [], locale);
          return Response.json(payload, { headers: { 'Cache-Control': 'no-store' } });
        } catch (error) {
          // The final text goes to the guard, whichever way it words its own refusals.
          if (error instanceof CommerceError)
            throw new ApiError(STATUS[error.code], error.code, commerceErrorMessage(error.code, locale));
          throw error;
        }
      },
      options,
    );
  };
}
