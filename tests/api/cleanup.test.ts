import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { getCommerce } from '#src/commerce/runtime.ts';
import { accountSecurity, housekeeping, newsletterConsent } from '#src/config/accounts.ts';
import { scheduleCleanUp } from '#server/housekeeping.ts';
import { shopDb } from './support/db.ts';
import { freshEmail, signUpBody } from './support/accounts.ts';
import { confirmedSubscriber } from './support/newsletter.ts';

const DAY = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);

async function engine() {
  return (await getCommerce()).engine;
}

async function customerWithSession() {
  const shop = await engine();
  const body = signUpBody();
  const customer = await shop.registerCustomer({
    firstName: String(body.firstName),
    lastName: String(body.lastName),
    email: String(body.email),
    password: String(body.password),
    acceptsMarketing: false,
  });
  return { shop, customerId: customer!.id, token: await shop.startSession(customer!.id) };
}

async function cartExists(id: string): Promise<boolean> {
  return (await (await shopDb()).query('SELECT 1 FROM carts WHERE id = $1', [id])).rows.length === 1;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the scheduled clean-up', () => {
  it('removes a session once it has expired, and keeps it until then', async () => {
    const { shop, token } = await customerWithSession();
    await shop.cleanUp(later((accountSecurity.sessionDays - 1) * DAY));
    expect(await shop.customerOfSession(token)).not.toBeNull();
    const result = await shop.cleanUp(later((accountSecurity.sessionDays + 1) * DAY));
    expect(result.ran).toBe(true);
    expect(result.sessions).toBeGreaterThanOrEqual(1);
    expect(await shop.customerOfSession(token)).toBeNull();
  });

  it('removes throttle rows only once the longest throttle window has passed', async () => {
    const shop = await engine();
    const key = `signUp:cleanup-${randomUUID()}`;
    await shop.countRequest('signUp', key.slice('signUp:'.length), { limit: 5, windowSeconds: 60 });
    const rows = async () =>
      (await (await shopDb()).query('SELECT 1 FROM sign_in_throttle WHERE key = $1', [key])).rows.length;
    await shop.cleanUp(later(30 * 60 * 1000));
    expect(await rows()).toBe(1);
    await shop.cleanUp(later(2 * DAY));
    expect(await rows()).toBe(0);
  });

  it('removes carts untouched for the configured days and never checked out, with their lines', async () => {
    const shop = await engine();
    const db = await shopDb();
    const abandoned = await shop.createCart();
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM variants WHERE available > 0 AND in_feed ORDER BY id LIMIT 1',
    );
    await shop.addToCart(abandoned.id, [{ variantId: rows[0]!.id, quantity: 1 }]);
    const checkedOut = await shop.createCart();
    await db.query('UPDATE carts SET completed_at = now() WHERE id = $1', [checkedOut.id]);

    await shop.cleanUp(later((housekeeping.abandonedCartDays - 1) * DAY));
    expect(await cartExists(abandoned.id)).toBe(true);
    await shop.cleanUp(later((housekeeping.abandonedCartDays + 1) * DAY));
    expect(await cartExists(abandoned.id)).toBe(false);
    expect((await db.query('SELECT 1 FROM cart_lines WHERE cart_id = $1', [abandoned.id])).rows).toHaveLength(0);
    expect(await cartExists(checkedOut.id)).toBe(true);
  });

  it('removes a newsletter address left unconfirmed once its link has expired, and keeps confirmed ones', async () => {
    const shop = await engine();
    const db = await shopDb();
    const unconfirmed = freshEmail();
    const confirmed = freshEmail();
    await shop.subscribeToNewsletter({ email: unconfirmed, siteUrl: 'http://shop.test' });
    await confirmedSubscriber(db, confirmed);
    const listed = async (email: string) =>
      (await db.query('SELECT 1 FROM newsletter_subscribers WHERE email = $1', [email])).rows.length === 1;

    await shop.cleanUp(later((newsletterConsent.confirmDays - 1) * DAY));
    expect(await listed(unconfirmed)).toBe(true);
    const result = await shop.cleanUp(later((newsletterConsent.confirmDays + 1) * DAY));
    expect(result.unconfirmedSubscribers).toBeGreaterThanOrEqual(1);
    expect(await listed(unconfirmed)).toBe(false);
    expect(await listed(confirmed)).toBe(true);
  });

  it('runs every interval once the server has started it', async () => {
    const { shop, customerId, token } = await customerWithSession();
    const sessions = async () =>
      (await (await shopDb()).query('SELECT 1 FROM sessions WHERE customer_id = $1', [customerId])).rows;
    await (
      await shopDb()
    ).query("UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE customer_id = $1", [customerId]);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const schedule = scheduleCleanUp(shop, 60_000);
    try {
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(async () => expect(await sessions()).toHaveLength(0));
      expect(await shop.customerOfSession(token)).toBeNull();
    } finally {
      schedule.stop();
    }
  });

  it.runIf(process.env.DATABASE_URL?.startsWith('postgres'))(
    'leaves a round to the process that holds the lock when several share PostgreSQL',
    async () => {
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock(7042003)');
        expect((await (await engine()).cleanUp()).ran).toBe(false);
        await other.query('SELECT pg_advisory_unlock(7042003)');
        expect((await (await engine()).cleanUp()).ran).toBe(true);
      } finally {
        await other.end();
      }
    },
  );
});
