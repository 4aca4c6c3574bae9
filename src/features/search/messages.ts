/** The search page's copy (docs/product.md §2 "Search"); its results use the listings' words (browseText). */
import { defineMessages } from '#src/i18n/messages.ts';

export const searchMessages = defineMessages({
  en: {
    title: 'Search',
    titleFor: 'Search: {query}',
    description: 'Search Lucky Shoes by style, type, colour, age group or brand.',
    label: 'Search products',
    placeholder: 'Search sneakers, sandals, pink, kids…',
    clear: 'Clear search',
    cancel: 'cancel',
    or: 'OR',
    categories: 'Shop by category',
    ageGroups: 'Age groups',
    ageBand: '{min}-{max}',
    trends: 'Sale & Trending',
    noResults: "Sorry, we couldn't find any matching results for this search.",
    suggestion: 'These categories might interest you.',
  },
  ar: {
    title: 'البحث',
    titleFor: 'البحث: {query}',
    description: 'ابحث في لاكي شوز حسب الموديل أو النوع أو اللون أو الفئة العمرية أو العلامة التجارية.',
    label: 'ابحث عن المنتجات',
    placeholder: 'ابحث عن سنيكرز، صنادل، وردي، أطفال…',
    clear: 'مسح البحث',
    cancel: 'إلغاء',
    or: 'أو',
    categories: 'تسوّق حسب الفئة',
    ageGroups: 'الفئات العمرية',
    ageBand: '{min}-{max}',
    trends: 'التخفيضات والرائج',
    noResults: 'عذرًا، لم نجد نتائج تطابق بحثك.',
    suggestion: 'قد تعجبك هذه الفئات.',
  },
});

export type SearchMessages = (typeof searchMessages)['en'];
