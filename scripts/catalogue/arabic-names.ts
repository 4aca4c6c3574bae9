/**
 * The reviewed Arabic spelling of every word of the demo catalogue's model names. A model name is a name,
 * not a description: the Arabic title spells it out in Arabic letters as it sounds ('Kite Adventure' is
 * 'كايت أدفنشر'), the way UAE shops write Namshi's and Noon's model names, because a word-for-word
 * translation reads as nonsense ('طائرة ورقية مغامرة') or carries what the English never meant.
 *
 * One spelling per word, so a name reads the same on every product. The conventions, as the shop's brands
 * already spell them (لاكي شوز، كيدز كينج): a hard g is ج, a v is ف, a p is ب, a long vowel is written
 * with its letter. A word whose sound gives a plain Arabic word with an unwanted meaning carries the
 * vowel marks that tell it apart (دْيُون is Dune, not دُيُون, debts). tests/unit/arabic-names.test.ts
 * fails when a word of the generator has no spelling here.
 */
export const arabicNames: Readonly<Record<string, string>> = {
  // The style names (words.ts, adjectives)
  Little: 'ليتل',
  Sunny: 'صني',
  Desert: 'ديزرت',
  Oasis: 'أوايسس',
  Falcon: 'فالكون',
  Marina: 'مارينا',
  Dune: 'دْيُون',
  Pearl: 'بيرل',
  Coral: 'كورال',
  Palm: 'بالم',
  Breeze: 'بريز',
  Comet: 'كوميت',
  Meteor: 'ميتيور',
  Rocket: 'روكيت',
  Star: 'ستار',
  Moon: 'مون',
  Cloud: 'كلاود',
  Rainbow: 'رينبو',
  Jumpy: 'جامبي',
  Bouncy: 'باونسي',
  Happy: 'هابي',
  Lucky: 'لاكي',
  Zippy: 'زيبي',
  Dash: 'داش',
  Spark: 'سبارك',
  Glow: 'جلو',
  Nova: 'نوفا',
  Safari: 'سفاري',
  Explorer: 'إكسبلورر',
  Ranger: 'رينجر',
  Scout: 'سكاوت',
  Harbour: 'هاربر',
  Lagoon: 'لاجون',
  Cedar: 'سيدار',
  Maple: 'ميبل',
  Willow: 'ويلو',
  Jasmine: 'جاسمين',
  Saffron: 'سافرون',
  Amber: 'أمبر',
  Hazel: 'هيزل',
  Skyline: 'سكايلاين',
  Summit: 'سامِت',
  Canyon: 'كانيون',
  Wadi: 'وادي',
  Corniche: 'كورنيش',
  Jumeirah: 'جميرا',
  Sahara: 'صحارى',
  Mirage: 'ميراج',
  Twinkle: 'توينكل',
  Pebble: 'بيبل',
  Puddle: 'بادل',
  Kite: 'كايت',
  Arrow: 'آرو',
  // The age names (words.ts, ageWords)
  First: 'فيرست',
  Step: 'ستيب',
  Tiny: 'تايني',
  Cuddle: 'كادل',
  Baby: 'بيبي',
  Toddle: 'تودل',
  Wobble: 'ووبل',
  Mini: 'ميني',
  Playtime: 'بلاي تايم',
  Junior: 'جونيور',
  Playground: 'بلاي جراوند',
  Adventure: 'أدفنشر',
  Recess: 'ريسيس',
  Street: 'ستريت',
  Urban: 'أوربان',
  Pro: 'برو',
  Varsity: 'فارسيتي',
};

/** The words of a model name that the glossary does not spell: what the completeness test reports. */
export function unspelledWords(name: string): string[] {
  return name.split(' ').filter((word) => !Object.hasOwn(arabicNames, word));
}

/** A model name in Arabic letters, word by word; a word missing from the glossary is a mistake, not a guess. */
export function spellOut(name: string): string {
  const missing = unspelledWords(name);
  if (missing.length > 0) throw new Error(`No Arabic spelling for "${missing.join('", "')}" in arabic-names.ts`);
  return name
    .split(' ')
    .map((word) => arabicNames[word])
    .join(' ');
}
