/**
 * Lighthouse as PageSpeed Insights runs it (issue 36): the stock CLI with its mobile defaults and simulated
 * throttling, a new Chromium with a new empty profile for every run (Debian's, not the headless shell),
 * so every run is a shopper's first visit to a browser that has not warmed up. Each page is measured beside
 * its own script-free copy: the same HTML without its <script> elements (nor their modulepreload links),
 * served with the build's assets by a plain static server (sirv). The copy shows what the machine costs the page
 * without our scripts, so that the difference is ours even on a busy machine. Pages and copies alternate
 * (page, its copy, next page…) over every round, so that a burst of load hits both.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT } from '#scripts/lib/build.ts';
import { median, startPeer } from './load.ts';

const LIGHTHOUSE_CLI = join(ROOT, 'node_modules/lighthouse/cli/index.js');
const CHROMIUM = '/usr/bin/chromium';
/** What a closed network needs: no sandbox in a container, no GPU, no calls home, no update checks. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface FirstVisitRun {
  performance: number;
  tbtMs: number;
  /** Main-thread time Lighthouse files under 'other' (mainthread-work-breakdown), and all of it. */
  otherMs: number;
  mainThreadMs: number;
  /** The one-minute load average when the run ended. */
  load: number;
}

export interface FirstVisitFigures {
  path: string;
  page: FirstVisitRun[];
  copy: FirstVisitRun[];
}

/** Median figures of one side (the page or its copy). */
export function medians(runs: FirstVisitRun[]): Omit<FirstVisitRun, 'load'> {
  return {
    performance: median(runs.map((r) => r.performance)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    otherMs: median(runs.map((r) => r.otherMs)),
    mainThreadMs: median(runs.map((r) => r.mainThreadMs)),
  };
}

/** The page's TBT over its copy's, round by round (each pair ran back to back), as their median. */
export function tbtOverCopyMs(figures: FirstVisitFigures): number {
  return median(figures.page.map((run, round) => run.tbtMs - figures.copy[round]!.tbtMs));
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;

export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
}

interface StaticCopy {
  /** The copy's URL of each page path. */
  urls: Map<string, string>;
  close(): Promise<void>;
}

/**
 * The script-free copies of `paths`, as the shop serves them, each at /script-free/<n>/ of a folder whose
 * other entries link to the build's own files, so the copies load the very stylesheets, fonts and pictures.
 * Served by sirv with the build's brotli twins, and a twin of each copy: the issue's python http.server
 * sends everything uncompressed (the listing's HTML 97.7 KB against 15.8 KB, its stylesheet 25.6 KB against
 * 5.8 KB), so in Lighthouse's simulation the copy painted 750 ms later than the page, with its own parsing
 * and layout before that first paint, where blocking time does not count.
 */
async function startStaticCopy(baseURL: string, clientDir: string, paths: string[]): Promise<StaticCopy> {
  const root = mkdtempSync(join(tmpdir(), 'bench-script-free-'));
  for (const entry of readdirSync(clientDir)) symlinkSync(join(clientDir, entry), join(root, entry));
  for (const [n, path] of paths.entries()) {
    const html = Buffer.from(withoutScripts(await (await fetch(new URL(path, baseURL))).text()));
    const folder = join(root, 'script-free', String(n));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), html);
    writeFileSync(join(folder, 'index.html.br'), brotliCompressSync(html));
    writeFileSync(join(folder, 'index.html.gz'), gzipSync(html, { level: 9 }));
  }
  const server = await startPeer('sirv', root).catch((error: Error) => {
    rmSync(root, { recursive: true, force: true });
    throw error;
  });
  return {
    urls: new Map(paths.map((path, n) => [path, new URL(`script-free/${n}/`, server.url).href])),
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** '/ar/shoes/kids' → 'ar-shoes-kids', '/' → 'home'. */
const slug = (path: string) => path.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'home';

/**
 * One run of the stock CLI on `url`, in a Chromium of its own with a new profile. With `keep`, the report
 * (and Lighthouse's trace beside it) stays in that folder, to read what the main thread did.
 */
export async function lighthouseOnce(url: string, keep?: string): Promise<FirstVisitRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  try {
    const profile = join(scratch, 'profile');
    mkdirSync(profile);
    const out = keep ?? scratch;
    const report = join(out, 'report.json');
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          LIGHTHOUSE_CLI,
          url,
          '--quiet',
          '--only-categories=performance',
          '--output=json',
          `--output-path=${report}`,
          `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
          ...(keep ? ['--save-assets'] : []),
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let errors = '';
      child.stderr!.on('data', (chunk) => (errors += chunk));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse ${url} failed (exit ${code}):\n${errors}`)),
      );
    });
    const lhr = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: { performance: { score: number | null } };
      audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
      runtimeError?: { message: string };
    };
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
    const breakdown = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      otherMs: Math.round(Number(breakdown.find((item) => item.group === 'other')?.duration ?? 0)),
      mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN),
      load: loadavg()[0]!,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export interface FirstVisitOptions {
  rounds: number;
  /** A folder to keep every run's report and trace in, one folder per run (`kids-page-1`). */
  traces?: string;
  /** Hears of each run as it ends. */
  onRun?: (path: string, side: 'page' | 'copy', run: FirstVisitRun) => void;
}

/** Every page beside its script-free copy, interleaved over the rounds. */
export async function measureFirstVisits(
  baseURL: string,
  clientDir: string,
  paths: string[],
  { rounds, traces, onRun = () => {} }: FirstVisitOptions,
): Promise<FirstVisitFigures[]> {
  const copy = await startStaticCopy(baseURL, clientDir, paths);
  const figures = paths.map((path) => ({ path, page: [] as FirstVisitRun[], copy: [] as FirstVisitRun[] }));
  try {
    for (let round = 0; round < rounds; round++) {
      for (const figure of figures) {
        for (const side of ['page', 'copy'] as const) {
          const url = side === 'page' ? new URL(figure.path, baseURL).href : copy.urls.get(figure.path)!;
          const keep = traces && join(traces, `${slug(figure.path)}-${side}-${round + 1}`);
          if (keep) mkdirSync(keep, { recursive: true });
          const run = await lighthouseOnce(url, keep).catch((error: Error) => {
            // Under load Lighthouse now and then loses its trace (NO_NAVSTART); one more run, as it advises.
            console.warn(`${error.message.replace(/\s+/g, ' ')} Once more.`);
            return lighthouseOnce(url, keep);
          });
          onRun(figure.path, side, run);
          figure[side].push(run);
        }
      }
    }
  } finally {
    await copy.close();
  }
  return figures;
}
