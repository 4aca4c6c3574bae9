/** The about page's copy: OUR STORY and VISIT OUR STORE. */
import { defineMessages } from '#src/i18n/messages.ts';

export const aboutMessages = defineMessages({
  en: {
    title: 'About us',
    description:
      "Lucky Shoes has made children's shoes for more than {years}, sold in over {countries}. " +
      'Visit our stores in {cities}.',
    eyebrow: 'About Lucky Shoes',
    story: [
      'For more than {years} we have made shoes for the smallest feet and the busiest days: first steps, ' +
        'playgrounds, school runs and weekend adventures.',
      'Our shoes are worn in more than {countries}, and every pair starts with the same question: will ' +
        'it make a child smile? Soft linings, flexible soles and room to grow come first; bright colours and fresh ' +
        'designs follow close behind.',
      'In the UAE you can shop online with next-day delivery, or visit us in store for a fitting with our team.',
    ],
    stats: {
      years: { one: '{count}+ year', other: '{count}+ years' },
      yearsLabel: 'making kids’ shoes',
      countries: { one: '{count}+ country', other: '{count}+ countries' },
      countriesLabel: 'where our shoes are worn',
      stores: { one: '{count} store', other: '{count} stores' },
      storesLabel: 'in {cities}',
    },
    /** The counts the story's sentences fill in as {years} and {countries}. */
    countryCount: { one: '{count} country', other: '{count} countries' },
    visitTitle: 'VISIT OUR STORE',
    visitText: 'Choose a store to see it on the map.',
    mapTitle: 'Map: {store}, {city}',
  },
  ar: {
    title: 'من نحن',
    description:
      'تصنع لاكي شوز أحذية الأطفال منذ أكثر من {years}، وتُباع في أكثر من {countries}. ' +
      'زرنا في متاجرنا في {cities}.',
    eyebrow: 'تعرّف على لاكي شوز',
    story: [
      'منذ أكثر من {years} ونحن نصنع الأحذية لأصغر الأقدام وأكثر الأيام حركة: الخطوات الأولى، ' +
        'وساحات اللعب، ومشوار المدرسة، ومغامرات نهاية الأسبوع.',
      'تُلبس أحذيتنا في أكثر من {countries}، وكل زوج يبدأ بالسؤال نفسه: هل سيرسم ابتسامة على وجه طفل؟ ' +
        'البطانة الناعمة والنعل المرن ومساحة النمو أولًا، ثم تأتي الألوان الزاهية والتصاميم العصرية.',
      'في الإمارات يمكنك التسوّق أونلاين مع التوصيل في اليوم التالي، ' +
        'أو زيارتنا في المتجر ليساعدك فريقنا في اختيار المقاس.',
    ],
    stats: {
      years: {
        zero: 'أكثر من {count} عام',
        one: 'أكثر من عام',
        two: 'أكثر من عامين',
        few: 'أكثر من {count} أعوام',
        many: 'أكثر من {count} عامًا',
        other: 'أكثر من {count} عام',
      },
      yearsLabel: 'في صناعة أحذية الأطفال',
      countries: {
        zero: 'أكثر من {count} دولة',
        one: 'أكثر من دولة',
        two: 'أكثر من دولتين',
        few: 'أكثر من {count} دول',
        many: 'أكثر من {count} دولة',
        other: 'أكثر من {count} دولة',
      },
      countriesLabel: 'تُلبس فيها أحذيتنا',
      stores: {
        zero: 'لا متاجر',
        one: 'متجر واحد',
        two: 'متجران',
        few: '{count} متاجر',
        many: '{count} متجرًا',
        other: '{count} متجر',
      },
      storesLabel: 'في {cities}',
    },
    countryCount: {
      zero: '{count} دولة',
      one: 'دولة واحدة',
      two: 'دولتين',
      few: '{count} دول',
      many: '{count} دولة',
      other: '{count} دولة',
    },
    visitTitle: 'زر متاجرنا',
    visitText: 'اختر متجرًا لتراه على الخريطة.',
    mapTitle: 'الخريطة: {store}، {city}',
  },
});
