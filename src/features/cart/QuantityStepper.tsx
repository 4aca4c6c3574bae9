/**
 * The − n + stepper of the product page and the cart. A button at its limit
 * stays focusable (aria-disabled) so its tooltip, 'at least 1' or 'no more
 * inventory', can be reached by mouse and keyboard alike.
 */
import { useId } from 'react';
import { stepperLimits, type StepperHints } from './quantity.ts';
import styles from './QuantityStepper.module.css';

interface Props {
  quantity: number;
  /** Stock of the size; null when unknown. */
  max: number | null;
  onChange(quantity: number): void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** The tooltips of a button at its limit, in the page's language ('at least 1', 'no more inventory'). */
  hints: StepperHints;
  /** While nothing can change yet (no size chosen, cart not ready). */
  disabled?: boolean;
}

export default function QuantityStepper({
  quantity,
  max,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  hints,
  disabled = false,
}: Props) {
  const limits = stepperLimits(quantity, max, hints);
  const id = useId();
  const step = (allowed: boolean, next: number) => () => {
    if (allowed && !disabled) onChange(next);
  };
  const button = (kind: 'decrease' | 'increase') => {
    const allowed = kind === 'decrease' ? limits.canDecrease : limits.canIncrease;
    const hint = kind === 'decrease' ? limits.decreaseHint : limits.increaseHint;
    const tipId = `${id}-${kind}`;
    return (
      <span className={styles.control}>
        <button
          type="button"
          className={styles.button}
          aria-label={kind === 'decrease' ? decreaseLabel : increaseLabel}
          aria-disabled={!allowed || disabled}
          aria-describedby={hint && !disabled ? tipId : undefined}
          onClick={step(allowed, kind === 'decrease' ? quantity - 1 : quantity + 1)}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" width="14" height="14">
            <path
              d={kind === 'decrease' ? 'M3 8h10' : 'M3 8h10M8 3v10'}
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </button>
        {hint && !disabled && (
          <span role="tooltip" id={tipId} className={styles.tip}>
            {hint}
          </span>
        )}
      </span>
    );
  };
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      {button('decrease')}
      <output className={styles.value} aria-live="polite">
        {quantity}
      </output>
      {button('increase')}
    </div>
  );
}
