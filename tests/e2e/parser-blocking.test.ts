/**
 * No pre-rendered page makes the HTML parser wait for a stylesheet before a script (src/layouts/island-scripts.ts):
 * a classic script below a stylesheet waits for it and the parser for the script, so the browser painted half a
 * page and laid out the rest after its first paint, as a long task. A classic script above every stylesheet
 * waits for nothing (the cart page's first, src/features/cart/cart-held.server.ts). Read from the build the
 * browser tests serve.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '#src/config/env.ts';
import { ROOT } from '#tests/support/server.ts';

const client = resolve(ROOT, readEnv().SHOP_DIST, 'client');
const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

/** A script the parser stops at: no type but JavaScript's, neither a module nor deferred. */
function blocksTheParser(tag: string): boolean {
  const type = /\btype="([^"]*)"/.exec(tag)?.[1];
  if (type !== undefined && type !== 'text/javascript') return false;
  return !/\s(async|defer)[\s>=]/.test(tag);
}

/** The classic scripts of a page below its first stylesheet. */
function waitingScripts(html: string): string[] {
  const firstStylesheet = html.search(/<link\b[^>]*rel="stylesheet"/);
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .filter((match) => blocksTheParser(match[0]) && firstStylesheet !== -1 && match.index > firstStylesheet)
    .map(([tag]) => tag);
}

describe("a pre-rendered page's scripts", () => {
  it("never make the HTML parser wait for a stylesheet, the islands' starters included", () => {
    expect(pages.length).toBeGreaterThan(100);
    const waiting = pages.flatMap((file) =>
      waitingScripts(readFileSync(join(client, file), 'utf8')).map((tag) => `${file}: ${tag}`),
    );
    expect(waiting.slice(0, 5)).toEqual([]);
  });

  it('let only the cart page run a classic script, above its stylesheets', () => {
    const classic = pages.filter((file) =>
      [...readFileSync(join(client, file), 'utf8').matchAll(/<script\b[^>]*>/g)].some(([tag]) => blocksTheParser(tag)),
    );
    expect(classic.sort()).toEqual(['ar/cart/index.html', 'cart/index.html']);
  });

  it('start the islands from modules', () => {
    const productPage = pages.find((file) => file.startsWith('ar/product/'))!;
    const html = readFileSync(join(client, productPage), 'utf8');
    const islandElement = html.indexOf('customElements.define("astro-island"');
    expect(islandElement).toBeGreaterThan(0);
    expect(html.slice(html.lastIndexOf('<script', islandElement))).toMatch(/^<script type="module">/);
  });
});
