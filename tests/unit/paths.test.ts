/** Addresses in both languages follow Astro's i18n routing, without the trailing slash the shop never links with. */
import { getRelativeLocaleUrl } from 'astro:i18n';
import { describe, expect, it } from 'vitest';
import { localizedPath, unlocalizedPath } from '#src/i18n/paths.ts';
import { LOCALES } from '#src/i18n/locales.ts';

const PATHS = ['/', '/size', '/shoes/kids', '/product/runner-blue/P1000-BLU', '/login/fail', '/search/red%20boots'];

describe('an address in a language', () => {
  it.each(LOCALES.flatMap((locale) => PATHS.map((path) => [locale, path] as const)))(
    'is where Astro routes %s %s',
    (locale, path) => {
      const astro = getRelativeLocaleUrl(locale, path.slice(1)).replace(/(.)\/$/, '$1');
      expect(localizedPath(locale, path)).toBe(astro);
    },
  );

  it('keeps the query and the fragment', () => {
    expect(localizedPath('ar', '/shoes/kids?sort=price-asc#top')).toBe('/ar/shoes/kids?sort=price-asc#top');
    expect(localizedPath('ar', '/?q=1')).toBe('/ar?q=1');
    expect(localizedPath('en', '/shoes/kids?sort=price-asc')).toBe('/shoes/kids?sort=price-asc');
  });

  it('comes back to its English path from either language', () => {
    for (const path of PATHS) {
      expect(unlocalizedPath(localizedPath('ar', path))).toBe(path);
      expect(unlocalizedPath(path)).toBe(path);
    }
    expect(unlocalizedPath('/arabic-shoes')).toBe('/arabic-shoes');
  });
});
