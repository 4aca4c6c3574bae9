/**
 * `npm run screenshots [-- /path …]`: builds when stale, serves the shop on a
 * free port and saves full-page screenshots of every page type at 375, 768
 * and 1280 px into screenshots/ (one PNG per page and width), in English and in Arabic. Pages that do
 * not exist yet (404) are skipped with a note, except the error page itself.
 *
 * `--base http://host:port` shoots a shop that is already running instead, and `--out DIR` writes
 * elsewhere: two builds shot into two folders can be compared file by file.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright';
import { getCatalogue, toSummary } from '../src/catalogue/catalogue.ts';
import { ensureBuilt, ROOT } from './lib/build.ts';
import { findChromium, HOW_TO_GET_A_BROWSER, launchOptions } from './lib/browser.ts';
import { startShop } from '../tests/support/server.ts';

const WIDTHS = [375, 768, 1280] as const;
const ERROR_PAGE = '/this-page-does-not-exist';

function englishPages(): Record<string, string> {
  const firstProduct = getCatalogue().products[0];
  return {
    home: '/',
    size: '/size',
    faq: '/FAQ',
    policy: '/policy',
    about: '/about-us',
    listing: '/shoes/kids',
    product: firstProduct ? toSummary(firstProduct).url : '/product',
    search: '/search/boots',
    cart: '/cart',
    blogs: '/blogs',
    blog: '/blog/first-steps',
    login: '/login',
    signup: '/signup',
    reset: '/reset',
    error: ERROR_PAGE,
  };
}

/** Every page type in English, then in Arabic (`ar-home`, `ar-listing`, …) at its /ar/ address. */
function defaultPages(): Record<string, string> {
  const english = englishPages();
  const arabic = Object.entries(english).map(([name, path]) => [`ar-${name}`, path === '/' ? '/ar' : `/ar${path}`]);
  return { ...english, ...Object.fromEntries(arabic) };
}

function pagesFromArgs(args: string[]): Record<string, string> {
  if (args.length === 0) return defaultPages();
  return Object.fromEntries(args.map((path) => [path.replace(/^\/+/, '').replace(/[^\w-]+/g, '_') || 'home', path]));
}

/** Scrolls to the bottom and back so lazy images load before the full-page shot. */
async function loadLazyContent(page: Page): Promise<void> {
  // A page that sends the shopper elsewhere on load (/account without a session) has moved on by then.
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

const USAGE = 'usage: npm run screenshots -- [--base http://host:port] [--out DIR] [/path …]';

function readArgs() {
  try {
    return parseArgs({
      options: { base: { type: 'string' }, out: { type: 'string', default: join(ROOT, 'screenshots') } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`screenshots: ${(error as Error).message.split('.')[0]}\n${USAGE}`);
    process.exit(2);
  }
}

const { values: options, positionals } = readArgs();
const executablePath = await findChromium();
if (!executablePath) {
  console.error(HOW_TO_GET_A_BROWSER);
  process.exit(1);
}
const outDir = resolve(options.out);
mkdirSync(outDir, { recursive: true });
if (!options.base) await ensureBuilt();
const shop = options.base ? { baseURL: options.base, stop: async () => {} } : await startShop();
const browser = await chromium.launch(launchOptions(executablePath));
let saved = 0;
try {
  for (const [name, path] of Object.entries(pagesFromArgs(positionals))) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width === 1280 ? 900 : 812 },
        baseURL: shop.baseURL,
        reducedMotion: 'reduce',
      });
      // The home offer modal would cover every shot; it gets its own viewport shot below.
      await context.addInitScript(() => localStorage.setItem('popuped', '1'));
      const page = await context.newPage();
      const response = await page.goto(path);
      const status = response?.status() ?? 0;
      if (status === 404 && !path.endsWith(ERROR_PAGE)) {
        console.log(`[screenshots] ${path} answers 404, skipped`);
        await context.close();
        break;
      }
      await loadLazyContent(page);
      const file = join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      saved++;
      if (name.endsWith('home')) {
        const offerContext = await browser.newContext({
          viewport: { width, height: width === 1280 ? 900 : 812 },
          baseURL: shop.baseURL,
          reducedMotion: 'reduce',
        });
        const offerPage = await offerContext.newPage();
        await offerPage.goto(path);
        await offerPage
          .locator('dialog[open]')
          .first()
          .waitFor({ timeout: 5000 })
          .catch(() => {});
        await offerPage.screenshot({ path: join(outDir, `${name}-offer-${width}.png`) });
        await offerContext.close();
        saved++;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}
console.log(`[screenshots] ${saved} screenshots in ${outDir}`);
