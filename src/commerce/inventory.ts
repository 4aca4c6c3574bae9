/**
 * Stock: the catalogue feed declares it, orders consume it, the operator sets it.
 *
 * At start the feed is loaded into `variants`. A variant the database has not
 * seen is inserted with the feed's stock. A known variant keeps what orders
 * consumed: its stock changes only by the difference between this feed's stock
 * and the feed stock last loaded (a restock in the feed adds, a correction
 * subtracts, never below 0). See docs/decisions/003-commerce-database.md.
 */
import { createHash } from 'node:crypto';
import { loadFeed } from '../catalogue/load.server.ts';
import type { Feed } from '../catalogue/schema.ts';
import { alertBackInStock } from './back-in-stock.ts';
import type { Db, Queryable } from './db/index.ts';

// Serialises two processes loading the same feed into one PostgreSQL.
const FEED_LOCK = 7_042_002;

interface VariantRow {
  id: string;
  productId: string;
  title: string;
  titleAr: string;
  size: number;
  priceFils: number;
  compareAtPriceFils: number | null;
  imageKey: string;
  imageAlt: string;
  imageAltAr: string;
  stock: number;
}

function feedVariants(feed: Feed): VariantRow[] {
  return feed.products.flatMap((product) =>
    product.variants.map((variant) => ({
      id: variant.id,
      productId: product.id,
      title: product.title,
      titleAr: product.ar.title,
      size: variant.size,
      priceFils: product.priceFils,
      compareAtPriceFils: product.compareAtPriceFils,
      imageKey: product.images[0]!.key,
      imageAlt: product.images[0]!.alt,
      imageAltAr: product.ar.imageAlts[0] ?? product.images[0]!.alt,
      stock: variant.stock,
    })),
  );
}

export interface StockLoad {
  variants: number;
  /** False when the same feed was loaded before and nothing was written. */
  changed: boolean;
}

/** A feed's variants, each as the text it is compared by, by id; and the digest the database records. */
interface LoadedFeed {
  digest: string;
  rows: ReadonlyMap<string, string>;
}

/**
 * The feed each database was last seen to hold (its digest recorded there), as this process read it: a reload
 * writes only the variants that differ from it. Every write to the feed's columns goes through this module.
 */
const heldFeeds = new WeakMap<Db, LoadedFeed>();

export async function loadStockFromFeed(db: Db, feed: Feed): Promise<StockLoad> {
  const rows = feedVariants(feed);
  const digest = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const next: LoadedFeed = { digest, rows: new Map(rows.map((row) => [row.id, JSON.stringify(row)])) };
  const load = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [FEED_LOCK]);
    const seen = await tx.query<{ value: string }>("SELECT value FROM shop_meta WHERE key = 'feed_digest'");
    if (seen.rows[0]?.value === digest) return { variants: rows.length, changed: false };
    // Only a feed the database still holds is a base: another process may have loaded one since.
    const held = heldFeeds.get(db);
    const base = held && held.digest === seen.rows[0]?.value ? held.rows : undefined;
    if (base) {
      await upsertVariants(
        tx,
        rows.filter((row) => base.get(row.id) !== next.rows.get(row.id)),
      );
      await markGone(tx, { ids: [...base.keys()].filter((id) => !next.rows.has(id)) });
    } else {
      await upsertVariants(tx, rows);
      await markGone(tx, { allBut: [...next.rows.keys()] });
    }
    // A feed that restocks a sold-out size tells whoever waits for it, in the same transaction.
    await alertBackInStock(tx);
    await tx.query(
      `INSERT INTO shop_meta (key, value) VALUES ('feed_digest', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [digest],
    );
    return { variants: rows.length, changed: true };
  });
  heldFeeds.set(db, next);
  return load;
}

/**
 * After a publish: the feed the new build was made from goes live in the engine without a restart (prices,
 * titles, new variants with their stock, removed ones no longer sold), by the same rule as at start. Every
 * server process calls it; the first writes, the others find the feed's digest already recorded.
 */
export function reloadCatalogue(db: Db, feedPath?: string): Promise<StockLoad> {
  return loadStockFromFeed(db, loadFeed(feedPath));
}

async function upsertVariants(tx: Queryable, rows: VariantRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof VariantRow>(key: K) => rows.map((r) => r[key]);
  await tx.query(
    `INSERT INTO variants AS v (id, product_id, title, title_ar, size, price_fils, compare_at_price_fils, image_key,
       image_alt, image_alt_ar, feed_stock, available)
     SELECT id, product_id, title, title_ar, size, price_fils, compare_at_price_fils, image_key, image_alt,
       image_alt_ar, stock, stock
     FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::text[], $8::text[],
       $9::int[], $10::text[], $11::text[])
       AS f (id, product_id, title, size, price_fils, compare_at_price_fils, image_key, image_alt, stock, title_ar,
         image_alt_ar)
     ON CONFLICT (id) DO UPDATE SET
       product_id = EXCLUDED.product_id,
       title = EXCLUDED.title,
       title_ar = EXCLUDED.title_ar,
       size = EXCLUDED.size,
       price_fils = EXCLUDED.price_fils,
       compare_at_price_fils = EXCLUDED.compare_at_price_fils,
       image_key = EXCLUDED.image_key,
       image_alt = EXCLUDED.image_alt,
       image_alt_ar = EXCLUDED.image_alt_ar,
       available = GREATEST(0, v.available + EXCLUDED.feed_stock - v.feed_stock),
       feed_stock = EXCLUDED.feed_stock,
       in_feed = true,
       updated_at = now()
     WHERE (v.product_id, v.title, v.title_ar, v.size, v.price_fils, v.compare_at_price_fils, v.image_key,
         v.image_alt, v.image_alt_ar, v.feed_stock, v.in_feed)
       IS DISTINCT FROM (EXCLUDED.product_id, EXCLUDED.title, EXCLUDED.title_ar, EXCLUDED.size, EXCLUDED.price_fils,
         EXCLUDED.compare_at_price_fils, EXCLUDED.image_key, EXCLUDED.image_alt, EXCLUDED.image_alt_ar,
         EXCLUDED.feed_stock, true)`,
    [
      column('id'),
      column('productId'),
      column('title'),
      column('size'),
      column('priceFils'),
      column('compareAtPriceFils'),
      column('imageKey'),
      column('imageAlt'),
      column('stock'),
      column('titleAr'),
      column('imageAltAr'),
    ],
  );
}

/** Variants no longer in the feed are no longer sold: the ones named, or all but those named. */
async function markGone(tx: Queryable, which: { ids: string[] } | { allBut: string[] }): Promise<void> {
  if ('ids' in which && which.ids.length === 0) return;
  const gone = 'ids' in which ? 'id = ANY($1::text[])' : 'id NOT IN (SELECT unnest($1::text[]))';
  await tx.query(`UPDATE variants SET in_feed = false, updated_at = now() WHERE in_feed AND ${gone}`, [
    'ids' in which ? which.ids : which.allBut,
  ]);
}

export class StockError extends Error {
  override name = 'StockError';
}

/**
 * The operator's count wins: sets a variant's live stock (the feed's later deltas still apply on top).
 * Raising a sold-out size writes its back-in-stock e-mails in the same transaction (`alerts`: how many).
 */
export async function setStock(
  db: Db,
  variantId: string,
  available: number,
): Promise<{ before: number; after: number; alerts: number }> {
  if (!Number.isInteger(available) || available < 0) throw new StockError('stock must be a whole number, 0 or more');
  return db.transaction(async (tx) => {
    const current = await tx.query<{ available: number }>('SELECT available FROM variants WHERE id = $1 FOR UPDATE', [
      variantId,
    ]);
    const row = current.rows[0];
    if (!row) throw new StockError(`no variant has the id ${variantId}`);
    await tx.query('UPDATE variants SET available = $2, updated_at = now() WHERE id = $1', [variantId, available]);
    const alerts = available > 0 ? await alertBackInStock(tx, [variantId]) : 0;
    return { before: row.available, after: available, alerts };
  });
}

export interface VariantStock {
  id: string;
  available: number;
}

export async function stockOfProduct(db: Db, productId: string): Promise<VariantStock[]> {
  const { rows } = await db.query<VariantStock>(
    'SELECT id, available FROM variants WHERE product_id = $1 AND in_feed ORDER BY size',
    [productId],
  );
  return rows;
}

/**
 * The one way stock comes back: a cancelled order, a returned pair, the old size of an exchange. Inside the
 * caller's transaction, which also writes the back-in-stock e-mails of a size that had run out, so the stock
 * and its alerts commit together (the caller delivers the mail after the commit).
 */
export async function returnToStock(tx: Queryable, variantId: string, quantity: number): Promise<number> {
  const { rows } = await tx.query<{ available: number }>(
    'UPDATE variants SET available = available + $2, updated_at = now() WHERE id = $1 RETURNING available',
    [variantId, quantity],
  );
  const available = rows[0]!.available;
  if (quantity > 0 && available === quantity) await alertBackInStock(tx, [variantId]);
  return available;
}
