/**
 * Every call the pages and the API make into the commerce engine, by name.
 *
 * Callers hold an `Engine`, never the database: the same operations run in
 * this thread (tests, scripts, `astro dev`) or in the engine's worker thread
 * next to the embedded database (the server, see engine-worker.ts), and a
 * call by name with plain data is what can cross between threads. The Engine
 * is typed from the operations themselves, so an editor follows a call such as
 * `engine.addToCart` to its function (docs/decisions/011-commerce-engine-thread.md).
 */
import * as passwordReset from './accounts/password-reset.ts';
import * as customers from './accounts/customers.ts';
import * as newsletter from './accounts/newsletter.ts';
import * as addresses from './accounts/addresses.ts';
import * as sessions from './accounts/sessions.ts';
import * as privacy from './accounts/privacy.ts';
import * as carts from './carts.ts';
import * as checkout from './checkout.ts';
import type { Db } from './db/index.ts';
import * as inventory from './inventory.ts';
import { operatorOperations } from './operator.ts';
import * as orders from './orders.ts';
import * as throttle from './throttle.ts';
import * as cleanup from './cleanup.ts';
import * as backInStock from './back-in-stock.ts';
import * as wishlist from './wishlist.ts';
import * as reviews from './reviews.ts';
import * as cardPayments from './payments/card-payments.ts';
import * as staff from './staff/staff.ts';
import * as auditLog from './staff/audit.ts';
import * as adminStock from './staff/admin-stock.ts';
import * as adminReviews from './staff/admin-reviews.ts';
import * as adminCodes from './staff/admin-codes.ts';
import * as customerLookup from './back-office/customer-lookup.ts';
import * as backOfficeExports from './back-office/exports.ts';
import * as outboxView from './back-office/outbox-view.ts';
import * as adminOrders from './admin-orders.ts';
import * as mailLists from './unsubscribe.ts';
import * as reviewInvitations from './review-invitations.ts';
import * as taxDocuments from './tax-documents.ts';

/**
 * The named operations of a module, each still its module's own declaration: taken as `{ addToCart }`, an
 * operation would be declared by this table, and go-to-definition on `engine.addToCart` would land here
 * instead of in carts.ts (tests/unit/engine-definitions.test.ts).
 */
function pick<Module, Name extends keyof Module>(module: Module, ...names: Name[]): Pick<Module, Name> {
  return Object.fromEntries(names.map((name) => [name, module[name]])) as Pick<Module, Name>;
}

/** Each a function of its module whose first parameter is the database; another is one more name picked. */
export const operations = {
  ...pick(
    carts,
    'createCart',
    'getCart',
    'addToCart',
    'updateCartLines',
    'removeCartLines',
    'setCartEmail',
    'setCartDiscountCodes',
    'setCartCustomer',
  ),
  ...pick(checkout, 'prepareCheckout', 'placeOrder'),
  ...pick(orders, 'orderByToken', 'ordersOfCustomer'),
  ...pick(taxDocuments, 'taxDocumentsOfOrder'),
  ...pick(
    cardPayments,
    'startCardPayment',
    'confirmCardPayment',
    'payOnDeliveryInstead',
    'receivePaymentNotice',
    'settleCardPayments',
    'claimPurchaseReport',
  ),
  ...pick(inventory, 'stockOfProduct', 'reloadCatalogue'),
  ...pick(customers, 'registerCustomer', 'signInCustomer', 'renameCustomer'),
  ...pick(
    newsletter,
    'subscribeToNewsletter',
    'confirmNewsletterSubscription',
    'unsubscribeFromNewsletter',
    'recordCheckoutConsent',
  ),
  ...pick(passwordReset, 'requestPasswordReset', 'completePasswordReset'),
  ...pick(sessions, 'startSession', 'customerOfSession', 'endSession'),
  ...pick(privacy, 'exportCustomerData', 'deleteCustomer'),
  ...pick(throttle, 'countRequest'),
  ...pick(cleanup, 'cleanUp'),
  ...pick(wishlist, 'wishlistOfCustomer', 'changeWishlist', 'stockOfProducts'),
  ...pick(backInStock, 'subscribeToBackInStock', 'unsubscribeFromBackInStock'),
  ...pick(reviews, 'productReviews', 'reviewEligibility', 'submitReview'),
  ...pick(reviewInvitations, 'sendReviewInvitations'),
  ...pick(mailLists, 'unsubscribeByToken'),
  ...pick(addresses, 'listAddresses', 'saveAddress', 'deleteAddress'),
  // The back office's (docs/admin.md): its pages check the staff member's session and role first.
  ...pick(
    staff,
    'listStaff',
    'inviteStaff',
    'acceptInvitation',
    'signInStaff',
    'staffOfSession',
    'stageOfSession',
    'staffEnrolment',
    'confirmEnrolment',
    'completeStaffSignIn',
    'signOutStaff',
    'signOutEverywhere',
    'removeStaff',
  ),
  ...pick(auditLog, 'readAuditLog'),
  ...pick(adminStock, 'stockSheet', 'changeStock', 'lowStock'),
  ...pick(adminReviews, 'reviewQueue', 'decideQueuedReview'),
  ...pick(adminCodes, 'codesWithUses', 'createCode', 'endCode'),
  ...pick(customerLookup, 'findCustomers', 'customerForStaff'),
  ...pick(backOfficeExports, 'orderExportPage', 'subscriberExportPage', 'recordExport'),
  ...pick(outboxView, 'outboxForStaff'),
  ...pick(adminOrders, 'searchOrders', 'ordersNewerThan', 'orderForStaff'),
  /** Whether the database answers (GET /readyz). */
  ping: async (db: Db) => (await db.query('SELECT 1 AS ok')).rows.length === 1,
  // The operator's, for its channel into a running server; no page or route calls them.
  ...operatorOperations,
};

type Operations = typeof operations;
export type OperationName = keyof Operations;

/**
 * The operations with the database already given: what pages and routes call. Mapped over `keyof Operations`
 * itself (not the alias), the type keeps each operation's declaration for the editor.
 */
export type Engine = {
  [K in keyof Operations]: Operations[K] extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;
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
