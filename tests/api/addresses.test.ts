/**
 * Saved delivery addresses (docs/product.md §9 "Saved addresses"): GET and POST /api/addresses on the real
 * engine, with good and bad input and another customer's address; and the checkout saving one when asked.
 */
import { describe, expect, it } from 'vitest';
import { GET as listRoute, POST as changeRoute } from '#src/pages/api/addresses.ts';
import { addressMessages } from '#src/features/addresses/messages.ts';
import { accountLimits } from '#src/config/accounts.ts';
import { call } from './support/call.ts';
import { callSignedIn, signedUpShopper, type Shopper } from './support/accounts.ts';

const HOME = {
  name: 'Sara Haddad',
  phone: '050 123 4567',
  emirate: 'Dubai',
  area: 'Al Barsha',
  address: 'Villa 12, Street 4',
};

async function change(shopper: Shopper, body: unknown, headers: Record<string, string> = {}) {
  const response = await callSignedIn(changeRoute, '/api/addresses', shopper.token, { body, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function list(shopper: Shopper) {
  const response = await callSignedIn(listRoute, '/api/addresses', shopper.token, { method: 'GET' });
  return (await response.json()) as { addresses: Array<Record<string, unknown> & { id: number }> };
}

describe('saved addresses: /api/addresses', () => {
  it('adds an address by the checkout’s rules, lists it, changes it and deletes it', async () => {
    const sara = await signedUpShopper();
    expect(await list(sara)).toEqual({ addresses: [] });
    const added = await change(sara, { action: 'add', address: { ...HOME, name: '  Sara Haddad ' } });
    expect(added.status).toBe(200);
    const [home] = (added.body as Awaited<ReturnType<typeof list>>).addresses;
    expect(home).toEqual({ id: expect.any(Number), ...HOME, phone: '+971501234567' });
    // The same address again is kept once.
    expect(((await change(sara, { action: 'add', address: HOME })).body.addresses as unknown[]).length).toBe(1);

    const moved = await change(sara, { action: 'update', id: home!.id, address: { ...HOME, emirate: 'Sharjah' } });
    expect(moved.body).toEqual({ addresses: [{ ...home, emirate: 'Sharjah' }] });
    expect(await change(sara, { action: 'delete', id: home!.id })).toEqual({ status: 200, body: { addresses: [] } });
  });

  it('refuses what the checkout refuses, and stores nothing', async () => {
    const sara = await signedUpShopper();
    const bad: unknown[] = [
      { action: 'add', address: { ...HOME, phone: '12345' } },
      { action: 'add', address: { ...HOME, emirate: 'Muscat' } },
      { action: 'add', address: { ...HOME, area: 'A' } },
      { action: 'add', address: { ...HOME, address: 'x' } },
      { action: 'add', address: { ...HOME, name: 42 } },
      { action: 'add' },
      { action: 'update', id: '1', address: HOME },
      { action: 'delete', id: -1 },
      { action: 'burn', id: 1 },
      [HOME],
    ];
    for (const body of bad) expect((await change(sara, body)).status, JSON.stringify(body)).toBe(400);
    const malformed = await callSignedIn(changeRoute, '/api/addresses', sara.token, {
      body: '{"action":',
      headers: { 'accept-language': 'ar' },
    });
    expect([malformed.status, (await malformed.json()).error]).toEqual([400, 'البيانات ليست JSON صالحًا']);
    const phone = await change(sara, { action: 'add', address: { ...HOME, phone: '12345' } });
    expect(phone.body).toMatchObject({ code: 'invalid_body', issues: [{ path: 'address.phone' }] });
    expect(await list(sara)).toEqual({ addresses: [] });
  });

  it('never shows, changes or deletes another customer’s address', async () => {
    const sara = await signedUpShopper();
    const mona = await signedUpShopper('Mona', 'Saleh');
    const { addresses } = (await change(sara, { action: 'add', address: HOME })).body as Awaited<
      ReturnType<typeof list>
    >;
    const id = addresses[0]!.id;
    expect(await list(mona)).toEqual({ addresses: [] });
    const update = await change(mona, { action: 'update', id, address: { ...HOME, area: 'Deira' } });
    expect(update).toEqual({
      status: 404,
      body: { error: addressMessages.en.refusals.unknown_address, code: 'unknown_address' },
    });
    expect((await change(mona, { action: 'delete', id })).status).toBe(404);
    expect((await list(sara)).addresses).toEqual(addresses);
  });

  it('keeps at most the limit of addresses', async () => {
    const sara = await signedUpShopper();
    for (let i = 0; i < accountLimits.maxSavedAddresses; i++)
      expect(
        (await change(sara, { action: 'add', address: { ...HOME, address: `Villa ${i + 1}, Street 4` } })).status,
      ).toBe(200);
    const over = await change(
      sara,
      { action: 'add', address: { ...HOME, address: 'Villa 99, Street 4' } },
      {
        'accept-language': 'ar',
      },
    );
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('too_many_addresses');
    expect(over.body.error).toContain(String(accountLimits.maxSavedAddresses));
  });

  it('answers 401 without a session', async () => {
    const get = await call(listRoute, '/api/addresses');
    expect([get.status, (await get.json()).code]).toEqual([401, 'sign_in']);
    const post = await call(changeRoute, '/api/addresses', { body: { action: 'add', address: HOME } });
    expect([post.status, (await post.json()).error]).toEqual([401, addressMessages.en.refusals.sign_in]);
  });
});
