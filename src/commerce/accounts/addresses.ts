/**
 * An account's saved delivery addresses (docs/product.md §9 "Saved addresses"): listed, added, changed and
 * deleted by their owner only (every query is scoped to the customer), at most
 * `accountLimits.maxSavedAddresses` each. Addresses arrive already checked by the checkout's rules
 * (deliveryAddressSchema); saving one the account already holds keeps one copy.
 */
import { accountLimits } from '#src/config/accounts.ts';
import type { DeliveryAddress } from '../checkout.ts';
import type { Db, Queryable } from '../db/index.ts';

export interface SavedAddress extends DeliveryAddress {
  id: number;
}

export type SaveAddressResult =
  | { outcome: 'saved'; address: SavedAddress }
  /** No address of this customer has that id (it was deleted, or it is someone else's). */
  | { outcome: 'unknown-address' }
  | { outcome: 'too-many' };

/** The delivery fields of a saved address or of an order, as the checkout form and the address book hold them. */
export function deliveryFieldsOf(from: DeliveryAddress): DeliveryAddress {
  return { name: from.name, phone: from.phone, emirate: from.emirate, area: from.area, address: from.address };
}

const COLUMNS = 'id, name, phone, emirate, area, address';

export async function listAddresses(db: Queryable, customerId: string): Promise<SavedAddress[]> {
  const { rows } = await db.query<SavedAddress>(
    `SELECT ${COLUMNS} FROM customer_addresses WHERE customer_id = $1 ORDER BY id`,
    [customerId],
  );
  return rows;
}

/** Adds an address, or changes the customer's address `id`. */
export async function saveAddress(
  db: Db,
  customerId: string,
  address: DeliveryAddress,
  id?: number,
): Promise<SaveAddressResult> {
  const values = [customerId, address.name, address.phone, address.emirate, address.area, address.address];
  return db.transaction(async (tx): Promise<SaveAddressResult> => {
    if (id !== undefined) {
      const { rows } = await tx.query<SavedAddress>(
        `UPDATE customer_addresses SET name = $2, phone = $3, emirate = $4, area = $5, address = $6,
           updated_at = now()
         WHERE customer_id = $1 AND id = $7 RETURNING ${COLUMNS}`,
        [...values, id],
      );
      return rows[0] ? { outcome: 'saved', address: rows[0] } : { outcome: 'unknown-address' };
    }
    // The customer's row is the lock: two saves at once are counted one after the other.
    await tx.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    const same = await tx.query<SavedAddress>(
      `SELECT ${COLUMNS} FROM customer_addresses
       WHERE customer_id = $1 AND name = $2 AND phone = $3 AND emirate = $4 AND area = $5 AND address = $6`,
      values,
    );
    if (same.rows[0]) return { outcome: 'saved', address: same.rows[0] };
    const held = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM customer_addresses WHERE customer_id = $1',
      [customerId],
    );
    if (held.rows[0]!.n >= accountLimits.maxSavedAddresses) return { outcome: 'too-many' };
    const { rows } = await tx.query<SavedAddress>(
      `INSERT INTO customer_addresses (customer_id, name, phone, emirate, area, address)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      values,
    );
    return { outcome: 'saved', address: rows[0]! };
  });
}

/** Deletes the customer's address `id`; false when they have none by that id. */
export async function deleteAddress(db: Queryable, customerId: string, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM customer_addresses WHERE customer_id = $1 AND id = $2', [
    customerId,
    id,
  ]);
  return (rowCount ?? 0) > 0;
}
