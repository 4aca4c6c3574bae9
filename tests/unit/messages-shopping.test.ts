import { describe, expect, it } from 'vitest';
import { cardMessages } from '#src/components/product/messages.ts';
import { browseMessages, listingMessages } from '#src/features/listing/messages.ts';
import { productMessages } from '#src/features/product/messages.ts';
import { searchMessages } from '#src/features/search/messages.ts';
import { placeholders } from '#src/i18n/messages.ts';

/** Every text of an edition with its path, plural forms included ('count.other', 'count.few'…). */
function texts(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
}

/** The placeholders of each message: a plural's forms together, as a form may leave {count} out ('منتجان'). */
function placeholdersOf(edition: unknown): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [path, text] of texts(edition)) {
    const message = path.replace(/\.(zero|one|two|few|many|other)$/, '');
    const names = found.get(message) ?? new Set<string>();
    for (const name of placeholders(text)) if (name !== 'count') names.add(name);
    found.set(message, names);
  }
  return found;
}

describe.each([
  ['product page', productMessages],
  ['listing page', listingMessages],
  ['listing and search islands', browseMessages],
  ['search page', searchMessages],
  ['product cards', cardMessages],
])('the %s copy', (_, messages) => {
  it('fills the same placeholders in English and Arabic', () => {
    const en = placeholdersOf(messages.en);
    const ar = placeholdersOf(messages.ar);
    expect([...ar.keys()]).toEqual([...en.keys()]);
    for (const [message, names] of en) expect([...ar.get(message)!].sort(), message).toEqual([...names].sort());
  });
});
