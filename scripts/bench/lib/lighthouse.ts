/**
 * Lighthouse (mobile emulation, simulated throttling) on pages of the running
 * shop, in the Chromium that tests use. Bytes are measured as gzip, the way
 * the server sends them to a client that does not speak brotli.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium, HOW_TO_GET_A_BROWSER } from '#scripts/lib/browser.ts';

export interface PageFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsGzipBytes: number;
  htmlGzipBytes: number;
  /** Weighted audits that fail outside performance ('accessibility: color-contrast'), to say what to fix. */
  failingAudits: string[];
}

async function gzipBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = await response.arrayBuffer();
  return Number(response.headers.get('content-length') ?? body.byteLength);
}

export async function auditPages(baseURL: string, paths: string[]): Promise<PageFigures[]> {
  const chromePath = await findChromium();
  if (!chromePath) throw new Error(HOW_TO_GET_A_BROWSER);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  const figures: PageFigures[] = [];
  try {
    for (const path of paths) {
      const url = new URL(path, baseURL).href;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failingAudits = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id}`),
      );
      const requests = (
        (audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> } | undefined)
          ?.items ?? []
      ).filter((r) => r.url.startsWith(baseURL));
      let js = 0;
      for (const request of requests.filter((r) => r.resourceType === 'Script')) js += await gzipBytes(request.url);
      figures.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        jsGzipBytes: js,
        htmlGzipBytes: await gzipBytes(url),
        failingAudits,
      });
    }
  } finally {
    await chrome.kill();
  }
  return figures;
}
