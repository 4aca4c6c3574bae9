/**
 * The HTML e-mails (issue 35 item 2): every kind in both languages parses as HTML, Arabic runs right to
 * left, every link is absolute and opens a page the shop has, each stays under 100 KB, and every line of the
 * text part is in the HTML part. Then the review invitation (N days after delivery, once, never to an address
 * that unsubscribed) and the one-click unsubscribe (List-Unsubscribe headers, RFC 8058 POST).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { reviews } from '#src/config/accounts.ts';
import { contact } from '#src/config/stores.ts';
import { mailHtml } from '#src/commerce/mail/html/render.ts';
import { readOutbox } from '#src/commerce/mail/outbox.ts';
import { subscribeToBackInStock } from '#src/commerce/back-in-stock.ts';
import { setStock } from '#src/commerce/inventory.ts';
import { sendReviewInvitations } from '#src/commerce/review-invitations.ts';
import { LOCALES } from '#src/i18n/locales.ts';
import { GET as unsubscribePage, POST as oneClick } from '#src/pages/api/unsubscribe.ts';
import { everyMail } from '#scripts/mail/samples.ts';
import { freshEmail, signedUpShopper } from './support/accounts.ts';
import { call } from './support/call.ts';
import { shopDb } from './support/db.ts';
import { placedOrder } from './support/orders.ts';
import { variantWithStock } from './support/shop.ts';

type Node = DefaultTreeAdapterMap['node'];
const ORIGIN = 'https://luckyshoes.example';
const DAY = 86_400_000;

/** The text a reader sees (its text nodes run together, as an inline span's do), and every link's address. */
function read(html: string): { document: DefaultTreeAdapterMap['document']; text: string; links: string[] } {
  const document = parse(html);
  const texts: string[] = [];
  const links: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === '#text' && 'value' in node) texts.push(node.value);
    if ('attrs' in node)
      for (const attr of node.attrs) if (attr.name === 'href' || attr.name === 'src') links.push(attr.value);
    if ('childNodes' in node && node.nodeName !== 'style' && node.nodeName !== 'head') node.childNodes.forEach(walk);
    if ('content' in node) walk(node.content as Node);
  };
  walk(document);
  return { document, text: texts.join('').replace(/\s+/g, ' '), links };
}

const PAGES = join(process.cwd(), 'src/pages');

/** True when a route file under src/pages/ answers the path (a [param] folder or file matches any segment). */
function routeExists(pathname: string): boolean {
  const segments = decodeURIComponent(pathname).split('/').filter(Boolean);
  const api = segments[0] === 'api';
  const base = api ? PAGES : join(PAGES, '[...locale]');
  if (!api && segments[0] === 'ar') segments.shift();
  const match = (dir: string, rest: string[]): boolean => {
    if (!existsSync(dir)) return false;
    const entries = readdirSync(dir);
    if (rest.length === 0) return entries.some((e) => /^index\.(astro|ts)$/.test(e));
    const [head, ...tail] = rest;
    const candidates = entries.filter((e) => e.replace(/\.(astro|ts)$/, '') === head || /^\[.+\]/.test(e));
    return candidates.some((e) => (/\.(astro|ts)$/.test(e) ? tail.length === 0 : match(join(dir, e), tail)));
  };
  return match(base, segments);
}

const hidden = (html: string) => read(html);

const BIDI_ISOLATES = /[\u2066-\u2069]/g;

describe('every e-mail as HTML with the same words as its text part', () => {
  for (const locale of LOCALES) {
    for (const mail of everyMail(locale, ORIGIN)) {
      it(`${mail.kind} in ${locale}`, async () => {
        expect(mail.content).toBeDefined();
        const html = await mailHtml(mail.content!);
        expect(Buffer.byteLength(html)).toBeLessThan(100 * 1024);
        const { document, text, links } = hidden(html);
        const root = document.childNodes.find((n) => n.nodeName === 'html');
        const attrs = Object.fromEntries((root && 'attrs' in root ? root.attrs : []).map((a) => [a.name, a.value]));
        expect(attrs.lang).toBe(locale);
        expect(attrs.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        // MJML writes each column's direction inline: Arabic columns run right to left too.
        if (locale === 'ar') expect(html).not.toMatch(/direction:\s*ltr/);
        expect(html.startsWith('<!doctype html>')).toBe(true);
        // Every link absolute, on the shop's address, and a page the shop has.
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) {
          expect(link).toMatch(/^https?:\/\//);
          const url = new URL(link);
          expect(url.origin, link).toBe(ORIGIN);
          expect(routeExists(url.pathname), `no page for ${url.pathname}`).toBe(true);
        }
        // Each line of the text part is in the HTML: as words a reader sees, or as a link's address. The text
        // part's direction isolates are spans with `dir` in the HTML.
        const hrefs = new Set(links);
        for (const line of mail.text.split('\n').map((l) => l.replace(BIDI_ISOLATES, '').trim())) {
          if (line === '' || line === '--') continue;
          if (hrefs.has(line)) continue;
          // A row reads 'label: amount' in text and sits in two cells in HTML.
          for (const part of line.split(/: (?=[^:]*$)/))
            expect(text, `${mail.kind}: ${line}`).toContain(part.replace(/\s+/g, ' ').trim());
        }
      });
    }
  }

  it('renders a mail of a shape seen before from its compiled template, in well under 50 ms', async () => {
    const mail = everyMail('ar', ORIGIN)[0]!;
    await mailHtml(mail.content!);
    const started = performance.now();
    await mailHtml(mail.content!);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('isolates the phone, order and tracking numbers and the carrier inside Arabic, in both parts', async () => {
    const [confirmation, , shipped] = everyMail('ar', ORIGIN);
    expect(confirmation!.text).toContain('\u2066+971 50 123 4567\u2069');
    expect(confirmation!.text).toContain('شكرًا لطلبك \u2066#1001\u2069،');
    expect(shipped!.text).toContain('رقم التتبع: \u20661234567890\u2069');
    expect(shipped!.text).toContain('شركة الشحن: \u2068Aramex\u2069');

    const html = await mailHtml(confirmation!.content!);
    expect(html).toContain('<span dir="ltr">+971 50 123 4567</span>');
    expect(html).toContain('شكرًا لطلبك <span dir="ltr">#1001</span>،');
    expect(html).toMatch(/<span dir="ltr">https:\/\/\S+\/invoice<\/span>/);
    expect(html).toContain(`<span dir="ltr">${contact.email}</span>`);
    expect(html).not.toMatch(BIDI_ISOLATES);
    const shippedHtml = await mailHtml(shipped!.content!);
    expect(shippedHtml).toContain('رقم التتبع: <span dir="ltr">1234567890</span>');
    expect(shippedHtml).toContain('شركة الشحن: <span dir="auto">Aramex</span>');
  });

  it('leaves English as it is, without isolates', async () => {
    const [confirmation] = everyMail('en', ORIGIN);
    expect(confirmation!.text).not.toMatch(BIDI_ISOLATES);
    expect(await mailHtml(confirmation!.content!)).not.toContain('<span dir=');
  });

  it('escapes what a shopper typed', async () => {
    const mail = everyMail('en', ORIGIN)[0]!;
    const html = await mailHtml({ ...mail.content!, heading: 'Hello <script>alert(1)</script> & co,' });
    expect(html).not.toContain('<script>alert');
    expect(read(html).text).toContain('Hello <script>alert(1)</script> & co,');
  });
});

describe('the review invitation', () => {
  async function deliveredOrder(daysAgo: number, email = freshEmail()) {
    const db = await shopDb();
    const variant = await variantWithStock(5);
    const order = await placedOrder(db, [{ variantId: variant.id, quantity: 1 }], { email, locale: 'ar' });
    // Only a buyer with an account can review: the order is a signed-up shopper's.
    const shopper = await signedUpShopper();
    const { rows } = await db.query<{ id: string }>('SELECT id FROM customers WHERE email = $1', [shopper.email]);
    const customerId = rows[0]!.id;
    await db.query(
      `UPDATE orders SET customer_id = $2, delivered_at = now() - make_interval(days => $3)
       WHERE id = $1`,
      [order.id, customerId, daysAgo],
    );
    return { order, email, variant };
  }
  const invitations = async (email: string) =>
    (await readOutbox(await shopDb(), { to: email, limit: 10 })).filter((m) => m.kind === 'review-invitation');

  it(`goes ${reviews.invitationDays} days after delivery, once, with the product's reviews`, async () => {
    const db = await shopDb();
    const early = await deliveredOrder(reviews.invitationDays - 1);
    const due = await deliveredOrder(reviews.invitationDays + 1);
    await sendReviewInvitations(db);
    expect(await invitations(early.email)).toHaveLength(0);
    const [mail, ...more] = await invitations(due.email);
    expect(more).toHaveLength(0);
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.text).toContain(`/product/`);
    expect(mail!.text).toContain(`/${encodeURIComponent(due.variant.product.id)}#reviews-title`);
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers!['List-Unsubscribe']).toMatch(
      /^<https?:\/\/[^>]+\/api\/unsubscribe\?token=[\w-]{43}>, <mailto:[^>]+>$/,
    );
    // A second round, and a later one, send nothing more.
    await sendReviewInvitations(db);
    await sendReviewInvitations(db, new Date(Date.now() + 3 * DAY));
    expect(await invitations(due.email)).toHaveLength(1);
    expect(await invitations(early.email)).toHaveLength(1);
  });

  it('goes to no one who unsubscribed, through the one-click POST', async () => {
    const db = await shopDb();
    const first = await deliveredOrder(reviews.invitationDays + 1);
    await sendReviewInvitations(db);
    const [mail] = await invitations(first.email);
    const target = /<([^>]+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const url = new URL(target);
    // The mail client's POST: form-encoded, from no page of the shop, no confirmation.
    const res = await call(oneClick, `${url.pathname}${url.search}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true });
    // A second click answers the same.
    expect(
      (
        await call(oneClick, `${url.pathname}${url.search}`, {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(200);
    const second = await deliveredOrder(reviews.invitationDays + 2, first.email);
    await sendReviewInvitations(db);
    expect(await invitations(second.email)).toHaveLength(1);
    const marked = await db.query('SELECT review_invited_at FROM orders WHERE id = $1', [second.order.id]);
    expect(marked.rows[0]).toMatchObject({ review_invited_at: expect.any(Date) });
  });

  it("a back-in-stock alert's one-click POST ends the address's other alerts", async () => {
    const db = await shopDb();
    const email = freshEmail();
    const [restocked, other] = [await variantWithStock(0), await variantWithStock(0)];
    for (const variant of [restocked, other])
      await subscribeToBackInStock(db, {
        email,
        variantId: variant.id,
        locale: 'en',
        title: variant.product.title,
        productPath: '/products',
      });
    await setStock(db, restocked.id, 3);
    const [mail] = await readOutbox(db, { to: email });
    const target = new URL(/<([^>]+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    const res = await call(oneClick, `${target.pathname}${target.search}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    const waiting = await db.query('SELECT 1 FROM stock_alerts WHERE email = $1', [email]);
    expect(waiting.rows).toHaveLength(0);
  });

  it('opening the header link (GET) stops nothing: it leads to the page that asks', async () => {
    const res = await call(unsubscribePage, `/api/unsubscribe?token=${'a'.repeat(43)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/unsubscribe#token=${'a'.repeat(43)}`);
    expect(routeExists('/unsubscribe') && routeExists('/ar/unsubscribe')).toBe(true);
  });
});

describe('List-Unsubscribe on the marketing mails', () => {
  it('the back-in-stock alert, the review invitation and the newsletter carry both headers; others none', () => {
    const mails = everyMail('en', ORIGIN);
    for (const mail of mails) {
      const marketing = ['back-in-stock', 'review-invitation', 'newsletter-confirmation'].includes(mail.kind);
      if (!marketing) {
        expect(mail.headers, mail.kind).toBeUndefined();
        continue;
      }
      expect(mail.headers!['List-Unsubscribe']).toBe(
        `<${ORIGIN}/api/unsubscribe?token=${'x'.repeat(43)}>, <mailto:care@luckyshoes.ae?subject=unsubscribe>`,
      );
      expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toMatch(/\/unsubscribe[#?]token=x{43}$/);
    }
  });
});
