/**
 * `npm run bench:pages`: Lighthouse (mobile emulation, simulated throttling)
 * on the content pages of the real build served by the real server. Prints
 * each page's four category scores, LCP, CLS, TBT and the JavaScript and HTML
 * it ships (gzip bytes, measured from the server), against the targets:
 * performance 95 or more, accessibility, best practices and SEO 100, CLS 0.
 *
 *   npm run bench:pages                  home, /size, /FAQ, /about-us
 *   npm run bench:pages -- /policy /     other pages
 *   BENCH_RUNS=3 npm run bench:pages     median of three runs per page
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { ensureBuilt } from '../lib/build.ts';
import { CHROMIUM_ARGS, findChromium, HOW_TO_GET_A_BROWSER } from '../lib/browser.ts';
import { startShop } from '../../tests/support/server.ts';

const DEFAULT_PAGES = ['/', '/size', '/FAQ', '/about-us'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));

interface PageFigures {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsGzip: number;
  htmlGzip: number;
  /** Audits that cost points outside performance, for the reader to fix. */
  failing: string[];
}

/** Starts Chromium with a DevTools port for Lighthouse and resolves with the port. */
function launchChromium(executablePath: string): Promise<{ port: number; process: ChildProcess; profile: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'lucky-lighthouse-'));
  const child = spawn(executablePath, [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port:\n${output}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), process: child, profile });
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });
}

/** Bytes of a response as the server sends it to a browser that accepts only gzip. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function shippedBytes(lhr: Result, origin: string): Promise<{ js: number; html: number }> {
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> } | undefined)?.items ?? [];
  const own = requests.filter((item) => item.url.startsWith(origin));
  const sum = async (type: string) => {
    const urls = [...new Set(own.filter((item) => item.resourceType === type).map((item) => item.url))];
    return (await Promise.all(urls.map(gzipBytes))).reduce((total, bytes) => total + bytes, 0);
  };
  return { js: await sum('Script'), html: await sum('Document') };
}

async function measure(url: string, port: number, origin: string): Promise<Omit<PageFigures, 'path'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as PageFigures['scores'];
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  const bytes = await shippedBytes(lhr, origin);
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    jsGzip: bytes.js,
    htmlGzip: bytes.html,
    failing,
  };
}

function table(rows: PageFigures[]): string {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'JS gz', 'HTML gz'];
  const lines = rows.map((row) => [
    row.path,
    ...CATEGORIES.map((id) => String(row.scores[id])),
    row.lcpMs.toFixed(0),
    row.cls.toFixed(3),
    row.tbtMs.toFixed(0),
    `${(row.jsGzip / 1024).toFixed(1)} KiB`,
    `${(row.htmlGzip / 1024).toFixed(1)} KiB`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

const executablePath = await findChromium();
if (!executablePath) {
  console.error(HOW_TO_GET_A_BROWSER);
  process.exit(1);
}
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PAGES;
await ensureBuilt();
const shop = await startShop();
const chromium = await launchChromium(executablePath);
const rows: PageFigures[] = [];
try {
  for (const path of paths) {
    const runs: Array<Omit<PageFigures, 'path'>> = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(new URL(path, shop.baseURL).href, chromium.port, shop.baseURL));
    const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
    const typical = byPerformance[Math.floor(byPerformance.length / 2)]!;
    rows.push({
      path,
      ...typical,
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: Math.max(...runs.map((r) => r.cls)),
    });
  }
} finally {
  chromium.process.kill();
  rmSync(chromium.profile, { recursive: true, force: true });
  await shop.stop();
}

console.log(`\nLighthouse, mobile emulation, ${RUNS} run${RUNS > 1 ? 's (median)' : ''} per page\n`);
console.log(table(rows));
const misses = rows.flatMap((row) => [
  ...CATEGORIES.filter((id) => row.scores[id] < TARGETS[id]).map((id) => `${row.path}: ${id} ${row.scores[id]} < ${TARGETS[id]}`),
  ...(row.cls > 0 ? [`${row.path}: CLS ${row.cls.toFixed(3)} > 0`] : []),
  ...row.failing.map((audit) => `${row.path}: ${audit}`),
]);
console.log(misses.length === 0 ? '\nEvery page meets the targets.' : `\nBelow target:\n  ${misses.join('\n  ')}`);
