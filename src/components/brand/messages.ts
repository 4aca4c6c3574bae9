/**
 * The shop's own words that the shell and the pages both show: its tagline, and its stores as the footer
 * and the about page name them.
 */
import { brand, stores, type Store } from '#src/config/stores.ts';
import { defineMessages } from '#src/i18n/messages.ts';

export const brandMessages = defineMessages({
  en: { tagline: brand.tagline },
  ar: { tagline: 'ابتسامة مع كل خطوة' },
});

interface StoreWords {
  name: string;
  city: string;
  /** The address, line by line; the first names the building. */
  lines: readonly string[];
}

/** The stores in English are the config's own words (src/config/stores.ts), so a store is named in one place. */
const storesInEnglish = Object.fromEntries(
  stores.map((store): [Store['id'], StoreWords] => [
    store.id,
    { name: store.name, city: store.city, lines: store.addressLines },
  ]),
) as Record<Store['id'], StoreWords>;

/**
 * The stores as the footer and the about page name them, by store id: English from the shop's config, the
 * Arabic written here (a store the config adds without Arabic words fails the type check).
 */
export const storeMessages = defineMessages({
  en: storesInEnglish,
  ar: {
    1: {
      name: 'الوحدة مول',
      city: 'أبوظبي',
      lines: ['الوحدة مول، الطابق الأرضي', 'شارع هزاع بن زايد الأول', 'أبوظبي، الإمارات'],
    },
    2: {
      name: 'سيتي سنتر ديرة',
      city: 'دبي',
      lines: ['سيتي سنتر ديرة، المستوى 1', 'الشارع 8، بور سعيد', 'دبي، الإمارات'],
    },
    3: { name: 'مركز الغرير', city: 'دبي', lines: ['مركز الغرير، الطابق الأول', 'شارع الرقة، ديرة', 'دبي، الإمارات'] },
  },
});
