/** The signed-in shopper as the account API answers it (docs/product.md §3, "User" and "Order"). */

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
