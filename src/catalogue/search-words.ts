/**
 * The words shoppers type for what the shop calls by a tag, beside the tag's label in
 * src/catalogue/messages.ts (search reads both), and the words that say nothing about which shoe is
 * meant, in each language. The search matches every language whatever the page's language, so an
 * English query finds products on the Arabic site and the reverse.
 *
 * English plurals need no entry: search reduces words to singular. Arabic words are written here as
 * a shopper would type them; search folds their letters (أ إ آ → ا, ة → ه, ى → ي, no tashkeel or
 * tatweel) and drops the article (ال، بال، وال، لل), so 'الأحذية' and 'احذيه' are one word. Arabic
 * plurals that are not a suffix (صندل، صنادل) are listed.
 */
import type { AgeGroup, Color, Gender, ProductType } from '#src/config/catalogue.ts';
import type { Locale } from '#src/i18n/locales.ts';

type SynonymTag = AgeGroup | ProductType | Gender | Color;

export const searchSynonyms: Record<Locale, Partial<Record<SynonymTag, readonly string[]>>> = {
  en: {
    babies: ['infant', 'newborn'],
    toddlers: ['toddle'],
    kids: ['child', 'children', 'junior'],
    teens: ['teenager', 'youth'],
    sportsShoes: ['sport', 'trainer', 'running', 'runner'],
    basketballShoes: ['basketball', 'hoop'],
    schoolShoes: ['school', 'uniform'],
    sneakers: ['trainer', 'canvas'],
    sandals: ['slide', 'flip'],
    slippers: ['house', 'mule'],
    boys: ['boy'],
    girls: ['girl'],
    grey: ['gray'],
  },
  ar: {
    babies: ['رضيع', 'رضع', 'بيبي', 'مواليد', 'مولود'],
    toddlers: ['صغار', 'صغير', 'تاتا'],
    kids: ['طفل', 'أطفال', 'جونيور'],
    teens: ['مراهق', 'مراهقين', 'شباب', 'ناشئين'],
    boots: ['بوت', 'بوتس', 'بوط', 'جزمة', 'جزم', 'جزمات'],
    sportsShoes: ['رياضي', 'رياضية', 'رياضيه', 'جري', 'ركض', 'تدريب', 'ترينر'],
    sneakers: ['سنيكرز', 'سنيكر', 'سنيكرس', 'رياضي', 'كوتشي', 'كوتش'],
    sandals: ['صندل', 'صنادل', 'صندال', 'سلايد'],
    slippers: ['شبشب', 'شباشب', 'نعال', 'خف', 'منزلي'],
    basketballShoes: ['سلة', 'باسكت', 'باسكتبول'],
    schoolShoes: ['مدرسي', 'مدرسية', 'مدرسة', 'مدارس', 'دوام'],
    boys: ['ولد', 'ولادي', 'صبي', 'صبيان'],
    girls: ['بنت', 'بناتي'],
    unisex: ['جنسين'],
    grey: ['رصاصي'],
    pink: ['زهري', 'بمبي'],
    purple: ['موف', 'ليلكي'],
    beige: ['سكري'],
  },
};

/**
 * Words that say nothing about which shoe is meant. A query of only generic words ('shoes', 'أحذية')
 * asks for every shoe; one of only filler words ('a a a', 'في من') asks for nothing, as a blank one does.
 */
export const searchStopwords: Record<'generic' | 'filler', Record<Locale, readonly string[]>> = {
  generic: {
    en: ['shoe', 'footwear', 'pair'],
    ar: ['حذاء', 'أحذية', 'احذيه', 'جوتي', 'زوج'],
  },
  filler: {
    en: ['for', 'and', 'the', 'with', 'in', 'of', 'a', 'an', 'size'],
    ar: ['مقاس', 'مقاسات', 'في', 'من', 'مع', 'و', 'على', 'لون', 'ل', 'ب'],
  },
};
