/** The address book's copy in one language: its own texts with the checkout's field labels and errors. */
import { accountLimits } from '#src/config/accounts.ts';
import { checkoutMessages } from '#src/features/checkout/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { plural } from '#src/i18n/messages.ts';
import { addressMessages } from './messages.ts';

export function addressBookText(locale: Locale) {
  const c = checkoutMessages[locale];
  return {
    ...addressMessages[locale],
    full: plural(locale, addressMessages[locale].full, accountLimits.maxSavedAddresses),
    fields: {
      name: c.name,
      phone: c.phone,
      phoneHint: c.phoneHint,
      emirate: c.emirate,
      chooseEmirate: c.chooseEmirate,
      area: c.area,
      address: c.address,
    },
    errors: {
      name: c.errors.name,
      phone: c.errors.phone,
      emirate: c.errors.emirate,
      area: c.errors.area,
      address: c.errors.address,
    },
    emirates: c.emirates,
  };
}

export type AddressBookText = ReturnType<typeof addressBookText>;
