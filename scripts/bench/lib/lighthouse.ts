/**
 * Lighthouse (mobile emulation, simulated throttling) on pages of the running
 * shop, in the Chromium that tests use. Bytes are measured as gzip, the way
 * the server sends them to a client that does not speak brotli (the targets'
 * measure), and the scripts' also as brotli, what browsers take. With several
 * runs a page's figures are those of its median run by performance score, as
 * Lighthouse advises. A page is given as a path of the shop or a whole URL
 * (the calibration page, served elsewhere). Every run is a new visitor's: Lighthouse
 * clears a page's storage between runs but keeps cookies, and a cart cookie left by
 * the cart page would have every later page load the cart and its checker.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium, HOW_TO_GET_A_BROWSER } from '#scripts/lib/browser.ts';

export interface PageFigures {
  path: string;
  /** Whether the page hydrates React islands (its JavaScript target differs). */
  hasIslands: boolean;
  /** A page that asks search engines not to index it (the cart) is not held to the SEO score. */
  noindex: boolean;
  /** Performance scores of every run, the median's figures below. */
  performanceRuns: number[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsGzipBytes: number;
  /** What a browser downloads of the same scripts: browsers take brotli (no target; issue 14 holds gzip). */
  jsBrotliBytes: number;
  htmlGzipBytes: number;
  /** Weighted audits that fail outside performance ('accessibility: color-contrast'), to say what to fix. */
  failingAudits: string[];
}

async function encodedBytes(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
  const body = await response.arrayBuffer();
  return Number(response.headers.get('content-length') ?? body.byteLength);
}

/** Clears every cookie of the browser Lighthouse drives, through its DevTools endpoint. */
async function clearCookies(port: number): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: 'Storage.clearCookies' }));
    socket.onmessage = () => resolve();
    socket.onerror = () => reject(new Error('could not clear the browser cookies before a Lighthouse run'));
  });
  socket.close();
}

export async function auditPages(baseURL: string, paths: string[], runs = 1): Promise<PageFigures[]> {
  const chromePath = await findChromium();
  if (!chromePath) throw new Error(HOW_TO_GET_A_BROWSER);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  const figures: PageFigures[] = [];
  try {
    for (const path of paths) {
      const url = new URL(path, baseURL).href;
      const html = await (await fetch(url)).text();
      const page = {
        hasIslands: html.includes('<astro-island'),
        noindex: /<meta name="robots" content="noindex/.test(html),
      };
      const measured: PageFigures[] = [];
      for (let run = 0; run < runs; run++) {
        await clearCookies(chrome.port);
        measured.push(await auditOnce(chrome.port, baseURL, path, page));
      }
      const byScore = measured.toSorted((a, b) => a.performance - b.performance);
      figures.push({
        ...byScore[Math.floor(byScore.length / 2)]!,
        performanceRuns: measured.map((m) => m.performance),
      });
    }
  } finally {
    await chrome.kill();
  }
  return figures;
}

async function auditOnce(
  port: number,
  baseURL: string,
  path: string,
  page: Pick<PageFigures, 'hasIslands' | 'noindex'>,
): Promise<PageFigures> {
  const url = new URL(path, baseURL).href;
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const heldTo = page.noindex ? ['accessibility', 'best-practices'] : ['accessibility', 'best-practices', 'seo'];
  const failingAudits = heldTo.flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  const requests = (
    (audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> } | undefined)
      ?.items ?? []
  ).filter((r) => r.url.startsWith(baseURL));
  let js = 0;
  let jsBrotli = 0;
  for (const request of requests.filter((r) => r.resourceType === 'Script')) {
    js += await encodedBytes(request.url, 'gzip');
    jsBrotli += await encodedBytes(request.url, 'br');
  }
  return {
    path,
    ...page,
    performanceRuns: [],
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    jsGzipBytes: js,
    jsBrotliBytes: jsBrotli,
    htmlGzipBytes: await encodedBytes(url, 'gzip'),
    failingAudits,
  };
}

/**
 * A page's figures by their name in bench/targets.json: TBT as the excess over the calibration page's,
 * JavaScript under the target of pages with or without React islands.
 */
export function pageFigureValues(row: PageFigures, calibration: PageFigures): Array<[string, number]> {
  return [
    ['performance', row.performance],
    ['accessibility', row.accessibility],
    ['bestPractices', row.bestPractices],
    ...(row.noindex ? [] : [['seo', row.seo] as [string, number]]),
    ['cls', row.cls],
    ['lcpMs', row.lcpMs],
    ['tbtMs', row.tbtMs],
    ['tbtOverCalibrationMs', row.tbtMs - calibration.tbtMs],
    [row.hasIslands ? 'jsGzipBytesWithIslands' : 'jsGzipBytesWithoutIslands', row.jsGzipBytes],
    ['jsBrotliBytes', row.jsBrotliBytes],
    ['htmlGzipBytes', row.htmlGzipBytes],
  ];
}
