import { describe, expect, it } from 'vitest';
import { apiMessages } from '#src/api/messages.ts';
import { resetMailMessages } from '#src/commerce/accounts/reset-mail.ts';
import { accountMessages } from '#src/features/account/messages.ts';
import { placeholders } from '#src/i18n/messages.ts';

/** Every text of an edition with its place: 'refusals.body_too_large' → 'The body is larger than {kb} KB'. */
function texts(edition: unknown, at = ''): Array<[string, string]> {
  if (typeof edition === 'string') return [[at, edition]];
  return Object.entries(edition as object).flatMap(([key, value]) => texts(value, at ? `${at}.${key}` : key));
}

describe.each([
  ['the account screens', accountMessages],
  ['the API refusals', apiMessages],
  ['the reset e-mail', resetMailMessages],
])('the messages of %s', (_, messages) => {
  it('use the same placeholders in English and Arabic', () => {
    const arabic = new Map(texts(messages.ar));
    for (const [at, english] of texts(messages.en)) {
      if (/\.(one|two|few|many|zero)$/.test(at)) continue; // plural forms differ by language
      expect(placeholders(arabic.get(at) ?? '').sort(), at).toEqual(placeholders(english).sort());
    }
  });
});
