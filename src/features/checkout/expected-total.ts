/**
 * The total the shopper saw for each way to pay travels with the checkout form, one hidden field per way:
 * cash on delivery may add its fee, and the order is placed only at the total seen for the way chosen.
 */
import type { PaymentMethod } from '#src/config/payments.ts';

export const EXPECTED_TOTAL_FIELDS: Record<PaymentMethod, string> = {
  'cash-on-delivery': 'expectedTotal',
  card: 'expectedCardTotal',
};

/** The total seen for the way to pay posted, in fils; undefined when the form did not carry one. */
export function expectedTotalOf(form: Readonly<Record<string, string | undefined>>): number | undefined {
  const method = form.payment === 'card' ? 'card' : 'cash-on-delivery';
  const expected = Number(form[EXPECTED_TOTAL_FIELDS[method]]);
  return Number.isSafeInteger(expected) ? expected : undefined;
}
