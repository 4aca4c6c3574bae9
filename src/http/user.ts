/** The signed-in shopper as the account API answers it (docs/product.md §3, "User" and "Order"). */
import type { PaymentSummary } from '#src/config/payments.ts';

export interface Order {
  /** The order number label, '#1001'. */
  name: string;
  /** The order's status page (opens in a new tab). */
  statusUrl: string;
  processedAt: string;
  financialStatus: string;
  /** FULFILLED or UNFULFILLED; anything else is shown as it is. */
  fulfillmentStatus: string;
  /** Decimal AED, '149.00'. */
  totalPrice: string;
  /** How it was paid and where payment stands ('Paid by Visa ending 4242'). */
  payment?: PaymentSummary | undefined;
}

/**
 * No token here: the session lives in an HttpOnly cookie that page scripts
 * cannot read (docs/product.md §10), so it is never handed to them either.
 */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  displayName: string;
  orders: Order[];
}
