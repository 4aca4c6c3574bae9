/**
 * `npm run bench:pages [-- --runs 5] [-- --first-visit-only] [-- --traces dir] [-- /path …]`: Lighthouse on
 * the real build served by the real server, a page of each type in English and Arabic (home, listing,
 * product page, size guide) unless paths are given, measured two ways.
 *
 * First, as PageSpeed Insights sees a shopper's first visit (scripts/bench/lib/first-visit.ts): the stock
 * CLI, a new Chromium per run, each page beside its own script-free copy in the same round, --runs rounds.
 * Its score and TBT, and its TBT over its copy's; with --traces, every run's report and trace kept there.
 *
 * Second, as before, in one warm browser (mobile emulation), beside a script-free calibration page served
 * on the same machine and measured in the same run (scripts/bench/lib/calibration.ts). For each page its
 * four category scores, LCP, CLS, TBT (and TBT over the calibration page's), the gzip bytes of JavaScript
 * and HTML it ships (and the JavaScript's brotli bytes, what a browser downloads), then
 * whatever misses bench/targets.json with the failing audits. With --runs, the median run of each page.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDir, ensureBuilt, ROOT } from '../lib/build.ts';
import { startShop } from '#tests/support/server.ts';
import { CALIBRATION_LABEL, startCalibrationPage } from './lib/calibration.ts';
import { measureFirstVisits, medians, tbtOverCopyMs, type FirstVisitFigures } from './lib/first-visit.ts';
import { auditPages, pageFigureValues, type PageFigures } from './lib/lighthouse.ts';
import { pageTypes } from './lib/page-types.ts';
import { describeBound, meets, readTargets } from './lib/targets.ts';

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    'first-visit-only': { type: 'boolean', default: false },
    traces: { type: 'string' },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number, at least 1');
const targets = readTargets(ROOT).pages;

function alignedTable(header: string[], lines: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

function firstVisitTable(rows: FirstVisitFigures[]): string {
  const header = ['page', 'score', 'TBT ms', 'copy: score', 'copy: TBT ms', 'TBT - copy', "'other' ms, copy", 'load'];
  const all = (values: number[]) => (runs > 1 ? ` (${values.join(' ')})` : '');
  const lines = rows.map((row) => {
    const page = medians(row.page);
    const copy = medians(row.copy);
    const loads = [...row.page, ...row.copy].map((run) => run.load);
    return [
      row.path,
      `${page.performance}${all(row.page.map((run) => run.performance))}`,
      `${page.tbtMs}${all(row.page.map((run) => run.tbtMs))}`,
      `${copy.performance}${all(row.copy.map((run) => run.performance))}`,
      `${copy.tbtMs}${all(row.copy.map((run) => run.tbtMs))}`,
      String(tbtOverCopyMs(row)),
      `${page.otherMs}, ${copy.otherMs}`,
      `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
    ];
  });
  return alignedTable(header, lines);
}

function firstVisitMisses(row: FirstVisitFigures): string[] {
  const figures: Array<[string, number]> = [
    ['performance', medians(row.page).performance],
    ['tbtOverScriptFreeCopyMs', tbtOverCopyMs(row)],
  ];
  return figures
    .filter(([id, value]) => !meets(value, targets[id]!))
    .map(([id, value]) => `${row.path} (first visit): ${id} ${value} (target ${describeBound(targets[id])})`);
}

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
  return alignedTable(header, lines);
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
const loadBefore = loadavg()[0]!;
let firstVisits: FirstVisitFigures[];
let warm: { rows: PageFigures[]; calibration: PageFigures } | undefined;
try {
  const paths = positionals.length > 0 ? positionals : await pageTypes(shop.baseURL);
  firstVisits = await measureFirstVisits(shop.baseURL, join(buildDir(), 'client'), paths, {
    rounds: runs,
    traces: values.traces,
    onRun: (path, side, run) =>
      console.log(`${path} (${side}): score ${run.performance}, TBT ${run.tbtMs} ms, load ${run.load.toFixed(1)}`),
  });
  if (!values['first-visit-only']) {
    const calibrationPage = await startCalibrationPage();
    try {
      const [calibration, ...rows] = (await auditPages(shop.baseURL, [calibrationPage.url, ...paths], runs)) as [
        PageFigures,
        ...PageFigures[],
      ];
      warm = { rows, calibration };
    } finally {
      await calibrationPage.close();
    }
  }
} finally {
  await shop.stop();
}

const rounds = runs > 1 ? `median of ${runs} rounds` : 'one round';
console.log(
  `\nFirst visit: the Lighthouse CLI with a new Chromium per run, mobile defaults, each page beside its ` +
    `script-free copy, ${rounds}; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after\n`,
);
console.log(firstVisitTable(firstVisits));
const misses = firstVisits.flatMap(firstVisitMisses);
if (warm) {
  console.log(`\nOne warm browser, mobile emulation${runs > 1 ? `, median of ${runs} runs` : ''}\n`);
  console.log(table(warm.rows, warm.calibration));
  misses.push(...warm.rows.flatMap((row) => pageMisses(row, warm!.calibration)));
}
console.log(misses.length === 0 ? '\nEvery page meets the targets.' : `\nBelow target:\n  ${misses.join('\n  ')}`);
