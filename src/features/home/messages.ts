/** The home page's copy and its 'Offer details' dialog (docs/product.md §2 "Home" quotes the English). */
import { defineMessages } from '#src/i18n/messages.ts';

export const homeMessages = defineMessages({
  en: {
    title: "Kids' shoes in the UAE",
    description:
      'Shoes for babies, toddlers, kids and teens in the UAE: sneakers, sandals, school shoes and boots, with ' +
      'next-day delivery and free shipping from {freeFrom}.',
    heroLabel: 'Highlights',
    shopNow: 'shop now',
    heroText: 'Comfy, colourful shoes for every age, from first steps to the school run.',
    shopByAges: 'SHOP BY AGES',
    bestSellers: 'BEST SELLERS',
    newArrivals: 'NEW ARRIVALS',
    shopMore: 'shop more',
    collectionsLabel: 'Collections',
    /** The collection banners' call to action, its arrow pointing the way the line reads. */
    shopNowArrow: 'shop now →',
    collections: {
      teensSneakers: { title: 'Teens Sneakers', text: 'Street-ready pairs for big steps.' },
      kidsSandals: { title: 'Kids Sandals', text: 'Cool feet for sunny days.' },
      kidsSneakers: { title: 'Kids Sneakers', text: 'Made to run, jump and play.' },
    },
    marketingLine: 'At Lucky Shoes, we bring fit, function, & fashion to footwear.',
    marketing: {
      fit: { title: 'Fit', text: 'Sizes by age band, EU 14 to 42, with a size guide that measures in centimetres.' },
      function: { title: 'Function', text: 'Grippy soles, soft linings and easy straps for busy little feet.' },
      fashion: { title: 'Fashion', text: 'Bright colours and fresh styles they will want to wear every day.' },
    },
    sizePromoTitle: 'Finding the Perfect size for your kids',
    sizePromoText: 'Measure their feet in two minutes and we will tell you the size to buy.',
    sizePromoAction: 'check size guide',
  },
  ar: {
    title: 'أحذية أطفال في الإمارات',
    description:
      'أحذية للرضّع والأطفال الصغار والأطفال والمراهقين في الإمارات: سنيكرز وصنادل وأحذية مدرسية وأحذية طويلة، ' +
      'مع توصيل في اليوم التالي وتوصيل مجاني للطلبات من {freeFrom}.',
    heroLabel: 'أبرز العروض',
    shopNow: 'تسوّق الآن',
    heroText: 'أحذية مريحة وملوّنة لكل الأعمار، من الخطوات الأولى حتى مشوار المدرسة.',
    shopByAges: 'تسوّق حسب العمر',
    bestSellers: 'الأكثر مبيعًا',
    newArrivals: 'وصل حديثًا',
    shopMore: 'تسوّق المزيد',
    collectionsLabel: 'المجموعات',
    shopNowArrow: 'تسوّق الآن ←',
    collections: {
      teensSneakers: { title: 'سنيكرز للمراهقين', text: 'أزواج جاهزة للشارع لخطوات كبيرة.' },
      kidsSandals: { title: 'صنادل للأطفال', text: 'أقدام منتعشة في الأيام المشمسة.' },
      kidsSneakers: { title: 'سنيكرز للأطفال', text: 'مصنوعة للركض والقفز واللعب.' },
    },
    marketingLine: 'في لاكي شوز نجمع بين المقاس المثالي والراحة العملية والأناقة في كل حذاء.',
    marketing: {
      fit: {
        title: 'المقاس',
        text: 'مقاسات حسب الفئة العمرية من \u2066EU 14\u2069 إلى \u2066EU 42\u2069، مع دليل مقاسات بالسنتيمتر.',
      },
      function: { title: 'الراحة', text: 'نعال ثابتة وبطانة ناعمة وأحزمة سهلة لأقدام صغيرة لا تهدأ.' },
      fashion: { title: 'الأناقة', text: 'ألوان زاهية وتصاميم عصرية سيحبّ طفلك ارتداءها كل يوم.' },
    },
    sizePromoTitle: 'اعثر على المقاس المثالي لطفلك',
    sizePromoText: 'قِس قدم طفلك في دقيقتين، ونخبرك بالمقاس المناسب للشراء.',
    sizePromoAction: 'اطّلع على دليل المقاسات',
  },
});

export const offerMessages = defineMessages({
  en: {
    title: 'Offer details',
    close: 'Close',
    closeIcon: 'Close offer details',
    offer: '{discount} off orders of {minimum} or more',
    window: 'Valid {from} to {until}',
    noCode: 'No code needed: the discount applies at checkout.',
    notCombined: 'Offers cannot be combined (the best one applies). Limited quantities.',
    shipping: 'Free shipping for orders of {freeFrom} or more within {region}; below that, delivery costs {fee}.',
    region: 'contiguous UAE',
    cod: 'Cash on delivery adds {fee} to orders under {below}.',
    policyLink: 'Read our shipping, return and exchange policy',
  },
  ar: {
    title: 'تفاصيل العرض',
    close: 'إغلاق',
    closeIcon: 'أغلق تفاصيل العرض',
    offer: 'خصم {discount} على الطلبات بقيمة {minimum} أو أكثر',
    window: 'ساري من {from} إلى {until}',
    noCode: 'لا حاجة إلى رمز: يُطبَّق الخصم تلقائيًا عند الدفع.',
    notCombined: 'لا يمكن الجمع بين العروض (يُطبَّق الأفضل لك). الكميات محدودة.',
    shipping: 'توصيل مجاني للطلبات بقيمة {freeFrom} أو أكثر إلى {region}، وما دون ذلك رسوم التوصيل {fee}.',
    region: 'جميع مناطق الإمارات باستثناء الجزر',
    cod: 'الدفع عند الاستلام يضيف {fee} على الطلبات الأقل من {below}.',
    policyLink: 'اقرأ سياسة التوصيل والإرجاع والاستبدال',
  },
});
