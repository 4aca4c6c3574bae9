/**
 * The shell names the shop's stores, brand and contact as src/config/stores.ts holds them (docs/product.md §9):
 * its copy carries placeholders and Arabic words, never a second English copy of the config.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand, contact, stores } from '#src/config/stores.ts';
import { storeMessages } from '#src/components/brand/messages.ts';
import { shellMessages } from '#src/layouts/shell/messages.ts';
import { fill } from '#src/i18n/messages.ts';

const source = readFileSync(join(import.meta.dirname, '../../src/layouts/shell/messages.ts'), 'utf8');

describe("the shell's copy", () => {
  it('writes none of the names the config holds', () => {
    const names = [
      brand.name,
      brand.secondBrand,
      contact.email,
      contact.phone,
      ...stores.flatMap((store) => [store.name, ...store.addressLines]),
    ];
    for (const name of names) expect(source, name).not.toContain(name);
  });

  it('names each store in English as the config does, and in Arabic for every store the config has', () => {
    for (const store of stores) {
      expect(storeMessages.en[store.id]).toEqual({ name: store.name, city: store.city, lines: store.addressLines });
      expect(storeMessages.ar[store.id].name).toMatch(/[\u0600-\u06ff]/);
      expect(storeMessages.ar[store.id].lines).toHaveLength(store.addressLines.length);
    }
  });

  it("names the home link with the config's brand in both languages", () => {
    expect(fill(shellMessages.en.homeLink, { name: brand.name })).toBe(`${brand.name}, home`);
    expect(fill(shellMessages.ar.homeLink, { name: brand.name })).toBe(`${brand.name}، الصفحة الرئيسية`);
  });
});
