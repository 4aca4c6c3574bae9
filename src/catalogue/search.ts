/**
 * Product search: the words of a product's titles (English and Arabic), type, colour, age group, brand
 * and gender (labels in both languages and the synonyms shoppers type), matched regardless of case,
 * plural, Arabic letter forms or small typos, best match first. Every language is searched whatever
 * the page's language: an English query finds products on the Arabic site, and the reverse.
 *
 * The index is built once per catalogue: a vocabulary of normalised words, each
 * with the products that carry it and how much that field counts. A query word
 * is looked up exactly; a word the shop does not know is read as the start of
 * a word (the shopper is still typing) or within one or two edits ('snaeker' →
 * 'sneaker', 'سنكيرز' → 'سنيكرز'). Every query word must match for a product to be found.
 */
import { AGE_GROUPS, BRANDS, COLORS, GENDERS, PRODUCT_TYPES } from '../config/catalogue.ts';
import { LOCALES } from '../i18n/locales.ts';
import { catalogueMessages } from './messages.ts';
import { searchStopwords, searchSynonyms } from './search-words.ts';

export interface SearchDocument {
  title: string;
  /** The title in the shop's other languages (the Arabic one). */
  otherTitles?: readonly string[];
  tags: readonly string[];
}

/** How much a word counts by the field it comes from: the title says most about a shoe. */
const FIELD_WEIGHT = { title: 10, type: 8, color: 7, age: 7, brand: 6, gender: 5 } as const;

/** How much a word counts by how well it matches the query word. */
const MATCH_QUALITY = { exact: 1, prefix: 0.75, oneEdit: 0.55, oneEditPrefix: 0.45, twoEdits: 0.35 } as const;

const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 40;
export const MAX_QUERY_LENGTH = 200;

/**
 * Combining marks: Latin accents; Arabic tashkeel (fatha, damma, kasra, shadda, sukun, tanwin…), the
 * dagger alef and Quranic marks.
 */
const MARKS = /[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g;
const TATWEEL = /\u0640/g;

/**
 * One spelling for the letters an Arabic word may be typed with: أ إ آ ٱ → ا, ة → ه, ى → ي;
 * tashkeel and tatweel removed. Latin accents go too ('Crème' → 'creme'); case is lowered.
 */
export function foldLetters(text: string): string {
  return text
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(TATWEEL, '')
    .toLowerCase();
}

/** The Arabic article and the particles joined to it: 'الصندل', 'بالأسود', 'للبنات' → 'صندل', 'اسود', 'بنات'. */
const ARABIC_PREFIXES = ['وال', 'بال', 'فال', 'كال', 'ال', 'لل'];
const ARABIC_LETTER = /^[\u0621-\u064a]/;

/** A folded word's stem: English singular, Arabic without its article. */
function stem(w: string): string {
  if (ARABIC_LETTER.test(w)) {
    const prefix = ARABIC_PREFIXES.find((p) => w.startsWith(p) && w.length - p.length >= 3);
    return prefix ? w.slice(prefix.length) : w;
  }
  if (w.length <= 3 || /(ss|us|is)$/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/**
 * Lower case, no accents, singular: 'Sandals' → 'sandal', 'BABIES' → 'baby', 'Boxes' → 'box';
 * Arabic letters folded and the article dropped: 'الأحذية' → 'احذيه', 'مَدْرَسِيّة' → 'مدرسيه'.
 */
export function normalizeWord(word: string): string {
  return stem(foldLetters(word));
}

const stopwords = (kind: keyof typeof searchStopwords) =>
  new Set(LOCALES.flatMap((locale) => searchStopwords[kind][locale].map(normalizeWord)));
const GENERIC_WORDS = stopwords('generic');
const FILLER_WORDS = stopwords('filler');

/** The stems of a text's words, generic and filler words included. */
function allWords(text: string): string[] {
  return (foldLetters(text).match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_QUERY_WORDS * 4)
    .map((word) => stem(word.slice(0, MAX_WORD_LENGTH)));
}

export function searchWords(text: string): string[] {
  return allWords(text).filter((word) => !GENERIC_WORDS.has(word) && !FILLER_WORDS.has(word));
}

/** A query that names shoes and nothing else ('shoes', 'a pair of shoes'): a request for every shoe. */
const asksForEverything = (query: string): boolean => allWords(query).some((word) => GENERIC_WORDS.has(word));

/** Optimal string alignment distance (a swap of two letters is one edit), or max + 1 once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

type Field = keyof typeof FIELD_WEIGHT;

/** The tag-derived fields: each tag of these families brings its labels and synonyms in every language. */
const TAG_FIELDS: ReadonlyArray<{ field: Field; tags: readonly string[]; labels: keyof CatalogueLabels }> = [
  { field: 'type', tags: PRODUCT_TYPES.filter((type) => type !== 'others'), labels: 'productTypes' },
  { field: 'color', tags: COLORS, labels: 'colors' },
  { field: 'age', tags: AGE_GROUPS, labels: 'ageGroups' },
  { field: 'brand', tags: BRANDS, labels: 'brands' },
  { field: 'gender', tags: GENDERS, labels: 'genders' },
];

type CatalogueLabels = Pick<
  (typeof catalogueMessages)['en'],
  'productTypes' | 'colors' | 'ageGroups' | 'brands' | 'genders'
>;

const labelOf = (locale: (typeof LOCALES)[number], labels: keyof CatalogueLabels, tag: string): string =>
  (catalogueMessages[locale][labels] as Record<string, string>)[tag] ?? '';

const synonymsOf = (locale: (typeof LOCALES)[number], tag: string): readonly string[] =>
  searchSynonyms[locale][tag as keyof (typeof searchSynonyms)['en']] ?? [];

/**
 * A brand name of several words is also one word ('kids king' → 'kidking', 'كيدز كينج' → 'كيدزكينج'),
 * so that the brand is not found by a word it shares with an age group ('kids').
 */
const BRAND_PHRASES: ReadonlyArray<{ words: string[]; token: string }> = LOCALES.flatMap((locale) =>
  BRANDS.map((brand) => searchWords(labelOf(locale, 'brands', brand))),
)
  .filter((words) => words.length > 1)
  .map((words) => ({ words, token: words.join('') }));

function joinPhrases(words: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const phrase = BRAND_PHRASES.find((p) => p.words.every((word, j) => words[i + j] === word));
    joined.push(phrase ? phrase.token : words[i]!);
    if (phrase) i += phrase.words.length - 1;
  }
  return joined;
}

const TAG_WORDS: ReadonlyMap<string, { field: Field; words: string[] }> = (() => {
  const entries = TAG_FIELDS.flatMap(({ field, tags, labels }) =>
    tags.map((tag) => ({
      tag,
      field,
      /** Per language: the label's words, then the synonyms'. */
      languages: LOCALES.map((locale) => ({
        label: searchWords(labelOf(locale, labels, tag)),
        synonyms: synonymsOf(locale, tag).flatMap(searchWords),
      })),
    })),
  );
  const otherWords = new Set(
    entries.filter((e) => e.field !== 'brand').flatMap((e) => e.languages.flatMap((l) => [...l.label, ...l.synonyms])),
  );
  return new Map(
    entries.map(({ tag, field, languages }) => {
      const words = languages.flatMap(({ label, synonyms }) => {
        if (field !== 'brand' || label.length < 2) return [...label, ...synonyms];
        return [joinPhrases(label)[0]!, ...[...label, ...synonyms].filter((word) => !otherWords.has(word))];
      });
      return [tag, { field, words: [...new Set(words)] }];
    }),
  );
})();

interface Expansion {
  term: string;
  quality: number;
}

export interface SearchIndex {
  /** Ranked positions of the matching documents, best first; [] for a blank query. */
  search(query: string): number[];
}

const EXPANSION_CACHE_LIMIT = 5000;

interface Postings {
  docs: Int32Array;
  weights: Float32Array;
}

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const building = new Map<string, Map<number, number>>();
  const add = (word: string, doc: number, weight: number) => {
    let docs = building.get(word);
    if (!docs) building.set(word, (docs = new Map()));
    if ((docs.get(doc) ?? 0) < weight) docs.set(doc, weight);
  };
  documents.forEach((document, doc) => {
    for (const title of [document.title, ...(document.otherTitles ?? [])])
      for (const word of searchWords(title)) add(word, doc, FIELD_WEIGHT.title);
    for (const tag of document.tags) {
      const words = TAG_WORDS.get(tag);
      if (words) for (const word of words.words) add(word, doc, FIELD_WEIGHT[words.field]);
    }
  });
  const postings = new Map<string, Postings>(
    [...building].map(([term, docs]) => [
      term,
      { docs: Int32Array.from(docs.keys()), weights: Float32Array.from(docs.values()) },
    ]),
  );
  // A word is only ever near a word of its own script: an Arabic typo is looked for among Arabic words.
  const arabicTerms = [...postings.keys()].filter((term) => ARABIC_LETTER.test(term));
  const otherTerms = [...postings.keys()].filter((term) => !ARABIC_LETTER.test(term));
  const expansions = new Map<string, Expansion[]>();

  /** The vocabulary words a query word may stand for, with how well each matches. */
  function expand(word: string, typing: boolean): Expansion[] {
    const key = `${typing ? '+' : '='}${word}`;
    const cached = expansions.get(key);
    if (cached) return cached;
    // A word the shop knows means itself: 'boot' is not also 'bolt', 'kids' not also 'kidsking'.
    if (postings.has(word)) return [{ term: word, quality: MATCH_QUALITY.exact }];
    const found: Expansion[] = [];
    for (const term of ARABIC_LETTER.test(word) ? arabicTerms : otherTerms) {
      let quality = 0;
      if (typing && word.length >= 2 && term.startsWith(word)) quality = MATCH_QUALITY.prefix;
      else if (word.length >= 4) {
        const allowed = word.length >= 7 ? 2 : 1;
        const distance = editDistance(word, term, allowed);
        if (distance === 1) quality = MATCH_QUALITY.oneEdit;
        else if (distance === 2 && allowed === 2) quality = MATCH_QUALITY.twoEdits;
        else if (typing && term.length > word.length && editDistance(word, term.slice(0, word.length), 1) <= 1)
          quality = MATCH_QUALITY.oneEditPrefix;
      }
      if (quality > 0) found.push({ term, quality });
    }
    if (expansions.size >= EXPANSION_CACHE_LIMIT) expansions.clear();
    expansions.set(key, found);
    return found;
  }

  return {
    search(query: string): number[] {
      query = query.slice(0, MAX_QUERY_LENGTH);
      const words = [...new Set(joinPhrases(searchWords(query)))].slice(0, MAX_QUERY_WORDS);
      if (words.length === 0) return asksForEverything(query) ? documents.map((_, doc) => doc) : [];
      // The last word may be unfinished unless the shopper typed a space after it.
      const typingLast = /[\p{L}\p{N}]$/u.test(query);
      const total = new Float64Array(documents.length);
      const best = new Float64Array(documents.length);
      /** How many query words, in order, each document has matched so far. */
      const matched = new Uint8Array(documents.length);
      let found: number[] = [];
      for (const [index, word] of words.entries()) {
        found = [];
        for (const { term, quality } of expand(word, typingLast && index === words.length - 1)) {
          const { docs, weights } = postings.get(term)!;
          for (let k = 0; k < docs.length; k++) {
            const doc = docs[k]!;
            if (matched[doc] !== index) continue;
            const score = quality * weights[k]!;
            if (best[doc] === 0) found.push(doc);
            if (score > best[doc]!) best[doc] = score;
          }
        }
        if (found.length === 0) return [];
        for (const doc of found) {
          total[doc]! += best[doc]!;
          best[doc] = 0;
          matched[doc] = index + 1;
        }
      }
      return found.sort((a, b) => total[b]! - total[a]! || a - b);
    },
  };
}
