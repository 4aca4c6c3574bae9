/**
 * Product names in Arabic (issue 38, items 1 and 2): the model name is spelled out in Arabic letters from
 * one reviewed glossary, never translated, and the templates that join the feed's fields name the colour once.
 */
import { describe, expect, it } from 'vitest';
import { arabicNames, spellOut, unspelledWords } from '#scripts/catalogue/arabic-names.ts';
import { generateFeed } from '#scripts/catalogue/generate-feed.ts';
import { ageNames, styleNames } from '#scripts/catalogue/words.ts';

const modelWords = [...styleNames, ...Object.values(ageNames).flat()];

describe('the glossary of model names', () => {
  it('spells every word of every model name the generator draws', () => {
    expect(modelWords.flatMap(unspelledWords)).toEqual([]);
  });

  it('holds no word the generator no longer draws', () => {
    const drawn = new Set(modelWords.flatMap((name) => name.split(' ')));
    expect(Object.keys(arabicNames).filter((word) => !drawn.has(word))).toEqual([]);
  });

  it('gives two words two spellings, so two names never read alike', () => {
    const spellings = Object.values(arabicNames);
    expect(new Set(spellings).size).toBe(spellings.length);
  });

  it('spells a name word by word, and refuses a word it does not know rather than guess', () => {
    expect(spellOut('Kite Adventure')).toBe('كايت أدفنشر');
    expect(spellOut('Cedar Mirage Canyon')).toBe('سيدار ميراج كانيون');
    expect(() => spellOut('Kite Banana')).toThrow(/"Banana"/);
  });
});

describe('the generated Arabic titles and descriptions', () => {
  const products = [...generateFeed().products, ...generateFeed({ seed: 7 }).products];

  it('puts the type first and the spelled-out name after it', () => {
    const kite = products.find((p) => p.title === 'Kite Adventure Canvas Sneaker')!;
    expect(kite.ar.title).toBe('سنيكرز قماشي كايت أدفنشر');
  });

  // Translations the native review ruled out: nonsense, a broken brand, bad associations, the wrong tree.
  it.each(['محظوظ', 'أخدود', 'سراب', 'سدر', 'طائرة ورقية', 'مغامرة'])('never titles a shoe with %s', (word) => {
    expect(products.filter((p) => p.ar.title.includes(word)).map((p) => p.ar.title)).toEqual([]);
  });

  it('names the colour once in a description', () => {
    const twice = products.filter((p) => /بلون[^<]*بلون/.test(p.ar.descriptionHtml));
    expect(twice.map((p) => p.ar.descriptionHtml)).toEqual([]);
  });

  it('says الفيلكرو, not sticky tape, and speaks of three stores in the plural', () => {
    const texts = products.flatMap((p) => [p.ar.descriptionHtml, p.ar.deliveryOptions]).join('\n');
    expect(texts).not.toContain('شريط لاصق');
    expect(texts).not.toContain('متجرينا');
    expect(texts).toContain('بالفيلكرو');
    expect(texts).toContain('متاجرنا في أبوظبي ودبي');
  });

  it('keeps EU sizes left to right inside the Arabic description', () => {
    for (const p of products) expect(p.ar.descriptionHtml).toMatch(/من \u2066EU \d+\u2069 إلى \u2066EU \d+\u2069/);
  });
});
