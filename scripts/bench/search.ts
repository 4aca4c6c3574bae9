/**
 * `npm run bench:search`: search and a large tag listing under load on the 10× catalogue, in English and
 * in Arabic, beside plain node:http answering the shop's own answers from memory in the same run
 * (scripts/bench/lib/search-runs.ts says how). Targets in bench/targets.json: search-bar p95 for
 * searches the server has never answered, in both languages.
 */
import { cpus, loadavg } from 'node:os';
import { ROOT } from '../lib/build.ts';
import { formatTable, latencyRatios, loadRow, type LoadResult } from './lib/load.ts';
import { CONNECTIONS, measureSearch, SCALE } from './lib/search-runs.ts';
import { meets, readTargets, verdict, type Bound } from './lib/targets.ts';
import { envVar } from '#src/config/env.ts';

const SECONDS = envVar('BENCH_SECONDS');
const figures = await measureSearch(SECONDS);
const { api } = readTargets(ROOT);
const { floorSearch, search, newSearch, arabicSearch, newArabicSearch, floorArabic, floorTag, tag } = figures;
const load = loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');
console.log(
  `\nCatalogue ×${SCALE}: ${figures.colours} colours tagged kids; ${CONNECTIONS} connections, ${SECONDS} s each; ` +
    `${cpus().length} CPUs, load average ${load}\n`,
);
console.log(
  formatTable(
    [floorSearch, search, newSearch, floorArabic, arabicSearch, newArabicSearch, floorTag, tag].map((r) =>
      loadRow('route', r),
    ),
  ),
);
console.log(`\nsearch vs baseline: ${latencyRatios(search, floorSearch)}`);
console.log(`new searches vs baseline: ${latencyRatios(newSearch, floorSearch)}`);
console.log(`Arabic searches vs baseline: ${latencyRatios(arabicSearch, floorArabic)}`);
console.log(`new Arabic searches vs baseline: ${latencyRatios(newArabicSearch, floorArabic)}`);
console.log(`tag list vs baseline: ${latencyRatios(tag, floorTag)}`);
const judged: Array<[string, LoadResult, LoadResult, Bound | undefined]> = [
  ['new searches', newSearch, floorSearch, api['search-bar']?.p95Ms],
  ['new Arabic searches', newArabicSearch, floorArabic, api['search-bar (Arabic)']?.p95Ms],
  ['repeated searches', search, floorSearch, api['search-bar']?.p95Ms],
  ['repeated Arabic searches', arabicSearch, floorArabic, api['search-bar (Arabic)']?.p95Ms],
];
for (const [label, result, floor, bound] of judged) {
  console.log(`${label} p95 ${result.p95Ms} ms (baseline ${floor.p95Ms} ms): ${verdict(result.p95Ms, bound)}`);
}
const clean = (result: LoadResult) => result.errors === 0 && result.non2xx === 0;
process.exitCode = judged.every(([, result, , bound]) => clean(result) && (!bound || meets(result.p95Ms, bound)))
  ? 0
  : 1;
