/**
 * A refusal of the commerce engine stays a CommerceError across the two copies
 * of its module the server holds (Node's and the Astro bundle's), and every error
 * class that registered comes back as itself from another thread.
 */
import { describe, expect, it } from 'vitest';
import { FeedError } from '#src/catalogue/load.server.ts';
import { DatabaseSetupError, TransactionClosed, TransactionRolledBack } from '#src/commerce/db/types.ts';
import { CommerceError, OrderRefusal, ServerBusy } from '#src/commerce/errors.ts';
import { crossesThreads, errorFromWire, errorToWire, type ErrorOnTheWire } from '#src/config/wire-errors.ts';
import type * as Errors from '#src/commerce/errors.ts';

describe('CommerceError', () => {
  it('is recognised when another copy of its module made it', async () => {
    // A query makes the module loader load the file a second time, as a bundle would.
    const anotherCopy = '../../src/commerce/errors.ts?another-copy';
    const copy = (await import(/* @vite-ignore */ anotherCopy)) as typeof Errors;
    expect(copy.CommerceError).not.toBe(CommerceError);
    const refusal = new copy.CommerceError('cart_not_found', 'This cart does not exist');
    expect(refusal).toBeInstanceOf(CommerceError);
    expect(refusal).toBeInstanceOf(Error);
  });

  it('is not any error that merely carries its name', () => {
    const lookalike = Object.assign(new Error('This cart does not exist'), {
      name: 'CommerceError',
      code: 'cart_not_found',
    });
    expect(lookalike).not.toBeInstanceOf(CommerceError);
    expect(new Error('boom')).not.toBeInstanceOf(CommerceError);
    expect(null).not.toBeInstanceOf(CommerceError);
  });
});

describe('an error crossing to another thread', () => {
  const crossing = [
    new CommerceError('out_of_stock', 'Only 2 left'),
    new OrderRefusal('order_already_shipped', 'Order 1042 has shipped'),
    new ServerBusy(),
    new DatabaseSetupError('DATABASE_URL must be postgres:// or memory://'),
    new TransactionRolledBack(),
    new TransactionClosed(),
    new FeedError('catalogue feed: product p1, field price: expected a number'),
  ];

  it.each(crossing.map((error) => ({ name: error.name, error })))('comes back as the same $name', ({ error }) => {
    // As plain data through JSON, stricter than the structured clone of the engine's thread.
    const wire = JSON.parse(JSON.stringify(errorToWire(error))) as ErrorOnTheWire;
    const back = errorFromWire(wire);
    expect(back.constructor).toBe(error.constructor);
    expect(back).toMatchObject({ name: error.name, message: error.message, stack: error.stack });
    expect((back as { code?: unknown }).code).toBe((error as { code?: unknown }).code);
  });

  it('comes back as a plain Error with its name and message when its class did not register', () => {
    const failure = Object.assign(new Error('relation "carts" does not exist'), { code: '42P01' });
    failure.name = 'DatabaseError';
    const back = errorFromWire(errorToWire(failure));
    expect(back.constructor).toBe(Error);
    expect(back).toMatchObject({ name: 'DatabaseError', message: 'relation "carts" does not exist' });
    expect(errorToWire(failure).code).toBeUndefined();
  });

  it('needs only the registration beside a new class', () => {
    class ParcelLost extends Error {
      override name = 'ParcelLost';
      readonly code: string;
      constructor(code: string, message: string) {
        super(message);
        this.code = code;
      }
    }
    crossesThreads('ParcelLost', ({ code, message }) => new ParcelLost(code ?? 'unknown', message));
    const back = errorFromWire(errorToWire(new ParcelLost('aramex_lost', 'Parcel 77 was lost')));
    expect(back.constructor).toBe(ParcelLost);
    expect(back).toMatchObject({ code: 'aramex_lost', message: 'Parcel 77 was lost' });
  });
});
