/**
 * `npm run bench:pages [-- /path …]`: Lighthouse (mobile emulation) on the
 * content pages of the real build served by the real server: each page's four
 * category scores, LCP, CLS, TBT and the gzip bytes of JavaScript and HTML it
 * ships, then whatever misses the targets (performance 95 or more,
 * accessibility, best practices and SEO 100, CLS 0) with the failing audits.
 */
import { ensureBuilt } from '../lib/build.ts';
import { startShop } from '#tests/support/server.ts';
import { auditPages, type PageFigures } from './lib/lighthouse.ts';

const DEFAULT_PAGES = ['/', '/size', '/FAQ', '/about-us'];
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 } as const;

function table(rows: PageFigures[]): string {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'JS gz', 'HTML gz'];
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const lines = rows.map((row) =>
    [
      row.path,
      row.performance,
      row.accessibility,
      row.bestPractices,
      row.seo,
      row.lcpMs,
      row.cls.toFixed(3),
      row.tbtMs,
      kib(row.jsGzipBytes),
      kib(row.htmlGzipBytes),
    ].map(String),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PAGES;
await ensureBuilt();
const shop = await startShop();
let rows: PageFigures[];
try {
  rows = await auditPages(shop.baseURL, paths);
} finally {
  await shop.stop();
}

console.log('\nLighthouse, mobile emulation\n');
console.log(table(rows));
const misses = rows.flatMap((row) => [
  ...(Object.keys(TARGETS) as Array<keyof typeof TARGETS>)
    .filter((id) => row[id] < TARGETS[id])
    .map((id) => `${row.path}: ${id} ${row[id]} < ${TARGETS[id]}`),
  ...(row.cls > 0 ? [`${row.path}: CLS ${row.cls} > 0`] : []),
  ...row.failingAudits.map((audit) => `${row.path}: ${audit}`),
]);
console.log(misses.length === 0 ? '\nEvery page meets the targets.' : `\nBelow target:\n  ${misses.join('\n  ')}`);
