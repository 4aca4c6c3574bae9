/**
 * `npm run bench:pages [-- --runs 5] [-- /path …]`: Lighthouse (mobile emulation) on the real build served
 * by the real server: a page of each type in English and Arabic (home, listing, product page, size guide)
 * unless paths are given, beside a script-free calibration page served on the same machine and measured
 * in the same run (scripts/bench/lib/calibration.ts). For each page its four category scores, LCP, CLS,
 * TBT (and TBT over the calibration page's), the gzip bytes of JavaScript and HTML it ships (and the
 * JavaScript's brotli bytes, what a browser downloads), then
 * whatever misses bench/targets.json with the failing audits. With --runs, the median run of each page.
 */
import { parseArgs } from 'node:util';
import { ensureBuilt, ROOT } from '../lib/build.ts';
import { startShop } from '#tests/support/server.ts';
import { CALIBRATION_LABEL, startCalibrationPage } from './lib/calibration.ts';
import { auditPages, pageFigureValues, type PageFigures } from './lib/lighthouse.ts';
import { pageTypes } from './lib/page-types.ts';
import { describeBound, meets, readTargets } from './lib/targets.ts';

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '1' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number, at least 1');
const targets = readTargets(ROOT).pages;

function table(rows: PageFigures[], calibration: PageFigures): string {
  const header = [
    'page',
    'perf',
    'a11y',
    'best',
    'seo',
    'LCP ms',
    'CLS',
    'TBT ms',
    'TBT - cal.',
    'JS gz',
    'JS br',
    'HTML gz',
  ];
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const lines = [calibration, ...rows].map((row) =>
    [
      row === calibration ? CALIBRATION_LABEL : row.path,
      runs > 1 ? `${row.performance} (${row.performanceRuns.join(' ')})` : row.performance,
      row.accessibility,
      row.bestPractices,
      row.seo,
      row.lcpMs,
      row.cls.toFixed(3),
      row.tbtMs,
      row === calibration ? '' : row.tbtMs - calibration.tbtMs,
      kib(row.jsGzipBytes),
      kib(row.jsBrotliBytes),
      kib(row.htmlGzipBytes),
    ].map(String),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

/** Each figure of a page that misses its target, with the failing audits. */
function pageMisses(row: PageFigures, calibration: PageFigures): string[] {
  return [
    ...pageFigureValues(row, calibration)
      .filter(([id, value]) => targets[id] && !meets(value, targets[id]))
      .map(([id, value]) => `${row.path}: ${id} ${value} (target ${describeBound(targets[id])})`),
    ...row.failingAudits.map((audit) => `${row.path}: ${audit}`),
  ];
}

await ensureBuilt();
const shop = await startShop();
const calibrationPage = await startCalibrationPage();
let rows: PageFigures[];
let calibration: PageFigures;
try {
  const paths = positionals.length > 0 ? positionals : await pageTypes(shop.baseURL);
  [calibration, ...rows] = (await auditPages(shop.baseURL, [calibrationPage.url, ...paths], runs)) as [
    PageFigures,
    ...PageFigures[],
  ];
} finally {
  await calibrationPage.close();
  await shop.stop();
}

console.log(`\nLighthouse, mobile emulation${runs > 1 ? `, median of ${runs} runs` : ''}\n`);
console.log(table(rows, calibration));
const misses = rows.flatMap((row) => pageMisses(row, calibration));
console.log(misses.length === 0 ? '\nEvery page meets the targets.' : `\nBelow target:\n  ${misses.join('\n  ')}`);
