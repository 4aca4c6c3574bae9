/**
 * Reviews from buyers (docs/product.md §9 "Reviews"). A signed-in customer may review a product bought in
 * one of their delivered orders, once per product, in the size they bought; the review waits for the
 * operator (`npm run shop -- reviews`), and only approved ones are shown. Writing is throttled per
 * customer and per client address in the database, as sign-ins are. Answers are codes and data.
 */
import { reviews as limits } from '#src/config/accounts.ts';
import { type Fit } from '#src/config/catalogue.ts';
import {
  authorName,
  summarize,
  type ProductReviews,
  type PublishedReview,
  type ReviewInput,
} from '#src/commerce/review-rules.ts';
import { countAttempt } from './throttle.ts';
import type { Queryable } from './db/index.ts';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** What a customer may do about a product: the sizes they can review it in, or their review's status. */
export type ReviewEligibility =
  | { state: 'can-review'; sizes: number[] }
  /** Bought, but no order holding it is delivered yet. */
  | { state: 'not-delivered' }
  | { state: 'not-bought' }
  | { state: 'reviewed'; status: ReviewStatus };

export type SubmitReviewResult =
  | { outcome: 'submitted'; status: 'pending' }
  | { outcome: 'not-eligible' }
  /** The size was not bought in a delivered order of this product. */
  | { outcome: 'wrong-size' }
  | { outcome: 'already-reviewed' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

interface BoughtRow {
  orderId: string;
  size: number;
  delivered: boolean;
}

async function bought(db: Queryable, customerId: string, productId: string): Promise<BoughtRow[]> {
  const { rows } = await db.query<BoughtRow>(
    `SELECT o.id AS "orderId", l.size, o.delivered_at IS NOT NULL AS delivered
     FROM orders o JOIN order_lines l ON l.order_id = o.id
     WHERE o.customer_id = $1 AND l.product_id = $2
     ORDER BY o.processed_at`,
    [customerId, productId],
  );
  return rows;
}

export async function reviewEligibility(
  db: Queryable,
  customerId: string,
  productId: string,
): Promise<ReviewEligibility> {
  const { rows } = await db.query<{ status: ReviewStatus }>(
    'SELECT status FROM reviews WHERE customer_id = $1 AND product_id = $2',
    [customerId, productId],
  );
  if (rows[0]) return { state: 'reviewed', status: rows[0].status };
  const lines = await bought(db, customerId, productId);
  if (lines.length === 0) return { state: 'not-bought' };
  const sizes = [...new Set(lines.filter((l) => l.delivered).map((l) => l.size))].sort((a, b) => a - b);
  return sizes.length > 0 ? { state: 'can-review', sizes } : { state: 'not-delivered' };
}

export async function submitReview(
  db: Queryable,
  customerId: string,
  input: ReviewInput,
  clientAddress: string,
): Promise<SubmitReviewResult> {
  const verdict = await countAttempt(
    db,
    [
      { key: `review:${customerId}`, limit: limits.maxPerCustomer },
      { key: `review-address:${clientAddress}`, limit: limits.maxPerAddress },
    ],
    limits.throttleWindowSeconds,
  );
  if (!verdict.allowed) return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  const lines = (await bought(db, customerId, input.productId)).filter((l) => l.delivered);
  if (lines.length === 0) return { outcome: 'not-eligible' };
  const line = lines.find((l) => l.size === input.size);
  if (!line) return { outcome: 'wrong-size' };
  const inserted = await db.query(
    `INSERT INTO reviews (customer_id, product_id, order_id, author, stars, title, body, size, fit)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (customer_id, product_id) DO NOTHING`,
    [
      customerId,
      input.productId,
      line.orderId,
      await authorOf(db, customerId),
      input.stars,
      input.title,
      input.text,
      input.size,
      input.fit,
    ],
  );
  if (inserted.rowCount === 0) return { outcome: 'already-reviewed' };
  return { outcome: 'submitted', status: 'pending' };
}

async function authorOf(db: Queryable, customerId: string): Promise<string> {
  const { rows } = await db.query<{ firstName: string; lastName: string }>(
    'SELECT first_name AS "firstName", last_name AS "lastName" FROM customers WHERE id = $1',
    [customerId],
  );
  return rows[0] ? authorName(rows[0].firstName, rows[0].lastName) : '';
}

const PUBLISHED_COLUMNS = `id, author, stars, title, body AS text, size, fit,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`;

/** The approved reviews of a product, newest first, with their count, average and fit summary. */
export async function productReviews(db: Queryable, productId: string): Promise<ProductReviews> {
  const [shown, all] = await Promise.all([
    db.query<PublishedReview>(
      `SELECT ${PUBLISHED_COLUMNS} FROM reviews WHERE product_id = $1 AND status = 'approved'
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      [productId, limits.shownPerProduct],
    ),
    db.query<{ stars: number; fit: Fit }>(
      "SELECT stars, fit FROM reviews WHERE product_id = $1 AND status = 'approved'",
      [productId],
    ),
  ]);
  return { ...summarize(all.rows), reviews: shown.rows };
}

/** Every product's approved count and average: what the build puts in the Product JSON-LD. */
export async function reviewRatings(db: Queryable): Promise<Record<string, { count: number; average: number }>> {
  const { rows } = await db.query<{ productId: string; stars: number; fit: Fit }>(
    `SELECT product_id AS "productId", stars, fit FROM reviews WHERE status = 'approved' ORDER BY product_id`,
  );
  const byProduct = Map.groupBy(rows, (row) => row.productId);
  return Object.fromEntries(
    [...byProduct].map(([productId, rated]) => {
      const { count, average } = summarize(rated);
      return [productId, { count, average }];
    }),
  );
}

export interface ReviewForOperator extends PublishedReview {
  productId: string;
  status: ReviewStatus;
  email: string;
  orderNumber: number;
}

/** Reviews for the operator, oldest first (the queue), optionally of one status. */
export async function listReviews(
  db: Queryable,
  filter: { status?: ReviewStatus; id?: number; limit?: number } = {},
): Promise<ReviewForOperator[]> {
  const { rows } = await db.query<ReviewForOperator>(
    `SELECT r.id, r.author, r.stars, r.title, r.body AS text, r.size, r.fit,
       to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
       r.product_id AS "productId", r.status, c.email, o.number AS "orderNumber"
     FROM reviews r JOIN customers c ON c.id = r.customer_id JOIN orders o ON o.id = r.order_id
     WHERE ($1::text IS NULL OR r.status = $1) AND ($3::integer IS NULL OR r.id = $3)
     ORDER BY r.created_at, r.id LIMIT $2`,
    [filter.status ?? null, filter.limit ?? 50, filter.id ?? null],
  );
  return rows;
}

/** Approves or rejects a review; null when there is no such review. */
export async function decideReview(
  db: Queryable,
  id: number,
  decision: 'approved' | 'rejected',
): Promise<ReviewForOperator | null> {
  const { rowCount } = await db.query('UPDATE reviews SET status = $2, decided_at = now() WHERE id = $1', [
    id,
    decision,
  ]);
  if (rowCount === 0) return null;
  return (await listReviews(db, { id }))[0] ?? null;
}
