/**
 * `npm run bench:search`: search and a large tag listing under load, on the 10×
 * catalogue, beside a plain node:http server answering a fixed JSON body of the
 * same size in the same run (the floor of this machine).
 *
 * Makes data/catalogues/catalogue-x10.json if missing, builds the shop from it
 * into dist-x10/ when that build is stale, serves it, then measures
 * POST /api/search-bar/ (a rotation of shopper queries, typos included) and
 * GET /api/get-products-by-tag/kids with autocannon at 10 connections.
 * Search is measured twice: with the rotation as shoppers repeat it (the server
 * keeps recent answers), and with every search new to the server (the same
 * words behind a different number of leading spaces, which the search ignores
 * but the server cannot know it has answered), so the cost of an answer made
 * from scratch is in the table too.
 * Arabic queries (shoppers' words, un-normalised letters, typos, synonyms) are
 * measured the same two ways from an Arabic page (Accept-Language: ar), and
 * their p95 is reported on its own.
 * Target: search p95 under 15 ms, in both languages.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build, isBuildStale, ROOT, run } from '../lib/build.ts';
import { formatTable, latencyRatios, loadRow, measureLoad, startBaseline, type LoadResult } from './lib/load.ts';
import { startShop } from '#tests/support/server.ts';
import { MAX_QUERY_LENGTH as MAX_SEARCH_LENGTH } from '#src/catalogue/search.ts';
import { envVar } from '#src/config/env.ts';

const SCALE = 10;
const CATALOGUE = join(ROOT, `data/catalogues/catalogue-x${SCALE}.json`);
const DIST = join(ROOT, `dist-x${SCALE}`);
const SEARCH_P95_TARGET_MS = 15;
const CONNECTIONS = 10;
const SECONDS = envVar('BENCH_SECONDS');

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

if (!existsSync(CATALOGUE))
  await run(process.execPath, [join(ROOT, 'scripts/catalogue/generate.ts'), '--scale', String(SCALE)]);
process.env.CATALOGUE_PATH = CATALOGUE;
const builtFrom = join(DIST, '.build-stamp');
if (isBuildStale(DIST) || statSync(builtFrom).mtimeMs < statSync(CATALOGUE).mtimeMs) await build(DIST);

const shop = await startShop({ SHOP_DIST: DIST, CATALOGUE_PATH: CATALOGUE });
try {
  const searchUrl = `${shop.baseURL}/api/search-bar/`;
  const tagUrl = `${shop.baseURL}/api/get-products-by-tag/kids`;
  const sample = await (
    await fetch(searchUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search: QUERIES[0] }),
    })
  ).text();
  const tagBody = await (await fetch(tagUrl)).text();
  const baselineSearch = await startBaseline(JSON.parse(sample));
  const baselineTag = await startBaseline(JSON.parse(tagBody));
  const searchBody = rotation(QUERIES);
  const newSearchBody = newRotation(QUERIES);
  const results: LoadResult[] = [];
  try {
    for (const options of [
      { name: `baseline (fixed ${Math.round(sample.length / 1024)} KB JSON)`, url: baselineSearch.url },
      { name: 'POST /api/search-bar/', url: searchUrl, method: 'POST' as const, body: searchBody },
      { name: 'POST /api/search-bar/ (each search new)', url: searchUrl, method: 'POST' as const, body: newSearchBody },
      {
        name: 'POST /api/search-bar/ (Arabic)',
        url: searchUrl,
        method: 'POST' as const,
        body: rotation(ARABIC_QUERIES),
        headers: ARABIC,
      },
      {
        name: 'POST /api/search-bar/ (Arabic, each search new)',
        url: searchUrl,
        method: 'POST' as const,
        body: newRotation(ARABIC_QUERIES),
        headers: ARABIC,
      },
      { name: `baseline (fixed ${Math.round(tagBody.length / 1024)} KB JSON)`, url: baselineTag.url },
      { name: 'GET /api/get-products-by-tag/kids', url: tagUrl },
    ]) {
      results.push(await measureLoad({ ...options, connections: CONNECTIONS, durationSeconds: SECONDS }));
    }
  } finally {
    await baselineSearch.close();
    await baselineTag.close();
  }
  const [floorSearch, search, newSearch, arabicSearch, newArabicSearch, floorTag, tag] = results as [
    LoadResult,
    LoadResult,
    LoadResult,
    LoadResult,
    LoadResult,
    LoadResult,
    LoadResult,
  ];
  console.log(
    `\nCatalogue ×${SCALE}: ${JSON.parse(tagBody).length} colours tagged kids; ` +
      `${CONNECTIONS} connections, ${SECONDS} s each\n`,
  );
  console.log(formatTable(results.map((r) => loadRow('route', r))));
  console.log(`\nsearch vs baseline: ${latencyRatios(search, floorSearch)}`);
  console.log(`new searches vs baseline: ${latencyRatios(newSearch, floorSearch)}`);
  console.log(`Arabic searches vs baseline: ${latencyRatios(arabicSearch, floorSearch)}`);
  console.log(`new Arabic searches vs baseline: ${latencyRatios(newArabicSearch, floorSearch)}`);
  console.log(`tag list vs baseline: ${latencyRatios(tag, floorTag)}`);
  const within = (result: LoadResult) =>
    result.p95Ms < SEARCH_P95_TARGET_MS && result.errors === 0 && result.non2xx === 0;
  for (const [label, result] of [
    ['search', search],
    ['new searches', newSearch],
    ['Arabic searches', arabicSearch],
    ['new Arabic searches', newArabicSearch],
  ] as const) {
    console.log(
      `${label} p95 ${result.p95Ms} ms: ${within(result) ? 'within' : 'OVER'} the ${SEARCH_P95_TARGET_MS} ms target`,
    );
  }
  const met = [search, newSearch, arabicSearch, newArabicSearch].every(within);
  process.exitCode = met ? 0 : 1;
} finally {
  await shop.stop();
}
