/** The address book's copy in one language: its own texts with the checkout's field labels and errors. */
import { checkoutMessages } from '#src/features/checkout/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { addressMessages } from './messages.ts';

export function addressBookText(locale: Locale) {
  const c = checkoutMessages[locale];
  return {
    ...addressMessages[locale],
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
