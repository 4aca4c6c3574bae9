/**
 * The review invitations (issue 35 item 2), which the server's housekeeping round sends
 * (server/housekeeping.ts): an order delivered `reviews.invitationDays` ago, bought by a customer with an
 * account (only they can review), gets one invitation, never a second (orders.review_invited_at). An
 * address that stopped the 'reviews' list gets none, its order marked all the same. Orders delivered more
 * than a month before they became due (the server was down, or they predate the invitations) are left alone.
 */
import { reviews } from '../config/accounts.ts';
import type { Db } from './db/index.ts';
import { hasOptedOut, newUnsubscribeToken } from './mail/list-unsubscribe.ts';
import { enqueueMail, mailOrigin } from './mail/outbox.ts';
import { reviewInvitationMail } from './mail/review-invitation-mail.ts';
import { orderByNumber } from './orders.ts';

/** Resolves the number of invitations written to the outbox. `now` is the clock, so that a test can move it. */
export async function sendReviewInvitations(db: Db, now: Date = new Date()): Promise<number> {
  const { rows } = await db.query<{ number: number }>(
    `SELECT number FROM orders
     WHERE delivered_at IS NOT NULL AND review_invited_at IS NULL AND customer_id IS NOT NULL
       AND delivered_at <= $1::timestamptz - make_interval(days => $2)
       AND delivered_at > $1::timestamptz - make_interval(days => $2 + 30)
     ORDER BY delivered_at LIMIT $3`,
    [now, reviews.invitationDays, reviews.invitationsPerRound],
  );
  let sent = 0;
  for (const { number } of rows) {
    sent += await db.transaction(async (tx) => {
      // Claimed by this statement: another process's round skips the order.
      const claimed = await tx.query(
        'UPDATE orders SET review_invited_at = $2 WHERE number = $1 AND review_invited_at IS NULL',
        [number, now],
      );
      if (claimed.rowCount === 0) return 0;
      const order = await orderByNumber(tx, number);
      // A deleted account's orders keep no address (src/commerce/accounts/privacy.ts).
      if (!order || !order.email.includes('@') || (await hasOptedOut(tx, order.email, 'reviews'))) return 0;
      const token = await newUnsubscribeToken(tx, order.email, 'reviews');
      await enqueueMail(tx, reviewInvitationMail(order, token, mailOrigin()));
      return 1;
    });
  }
  return sent;
}
