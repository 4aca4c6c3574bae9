/** The about page's copy: OUR STORY and VISIT OUR STORE. */
import { defineMessages } from '#src/i18n/messages.ts';

export const aboutMessages = defineMessages({
  en: {
    title: 'About us',
    description:
      "Lucky Shoes has made children's shoes for more than {years} years, sold in over {countries} countries. " +
      'Visit our stores in {cities}.',
    eyebrow: 'About Lucky Shoes',
    story: [
      'For more than {years} years we have made shoes for the smallest feet and the busiest days: first steps, ' +
        'playgrounds, school runs and weekend adventures.',
      'Our shoes are worn in more than {countries} countries, and every pair starts with the same question: will ' +
        'it make a child smile? Soft linings, flexible soles and room to grow come first; bright colours and fresh ' +
        'designs follow close behind.',
      'In the UAE you can shop online with next-day delivery, or visit us in store for a fitting with our team.',
    ],
    stats: {
      years: '{years}+ years',
      yearsLabel: 'making kids’ shoes',
      countries: '{countries}+ countries',
      countriesLabel: 'where our shoes are worn',
      stores: { one: '{count} store', other: '{count} stores' },
      storesLabel: 'in {cities}',
    },
    visitTitle: 'VISIT OUR STORE',
    visitText: 'Choose a store to see it on the map.',
    mapTitle: 'Map: {store}, {city}',
  },
  ar: {
    title: 'من نحن',
    description:
      'تصنع Lucky Shoes أحذية الأطفال منذ أكثر من {years} عاماً، وتُباع في أكثر من {countries} دولة. ' +
      'زورونا في متاجرنا في {cities}.',
    eyebrow: 'تعرّف على Lucky Shoes',
    story: [
      'منذ أكثر من {years} عاماً ونحن نصنع الأحذية لأصغر الأقدام وأكثر الأيام حركة: الخطوات الأولى، ' +
        'وساحات اللعب، ومشوار المدرسة، ومغامرات نهاية الأسبوع.',
      'تُلبس أحذيتنا في أكثر من {countries} دولة، وكل زوج يبدأ بالسؤال نفسه: هل سيرسم ابتسامة على وجه طفل؟ ' +
        'البطانة الناعمة والنعل المرن ومساحة النمو أولاً، ثم تأتي الألوان الزاهية والتصاميم العصرية.',
      'في الإمارات يمكنك التسوّق أونلاين مع التوصيل في اليوم التالي، ' +
        'أو زيارتنا في المتجر ليساعدك فريقنا في اختيار المقاس.',
    ],
    stats: {
      years: 'أكثر من {years} عاماً',
      yearsLabel: 'في صناعة أحذية الأطفال',
      countries: 'أكثر من {countries} دولة',
      countriesLabel: 'تُلبس فيها أحذيتنا',
      stores: {
        zero: 'لا متاجر',
        one: 'متجر واحد',
        two: 'متجران',
        few: '{count} متاجر',
        many: '{count} متجراً',
        other: '{count} متجر',
      },
      storesLabel: 'في {cities}',
    },
    visitTitle: 'زوروا متاجرنا',
    visitText: 'اختر متجراً لتراه على الخريطة.',
    mapTitle: 'الخريطة: {store}، {city}',
  },
});
