/**
 * Product search: the words of a product's title, type, colour, age group, brand
 * and gender (labels and the synonyms shoppers type), matched regardless of case,
 * plural or small typos, best match first.
 *
 * The index is built once per catalogue: a vocabulary of singular words, each
 * with the products that carry it and how much that field counts. A query word
 * is looked up exactly; a word the shop does not know is read as the start of
 * a word (the shopper is still typing) or within one or two edits ('snaeker' →
 * 'sneaker'). Every query word must match for a product to be found.
 */
import { AGE_GROUPS, BRANDS, COLORS, GENDERS, PRODUCT_TYPES } from '../config/shop.ts';
import {
  ageGroupLabels,
  brandLabels,
  colorLabels,
  genderLabels,
  productTypeLabels,
  searchStopwords,
  searchSynonyms,
} from '../i18n/messages.en.ts';

export interface SearchDocument {
  title: string;
  tags: readonly string[];
}

/** How much a word counts by the field it comes from: the title says most about a shoe. */
const FIELD_WEIGHT = { title: 10, type: 8, color: 7, age: 7, brand: 6, gender: 5 } as const;

/** How much a word counts by how well it matches the query word. */
const MATCH_QUALITY = { exact: 1, prefix: 0.75, oneEdit: 0.55, oneEditPrefix: 0.45, twoEdits: 0.35 } as const;

const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 40;
export const MAX_QUERY_LENGTH = 200;

const STOPWORDS = new Set(searchStopwords);

/** Lower case, no accents, singular: 'Sandals' → 'sandal', 'BABIES' → 'baby', 'Boxes' → 'box'. */
export function normalizeWord(word: string): string {
  const w = word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (w.length <= 3 || /(ss|us|is)$/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

export function searchWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_QUERY_WORDS * 4)
    .map((word) => normalizeWord(word.slice(0, MAX_WORD_LENGTH)))
    .filter((word) => !STOPWORDS.has(word));
}

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

/** The tag-derived fields: each tag of these families brings its label and synonyms. */
const TAG_FIELDS: ReadonlyArray<{ field: Field; tags: readonly string[]; label: (tag: string) => string }> = [
  {
    field: 'type',
    tags: PRODUCT_TYPES.filter((type) => type !== 'others'),
    label: (tag) => productTypeLabels[tag as keyof typeof productTypeLabels],
  },
  { field: 'color', tags: COLORS, label: (tag) => colorLabels[tag as keyof typeof colorLabels] },
  { field: 'age', tags: AGE_GROUPS, label: (tag) => ageGroupLabels[tag as keyof typeof ageGroupLabels] },
  { field: 'brand', tags: BRANDS, label: (tag) => brandLabels[tag as keyof typeof brandLabels] },
  { field: 'gender', tags: GENDERS, label: (tag) => genderLabels[tag as keyof typeof genderLabels] },
];

const tagWords = (tag: string, label: string) =>
  searchWords([label, ...(searchSynonyms[tag as keyof typeof searchSynonyms] ?? [])].join(' '));

/**
 * A brand name of several words is also one word ('kids king' → 'kidking'), so
 * that the brand is not found by a word it shares with an age group ('kids').
 */
const BRAND_PHRASES: ReadonlyArray<{ words: string[]; token: string }> = BRANDS.map((brand) =>
  searchWords(brandLabels[brand]),
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
  const entries = TAG_FIELDS.flatMap(({ field, tags, label }) =>
    tags.map((tag) => ({ tag, field, words: tagWords(tag, label(tag)) })),
  );
  const otherWords = new Set(entries.filter((e) => e.field !== 'brand').flatMap((e) => e.words));
  return new Map(
    entries.map(({ tag, field, words }) => {
      if (field !== 'brand' || words.length < 2) return [tag, { field, words }];
      return [tag, { field, words: [joinPhrases(words)[0]!, ...words.filter((word) => !otherWords.has(word))] }];
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
    for (const word of searchWords(document.title)) add(word, doc, FIELD_WEIGHT.title);
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
  const terms = [...postings.keys()];
  const expansions = new Map<string, Expansion[]>();

  /** The vocabulary words a query word may stand for, with how well each matches. */
  function expand(word: string, typing: boolean): Expansion[] {
    const key = `${typing ? '+' : '='}${word}`;
    const cached = expansions.get(key);
    if (cached) return cached;
    // A word the shop knows means itself: 'boot' is not also 'bolt', 'kids' not also 'kidsking'.
    if (postings.has(word)) return [{ term: word, quality: MATCH_QUALITY.exact }];
    const found: Expansion[] = [];
    for (const term of terms) {
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
      if (!/[\p{L}\p{N}]/u.test(query)) return [];
      const words = [...new Set(joinPhrases(searchWords(query)))].slice(0, MAX_QUERY_WORDS);
      // A query of only generic words ('shoes') is a request for everything.
      if (words.length === 0) return documents.map((_, doc) => doc);
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
