/**
 * The wishlists of signed-in customers (issue 17): the colours (productIds) a customer saved, newest
 * first. A guest's list lives in the browser and is merged in at sign-in. Products are checked against
 * the variants the feed loaded; one that later leaves the feed stays listed, and the page says so.
 */
import { shopperLists } from '#src/config/accounts.ts';
import type { Db, Queryable } from './db/index.ts';

export type WishlistChange =
  | { action: 'add'; productId: string }
  | { action: 'remove'; productId: string }
  /** A guest's list, kept in the browser until sign-in; ids the shop never sold are dropped. */
  | { action: 'merge'; productIds: string[] };

export type WishlistOutcome =
  { outcome: 'changed'; productIds: string[] } | { outcome: 'unknown_product' } | { outcome: 'full'; max: number };

async function idsOf(db: Queryable, customerId: string): Promise<string[]> {
  const { rows } = await db.query<{ product_id: string }>(
    'SELECT product_id FROM wishlist_items WHERE customer_id = $1 ORDER BY added_at DESC, product_id',
    [customerId],
  );
  return rows.map((row) => row.product_id);
}

/** The productIds a customer saved, newest first. */
export function wishlistOfCustomer(db: Db, customerId: string): Promise<string[]> {
  return idsOf(db, customerId);
}

/** Adds, removes or merges; the customer's row is locked so that two tabs cannot pass the limit together. */
export function changeWishlist(db: Db, customerId: string, change: WishlistChange): Promise<WishlistOutcome> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    if (change.action === 'remove') {
      await tx.query('DELETE FROM wishlist_items WHERE customer_id = $1 AND product_id = $2', [
        customerId,
        change.productId,
      ]);
      return { outcome: 'changed', productIds: await idsOf(tx, customerId) };
    }
    const current = await idsOf(tx, customerId);
    if (change.action === 'add') {
      if (current.includes(change.productId)) return { outcome: 'changed', productIds: current };
      const sold = await tx.query('SELECT 1 FROM variants WHERE product_id = $1 AND in_feed LIMIT 1', [
        change.productId,
      ]);
      if (sold.rowCount === 0) return { outcome: 'unknown_product' };
      if (current.length >= shopperLists.wishlistMaxItems)
        return { outcome: 'full', max: shopperLists.wishlistMaxItems };
      await tx.query('INSERT INTO wishlist_items (customer_id, product_id) VALUES ($1, $2)', [
        customerId,
        change.productId,
      ]);
      return { outcome: 'changed', productIds: await idsOf(tx, customerId) };
    }
    // The browser's list is newest first; it is added oldest first so that its order survives, up to the limit.
    const room = Math.max(0, shopperLists.wishlistMaxItems - current.length);
    const fresh = [...new Set(change.productIds)].filter((id) => !current.includes(id)).slice(0, room);
    await tx.query(
      `INSERT INTO wishlist_items (customer_id, product_id, added_at)
       SELECT $1, k.id, clock_timestamp() + make_interval(secs => k.n / 1000.0)
       FROM unnest($2::text[]) WITH ORDINALITY AS k (id, n)
       WHERE EXISTS (SELECT 1 FROM variants v WHERE v.product_id = k.id)
       ON CONFLICT DO NOTHING`,
      [customerId, fresh.reverse()],
    );
    return { outcome: 'changed', productIds: await idsOf(tx, customerId) };
  });
}

export interface ProductStock {
  productId: string;
  variantId: string;
  size: number;
  available: number;
  /** False once the feed no longer lists it. */
  inFeed: boolean;
}

/** The live stock of each size of several colours, as the wishlist page shows them. */
export async function stockOfProducts(db: Db, productIds: string[]): Promise<ProductStock[]> {
  const { rows } = await db.query<ProductStock>(
    `SELECT product_id AS "productId", id AS "variantId", size, available, in_feed AS "inFeed"
     FROM variants WHERE product_id = ANY($1::text[]) ORDER BY product_id, size`,
    [productIds],
  );
  return rows;
}
