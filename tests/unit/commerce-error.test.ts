/**
 * A refusal of the commerce engine stays a CommerceError across the two copies
 * of its module the server holds (Node's and the Astro bundle's).
 */
import { describe, expect, it } from 'vitest';
import { CommerceError } from '#src/commerce/errors.ts';
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
