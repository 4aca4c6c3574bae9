/**
 * The quantity stepper's limits (docs/product.md §4 "Quantity stepper"), shared by
 * the product page and the cart: never below 1, never above the stock; with
 * no known stock (null) neither button moves.
 */
export interface StepperLimits {
  canDecrease: boolean;
  canIncrease: boolean;
  /** Tooltip on the disabled button, as docs/product.md §8 words it (in the page's language). */
  decreaseHint: string | null;
  increaseHint: string | null;
}

export interface StepperHints {
  atLeastOne: string;
  noMoreInventory: string;
}

export function stepperLimits(quantity: number, max: number | null, hints: StepperHints): StepperLimits {
  const canDecrease = max !== null && quantity > 1;
  const canIncrease = max !== null && quantity < max;
  return {
    canDecrease,
    canIncrease,
    decreaseHint: canDecrease ? null : hints.atLeastOne,
    increaseHint: canIncrease ? null : hints.noMoreInventory,
  };
}
