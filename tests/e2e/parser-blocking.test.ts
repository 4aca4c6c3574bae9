/**
 * No pre-rendered page makes the HTML parser wait for a script (src/layouts/island-scripts.ts): a classic
 * script waits for the stylesheets above it and the parser for it, so the browser painted half a page and
 * laid out the rest after its first paint, as a long task. Read from the build the browser tests serve.
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

describe("a pre-rendered page's scripts", () => {
  it("never stop the HTML parser, the islands' starters included", () => {
    expect(pages.length).toBeGreaterThan(100);
    const blocking = pages.flatMap((file) =>
      [...readFileSync(join(client, file), 'utf8').matchAll(/<script\b[^>]*>/g)]
        .filter(([tag]) => blocksTheParser(tag))
        .map(([tag]) => `${file}: ${tag}`),
    );
    expect(blocking.slice(0, 5)).toEqual([]);
  });

  it('start the islands from modules', () => {
    const productPage = pages.find((file) => file.startsWith('ar/product/'))!;
    const html = readFileSync(join(client, productPage), 'utf8');
    const islandElement = html.indexOf('customElements.define("astro-island"');
    expect(islandElement).toBeGreaterThan(0);
    expect(html.slice(html.lastIndexOf('<script', islandElement))).toMatch(/^<script type="module">/);
  });
});
