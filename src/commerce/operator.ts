/**
 * The operator's operations (`npm run shop`), by name, on plain data: the same call runs on a database the
 * command line opened itself, or in a running server that received it over its operator channel
 * (server/operator-channel.ts). Arguments and answers survive JSON (dates travel as ISO strings).
 */
import { emailClashes } from './accounts/email-clashes.ts';
import { addCode, disableCode, listCodes, type DiscountKind } from './discounts.ts';
import { backupDatabase } from './db/backup.ts';
import type { Db } from './db/index.ts';
import { setStock } from './inventory.ts';
import { readOutbox } from './mail/outbox.ts';
import {
  cancelOrder,
  deliverOrder,
  exchangeOrderLine,
  markOrderPaid,
  returnOrderLines,
  shipOrder,
  type ExchangeRequest,
  type PairsOfLine,
  type Shipment,
} from './order-changes.ts';
import { listOrders, orderByNumber, type FulfillmentStatus } from './orders.ts';
import { OrderRefusal } from './errors.ts';
import { decideReview, listReviews, reviewRatings, type ReviewStatus } from './reviews.ts';
import { ratingsFile, writeRatings } from '#src/commerce/ratings.ts';
import { inviteStaff, listStaff, removeStaff } from './staff/staff.ts';
import { StaffRefusal } from './staff/staff-errors.ts';
import type { Actor } from './staff/audit.ts';
import type { StaffRole } from '#src/config/back-office.ts';

export interface NewCodeInput {
  code: string;
  kind: DiscountKind;
  value: number;
  minSubtotalFils: number;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
}

const orDate = (iso: string | null) => (iso === null ? null : new Date(iso));

export const operatorOperations = {
  listOrders: (db: Db, filter: { status?: FulfillmentStatus | undefined; limit?: number | undefined }) =>
    listOrders(db, filter),
  async readOrder(db: Db, number: number) {
    const order = await orderByNumber(db, number);
    if (!order) throw new OrderRefusal('order_not_found');
    return order;
  },
  // The back office passes the signed-in staff member last, for the timeline and the audit log; the command
  // line passes nobody.
  shipOrder: (db: Db, number: number, shipment: Shipment, by: Actor | null = null) =>
    shipOrder(db, number, shipment, by),
  // JSON carries a missing date as null.
  deliverOrder: (db: Db, number: number, on?: string | null, by: Actor | null = null) =>
    deliverOrder(db, number, on ?? undefined, by),
  markOrderPaid: (db: Db, number: number, by: Actor | null = null) => markOrderPaid(db, number, by),
  cancelOrder: (db: Db, number: number, by: Actor | null = null) => cancelOrder(db, number, by),
  returnOrderLines: (db: Db, number: number, pairs: PairsOfLine[], by: Actor | null = null) =>
    returnOrderLines(db, number, pairs, undefined, by),
  exchangeOrderLine: (db: Db, number: number, request: ExchangeRequest, by: Actor | null = null) =>
    exchangeOrderLine(db, number, request, undefined, by),
  listCodes: (db: Db) => listCodes(db),
  addCode: (db: Db, input: NewCodeInput) =>
    addCode(db, { ...input, startsAt: orDate(input.startsAt), endsAt: orDate(input.endsAt) }),
  disableCode: (db: Db, code: string) => disableCode(db, code),
  async readStock(db: Db, variantId: string) {
    const { rows } = await db.query<{ title: string; size: number; available: number; inFeed: boolean }>(
      'SELECT title, size, available, in_feed AS "inFeed" FROM variants WHERE id = $1',
      [variantId],
    );
    return rows[0] ?? null;
  },
  setStock: (db: Db, variantId: string, count: number) => setStock(db, variantId, count),
  readOutbox: (db: Db, options: { limit?: number; to?: string }) => readOutbox(db, options),
  listEmailClashes: (db: Db) => emailClashes(db),
  backupDatabase: (db: Db, file: string) => backupDatabase(db, file),
  listReviews: (db: Db, status: ReviewStatus | null) => listReviews(db, { status: status ?? undefined, limit: 200 }),
  /** Also rewrites DATA_DIR/review-ratings.json, which the next build puts in the Product JSON-LD. */
  async decideReview(db: Db, id: number, decision: 'approved' | 'rejected') {
    const review = await decideReview(db, id, decision);
    if (review) writeRatings(await reviewRatings(db));
    return { review, ratingsFile: ratingsFile() };
  },
  listStaff: (db: Db) => listStaff(db),
  /** The first owner is made here; owners invite the others from the back office. */
  addStaff: (db: Db, email: string, role: StaffRole) => inviteStaff(db, email, role, null),
  async removeStaffByEmail(db: Db, email: string) {
    const member = (await listStaff(db)).find((m) => m.email === email.trim().toLowerCase());
    if (!member) throw new StaffRefusal('staff_not_found');
    await removeStaff(db, null, member.id);
    return member;
  },
};

export type OperatorOperationName = keyof typeof operatorOperations;

export const isOperatorOperation = (name: unknown): name is OperatorOperationName =>
  typeof name === 'string' && Object.hasOwn(operatorOperations, name);
