/**
 * The size guide's copy in both languages (docs/product.md §2 quotes 'Guaranteed Fit'). Figures are
 * placeholders: sizes and ages from src/config/catalogue.ts, lengths from src/config/size-chart.ts.
 * `finder` is what the fit finder's script needs: the page hands its language's edition to it.
 */
import { defineMessages } from '#src/i18n/messages.ts';

export const sizeGuideMessages = defineMessages({
  en: {
    title: 'Kids shoe size guide',
    description:
      "Find your child's shoe size: charts from EU {min} to EU {max} by age band with foot length in " +
      'centimetres, how to measure, and a fit finder.',
    intro: 'Growing feet change fast. Measure, check the chart, and pick the size with a little room to grow.',
    finderTitle: 'Fit finder',
    finderText: "Enter your child's foot length and we will tell you the size to buy.",
    lengthLabel: 'Foot length in cm',
    lengthHint: 'From the back of the heel to the tip of the longest toe, for example 15.5',
    findSize: 'Find the size',
    finder: {
      errors: {
        empty: 'Enter the foot length in centimetres.',
        notANumber: 'Enter the length as a number of centimetres, for example 15.5.',
        outOfRange: 'Enter a length between {min} and {max} cm.',
      },
      largerThanChart: 'That is longer than our largest size: EU {eu} fits feet up to {cm} cm.',
      buy: 'Buy EU {eu}',
      fits: 'It fits feet up to {cm} cm and is in our {band} range ({ages}).',
      shopBand: 'Shop {band} shoes',
    },
    /** An age band's name inside a sentence ('our {band} range', 'Shop {band} shoes'). */
    bandNames: { babies: 'Babies', toddlers: 'Toddlers', kids: 'Kids', teens: 'Teens' },
    chartsTitle: 'Size charts',
    chartsHint: 'Swipe the chart sideways to see every size.',
    chartCaption: '{band}, {ages}',
    euSize: 'EU size',
    footLength: 'Foot (cm)',
    upTo: 'up to {cm}',
    measureTitle: 'How to measure',
    measureSteps: [
      'Measure in the afternoon, when feet are at their largest, with the socks your child usually wears.',
      'Stand your child on a sheet of paper with their heel against a wall and their weight on both feet.',
      'Mark the tip of the longest toe, then measure from the wall to the mark in centimetres.',
      'Measure both feet and use the longer one. Between two sizes? Choose the larger.',
    ],
    guaranteedFitTitle: 'Guaranteed Fit',
    guaranteedFit:
      'Not quite right? Exchange for another size within {exchangePeriod} in our stores in {cities}, as our ' +
      'policy explains.',
    policyLink: 'Read the exchange policy',
  },
  ar: {
    title: 'دليل مقاسات أحذية الأطفال',
    description:
      'اعرف مقاس حذاء طفلك: جداول المقاسات من \u2066EU {min}\u2069 إلى \u2066EU {max}\u2069 حسب الفئة العمرية ' +
      'مع طول القدم بالسنتيمتر، وطريقة القياس، وأداة تختار لك المقاس المناسب.',
    intro: 'أقدام الصغار تكبر بسرعة. قِس القدم، وراجع الجدول، واختر مقاسًا يترك مساحة صغيرة للنمو.',
    finderTitle: 'اعرف المقاس المناسب',
    finderText: 'أدخل طول قدم طفلك، ونخبرك بالمقاس الذي تشتريه.',
    lengthLabel: 'طول القدم بالسنتيمتر',
    lengthHint: 'من مؤخرة الكعب حتى طرف أطول إصبع، مثلًا 15.5',
    findSize: 'اعرف المقاس',
    finder: {
      errors: {
        empty: 'أدخل طول القدم بالسنتيمتر.',
        notANumber: 'أدخل الطول رقمًا بالسنتيمتر، مثلًا 15.5.',
        outOfRange: 'أدخل طولًا بين {min} و{max} سم.',
      },
      largerThanChart: 'هذا الطول أكبر من أكبر مقاساتنا: مقاس \u2066EU {eu}\u2069 يناسب القدم حتى {cm} سم.',
      buy: 'اختر مقاس \u2066EU {eu}\u2069',
      fits: 'يناسب القدم حتى {cm} سم، وهو من مقاسات فئة {band} ({ages}).',
      shopBand: 'تسوّق أحذية {band}',
    },
    bandNames: { babies: 'الرضّع', toddlers: 'الأطفال الصغار', kids: 'الأطفال', teens: 'المراهقين' },
    chartsTitle: 'جداول المقاسات',
    chartsHint: 'اسحب الجدول جانبًا لرؤية جميع المقاسات.',
    chartCaption: '{band}، {ages}',
    euSize: 'مقاس EU',
    footLength: 'القدم (سم)',
    upTo: 'حتى {cm}',
    measureTitle: 'طريقة القياس',
    measureSteps: [
      'قِس بعد الظهر، حين تكون القدم في أكبر حجم لها، مع الجوارب التي يلبسها طفلك عادةً.',
      'أوقِف طفلك على ورقة وكعبه ملاصق للجدار، ووزنه موزّع على القدمين.',
      'ضع علامة عند طرف أطول إصبع، ثم قِس المسافة من الجدار حتى العلامة بالسنتيمتر.',
      'قِس القدمين واعتمد الأطول بينهما. بين مقاسين؟ اختر الأكبر.',
    ],
    guaranteedFitTitle: 'مقاس مضمون',
    guaranteedFit:
      'المقاس غير مناسب؟ استبدله بمقاس آخر خلال {exchangePeriod} في متاجرنا في {cities}، كما توضّح سياستنا.',
    policyLink: 'اقرأ سياسة الاستبدال',
  },
});

export type SizeGuideMessages = (typeof sizeGuideMessages)['en'];
export type FitFinderCopy = SizeGuideMessages['finder'];
