/** The maps served by GET /api/constants, built from the shop config (tag → label). */
import { AGE_GROUPS, PRODUCT_TYPES, TRENDS } from '../config/shop.ts';
import { ageGroupLabels, productTypeLabels, trendLabels } from '../i18n/messages.en.ts';

export interface ShopConstants {
  ageGroup: Record<string, string>;
  trends: Record<string, string>;
  productType: Record<string, string>;
}

export function shopConstants(): ShopConstants {
  return {
    ageGroup: Object.fromEntries(AGE_GROUPS.map((g) => [g, ageGroupLabels[g]])),
    trends: Object.fromEntries(TRENDS.map((t) => [t, trendLabels[t]])),
    productType: Object.fromEntries(PRODUCT_TYPES.map((t) => [t, productTypeLabels[t]])),
  };
}
