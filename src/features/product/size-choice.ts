/**
 * Size selection on the product page (docs/product.md §4 "Size selection"): what
 * the shopper has chosen, how many, and whether the size alert shows. Pure, so
 * the rules are tested without a browser.
 */
import type { SizeOption } from '#src/catalogue/types.ts';

export interface SizeChoice {
  /** Variant id of the chosen size, or null. */
  variantId: string | null;
  quantity: number;
  /** 'Please choose a size to continue' is showing. */
  alert: boolean;
}

export const noSizeChosen: SizeChoice = { variantId: null, quantity: 1, alert: false };

/** '0' or '' means sold out (docs/product.md §3). */
export function stockOf(size: Pick<SizeOption, 'maxQuantity'>): number {
  const stock = Number(size.maxQuantity);
  return Number.isFinite(stock) && stock > 0 ? Math.floor(stock) : 0;
}

/** Choosing an in-stock size different from the current one sets it, resets the quantity to 1 and clears the alert. */
export function chooseSize(choice: SizeChoice, size: SizeOption): SizeChoice {
  if (stockOf(size) === 0 || size.id === choice.variantId) return choice;
  return { variantId: size.id, quantity: 1, alert: false };
}

export function setQuantity(choice: SizeChoice, sizes: readonly SizeOption[], quantity: number): SizeChoice {
  const size = sizes.find((s) => s.id === choice.variantId);
  const max = size ? stockOf(size) : 1;
  return { ...choice, quantity: Math.min(Math.max(1, Math.floor(quantity)), Math.max(1, max)) };
}

/** Live stock arrived: a chosen size sold since is dropped, a quantity above the new stock comes down. */
export function withLiveStock(choice: SizeChoice, sizes: readonly SizeOption[]): SizeChoice {
  const size = sizes.find((s) => s.id === choice.variantId);
  if (!size) return choice;
  const stock = stockOf(size);
  if (stock === 0) return { ...choice, variantId: null, quantity: 1 };
  return choice.quantity > stock ? { ...choice, quantity: stock } : choice;
}

export function totalStock(sizes: readonly SizeOption[]): number {
  return sizes.reduce((sum, size) => sum + stockOf(size), 0);
}
