/**
 * Product cards and prices, wherever they show (docs/product.md §9 "Product card"). A card also names
 * colours and badges: cardText() bundles those from the catalogue's vocabulary, so a grid gets every word
 * it shows in one prop.
 */
import { catalogueMessages } from '#src/catalogue/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { defineMessages } from '#src/i18n/messages.ts';

export const cardMessages = defineMessages({
  en: {
    opensInNewTab: '(opens in a new tab)',
    originalPrice: 'Original price',
    salePrice: 'Sale price',
    colours: 'Colours',
    colourOf: '{title} in {colour}',
    moreColours: '+{count} MORE',
    moreColoursLabel: { one: '{count} more colour', other: '{count} more colours' },
    /** The heart's name; whether it is saved is its pressed state. */
    saveToWishlist: 'Save {title} to your wishlist',
  },
  ar: {
    opensInNewTab: '(يفتح في علامة تبويب جديدة)',
    originalPrice: 'السعر الأصلي',
    salePrice: 'سعر التخفيض',
    colours: 'الألوان',
    colourOf: '{title} بلون {colour}',
    moreColours: '+{count} أخرى',
    moreColoursLabel: {
      zero: 'لا ألوان أخرى',
      one: 'لون آخر واحد',
      two: 'لونان آخران',
      few: '{count} ألوان أخرى',
      many: '{count} لونًا آخر',
      other: '{count} لون آخر',
    },
    saveToWishlist: 'احفظ {title} في قائمة أمنياتك',
  },
});

export type CardMessages = (typeof cardMessages)['en'];

/** The labels a price reads out before a sale price and a struck-through one. */
export type PriceText = Pick<CardMessages, 'salePrice' | 'originalPrice'>;

/** Every word a product card shows in one language: its own texts, colour names and badges. */
export interface CardText extends CardMessages {
  colors: (typeof catalogueMessages)['en']['colors'];
  badges: (typeof catalogueMessages)['en']['badges'];
}

export function cardText(locale: Locale): CardText {
  const { colors, badges } = catalogueMessages[locale];
  return { ...cardMessages[locale], colors, badges };
}
