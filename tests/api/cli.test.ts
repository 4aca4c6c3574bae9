import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returns } from '#src/config/money.ts';
import type { Db } from '#src/commerce/db/index.ts';
import { LOCK_FILE } from '#src/commerce/db/lock.ts';
import { deliverOrder, shipOrder } from '#src/commerce/order-changes.ts';
import type { Order } from '#src/commerce/orders.ts';
import { openCommerce } from '#src/commerce/runtime.ts';
import { operatorSocketPath } from '#server/operator-call.ts';
import { startShop, type RunningShop } from '../support/server.ts';
import { seededDataDir } from '../support/seeded-data-dir.ts';
import { runShopCli, type CliResult } from '../support/operator-cli.ts';
import { freshEmail } from './support/accounts.ts';
import { shopDb } from './support/db.ts';
import { placedOrder, productWithSizes } from './support/orders.ts';

const dataDir = await seededDataDir('lucky-cli-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function shop(...args: string[]): Promise<CliResult> {
  return shopWith({ DATA_DIR: dataDir }, ...args);
}

function shopWith(vars: Record<string, string>, ...args: string[]): Promise<CliResult> {
  return runShopCli(vars, args);
}

/** A refusal: exit code 1 and one line. */
async function refused(args: string[]): Promise<string> {
  const result = await shop(...args);
  expect(result.code, args.join(' ')).toBe(1);
  return result.err.trim();
}

describe('the operator CLI (npm run shop)', { timeout: 600_000 }, () => {
  it('lists every command with its arguments', async () => {
    const help = await shop('help');
    expect(help.code).toBe(0);
    for (const usage of [
      'orders [--status STATUS]',
      'order <number>',
      'fulfil <number> [--carrier NAME] [--tracking NUMBER]',
      'deliver <number> [--on DATE]',
      'paid <number>',
      'cancel <number>',
      'return <number> <LINE[:PAIRS]>…',
      'exchange <number> <LINE> --size EU [--pairs N]',
      'codes',
      'code-add <CODE>',
      'code-disable <CODE>',
      'stock <variantId>',
      'stock-set <variantId> <count>',
      'outbox [--limit N] [--to EMAIL]',
      'email-clashes',
      'backup <FILE>',
      'restore <FILE>',
    ])
      expect(help.out).toContain(`  ${usage}`);
  });

  it('adds a discount code, says so, and lists it', async () => {
    const added = await shop('code-add', 'winter15', '--percent', '15', '--min', '200', '--limit', '30');
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toMatch(/^Added WINTER15\s+15% off\s+from AED 200.00\s+used 0 of 30/);
    expect((await shop('codes')).out).toContain('WINTER15');
    const disabled = await shop('code-disable', 'WINTER15');
    expect(disabled.out).toContain('Disabled: WINTER15');
  });

  it('refuses bad arguments with one clear line and a failing exit code', async () => {
    const cases: Array<[string[], string]> = [
      [['stock-set', 'P1000-BLA0-14', 'many'], 'the count must be a whole number from 0, got "many"'],
      [['code-add', 'SALE', '--percent', '10', '--fixed', '5'], 'give either --percent N or --fixed AED'],
      [['fulfil', 'abc'], 'give an order number like 1001 or #1001, got "abc"'],
      [['return', '1001'], 'name the lines returned, e.g. return 1001 2 or return 1001 1:2 3'],
      [['return', '1001', '2x'], 'name a line as LINE or LINE:PAIRS (e.g. 2 or 2:1), got "2x"'],
      [['exchange', '1001', '1'], '--size must be a whole number from 1, got ""'],
      [
        ['deliver', '1001', '--on', 'someday'],
        '--on must be a date like 2026-12-01 or 2026-12-01T18:00:00+04:00, got "someday"',
      ],
      [['stock-set', 'no-such-variant', '3'], 'no variant has the id no-such-variant'],
      [['launch-rockets'], 'unknown command "launch-rockets"'],
    ];
    // Side by side: only the unknown variant opens the database, the others are refused before that.
    const results = await Promise.all(cases.map(([args]) => shop(...args)));
    cases.forEach(([args, message], index) => {
      expect(results[index]!.code, args.join(' ')).toBe(1);
      expect(results[index]!.err.split('\n')[0], args.join(' ')).toBe(`shop: ${message}`);
    });
  });

  it('lists the e-mail addresses left in their old spelling, and says so when none waits', async () => {
    expect((await shop('email-clashes')).out.trim()).toBe(
      'No address waits: every stored address is in its normal spelling.',
    );
    const clashes = async (sql: string) => {
      const commerce = await openCommerce({ dataDir });
      await commerce.db.query(sql).finally(() => commerce.close());
    };
    await clashes(
      "INSERT INTO email_clashes (table_name, email, normalised) VALUES ('customers', 'Sara@X.ae', 'sara@x.ae')",
    );
    try {
      const listed = await shop('email-clashes');
      expect(listed.code).toBe(0);
      expect(listed.out.trim()).toBe('customers  Sara@X.ae  (normally sara@x.ae)');
      // Every opening of the database says how many wait, and names the command.
      expect(listed.err).toContain('npm run shop -- email-clashes lists them');
    } finally {
      await clashes('DELETE FROM email_clashes');
    }
  });

  it('stops with one line while another process holds the embedded database without serving', async () => {
    writeFileSync(join(dataDir, LOCK_FILE), `${process.pid}\n`);
    try {
      const result = await shop('orders');
      expect(result.code).toBe(1);
      expect(result.err.trim()).toBe(
        `shop: the data directory ${dataDir} is in use by process ${process.pid} ` +
          '(stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL server)',
      );
    } finally {
      rmSync(join(dataDir, LOCK_FILE));
    }
  });
});

describe('the order lifecycle from the CLI, with the shop stopped and running', { timeout: 600_000 }, () => {
  const backup = join(dataDir, 'backup.tar.gz');
  let running: RunningShop | null = null;
  // Placed with the shop stopped, through the engine on the shop's own data directory.
  let toShip: Order;
  let toCancel: Order;
  let lateReturn: Order;
  let hostile: Order;
  let sizes: { a: string; b: string; c: number; cId: string };
  let email: string;

  beforeAll(async () => {
    const commerce = await openCommerce({ dataDir, databaseUrl: undefined });
    const db: Db = commerce.db;
    try {
      const product = await productWithSizes(db, 4);
      const [a, b, c] = product.variants as [
        (typeof product.variants)[0],
        (typeof product.variants)[0],
        (typeof product.variants)[0],
      ];
      sizes = { a: a.id, b: b.id, c: c.size, cId: c.id };
      email = freshEmail();
      const lines = [
        { variantId: a.id, quantity: 1 },
        { variantId: b.id, quantity: 2 },
      ];
      toShip = await placedOrder(db, lines, { email });
      toCancel = await placedOrder(db, lines, { email, locale: 'ar' });
      lateReturn = await placedOrder(db, [{ variantId: a.id, quantity: 1 }], { email });
      // What a hostile shopper typed at checkout, written straight to the order: the CLI must cope with any
      // text the database holds, whatever checkout accepts.
      hostile = await placedOrder(db, [{ variantId: c.id, quantity: 1 }], { email: freshEmail() });
      await db.query('UPDATE orders SET customer_name = $2, address = $3 WHERE number = $1', [
        hostile.number,
        'Eve\x1b[2J\x1b[H\u202eNIMDA\u202c',
        'Villa 1\nOrder #1 paid\tDubai\u2066',
      ]);
      await shipOrder(db, lateReturn.number);
      await deliverOrder(db, lateReturn.number);
      // Delivered longer ago than the return window, which only the database itself can say.
      await db.query(`UPDATE orders SET delivered_at = now() - make_interval(days => $2) WHERE number = $1`, [
        lateReturn.number,
        returns.returnDays + 1,
      ]);
    } finally {
      await commerce.close();
    }
  });
  afterAll(async () => {
    await running?.stop();
  });

  let shownStopped = '';

  it('works on the data directory itself while no server runs', async () => {
    expect(existsSync(operatorSocketPath(dataDir))).toBe(false);
    const shipped = await shop('fulfil', String(toShip.number), '--carrier', 'Aramex', '--tracking', 'AX123');
    expect(shipped).toMatchObject({ code: 0, err: '' });
    expect(shipped.out).toBe(`Order ${toShip.name} is marked shipped; its status page now reads 'Shipped'.\n`);
    expect(await refused(['cancel', String(toShip.number)])).toBe(
      `shop: Order ${toShip.name} has already shipped; it can no longer be cancelled or shipped again.`,
    );
    shownStopped = (await shop('order', String(toShip.number))).out;
    expect(shownStopped).toContain('by Aramex, tracking AX123');
  });

  it('prints what shoppers wrote escaped: no escape sequence, line break or bidirectional control', async () => {
    // One after the other: with no server, each command opens the data directory itself.
    const outputs = [await shop('orders'), await shop('order', String(hostile.number))];
    for (const { code, out } of outputs) {
      expect(code).toBe(0);
      expect(out).not.toContain('\x1b');
      expect(out).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
      expect(out).toContain('Eve\\x1b[2J\\x1b[H\\u202eNIMDA\\u202c');
    }
    const [listed, shown] = outputs.map((result) => result.out.split('\n'));
    expect(listed!.filter((line) => line.includes(hostile.name))).toHaveLength(1);
    expect(shown).toContain(
      `  ${hostile.phone}; Villa 1\\x0aOrder #1 paid\\x09Dubai\\u2066, ${hostile.area}, ${hostile.emirate}`,
    );
  });

  it('sends its commands to the running server over the operator channel, with the same output', async () => {
    // The test project's own DATABASE_URL (memory://) would keep the server off the data directory.
    running = await startShop({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(existsSync(operatorSocketPath(dataDir))).toBe(true);
    // Commands that change nothing run side by side, as several operators' would.
    const [shownRunning, notDelivered, late, lateInArabic] = await Promise.all([
      shop('order', String(toShip.number)),
      refused(['return', String(toShip.number), '1']),
      refused(['return', String(lateReturn.number), '1']),
      refused(['--lang', 'ar', 'return', String(lateReturn.number), '1']),
    ]);
    expect(shownRunning.out).toBe(shownStopped);
    expect(notDelivered).toBe(`shop: Order ${toShip.name} has not been delivered yet.`);
    expect(late).toBe(
      `shop: Returns are accepted within ${returns.returnDays} days of delivery; that time has passed.`,
    );
    expect(lateInArabic).toBe(`shop: نقبل الإرجاع خلال ${returns.returnDays} أيام من التوصيل، وقد انقضت هذه المدة.`);
    const cancelled = await shop('cancel', String(toCancel.number));
    expect(cancelled.out).toBe(`Order ${toCancel.name} is cancelled; 3 pair(s) back in stock.\n`);
    expect((await shop('stock', sizes.b)).out).toMatch(/: 2 in stock\n$/);

    expect((await shop('deliver', String(toShip.number))).code).toBe(0);
    const returned = await shop('return', String(toShip.number), '2:1');
    expect(returned.code).toBe(0);
    expect(returned.out).toMatch(
      new RegExp(`^Return recorded on order ${toShip.name}: goods AED [\\d.,]+, restocking fee AED [\\d.,]+, due back`),
    );
    const exchanged = await shop('exchange', String(toShip.number), '1', '--size', String(sizes.c));
    expect(exchanged.out).toBe(`Exchange recorded on order ${toShip.name}: line 1 to EU ${sizes.c}.\n`);
    const [tooMany, alreadyShipped, isCancelled, noOrder, soldOut] = await Promise.all([
      refused(['return', String(toShip.number), '2:2']),
      refused(['cancel', String(toShip.number)]),
      refused(['fulfil', String(toCancel.number)]),
      refused(['paid', '999999']),
      shop('stock-set', sizes.cId, '0'),
    ]);
    expect(tooMany).toBe('shop: That is more pairs than are left to return or exchange on that line.');
    expect(alreadyShipped).toBe(
      `shop: Order ${toShip.name} has already shipped; it can no longer be cancelled or shipped again.`,
    );
    expect(isCancelled).toBe(`shop: Order ${toCancel.name} is cancelled.`);
    expect(noOrder).toBe('shop: There is no order #999999.');
    expect(soldOut.code).toBe(0);
    expect(await refused(['exchange', String(toShip.number), '2', '--size', String(sizes.c)])).toBe(
      'shop: The new size is sold out.',
    );
    const paid = await shop('paid', String(toShip.number));
    expect(paid.out).toMatch(new RegExp(`^Order ${toShip.name} is paid: AED [\\d.,]+ collected.\\n$`));
    expect(await refused(['return', String(toShip.number), '2:1'])).toBe(
      `shop: Order ${toShip.name} was paid cash on delivery: it can be exchanged, not returned.`,
    );

    const outbox = (await shop('outbox', '--to', email, '--limit', '20')).out;
    for (const kind of ['shipped', 'delivered', 'returned', 'exchanged', 'paid', 'cancelled'])
      expect(outbox, kind).toContain(` order-${kind} to ${email}`);
    expect(outbox).toContain(`تم إلغاء طلبك ${toCancel.name} من لاكي شوز`);

    // One log line per operator action, with no e-mail body in it.
    const operatorLines = running
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"operator"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(operatorLines).toContainEqual(expect.objectContaining({ op: 'shipOrder', outcome: 'order_cancelled' }));
    expect(operatorLines).toContainEqual(expect.objectContaining({ op: 'markOrderPaid', outcome: 'done' }));
    expect(running.output()).not.toContain('Restocking fee');
  });

  it('backs up the database while the server runs, and restores it into the stopped shop', async () => {
    const made = await shop('backup', backup);
    expect(made.out).toMatch(/^Backed up the database to .*backup\.tar\.gz \(\d+ KB\)\.\n$/);
    const before = (await shop('order', String(toShip.number))).out;
    expect(await refused(['restore', backup])).toMatch(/^shop: the data directory .* is in use by process \d+/);

    expect((await shop('code-add', 'AFTERBACKUP', '--fixed', '5')).code).toBe(0);
    await running!.stop();
    running = null;
    expect((await shop('codes')).out).toContain('AFTERBACKUP');
    // The same answer, now from the data directory opened by the CLI.
    expect((await shop('order', String(toShip.number))).out).toBe(before);

    const restored = await shop('restore', backup);
    expect(restored.code).toBe(0);
    expect(restored.out).toMatch(/^Restored .* the data it replaced is in .*pglite\.before-restore-/);
    expect((await shop('codes')).out).not.toContain('AFTERBACKUP');
    expect((await shop('order', String(toShip.number))).out).toBe(before);
    expect(await refused(['restore', join(dataDir, 'no-such.tar.gz')])).toBe(
      `shop: no backup file ${join(dataDir, 'no-such.tar.gz')}`,
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL?.startsWith('postgres'))(
  'the CLI on PostgreSQL',
  { timeout: 300_000 },
  () => {
    it('ships and cancels orders beside any server, refusing with the same words', async () => {
      const db = await shopDb();
      const product = await productWithSizes(db, 4);
      const order = await placedOrder(db, [{ variantId: product.variants[0]!.id, quantity: 1 }]);
      const vars = { DATABASE_URL: process.env.DATABASE_URL! };
      expect((await shopWith(vars, 'fulfil', String(order.number))).code).toBe(0);
      const refusal = await shopWith(vars, 'cancel', String(order.number));
      expect(refusal.err.trim()).toBe(
        `shop: Order ${order.name} has already shipped; it can no longer be cancelled or shipped again.`,
      );
      expect((await shopWith(vars, 'backup', join(dataDir, 'pg.tar.gz'))).err.trim()).toBe(
        'shop: backup copies the embedded database; for PostgreSQL use pg_dump',
      );
    });
  },
);
