/**
 * The catalogue's vocabulary in both languages: the names of ages, types, trends, colours, genders and
 * brands, and the badges on cards. Listings, filters, cards, product pages and the search read them here.
 */
import type { AgeGroup, Brand, Color, Gender, ProductType, Trend } from '#src/config/catalogue.ts';
import { defineMessages } from '#src/i18n/messages.ts';

interface Vocabulary {
  ageGroups: Record<AgeGroup, string>;
  productTypes: Record<ProductType, string>;
  trends: Record<Trend, string>;
  colors: Record<Color, string>;
  genders: Record<Gender, string>;
  brands: Record<Brand, string>;
  trendBanners: Record<Trend, string>;
  badges: { luckyChoice: string; sale: string; newArrivals: string; kidsKing: string };
}

export const catalogueMessages = defineMessages<Vocabulary>({
  en: {
    ageGroups: { babies: 'Babies', toddlers: 'Toddlers', kids: 'Kids', teens: 'Teens' },
    productTypes: {
      boots: 'Boots',
      sportsShoes: 'Sports Shoes',
      sandals: 'Sandals',
      slippers: 'Slippers',
      sneakers: 'Sneakers',
      basketballShoes: 'Basketball Shoes',
      schoolShoes: 'School Shoes',
      others: 'Others',
    },
    trends: { newArrivals: 'New Arrivals', sale: 'Sale', bestSellers: 'Best Sellers' },
    colors: {
      black: 'Black',
      pink: 'Pink',
      red: 'Red',
      brown: 'Brown',
      grey: 'Grey',
      yellow: 'Yellow',
      blue: 'Blue',
      green: 'Green',
      gold: 'Gold',
      beige: 'Beige',
      purple: 'Purple',
      silver: 'Silver',
      white: 'White',
    },
    genders: { boys: 'Boys', girls: 'Girls', unisex: 'Unisex' },
    brands: { luckyShoes: 'Lucky Shoes', kidsKing: 'Kids King' },
    trendBanners: {
      newArrivals: 'Just landed: fresh styles for every age, from first steps to the school run.',
      sale: 'Favourites at reduced prices, while stocks last.',
      bestSellers: 'The pairs parents across the UAE buy again and again.',
    },
    badges: { luckyChoice: 'LUCKY CHOICE', sale: 'SALE', newArrivals: 'NEW ARRIVAL', kidsKing: 'KIDS KING' },
  },
  ar: {
    ageGroups: { babies: 'الرضّع', toddlers: 'الأطفال الصغار', kids: 'الأطفال', teens: 'المراهقون' },
    productTypes: {
      boots: 'أحذية بوت',
      sportsShoes: 'أحذية رياضية',
      sandals: 'صنادل',
      slippers: 'شباشب',
      sneakers: 'سنيكرز',
      basketballShoes: 'أحذية كرة السلة',
      schoolShoes: 'أحذية مدرسية',
      others: 'أخرى',
    },
    trends: { newArrivals: 'وصل حديثًا', sale: 'تخفيضات', bestSellers: 'الأكثر مبيعًا' },
    colors: {
      black: 'أسود',
      pink: 'وردي',
      red: 'أحمر',
      brown: 'بني',
      grey: 'رمادي',
      yellow: 'أصفر',
      blue: 'أزرق',
      green: 'أخضر',
      gold: 'ذهبي',
      beige: 'بيج',
      purple: 'بنفسجي',
      silver: 'فضي',
      white: 'أبيض',
    },
    genders: { boys: 'أولاد', girls: 'بنات', unisex: 'للجنسين' },
    brands: { luckyShoes: 'لاكي شوز', kidsKing: 'كيدز كينج' },
    trendBanners: {
      newArrivals: 'وصل للتو: موديلات جديدة لكل الأعمار، من الخطوات الأولى حتى طريق المدرسة.',
      sale: 'مفضّلات طفلك بأسعار مخفّضة، حتى نفاد الكمية.',
      bestSellers: 'الأحذية التي يشتريها الآباء والأمهات في كل أنحاء الإمارات مرة بعد مرة.',
    },
    badges: { luckyChoice: 'اختيار لاكي', sale: 'تخفيض', newArrivals: 'وصل حديثًا', kidsKing: 'كيدز كينج' },
  },
});

export type CatalogueMessages = (typeof catalogueMessages)['en'];

/** The catalogue API's refusals (`error`; the `code` beside it is the same in both languages). */
export const catalogueApiMessages = defineMessages({
  en: { unknownTag: 'No products found. Unknown tag.', unknownTitle: 'No products found.' },
  ar: { unknownTag: 'لم نجد منتجات. هذا التصنيف غير معروف.', unknownTitle: 'لم نجد منتجات.' },
});
