/**
 * Word lists the catalogue generator draws from: names and copy that read like a real shop's, in English
 * and in Arabic side by side. The generator picks an entry and writes both of its languages, so the
 * Arabic texts follow the English ones exactly and the English feed does not depend on the Arabic words.
 * Arabic titles read as UAE shops write them: the product type and its key feature in Arabic, then the
 * model name spelled out in Arabic letters, never translated (arabic-names.ts): 'Kite Adventure Canvas
 * Sneaker' is 'سنيكرز قماشي كايت أدفنشر'. The English name stays the product's search alias.
 */
import type { AgeGroup, Color, ImageView, ProductType } from '#src/config/catalogue.ts';
import { stores } from '#src/config/stores.ts';
import { fill, plural, type Plural } from '#src/i18n/messages.ts';

export interface Words {
  en: string;
  ar: string;
}

const w = (en: string, ar: string): Words => ({ en, ar });

export const typeNouns: Record<ProductType, Words[]> = {
  boots: [
    w('Boot', 'بوت'),
    w('Chelsea Boot', 'بوت تشيلسي'),
    w('Hiker', 'بوت هايكنج'),
    w('Ankle Boot', 'بوت قصير'),
    w('Rain Boot', 'جزمة مطر'),
  ],
  sportsShoes: [
    w('Runner', 'حذاء جري'),
    w('Trainer', 'حذاء تدريب'),
    w('Sprint Shoe', 'حذاء سباق'),
    w('Track Shoe', 'حذاء مضمار'),
  ],
  sandals: [
    w('Sandal', 'صندل'),
    w('Slide Sandal', 'صندل سلايد'),
    w('Strap Sandal', 'صندل بأحزمة'),
    w('Sport Sandal', 'صندل رياضي'),
  ],
  slippers: [w('Slipper', 'شبشب'), w('House Shoe', 'حذاء منزلي'), w('Cosy Mule', 'خُف دافئ')],
  sneakers: [
    w('Sneaker', 'سنيكرز'),
    w('Low Top', 'سنيكرز منخفض'),
    w('Court Sneaker', 'سنيكرز كورت'),
    w('Canvas Sneaker', 'سنيكرز قماشي'),
  ],
  basketballShoes: [
    w('High Top', 'حذاء سلة عالٍ'),
    w('Hoop Shoe', 'حذاء كرة السلة'),
    w('Court Pro', 'حذاء سلة احترافي'),
  ],
  schoolShoes: [
    w('School Shoe', 'حذاء مدرسي'),
    w('Classic Oxford', 'حذاء أكسفورد كلاسيكي'),
    w('Mary Jane', 'حذاء ماري جين'),
    w('Buckle Shoe', 'حذاء بإبزيم'),
  ],
  others: [
    w('Ballet Flat', 'حذاء باليرينا'),
    w('Clog', 'حذاء كلوج'),
    w('Loafer', 'حذاء لوفر'),
    w('Espadrille', 'حذاء إسبادريل'),
  ],
};

/** The style names: the first words of a model name, spelled out in Arabic by arabic-names.ts. */
export const styleNames: readonly string[] = [
  'Little',
  'Sunny',
  'Desert',
  'Oasis',
  'Falcon',
  'Marina',
  'Dune',
  'Pearl',
  'Coral',
  'Palm',
  'Breeze',
  'Comet',
  'Meteor',
  'Rocket',
  'Star',
  'Moon',
  'Cloud',
  'Rainbow',
  'Jumpy',
  'Bouncy',
  'Happy',
  'Lucky',
  'Zippy',
  'Dash',
  'Spark',
  'Glow',
  'Nova',
  'Safari',
  'Explorer',
  'Ranger',
  'Scout',
  'Harbour',
  'Lagoon',
  'Cedar',
  'Maple',
  'Willow',
  'Jasmine',
  'Saffron',
  'Amber',
  'Hazel',
  'Skyline',
  'Summit',
  'Canyon',
  'Wadi',
  'Corniche',
  'Jumeirah',
  'Sahara',
  'Mirage',
  'Twinkle',
  'Pebble',
  'Puddle',
  'Kite',
  'Arrow',
];

/** The last word(s) of a model name, by age group; spelled out in Arabic like the style names. */
export const ageNames: Record<AgeGroup, readonly string[]> = {
  babies: ['First Step', 'Tiny', 'Cuddle', 'Baby'],
  toddlers: ['Toddle', 'Wobble', 'Mini', 'Playtime'],
  kids: ['Junior', 'Playground', 'Adventure', 'Recess'],
  teens: ['Street', 'Urban', 'Pro', 'Varsity'],
};

/**
 * A colour's shades: the English name whole, the Arabic one as the word after the colour's name ('أزرق بحري').
 * A shade is an adjective or a noun ('بني كاكاو'), never 'بلون …': the description already says بلون once.
 */
export const colorNames: Record<Color, Words[]> = {
  black: [w('Jet Black', 'فاحم'), w('Midnight Black', 'ليلي')],
  pink: [w('Candy Pink', 'زاهٍ'), w('Blush Pink', 'ناعم')],
  red: [w('Cherry Red', 'كرزي'), w('Fire Red', 'ناري')],
  brown: [w('Chestnut Brown', 'كستنائي'), w('Cocoa Brown', 'كاكاو')],
  grey: [w('Storm Grey', 'داكن'), w('Pebble Grey', 'فاتح')],
  yellow: [w('Sunshine Yellow', 'مشمس'), w('Lemon Yellow', 'ليموني')],
  blue: [w('Ocean Blue', 'بحري'), w('Sky Blue', 'سماوي')],
  green: [w('Mint Green', 'نعناعي'), w('Forest Green', 'غامق')],
  gold: [w('Desert Gold', 'صحراوي'), w('Glitter Gold', 'لامع')],
  beige: [w('Sand Beige', 'رملي'), w('Oat Beige', 'فاتح')],
  purple: [w('Lilac Purple', 'ليلكي'), w('Grape Purple', 'عنبي')],
  silver: [w('Moon Silver', 'قمري'), w('Sparkle Silver', 'برّاق')],
  white: [w('Cloud White', 'ناصع'), w('Snow White', 'ثلجي')],
};

export const soleNotes: Words[] = [
  w('a white rubber sole', 'بنعل مطاطي أبيض'),
  w('a gum sole', 'بنعل مطاطي بلون العسل'),
  w('a contrast sole', 'بنعل بلون مغاير'),
  w('a tonal sole', 'بنعل من اللون نفسه'),
  w('a cushioned EVA sole', 'بنعل مبطّن من \u2066EVA\u2069'),
];

export const typeStories: Record<ProductType, Words[]> = {
  boots: [
    w(
      'Built for cooler evenings and weekend trips to the mountains.',
      'مصمَّم لأمسيات الشتاء ورحلات نهاية الأسبوع إلى الجبال.',
    ),
    w('A sturdy boot that keeps little feet warm and dry.', 'بوت متين يحافظ على دفء الأقدام الصغيرة وجفافها.'),
  ],
  sportsShoes: [
    w(
      'Made for PE lessons, football after school and every race to the car.',
      'لحصص الرياضة وكرة القدم بعد المدرسة وكل سباق إلى السيارة.',
    ),
    w('Light, grippy and ready for sports day.', 'خفيف وثابت على الأرض وجاهز لليوم الرياضي.'),
  ],
  sandals: [
    w(
      'Open and airy for the UAE summer, from the beach to the mall.',
      'مفتوح ومنعش لصيف الإمارات، من الشاطئ إلى المول.',
    ),
    w(
      'Quick-drying straps that love sand, splash pads and pool days.',
      'أحزمة تجف بسرعة، تحب الرمل وألعاب الماء وأيام المسبح.',
    ),
  ],
  slippers: [
    w('Soft and cosy for lazy mornings at home.', 'ناعم ودافئ لصباحات الراحة في البيت.'),
    w(
      'A warm, quiet slipper for indoor play and bedtime stories.',
      'شبشب دافئ وهادئ للعب في البيت وحكايات ما قبل النوم.',
    ),
  ],
  sneakers: [
    w('An everyday sneaker that goes with everything in the wardrobe.', 'سنيكرز لكل يوم يناسب كل ما في الخزانة.'),
    w(
      'Easy to put on, hard to take off: the weekend favourite.',
      'سهل اللبس وصعب أن يُخلع: المفضّل في عطلة نهاية الأسبوع.',
    ),
  ],
  basketballShoes: [
    w('High ankle support for jumps, pivots and fast breaks.', 'دعم عالٍ للكاحل في القفز والدوران والهجمات السريعة.'),
    w(
      'Court grip and cushioning for young players who never stop.',
      'ثبات على أرض الملعب وتوسيد مريح للاعبين الصغار الذين لا يتوقفون.',
    ),
  ],
  schoolShoes: [
    w('Smart enough for assembly, tough enough for the playground.', 'أنيق في الطابور الصباحي، ومتين في ساحة اللعب.'),
    w(
      'A polished school shoe that survives a whole term of running.',
      'حذاء مدرسي لامع يصمد فصلاً دراسياً كاملاً من الركض.',
    ),
  ],
  others: [
    w(
      'A little something special for parties, Eid and family visits.',
      'لمسة مميّزة للحفلات والعيد والزيارات العائلية.',
    ),
    w('A light, easy shoe for days out and special occasions.', 'حذاء خفيف وسهل للنزهات والمناسبات الخاصة.'),
  ],
};

export const features: Words[] = [
  w('Padded collar for comfort around the ankle', 'حافة مبطّنة تريح الكاحل'),
  w('Removable cushioned insole', 'نعل داخلي مبطّن يمكن إخراجه'),
  w('Breathable lining that keeps feet cool', 'بطانة يتخللها الهواء تبقي القدمين منتعشتين'),
  w('Non-slip rubber outsole', 'نعل خارجي مطاطي مانع للانزلاق'),
  w('Flexible sole that bends with the foot', 'نعل مرن ينثني مع حركة القدم'),
  w('Easy hook-and-loop closure', 'إغلاق سهل بالفيلكرو'),
  w('Reinforced toe cap for extra durability', 'مقدّمة مقوّاة لمتانة أكبر'),
  w('Lightweight build for all-day wear', 'خفيف الوزن يُلبس طوال اليوم'),
  w('Wipe-clean upper', 'جزء علوي يُنظَّف بالمسح'),
  w('Machine-washable at 30°C', 'يُغسل في الغسالة على 30 درجة'),
];

export const fitTips: Words[] = [
  w(
    'Runs true to size. Leave about a thumb’s width of room at the toe.',
    'مقاسه مضبوط. اترك مسافة بعرض الإبهام تقريباً أمام الأصابع.',
  ),
  w(
    'Runs slightly small: if your child is between sizes, choose the larger one.',
    'مقاسه أصغر قليلاً: إذا كان طفلك بين مقاسين فاختر الأكبر.',
  ),
  w('Roomy fit, ideal for wider feet.', 'واسع ومريح، مثالي للأقدام العريضة.'),
  w(
    'Snug at first; the upper softens after a few wears.',
    'ضيّق قليلاً في البداية، ويلين الجزء العلوي بعد بضع مرات من اللبس.',
  ),
];

/** 'Our stores' by how many the shop has: Arabic has a dual (متجرَينا) that three stores must not take. */
const ourStores: Plural = { one: 'متجرنا', two: 'متجرَينا', other: 'متاجرنا' };

export const deliveryOptions: Words[] = [
  w(
    'Next-day delivery across the UAE, Monday to Saturday. Exchange in our Abu Dhabi and Dubai stores.',
    fill(
      'توصيل في اليوم التالي إلى كل الإمارات، من الاثنين إلى السبت. والاستبدال متاح في {ourStores} في أبوظبي ودبي.',
      {
        ourStores: plural('ar', ourStores, stores.length),
      },
    ),
  ),
  w(
    'Delivered to your door by our courier partner; cash on delivery available.',
    'يصلك إلى باب البيت مع شريك التوصيل، والدفع عند الاستلام متاح.',
  ),
];

/** How an image's alt text names its view, after the title and colour. */
export const viewNames: Record<ImageView, Words> = {
  side: w('side view', 'منظر جانبي'),
  top: w('top view', 'منظر من الأعلى'),
  sole: w('sole view', 'منظر النعل'),
  pair: w('pair', 'الفردتان معاً'),
  back: w('back view', 'منظر خلفي'),
  detail: w('detail view', 'تفاصيل عن قرب'),
  heel: w('heel view', 'منظر الكعب'),
  lifestyle: w('lifestyle view', 'أثناء اللبس'),
};
