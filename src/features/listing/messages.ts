/**
 * The listings' copy (docs/product.md §2 "Listing", §9 "Filter"). `listingMessages` is read by the
 * pre-rendered page (titles, descriptions, breadcrumb, banners); `browseMessages` is what the listing
 * and search islands show (count, filter, sort, pages, promotional block), passed to them as part of
 * their `t`, with the catalogue's vocabulary and the cards' words (see browseText()).
 */
import { cardText, type CardText } from '#src/components/product/messages.ts';
import { catalogueMessages } from '#src/catalogue/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { defineMessages } from '#src/i18n/messages.ts';

export const listingMessages = defineMessages({
  en: {
    home: 'HOME',
    products: 'Products',
    /** A listing narrowed to a trend or type, as its heading: 'Kids: Sneakers'. */
    heading: '{group}: {tag}',
    /** …and as its page title: 'Sneakers for Kids'. */
    subTitle: '{tag} for {group}',
    luckyChoice: 'LUCKY CHOICE',
    ageBand: '{label} {min}-{max}',
    ageIntro: 'Shoes for {label} aged {ages}, in EU sizes {minSize} to {maxSize}.',
    meta: {
      babies: {
        title: 'Baby Shoes',
        description:
          'Soft, flexible first shoes for babies aged {ages}: pre-walkers, booties and sandals, delivered ' +
          'next day across the UAE.',
      },
      toddlers: {
        title: 'Toddler Shoes',
        description:
          'Sturdy, easy-on shoes for toddlers aged {ages}: sneakers, sandals and boots for first ' +
          'adventures, delivered next day in the UAE.',
      },
      kids: {
        title: 'Kids Shoes',
        description:
          'Shoes for kids aged {ages}: school shoes, sneakers, sports shoes and sandals that keep up with ' +
          'every playground, delivered next day in the UAE.',
      },
      teens: {
        title: 'Teen Shoes',
        description:
          'Shoes for teens aged {ages}: sneakers, basketball and sports shoes in the styles they want, ' +
          'delivered next day across the UAE.',
      },
      newArrivals: {
        title: 'New Arrivals',
        description: 'The newest shoes for babies, toddlers, kids and teens, just landed at Lucky Shoes.',
      },
      sale: {
        title: 'Sale',
        description:
          "Children's shoes on sale: sneakers, sandals, school shoes and more at reduced prices, while stocks last.",
      },
      default: {
        title: "Children's Shoes",
        description:
          'Shoes for babies, toddlers, kids and teens from Lucky Shoes and Kids King, delivered next day across ' +
          'the UAE.',
      },
    },
  },
  ar: {
    home: 'الرئيسية',
    products: 'المنتجات',
    heading: '{group}: {tag}',
    subTitle: '{tag} - {group}',
    luckyChoice: 'اختيار لاكي',
    ageBand: '{label} {min}-{max}',
    ageIntro: 'أحذية لفئة {label} {ages}، بمقاسات EU من {minSize} إلى {maxSize}.',
    meta: {
      babies: {
        title: 'أحذية الرضّع',
        description:
          'أحذية أولى ناعمة ومرنة للرضّع {ages}: أحذية ما قبل المشي والجوارب الحذائية والصنادل، ' +
          'بتوصيل في اليوم التالي داخل الإمارات.',
      },
      toddlers: {
        title: 'أحذية الأطفال الصغار',
        description:
          'أحذية متينة وسهلة اللبس للأطفال الصغار {ages}: سنيكرز وصنادل وأحذية طويلة لمغامراتهم ' +
          'الأولى، بتوصيل في اليوم التالي داخل الإمارات.',
      },
      kids: {
        title: 'أحذية الأطفال',
        description:
          'أحذية للأطفال {ages}: أحذية مدرسية وسنيكرز وأحذية رياضية وصنادل تواكب كل ملعب، ' +
          'بتوصيل في اليوم التالي داخل الإمارات.',
      },
      teens: {
        title: 'أحذية المراهقين',
        description:
          'أحذية للمراهقين {ages}: سنيكرز وأحذية كرة السلة والأحذية الرياضية بالموديلات التي ' +
          'يحبونها، بتوصيل في اليوم التالي داخل الإمارات.',
      },
      newArrivals: {
        title: 'وصل حديثًا',
        description: 'أحدث الأحذية للرضّع والأطفال الصغار والأطفال والمراهقين، وصلت للتو إلى لاكي شوز.',
      },
      sale: {
        title: 'تخفيضات',
        description: 'أحذية أطفال بأسعار مخفّضة: سنيكرز وصنادل وأحذية مدرسية وغيرها، حتى نفاد الكمية.',
      },
      default: {
        title: 'أحذية الأطفال',
        description:
          'أحذية للرضّع والأطفال الصغار والأطفال والمراهقين من لاكي شوز وكيدز كينج، بتوصيل في اليوم التالي ' +
          'داخل الإمارات.',
      },
    },
  },
});

export const browseMessages = defineMessages({
  en: {
    // docs/product.md quotes these to the letter, for one product as for many.
    count: { one: '{count} PRODUCTS', other: '{count} PRODUCTS' },
    showing: { one: 'Showing {count} product results', other: 'Showing {count} product results' },
    results: { one: '{count} product results', other: '{count} product results' },
    noProducts: 'No Products Found',
    filterAndSort: 'Filter and Sort',
    filters: 'Filters',
    sortBy: 'SORT BY',
    filterBy: 'FILTER BY',
    back: 'Back: close without changes',
    clear: 'clear',
    apply: 'apply',
    clearGroup: 'Clear {group}',
    chosenFilters: 'Chosen filters',
    removeFilter: 'Remove {label}',
    clearAll: 'Clear all',
    groups: {
      trend: 'SALE & TRENDING',
      age: 'AGE GROUP',
      type: 'TYPE',
      gender: 'GENDER',
      brand: 'BRAND',
      color: 'COLOR',
      size: 'SIZE',
    },
    ageBand: '{label} {min}-{max}',
    sizeOption: 'EU {size}',
    optionCount: '({count})',
    optionLabel: { one: '{label}, {count} product', other: '{label}, {count} products' },
    sorts: {
      relevance: 'Best match',
      newest: 'Newest',
      'price-asc': 'Price: Low to High',
      'price-desc': 'Price: High to Low',
    },
    pages: 'Pages',
    previousPage: 'Previous',
    nextPage: 'Next',
    pageLabel: 'Page {page} of {total}',
    promo: {
      title: 'Finding the Perfect size for your kids',
      text: 'Measure at home in two minutes with our size guide.',
      action: 'check size guide',
      shipping: 'Free shipping from {amount}',
    },
  },
  ar: {
    count: {
      zero: 'لا توجد منتجات',
      one: 'منتج واحد',
      two: 'منتجان',
      few: '{count} منتجات',
      many: '{count} منتجًا',
      other: '{count} منتج',
    },
    showing: {
      zero: 'لا توجد نتائج',
      one: 'نتيجة واحدة',
      two: 'نتيجتان',
      few: 'عرض {count} نتائج',
      many: 'عرض {count} نتيجة',
      other: 'عرض {count} نتيجة',
    },
    results: {
      zero: 'لا توجد نتائج',
      one: 'نتيجة واحدة',
      two: 'نتيجتان',
      few: '{count} نتائج',
      many: '{count} نتيجة',
      other: '{count} نتيجة',
    },
    noProducts: 'لم نجد منتجات',
    filterAndSort: 'التصفية والترتيب',
    filters: 'عوامل التصفية',
    sortBy: 'ترتيب حسب',
    filterBy: 'تصفية حسب',
    back: 'رجوع: إغلاق دون تغيير',
    clear: 'مسح',
    apply: 'تطبيق',
    clearGroup: 'مسح {group}',
    chosenFilters: 'عوامل التصفية المختارة',
    removeFilter: 'إزالة {label}',
    clearAll: 'مسح الكل',
    groups: {
      trend: 'التخفيضات والرائج',
      age: 'الفئة العمرية',
      type: 'النوع',
      gender: 'الجنس',
      brand: 'العلامة التجارية',
      color: 'اللون',
      size: 'المقاس',
    },
    ageBand: '{label} {min}-{max}',
    sizeOption: '\u2066EU {size}\u2069',
    optionCount: '({count})',
    optionLabel: {
      zero: '{label}، لا منتجات',
      one: '{label}، منتج واحد',
      two: '{label}، منتجان',
      few: '{label}، {count} منتجات',
      many: '{label}، {count} منتجًا',
      other: '{label}، {count} منتج',
    },
    sorts: {
      relevance: 'الأكثر تطابقًا',
      newest: 'الأحدث',
      'price-asc': 'السعر: من الأقل إلى الأعلى',
      'price-desc': 'السعر: من الأعلى إلى الأقل',
    },
    pages: 'الصفحات',
    previousPage: 'السابق',
    nextPage: 'التالي',
    pageLabel: 'الصفحة {page} من {total}',
    promo: {
      title: 'اختر المقاس المثالي لطفلك',
      text: 'قِس قدم طفلك في البيت خلال دقيقتين مع دليل المقاسات.',
      action: 'اطّلع على دليل المقاسات',
      shipping: 'توصيل مجاني من {amount}',
    },
  },
});

export type BrowseMessages = (typeof browseMessages)['en'];

type Vocabulary = (typeof catalogueMessages)['en'];

/** Everything the listing and search islands show in one language: one prop, no other language shipped. */
export interface BrowseText extends BrowseMessages {
  vocabulary: Pick<Vocabulary, 'trends' | 'ageGroups' | 'productTypes' | 'genders' | 'brands' | 'colors'>;
  card: CardText;
}

export function browseText(locale: Locale): BrowseText {
  const { trends, ageGroups, productTypes, genders, brands, colors } = catalogueMessages[locale];
  return {
    ...browseMessages[locale],
    vocabulary: { trends, ageGroups, productTypes, genders, brands, colors },
    card: cardText(locale),
  };
}
