/**
 * Every call the pages and the API make into the commerce engine, by name.
 *
 * Callers hold an `Engine`, never the database: the same operations run in
 * this thread (tests, scripts, `astro dev`) or in the engine's worker thread
 * next to the embedded database (the server, see engine-worker.ts), and a
 * call by name with plain data is what can cross between threads.
 */
import { completePasswordReset, requestPasswordReset } from './accounts/password-reset.ts';
import { registerCustomer, renameCustomer, signInCustomer } from './accounts/customers.ts';
import { subscribeToNewsletter } from './accounts/newsletter.ts';
import { deleteAddress, listAddresses, saveAddress } from './accounts/addresses.ts';
import { customerOfSession, endSession, startSession } from './accounts/sessions.ts';
import {
  addToCart,
  createCart,
  getCart,
  removeCartLines,
  setCartCustomer,
  setCartDiscountCodes,
  setCartEmail,
  updateCartLines,
} from './carts.ts';
import { placeOrder, prepareCheckout } from './checkout.ts';
import type { Db } from './db/index.ts';
import { reloadCatalogue, stockOfProduct } from './inventory.ts';
import { operatorOperations } from './operator.ts';
import { orderByToken, ordersOfCustomer } from './orders.ts';
import { countRequest } from './throttle.ts';
import { cleanUp } from './cleanup.ts';
import { subscribeToBackInStock, unsubscribeFromBackInStock } from './back-in-stock.ts';
import { changeWishlist, stockOfProducts, wishlistOfCustomer } from './wishlist.ts';
import { productReviews, reviewEligibility, submitReview } from './reviews.ts';

export const operations = {
  createCart,
  getCart,
  addToCart,
  updateCartLines,
  removeCartLines,
  setCartEmail,
  setCartDiscountCodes,
  setCartCustomer,
  prepareCheckout,
  placeOrder,
  orderByToken,
  ordersOfCustomer,
  stockOfProduct,
  reloadCatalogue,
  registerCustomer,
  signInCustomer,
  renameCustomer,
  subscribeToNewsletter,
  requestPasswordReset,
  completePasswordReset,
  startSession,
  customerOfSession,
  endSession,
  countRequest,
  cleanUp,
  wishlistOfCustomer,
  changeWishlist,
  stockOfProducts,
  subscribeToBackInStock,
  unsubscribeFromBackInStock,
  productReviews,
  reviewEligibility,
  submitReview,
  listAddresses,
  saveAddress,
  deleteAddress,
  /** Whether the database answers (GET /readyz). */
  ping: async (db: Db) => (await db.query('SELECT 1 AS ok')).rows.length === 1,
  // The operator's, for its channel into a running server; no page or route calls them.
  ...operatorOperations,
};

type Operations = typeof operations;
export type OperationName = keyof Operations;

/** The operations with the database already given: what pages and routes call. */
export type Engine = {
  [K in OperationName]: Operations[K] extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;
};

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && Object.hasOwn(operations, name);
}

/** Runs one operation by name; the arguments are the operation's own, after the database. */
export function runOperation(db: Db, name: OperationName, args: readonly unknown[]): Promise<unknown> {
  return (operations[name] as (db: Db, ...args: readonly unknown[]) => Promise<unknown>)(db, ...args);
}

/** An Engine whose calls are answered by `call(name, args)`. */
export function engineOf(call: (name: OperationName, args: readonly unknown[]) => Promise<unknown>): Engine {
  const engine: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of Object.keys(operations) as OperationName[]) engine[name] = (...args) => call(name, args);
  return engine as Engine;
}

/** The engine in this thread, on `db`. */
export const localEngine = (db: Db): Engine => engineOf((name, args) => runOperation(db, name, args));

/**
 * Errors cross between threads as plain data, rebuilt by the registry their classes fill
 * (src/config/wire-errors.ts). Imported from here, these come with every module the operations import: each
 * class the engine may throw has registered before an error of it crosses.
 */
export { errorFromWire, errorToWire, type ErrorOnTheWire } from '#src/config/wire-errors.ts';
