/**
 * The back office's customers (docs/admin.md; issue 34 item 5): an owner looks a shopper up by e-mail, name or
 * phone and sees their account, orders, saved addresses and newsletter state. Every query names its columns:
 * a password hash, a session or a reset token is never read here, so no page can show one.
 */
import type { Queryable } from '../db/index.ts';
import { normalizeUaePhone } from '../checkout.ts';
import { listAddresses, type SavedAddress } from '../accounts/addresses.ts';
import type { FinancialStatus, FulfillmentStatus } from '../orders.ts';
import type { PaymentMethod } from '#src/config/payments.ts';

/** At most this many customers answer one search. */
export const CUSTOMER_MATCHES = 50;

export interface CustomerMatch {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
}

export interface StaffCustomerOrder {
  number: number;
  placedAt: Date;
  financialStatus: FinancialStatus;
  fulfillmentStatus: FulfillmentStatus;
  paymentMethod: PaymentMethod;
  totalFils: number;
}

export interface StaffCustomer {
  customer: CustomerMatch & { acceptsMarketing: boolean };
  orders: StaffCustomerOrder[];
  addresses: SavedAddress[];
  /** When the address joined the newsletter list; null when it is not on it. */
  newsletterSince: Date | null;
}

const COLUMNS = `c.id, c.email, c.first_name AS "firstName", c.last_name AS "lastName", c.created_at AS "createdAt"`;

const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Customers whose e-mail or name holds the query, or whose saved address or order has the phone number it
 * spells (in any of the ways the checkout takes one); newest accounts first.
 */
export async function findCustomers(db: Queryable, query: string): Promise<CustomerMatch[]> {
  const text = query.trim().slice(0, 200);
  if (text === '') return [];
  const phone = normalizeUaePhone(text);
  const { rows } = await db.query<CustomerMatch>(
    `SELECT ${COLUMNS} FROM customers c
     WHERE c.email ILIKE $1 OR (c.first_name || ' ' || c.last_name) ILIKE $1
       OR ($2::text IS NOT NULL AND (
         EXISTS (SELECT 1 FROM customer_addresses a WHERE a.customer_id = c.id AND a.phone = $2)
         OR EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.phone = $2)))
     ORDER BY c.created_at DESC, c.id LIMIT $3`,
    [`%${likeEscaped(text)}%`, phone, CUSTOMER_MATCHES],
  );
  return rows;
}

/** One customer for the back office, or null when there is none with that id. */
export async function customerForStaff(db: Queryable, id: string): Promise<StaffCustomer | null> {
  const { rows } = await db.query<StaffCustomer['customer']>(
    `SELECT ${COLUMNS}, c.accepts_marketing AS "acceptsMarketing" FROM customers c WHERE c.id = $1`,
    [id],
  );
  const customer = rows[0];
  if (!customer) return null;
  // Their orders as ordersOfCustomer finds them: placed signed in, or with the account's address.
  const { rows: orders } = await db.query<StaffCustomerOrder>(
    `SELECT number, processed_at AS "placedAt", financial_status AS "financialStatus",
       fulfillment_status AS "fulfillmentStatus", payment_method AS "paymentMethod", total_fils AS "totalFils"
     FROM orders WHERE customer_id = $1 OR lower(email) = lower($2) ORDER BY number DESC LIMIT 200`,
    [customer.id, customer.email],
  );
  const { rows: newsletter } = await db.query<{ since: Date }>(
    'SELECT confirmed_at AS since FROM newsletter_subscribers WHERE email = $1 AND confirmed_at IS NOT NULL',
    [customer.email],
  );
  return {
    customer,
    orders,
    addresses: await listAddresses(db, customer.id),
    newsletterSince: newsletter[0]?.since ?? null,
  };
}
