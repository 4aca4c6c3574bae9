/**
 * Thin pages (docs/layout.md, CONTRIBUTING.md): a page under src/pages/ reads the request, calls a feature and
 * renders it; the work lives in the feature's modules, where it is tested and reused. No page's frontmatter
 * (between its `---` fences) is over 30 lines. Every line counts, blank lines and comments too, as the rule says
 * "lines": a long comment in a page is a sign that its work, and the comment with it, belong in a module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const PAGES = join(ROOT, 'src', 'pages');
const MOST_LINES = 30;

const astroFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return astroFiles(path);
    return entry.name.endsWith('.astro') ? [path] : [];
  });

/** The lines between the opening `---` (the file's first line) and the next `---`; none without frontmatter. */
function frontmatterLines(source: string): number {
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return 0;
  const closing = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (closing === -1) throw new Error('frontmatter without its closing ---');
  return closing - 1;
}

describe('page frontmatter', () => {
  it('is counted between the fences, every line included', () => {
    expect(frontmatterLines('---\nconst a = 1;\n\n// why\n---\n<p>{a}</p>\n')).toBe(3);
    expect(frontmatterLines('<p>no frontmatter</p>\n')).toBe(0);
  });

  it(`is at most ${MOST_LINES} lines in every page`, () => {
    const pages = astroFiles(PAGES);
    expect(pages.length).toBeGreaterThan(0);
    const thick = pages
      .map((path) => ({ page: relative(ROOT, path), lines: frontmatterLines(readFileSync(path, 'utf8')) }))
      .filter(({ lines }) => lines > MOST_LINES)
      .map(({ page, lines }) => `${page}: ${lines} lines`);
    expect(thick, 'move the work of these pages into their feature').toEqual([]);
  });
});
