/**
 * Search in Arabic (issue 13, item 6): Arabic letters are read in one spelling, typos are tolerated as
 * in English, shoppers' Arabic words find the shop's types, and every language is searched on every
 * page. The feed carries each product's Arabic texts, written by the generator from the same draw as
 * the English ones.
 */
import { describe, expect, it } from 'vitest';
import { generateFeed, serializeFeed } from '#scripts/catalogue/generate-feed.ts';
import { getCatalogue, toDetail, toSummary } from '#src/catalogue/catalogue.ts';
import { FeedError, loadFeed, parseFeed } from '#src/catalogue/load.server.ts';
import { buildProductLists } from '#src/catalogue/lists.ts';
import { catalogueMessages } from '#src/catalogue/messages.ts';
import { productPath } from '#src/catalogue/paths.ts';
import { buildSearchIndex, foldLetters, normalizeWord, searchWords } from '#src/catalogue/search.ts';

describe('the Arabic normaliser', () => {
  it.each([
    ['hamza above an alef', 'أحذية', 'احذيه'],
    ['hamza below an alef', 'إبزيم', 'ابزيم'],
    ['madda', 'آمن', 'امن'],
    ['taa marbuta', 'مدرسة', 'مدرسه'],
    ['alef maqsura', 'مشى', 'مشي'],
    ['tashkeel (fatha, sukun, kasra, shadda)', 'مَدْرَسِيّ', 'مدرسي'],
    ['tanwin', 'عالٍ', 'عال'],
    ['tatweel', 'صـنـدل', 'صندل'],
  ])('folds %s: %s → %s', (_rule, word, folded) => {
    expect(foldLetters(word)).toBe(folded);
  });

  it.each([
    ['the article', 'الصندل', 'صندل'],
    ['the article after wa', 'والأحذية', 'احذيه'],
    ['the article after bi', 'بالأسود', 'اسود'],
    ['lil', 'للبنات', 'بنات'],
    ['nothing from a short word', 'الي', 'الي'],
  ])('drops %s: %s → %s', (_rule, word, stem) => {
    expect(normalizeWord(word)).toBe(stem);
  });

  it('reads a phrase as its words, without the generic ones (حذاء، زوج، مقاس)', () => {
    expect(searchWords('زوج حذاء مدرسيّة للبنات، مقاس 30')).toEqual(['مدرسيه', 'بنات', '30']);
  });

  it('keeps English as it was', () => {
    expect(normalizeWord('Sandals')).toBe('sandal');
    expect(normalizeWord('Crème')).toBe('creme');
  });
});

describe('searching a small catalogue in Arabic', () => {
  const docs = [
    { title: 'Comet Runner', otherTitles: ['حذاء جري نيزك'], tags: ['kids', 'sportsShoes', 'blue', 'boys'] },
    { title: 'Palm Slide Sandal', otherTitles: ['صندل سلايد نخلة'], tags: ['teens', 'sandals', 'pink', 'girls'] },
    { title: 'Pink Cloud Sneaker', otherTitles: ['سنيكرز غيمة'], tags: ['toddlers', 'sneakers', 'white', 'girls'] },
    { title: 'Desert Boot', otherTitles: ['بوت صحراء'], tags: ['babies', 'boots', 'brown', 'unisex'] },
    { title: 'Moon Slipper', otherTitles: ['شبشب قمر'], tags: ['kids', 'slippers', 'grey', 'boys'] },
    { title: 'Star School Shoe', otherTitles: ['حذاء مدرسي نجمة'], tags: ['kids', 'schoolShoes', 'black', 'girls'] },
  ];
  const index = buildSearchIndex(docs);
  const titles = (query: string) => index.search(query).map((i) => docs[i]!.title);

  it.each<[string, string, string[]]>([
    ['an Arabic title word', 'نخلة', ['Palm Slide Sandal']],
    ['an Arabic type label', 'سنيكرز', ['Pink Cloud Sneaker']],
    ['a colour in Arabic', 'وردي', ['Palm Slide Sandal']],
    ['a title word with the article', 'الصحراء', ['Desert Boot']],
    ['a typo (two letters swapped)', 'سنكيرز', ['Pink Cloud Sneaker']],
    ['a typo (a wrong letter)', 'صندك', ['Palm Slide Sandal']],
    ['an unfinished word', 'سني', ['Pink Cloud Sneaker']],
    ['un-normalised letters: hamza and taa marbuta', 'أحذية مدرسيّة', ['Star School Shoe']],
    ['un-normalised letters: tatweel and tashkeel', 'شِبْشـــب', ['Moon Slipper']],
    ['a plural that is no suffix (صنادل)', 'صنادل', ['Palm Slide Sandal']],
    ['boots as جزمة', 'جزمة', ['Desert Boot']],
    ['boots as بوت', 'بوت', ['Desert Boot']],
    ['slippers as نعال', 'نعال', ['Moon Slipper']],
    ['school shoes as مدرسي', 'مدرسي', ['Star School Shoe']],
    ['a grey as Gulf shoppers say it (رصاصي)', 'رصاصي', ['Moon Slipper']],
    ['girls', 'بنات', ['Palm Slide Sandal', 'Pink Cloud Sneaker', 'Star School Shoe']],
    ['every word must match', 'صندل وردي', ['Palm Slide Sandal']],
    ['words that match nothing together', 'صندل أزرق', []],
  ])('finds %s (%s)', (_name, query, expected) => {
    expect(titles(query)).toEqual(expected);
  });

  it('finds sneakers and sports shoes for سنيكرز as for حذاء رياضي', () => {
    expect(titles('حذاء رياضي').sort()).toEqual(['Comet Runner', 'Pink Cloud Sneaker']);
  });

  it('mixes the languages in one query', () => {
    expect(titles('pink صندل')).toEqual(['Palm Slide Sandal']);
  });
});

describe('the shop catalogue in both languages', () => {
  const catalogue = getCatalogue();
  const english = buildProductLists(catalogue, 'en');
  const arabic = buildProductLists(catalogue, 'ar');

  it('lists the same products in the same order in both languages, with their own titles', () => {
    expect(arabic.all.map((p) => p.id)).toEqual(english.all.map((p) => p.id));
    const product = catalogue.byId.get(arabic.all[0]!.id)!;
    expect(arabic.all[0]!.title).toBe(product.ar.title);
    expect(english.all[0]!.title).toBe(product.title);
  });

  it('finds products for an English query on the Arabic site, with Arabic titles', () => {
    const found = arabic.search('pink sandals');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.tags.includes('pink') && p.tags.includes('sandals'))).toBe(true);
    expect(found[0]!.title).toMatch(/[\u0600-\u06ff]/);
  });

  it('finds products for an Arabic query on the English site, with English titles', () => {
    const found = english.search('صندل وردي');
    expect(found.map((p) => p.id)).toEqual(arabic.search('pink sandals').map((p) => p.id));
    expect(found[0]!.title).toMatch(/^[A-Za-z ]+$/);
  });

  it.each<[string, string]>([
    ['صندل', 'sandals'],
    ['صنادل', 'sandals'],
    ['سنيكرز', 'sneakers'],
    ['سنكيرز', 'sneakers'],
    ['جزمة', 'boots'],
    ['بوت', 'boots'],
    ['شبشب', 'slippers'],
    ['مدرسي', 'schoolShoes'],
    ['أحذية كرة السلة', 'basketballShoes'],
  ])("'%s' finds %s first", (query, type) => {
    const found = arabic.search(query);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.tags).toContain(type);
  });

  it('finds every sandal for صندل, as for sandal', () => {
    expect(new Set(arabic.search('صندل').map((p) => p.id))).toEqual(new Set(english.search('sandal').map((p) => p.id)));
  });

  it('finds a style by its full Arabic title, that style first', () => {
    const product = arabic.all[10]!;
    expect(arabic.search(product.title)[0]!.title).toBe(product.title);
  });

  it.each(['kite', 'كايت', 'kite adventure', 'كايت أدفنشر'])(
    "finds the Kite Adventure sneaker for '%s': the Arabic title spells the name out, the English one stays its alias",
    (query) => {
      for (const lists of [english, arabic]) expect(lists.search(query).map((p) => p.id)).toContain('P1050-SIL0');
      expect(arabic.search(query).find((p) => p.id === 'P1050-SIL0')!.title).toBe('سنيكرز قماشي كايت أدفنشر');
    },
  );

  it('finds the second brand by its Arabic name, only it', () => {
    const found = arabic.search('كيدز كينج');
    expect(found.length).toBe(english.search('kids king').length);
    expect(found.every((p) => p.tags.includes('kidsKing'))).toBe(true);
  });
});

describe('the feed in Arabic', () => {
  const feed = generateFeed();

  it('gives the same Arabic texts for the same seed, byte for byte', () => {
    expect(serializeFeed(generateFeed({ seed: 2026, scale: 2 }))).toBe(
      serializeFeed(generateFeed({ seed: 2026, scale: 2 })),
    );
  });

  it('writes every product in Arabic: title, description, colour, pictures', () => {
    for (const product of feed.products) {
      expect(product.ar.title, product.id).toMatch(/^[\u0600-\u06ff ]+$/);
      expect(product.ar.descriptionHtml).toContain(product.ar.title);
      expect(product.ar.colorDescription).toContain(catalogueMessages.ar.colors[product.color]);
      expect(product.ar.imageAlts).toHaveLength(product.images.length);
      expect(!!product.ar.fitTip).toBe(!!product.fitTip);
      expect(!!product.ar.deliveryOptions).toBe(!!product.deliveryOptions);
    }
  });

  it('gives each style one Arabic title, and no two styles the same one', () => {
    const byStyle = new Map<string, Set<string>>();
    for (const p of feed.products) byStyle.set(p.styleId, (byStyle.get(p.styleId) ?? new Set()).add(p.ar.title));
    expect([...byStyle.values()].every((titles) => titles.size === 1)).toBe(true);
    expect(new Set(feed.products.map((p) => p.ar.title)).size).toBe(byStyle.size);
  });

  it('refuses a product without an Arabic title', () => {
    const json = JSON.parse(serializeFeed(loadFeed()));
    delete json.products[3].ar.title;
    expect(() => parseFeed(json)).toThrow(FeedError);
    expect(() => parseFeed(json)).toThrow(/ar\.title/);
  });

  it('refuses a product without its Arabic texts', () => {
    const json = JSON.parse(serializeFeed(loadFeed()));
    delete json.products[0].ar;
    expect(() => parseFeed(json)).toThrow(/field ar/);
  });

  it('refuses Arabic alt texts that do not match the pictures', () => {
    const json = JSON.parse(serializeFeed(loadFeed()));
    json.products[0].ar.imageAlts.pop();
    expect(() => parseFeed(json)).toThrow(/ar\.imageAlts/);
  });
});

describe('a product in a language', () => {
  const product = getCatalogue().products.find((p) => p.fitTip && p.deliveryOptions)!;

  it('has its Arabic texts in Arabic and its English URL in both', () => {
    const detail = toDetail(product, 'ar');
    expect(detail.title).toBe(product.ar.title);
    expect(detail.descriptionHtml).toBe(product.ar.descriptionHtml);
    expect(detail.colorDescription).toBe(product.ar.colorDescription);
    expect(detail.fitTip).toBe(product.ar.fitTip);
    expect(detail.deliveryOptions).toBe(product.ar.deliveryOptions);
    expect(detail.images.map((i) => i.alt)).toEqual(product.ar.imageAlts);
    expect(detail.url).toBe(productPath(product.title, product.id));
    expect(toSummary(product, 'ar')).toMatchObject({ title: product.ar.title, url: detail.url });
  });

  it('is in English unless told', () => {
    expect(toDetail(product).title).toBe(product.title);
    expect(toSummary(product).title).toBe(product.title);
    expect(toDetail(product, 'en', () => 3).sizes.every((s) => s.maxQuantity === '3')).toBe(true);
  });
});
