import { describe, expect, it } from 'vitest';
import {
  classNames,
  staticStylesheets,
  onDemandLinkRemover,
  type ChunkInfo,
} from '#scripts/lib/on-demand-stylesheets.ts';

// The header's script loads the drawer with a dynamic import; the cart page's island imports the summary.
const chunks = new Map<string, ChunkInfo>([
  ['_astro/CartButton.js', { imports: ['_astro/store.js'], css: [] }],
  ['_astro/store.js', { imports: [], css: [] }],
  ['_astro/drawer.js', { imports: ['_astro/Summary.js'], css: ['_astro/drawer.css'] }],
  ['_astro/Summary.js', { imports: ['_astro/Price.js'], css: ['_astro/Summary.css'] }],
  ['_astro/Price.js', { imports: [], css: ['_astro/Price.css'] }],
  ['_astro/CartPage.js', { imports: ['_astro/Summary.js'], css: [] }],
]);

const SHEET_CLASSES: Record<string, string> = {
  '_astro/drawer.css': '._drawer_x1{position:fixed}._panel_x2 ._close_x3{inset:0}',
  '_astro/Summary.css': '._summary_y1{display:grid}',
  '_astro/Price.css': '._price_z1{font-weight:700}._was_z2{background:url(a.svg)}',
};
const classesOf = (sheet: string) => classNames(SHEET_CLASSES[sheet] ?? '');
const withoutOnDemandLinks = onDemandLinkRemover(chunks, classesOf);

const LINKS = ['Base', 'drawer', 'Summary', 'Price'].map((n) => `<link rel="stylesheet" href="/_astro/${n}.css">`);
const page = (body: string) => `<html><head>${LINKS.join('')}</head><body>${body}</body></html>`;
const linked = (html: string) => [...html.matchAll(/href="\/_astro\/(\w+)\.css"/g)].map(([, name]) => name);

const header = '<script type="module" src="/_astro/CartButton.js"></script>';

describe('stylesheets that only code loaded on demand uses', () => {
  it('follow static imports from the entries a page names, not dynamic ones', () => {
    expect([...staticStylesheets(chunks, ['_astro/CartPage.js'])].sort()).toEqual([
      '_astro/Price.css',
      '_astro/Summary.css',
    ]);
    expect([...staticStylesheets(chunks, ['_astro/CartButton.js'])]).toEqual([]);
  });

  it('are unlinked from a page that neither imports them statically nor shows their classes', () => {
    expect(linked(withoutOnDemandLinks(page(`${header}<p class="intro">Hi</p>`)))).toEqual(['Base']);
  });

  it('stay linked where an island of the page imports them', () => {
    const cartPage = page(`${header}<astro-island component-url="/_astro/CartPage.js"></astro-island>`);
    expect(linked(withoutOnDemandLinks(cartPage))).toEqual(['Base', 'Summary', 'Price']);
  });

  it("stay linked where the page's own markup shows one of their classes", () => {
    const cards = page(`${header}<span class="tag _price_z1">AED 1</span>`);
    expect(linked(withoutOnDemandLinks(cards))).toEqual(['Base', 'Price']);
  });

  it('stay linked when they have no class to judge by', () => {
    const html = page(header);
    expect(linked(onDemandLinkRemover(chunks, () => new Set())(html))).toEqual(['Base', 'drawer', 'Summary', 'Price']);
  });
});
