/**
 * The back office's authorisation matrix (issue 34 item 7, docs/admin.md "Security"): every route file under
 * src/pages/[...locale]/admin/ and src/pages/api/admin/, read from the directory when the test runs so that a
 * new route cannot be forgotten, is called with GET and (where it takes it) POST as nobody, as a shopper, as a
 * member of staff and as an owner. A page sends nobody and shoppers to the sign-in, an API route answers 401;
 * an owner-only route answers staff 403; what a role may open answers it 200 (or 303 where that is the screen's
 * answer). Pages are rendered in process against the real engine, API routes are called as Astro calls them;
 * what only the running server adds (Astro's checkOrigin on form posts, the Cache-Control of every answer) is
 * checked over HTTP in tests/e2e/admin.test.ts.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { APIRoute } from 'astro';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '#src/config/back-office.ts';
import type { Db } from '#src/commerce/db/index.ts';
import { removeStaff } from '#src/commerce/staff/staff.ts';
import { ADMIN_SECTIONS } from '#src/layouts/admin/messages.ts';
import { call, ORIGIN } from './support/call.ts';
import { signedUpShopper } from './support/accounts.ts';
import { shopDb } from './support/db.ts';
import { placedOrder } from './support/orders.ts';
import { renderPage } from './support/pages.ts';
import { variantWithStock } from './support/shop.ts';
import { signedInStaff, type SignedInStaff } from './support/staff.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PAGES = join(ROOT, 'src/pages/[...locale]/admin');
const API = join(ROOT, 'src/pages/api/admin');

function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path)];
    })
    .sort();
}

type Who = 'nobody' | 'shopper' | 'staff' | 'owner';
const WHO: readonly Who[] = ['nobody', 'shopper', 'staff', 'owner'];

/** What the matrix knows of the world: ids for the paths, the people for the cookies. */
interface World {
  db: Db;
  order: number;
  customerId: string;
  variantId: string;
  variantStock: number;
  cookies: Record<Who, Record<string, string>>;
}

/**
 * A page of the back office: the role it needs ('public' for the sign-in screens and the doors that only
 * redirect), a concrete path with its params, and whether it takes a form POST (with a harmless sample form).
 */
interface PageRoute {
  role: StaffRole | 'public';
  path: (w: World) => string;
  params?: (w: World) => Record<string, string>;
  post?: Record<string, string>;
  /** What a GET answers the roles it is for, when that is not 200. */
  allowedStatus?: number;
}

const PAGE_ROUTES: Record<string, PageRoute> = {
  'audit.astro': { role: 'owner', path: () => '/admin/audit' },
  'codes.astro': { role: 'owner', path: () => '/admin/codes', post: { action: 'end', code: 'NO-SUCH-CODE' } },
  'customers/[id].astro': {
    role: 'owner',
    path: (w) => `/admin/customers/${w.customerId}`,
    params: (w) => ({ id: w.customerId }),
  },
  'customers/index.astro': { role: 'owner', path: () => '/admin/customers?q=example.com' },
  'enrol.astro': { role: 'public', path: () => '/admin/enrol' },
  'exports.astro': { role: 'owner', path: () => '/admin/exports' },
  'index.astro': { role: 'public', path: () => '/admin', allowedStatus: 303 },
  'invite/[token].astro': { role: 'public', path: () => '/admin/invite/abc', params: () => ({ token: 'abc' }) },
  'orders/[number].astro': {
    role: 'staff',
    path: (w) => `/admin/orders/${w.order}`,
    params: (w) => ({ number: String(w.order) }),
    // An action the form does not name: refused (422) with the order shown again, nothing changed.
    post: { action: 'none' },
  },
  'orders/[number]/packing-slip.astro': {
    role: 'staff',
    path: (w) => `/admin/orders/${w.order}/packing-slip`,
    params: (w) => ({ number: String(w.order) }),
  },
  'orders/index.astro': { role: 'staff', path: () => '/admin/orders' },
  'outbox.astro': { role: 'owner', path: () => '/admin/outbox' },
  'reviews.astro': { role: 'staff', path: () => '/admin/reviews', post: { id: '999999999', decision: 'approve' } },
  'second-step.astro': { role: 'public', path: () => '/admin/second-step' },
  'sign-in.astro': { role: 'public', path: () => '/admin/sign-in' },
  'sign-out.astro': { role: 'public', path: () => '/admin/sign-out', allowedStatus: 303 },
  'staff.astro': { role: 'owner', path: () => '/admin/staff', post: { action: 'invite', email: 'not an e-mail' } },
  'stock/index.astro': {
    role: 'staff',
    path: () => '/admin/stock',
    // A figure that is not one: refused (422), nothing written.
    post: { variantId: 'no-such-size', expected: '1', next: 'x' },
  },
  'stock/low.astro': { role: 'staff', path: () => '/admin/stock/low' },
};

interface ApiRoute {
  role: StaffRole;
  path: string;
  /** The JSON body of a POST the role may make. */
  body?: (w: World) => unknown;
}

const API_ROUTES: Record<string, ApiRoute> = {
  'codes.ts': { role: 'owner', path: '/api/admin/codes' },
  'exports/orders.csv.ts': { role: 'owner', path: '/api/admin/exports/orders.csv?from=2031-01-01&to=2031-01-02' },
  'exports/subscribers.csv.ts': { role: 'owner', path: '/api/admin/exports/subscribers.csv' },
  'orders/newer.ts': { role: 'staff', path: '/api/admin/orders/newer?than=0' },
  'stock.ts': {
    role: 'staff',
    path: '/api/admin/stock',
    body: (w) => ({ variantId: w.variantId, expected: w.variantStock, next: w.variantStock }),
  },
};

const mayOpen = (who: Who, role: StaffRole): boolean => who === 'owner' || (who === 'staff' && role === 'staff');

let world: World;
let staffMember: SignedInStaff;

beforeAll(async () => {
  const db = await shopDb();
  const [staff, owner, shopper, variant] = await Promise.all([
    signedInStaff(db, 'staff'),
    signedInStaff(db, 'owner'),
    signedUpShopper('Huda', 'Mansoori'),
    variantWithStock(5),
  ]);
  staffMember = staff;
  const orderVariant = await variantWithStock(2);
  const order = await placedOrder(db, [{ variantId: orderVariant.id, quantity: 1 }], { email: shopper.email });
  const { rows } = await db.query<{ id: string }>('SELECT id FROM customers WHERE email = $1', [shopper.email]);
  world = {
    db,
    order: order.number,
    customerId: rows[0]!.id,
    variantId: variant.id,
    variantStock: 5,
    cookies: {
      nobody: {},
      shopper: { cookie: `session=${shopper.token}; signed_in=1` },
      staff: { cookie: staff.cookie },
      owner: { cookie: owner.cookie },
    },
  };
});

const pageModule = async (file: string) =>
  ((await import(join(PAGES, file))) as { default: AstroComponentFactory }).default;
const apiModule = async (file: string) => (await import(join(API, file))) as Partial<Record<'GET' | 'POST', APIRoute>>;

const isSignInRedirect = (answer: Response, path: string) =>
  answer.status === 303 && answer.headers.get('location') === `/admin/sign-in?next=${encodeURIComponent(path)}`;

describe('every route of the back office is in the matrix', () => {
  it('the pages on disk are the pages below, no more, no fewer', () => {
    expect(filesUnder(PAGES)).toEqual(Object.keys(PAGE_ROUTES).sort());
  });
  it('the API routes on disk are the routes below, no more, no fewer', () => {
    expect(filesUnder(API)).toEqual(Object.keys(API_ROUTES).sort());
  });
  it('each section of the menu needs the role the matrix gives its page', () => {
    for (const { path, ownerOnly } of ADMIN_SECTIONS) {
      const file =
        Object.entries(PAGE_ROUTES).find(([, route]) => route.path(world!).split('?')[0] === path)?.[0] ??
        `${path.slice('/admin/'.length)}/index.astro`;
      expect(PAGE_ROUTES[file]?.role, file).toBe(ownerOnly ? 'owner' : 'staff');
    }
  });
});

describe.each(Object.entries(PAGE_ROUTES).filter(([, r]) => r.role !== 'public'))('page %s', (file, route) => {
  const role = route.role as StaffRole;
  it.each(WHO)('GET as %s', async (who) => {
    const path = route.path(world);
    const answer = await renderPage(await pageModule(file), path, {
      params: route.params?.(world) ?? {},
      headers: world.cookies[who],
    });
    if (who === 'nobody' || who === 'shopper') {
      expect(isSignInRedirect(answer, path), `${answer.status} ${answer.headers.get('location')}`).toBe(true);
    } else if (!mayOpen(who, role)) {
      expect(answer.status).toBe(403);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).not.toContain('<main');
    } else {
      expect(answer.status).toBe(route.allowedStatus ?? 200);
    }
  });

  if (route.post) {
    it.each(WHO)('POST as %s', async (who) => {
      const path = route.path(world);
      const answer = await renderPage(await pageModule(file), path, {
        params: route.params?.(world) ?? {},
        headers: world.cookies[who],
        form: route.post,
      });
      if (who === 'nobody' || who === 'shopper') expect(isSignInRedirect(answer, path)).toBe(true);
      else if (!mayOpen(who, role)) expect(answer.status).toBe(403);
      else {
        // The role check passed: the screen itself answered, refusing the harmless sample form in its own words.
        expect([200, 303, 409, 422]).toContain(answer.status);
        expect(answer.headers.get('location') ?? '').not.toContain('/admin/sign-in');
      }
    });
  }
});

describe.each(Object.entries(API_ROUTES))('API %s', (file, route) => {
  it.each(WHO)('each method it takes, as %s', async (who) => {
    const module = await apiModule(file);
    const methods = (['GET', 'POST'] as const).filter((m) => module[m]);
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) {
      const answer = await call(module[method]!, route.path, {
        method,
        body: method === 'POST' ? route.body!(world) : undefined,
        headers: {
          ...(method === 'POST' ? { 'content-type': 'application/json', origin: ORIGIN } : {}),
          ...world.cookies[who],
        },
      });
      expect(answer.headers.get('cache-control'), `${method} as ${who}`).toBe('no-store');
      if (who === 'nobody' || who === 'shopper') {
        expect(answer.status, `${method} as ${who}`).toBe(401);
        expect(await answer.json()).toMatchObject({ code: 'staff_sign_in_needed' });
      } else if (!mayOpen(who, route.role)) {
        expect(answer.status, `${method} as ${who}`).toBe(403);
        expect(await answer.json()).toMatchObject({ code: 'not_allowed' });
      } else {
        expect(answer.status, `${method} as ${who}`).toBe(200);
        await answer.body?.cancel();
      }
    }
  });
});

describe('the sign-in screens are open to anyone, by design, and show nothing of the shop behind them', () => {
  const screen = async (file: string, path: string, who: Who, params: Record<string, string> = {}) =>
    renderPage(await pageModule(file), path, { params, headers: world.cookies[who] });

  it.each(['nobody', 'shopper'] as const)('as %s: the sign-in form; the next steps lead back to it', async (who) => {
    const signIn = await screen('sign-in.astro', '/admin/sign-in', who);
    expect(signIn.status).toBe(200);
    const html = await signIn.text();
    expect(html).toContain('name="password"');
    expect(html).not.toContain('/admin/orders/');
    for (const [file, path] of [
      ['second-step.astro', '/admin/second-step'],
      ['enrol.astro', '/admin/enrol'],
    ]) {
      const answer = await screen(file!, path!, who);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toMatch(/^\/admin\/sign-in\?next=/);
    }
    const invite = await screen('invite/[token].astro', '/admin/invite/not-a-real-token', who, {
      token: 'not-a-real-token',
    });
    expect(invite.status).toBe(200);
    expect(await invite.text()).toContain('name="password"');
  });

  it('the front door and the sign-out lead to the orders or the sign-in, whoever asks', async () => {
    for (const who of WHO) {
      const door = await screen('index.astro', '/admin', who);
      expect(door.status).toBe(303);
      expect(door.headers.get('location')).toBe('/admin/orders');
    }
    const out = await screen('sign-out.astro', '/admin/sign-out', 'nobody');
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/admin/sign-in');
  });

  it('a signed-in member of staff at the sign-in goes on to the orders', async () => {
    const answer = await screen('sign-in.astro', '/admin/sign-in', 'staff');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/admin/orders');
  });
});

describe('ids in paths reach only what the role may see', () => {
  const open = async (file: string, path: string, who: Who, params: Record<string, string>) =>
    renderPage(await pageModule(file), path, { params, headers: world.cookies[who] });

  it('a member of staff cannot open a customer by id, known or not; an owner gets 404 for an unknown one', async () => {
    const known = await open('customers/[id].astro', `/admin/customers/${world.customerId}`, 'staff', {
      id: world.customerId,
    });
    expect(known.status).toBe(403);
    expect(await known.text()).not.toContain('Mansoori');
    const unknown = await open('customers/[id].astro', '/admin/customers/nobody', 'staff', { id: 'nobody' });
    expect(unknown.status).toBe(403);
    const owners = await open(
      'customers/[id].astro',
      '/admin/customers/00000000-0000-0000-0000-000000000000',
      'owner',
      {
        id: '00000000-0000-0000-0000-000000000000',
      },
    );
    expect(owners.status).toBe(404);
  });

  it.each([['99999999'], ['0'], ['-1'], ['abc'], ['1e3'], ['%27%20OR%201=1']])(
    'order number %s that is no order: 404 for the order and its packing slip, never an error',
    async (number) => {
      const order = await open('orders/[number].astro', `/admin/orders/${number}`, 'staff', { number });
      expect(order.status).toBe(404);
      const slip = await open('orders/[number]/packing-slip.astro', `/admin/orders/${number}/packing-slip`, 'staff', {
        number,
      });
      expect(slip.status).toBe(404);
      const action = await renderPage(await pageModule('orders/[number].astro'), `/admin/orders/${number}`, {
        params: { number },
        headers: world.cookies.staff,
        form: { action: 'deliver' },
      });
      expect(action.status).toBe(404);
    },
  );
});

describe('the same-origin and body guard', () => {
  it('a cross-site call to the stock API is refused, with a staff session and all, and writes nothing', async () => {
    const { POST } = await apiModule('stock.ts');
    const foreign: Array<Record<string, string>> = [
      { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
    ];
    for (const headers of foreign) {
      const answer = await call(POST!, '/api/admin/stock', {
        method: 'POST',
        body: { variantId: world.variantId, expected: world.variantStock, next: 0 },
        headers: { ...headers, cookie: staffMember.cookie },
      });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ code: 'forbidden_origin' });
    }
    const form = await call(POST!, '/api/admin/stock', {
      method: 'POST',
      body: `variantId=${world.variantId}&expected=${world.variantStock}&next=0`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: staffMember.cookie },
    });
    expect(form.status).toBe(415);
    const { rows } = await world.db.query<{ n: number }>('SELECT available AS n FROM variants WHERE id = $1', [
      world.variantId,
    ]);
    expect(rows[0]?.n).toBe(world.variantStock);
  });

  it('a body over the limit is refused before it is read', async () => {
    const { POST } = await apiModule('stock.ts');
    const answer = await call(POST!, '/api/admin/stock', {
      method: 'POST',
      body: JSON.stringify({ variantId: 'x'.repeat(70 * 1024), expected: 1, next: 1 }),
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: staffMember.cookie },
    });
    expect(answer.status).toBe(413);
  });
});

describe('a member of staff who is removed', () => {
  it('is signed out at once: the next page is the sign-in and the next call a 401', async () => {
    const db = await shopDb();
    const leaving = await signedInStaff(db, 'staff');
    const headers = { cookie: leaving.cookie };
    const orders = await pageModule('orders/index.astro');
    expect((await renderPage(orders, '/admin/orders', { params: {}, headers })).status).toBe(200);

    const owner = await signedInStaff(db, 'owner');
    const removed = await renderPage(await pageModule('staff.astro'), '/admin/staff', {
      params: {},
      headers: { cookie: owner.cookie },
      form: { action: 'remove', id: leaving.staff.id },
    });
    expect(removed.status).toBe(200);

    expect(isSignInRedirect(await renderPage(orders, '/admin/orders', { params: {}, headers }), '/admin/orders')).toBe(
      true,
    );
    const { GET } = await apiModule('orders/newer.ts');
    expect((await call(GET!, '/api/admin/orders/newer?than=0', { headers })).status).toBe(401);
  });

  it('removed by the engine (as the command line removes), likewise', async () => {
    const db = await shopDb();
    const leaving = await signedInStaff(db, 'owner');
    await removeStaff(db, null, leaving.staff.id);
    const answer = await renderPage(await pageModule('audit.astro'), '/admin/audit', {
      params: {},
      headers: { cookie: leaving.cookie },
    });
    expect(isSignInRedirect(answer, '/admin/audit')).toBe(true);
  });
});
