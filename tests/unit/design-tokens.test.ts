import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints } from '#src/config/screens.ts';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const tokens = readFileSync(join(SRC, 'styles', 'tokens.css'), 'utf8');

function* filesEndingIn(extension: string, dir = SRC): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesEndingIn(extension, path);
    else if (entry.name.endsWith(extension)) yield path;
  }
}

describe('the stylesheets', () => {
  it('break at the widths the scripts use (tokens.css custom media = src/config/screens.ts breakpoints)', () => {
    const media = (name: string) => tokens.match(new RegExp(`@custom-media --${name} (.+);`))?.[1];
    const below = (px: number) => `${px - 0.02}px`;
    expect(media('tablet-up')).toBe(`(min-width: ${breakpoints.tabletFromPx}px)`);
    expect(media('desktop-up')).toBe(`(min-width: ${breakpoints.desktopFromPx}px)`);
    expect(media('mobile')).toBe(`(max-width: ${below(breakpoints.tabletFromPx)})`);
    expect(media('below-desktop')).toBe(`(max-width: ${below(breakpoints.desktopFromPx)})`);
    expect(media('tablet')).toBe(`(${breakpoints.tabletFromPx}px <= width < ${breakpoints.desktopFromPx}px)`);
  });

  it('write colours only as design tokens (src/styles/tokens.css)', () => {
    const literals = [...filesEndingIn('.css')]
      .filter((path) => !path.endsWith('tokens.css'))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${relative(SRC, path)}:${index + 1}` }))
          .filter(({ line }) => /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i.test(line.replace(/\/\*.*?\*\//g, '')))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(literals).toEqual([]);
  });

  it('style every component through a CSS module beside it: no <style> block in an Astro component', () => {
    const styled = [...filesEndingIn('.astro')]
      .filter((path) => /<style[\s>]/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(styled).toEqual([]);
  });
});
