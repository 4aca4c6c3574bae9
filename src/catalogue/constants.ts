/** The maps served by GET /api/constants, built from the shop config (tag → label, in a language). */
import { AGE_GROUPS, PRODUCT_TYPES, TRENDS } from '../config/catalogue.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { catalogueMessages } from './messages.ts';

export interface ShopConstants {
  ageGroup: Record<string, string>;
  trends: Record<string, string>;
  productType: Record<string, string>;
}

export function shopConstants(locale: Locale = DEFAULT_LOCALE): ShopConstants {
  const t = catalogueMessages[locale];
  return {
    ageGroup: Object.fromEntries(AGE_GROUPS.map((g) => [g, t.ageGroups[g]])),
    trends: Object.fromEntries(TRENDS.map((trend) => [trend, t.trends[trend]])),
    productType: Object.fromEntries(PRODUCT_TYPES.map((type) => [type, t.productTypes[type]])),
  };
}
