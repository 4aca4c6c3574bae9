/**
 * The search benchmark's runs (`npm run bench:search` and `npm run bench`): on the 10× catalogue, search
 * and a large tag listing under load, beside plain node:http in a process of its own answering, from
 * memory, the very answers the shop gave to the same requests (status, headers, bytes, the same
 * encoding): the floor of this machine, measured in the same run.
 *
 * Makes data/catalogues/catalogue-x10.json if missing, builds the shop from it into dist-x10/ when that
 * build is stale, serves it, then measures POST /api/search-bar/ (a rotation of shopper queries, typos
 * included) and GET /api/get-products-by-tag/kids with autocannon at 10 connections. Search is measured
 * twice: with the rotation as shoppers repeat it (the server keeps recent answers), and with every search
 * new to the server (the same words behind a different number of leading spaces, which the search
 * ignores but the server cannot know it has answered), so the cost of an answer made from scratch is in
 * the table too. Arabic queries (shoppers' words, un-normalised letters, typos, synonyms) are measured
 * the same two ways from an Arabic page (Accept-Language: ar).
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build, isBuildStale, ROOT, run } from '#scripts/lib/build.ts';
import { measureEach, recordAnswer, startReplay, type LoadResult } from './load.ts';
import { searchKey, type Replay } from './peer.ts';
import { startShop } from '#tests/support/server.ts';
import { MAX_QUERY_LENGTH as MAX_SEARCH_LENGTH } from '#src/catalogue/search.ts';

export const SCALE = 10;
const CATALOGUE = join(ROOT, `data/catalogues/catalogue-x${SCALE}.json`);
const DIST = join(ROOT, `dist-x${SCALE}`);
export const CONNECTIONS = 10;

/** What shoppers type: whole words, plurals, typos, two-word searches, brand and colour. */
const QUERIES = [
  'snaeker',
  'pink sandal',
  'boots',
  'kids sneakers',
  'school shoe',
  'girls',
  'basketbal',
  'kids king',
  'red',
  'toddler sandals',
  'slipers',
  'blue runner',
];

/** The same in Arabic: letters as typed (hamza, taa marbuta, tashkeel), a typo, synonyms, an English word. */
const ARABIC_QUERIES = [
  'سنكيرز',
  'صندل وردي',
  'جزمة',
  'أحذية رياضية',
  'حذاء مدرسي',
  'بنات',
  'كرة السلة',
  'كيدز كينج',
  'أحمر',
  'صنادل للأطفال الصغار',
  'شِبْشِب',
  'حذاء جري أزرق',
];
const ARABIC = { 'accept-language': 'ar' };

/** The rotation of `queries`, as shoppers repeat it. */
const rotation = (queries: readonly string[]) => {
  let next = 0;
  return () => JSON.stringify({ search: queries[next++ % queries.length] });
};
/** The rotation with every search new to the server. */
const newRotation = (queries: readonly string[]) => {
  const maxPadding = MAX_SEARCH_LENGTH - Math.max(...queries.map((query) => query.length));
  let fresh = 0;
  return () => {
    const query = queries[fresh % queries.length]!;
    const padding = Math.floor(fresh++ / queries.length) % maxPadding;
    return JSON.stringify({ search: `${' '.repeat(padding)}${query}` });
  };
};

export interface SearchFigures {
  /** Colours tagged kids on the 10× catalogue. */
  colours: number;
  floorSearch: LoadResult;
  search: LoadResult;
  newSearch: LoadResult;
  arabicSearch: LoadResult;
  newArabicSearch: LoadResult;
  floorArabic: LoadResult;
  floorTag: LoadResult;
  tag: LoadResult;
}

export async function measureSearch(seconds: number): Promise<SearchFigures> {
  if (!existsSync(CATALOGUE))
    await run(process.execPath, [join(ROOT, 'scripts/catalogue/generate.ts'), '--scale', String(SCALE)]);
  const builtFrom = join(DIST, '.build-stamp');
  if (isBuildStale(DIST) || statSync(builtFrom).mtimeMs < statSync(CATALOGUE).mtimeMs)
    await build(DIST, { CATALOGUE_PATH: CATALOGUE });

  const shop = await startShop({ SHOP_DIST: DIST, CATALOGUE_PATH: CATALOGUE }, { answerWithinSeconds: 600 });
  try {
    const searchUrl = `${shop.baseURL}/api/search-bar/`;
    const tagUrl = `${shop.baseURL}/api/get-products-by-tag/kids`;
    // The shop's answers, recorded as sent, for the floor to give back byte for byte.
    const answers: Replay['answers'] = {};
    for (const [queries, language] of [
      [QUERIES, undefined],
      [ARABIC_QUERIES, ARABIC['accept-language']],
    ] as const) {
      for (const search of queries) {
        const body = JSON.stringify({ search });
        const answer = await recordAnswer(searchUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
          body,
        });
        if (answer.status !== 200) throw new Error(`the shop answered the search "${search}" with ${answer.status}`);
        answers[searchKey(language, body)] = answer;
      }
    }
    const tagAnswer = await recordAnswer(tagUrl, { headers: { 'content-type': 'application/json' } });
    const tagBytes = Buffer.from(tagAnswer.bodyBase64, 'base64');
    const baselineSearch = await startReplay({ answers, keyedBySearch: true });
    const baselineTag = await startReplay({ answers: { '*': tagAnswer } });
    try {
      const { floorSearch, search, newSearch, arabicSearch, newArabicSearch, floorArabic, floorTag, tag } =
        await measureEach(
          {
            floorSearch: {
              name: 'baseline: the same searches',
              url: baselineSearch.url,
              method: 'POST',
              body: rotation(QUERIES),
            },
            search: { name: 'POST /api/search-bar/', url: searchUrl, method: 'POST', body: rotation(QUERIES) },
            newSearch: {
              name: 'POST /api/search-bar/ (each search new)',
              url: searchUrl,
              method: 'POST',
              body: newRotation(QUERIES),
            },
            arabicSearch: {
              name: 'POST /api/search-bar/ (Arabic)',
              url: searchUrl,
              method: 'POST',
              body: rotation(ARABIC_QUERIES),
              headers: ARABIC,
            },
            newArabicSearch: {
              name: 'POST /api/search-bar/ (Arabic, each search new)',
              url: searchUrl,
              method: 'POST',
              body: newRotation(ARABIC_QUERIES),
              headers: ARABIC,
            },
            floorArabic: {
              name: 'baseline: the same Arabic searches',
              url: baselineSearch.url,
              method: 'POST',
              body: rotation(ARABIC_QUERIES),
              headers: ARABIC,
            },
            floorTag: {
              name: `baseline: the same ${Math.round(tagBytes.length / 1024)} KB list`,
              url: baselineTag.url,
            },
            tag: { name: 'GET /api/get-products-by-tag/kids', url: tagUrl },
          },
          { connections: CONNECTIONS, durationSeconds: seconds },
        );
      const colours = (JSON.parse(tagBytes.toString()) as unknown[]).length;
      return { colours, floorSearch, search, newSearch, arabicSearch, newArabicSearch, floorArabic, floorTag, tag };
    } finally {
      await baselineSearch.close();
      await baselineTag.close();
    }
  } finally {
    await shop.stop();
  }
}
