import { describe, expect, it } from 'vitest';
import { isAccountRoute } from '#src/i18n/paths.ts';
import { ageGroupMenus } from '#src/layouts/shell/menu.ts';

describe('the shop menu', () => {
  it('has one entry per age group, each leading to its listing', () => {
    expect(ageGroupMenus().map((menu) => [menu.label, menu.href])).toEqual([
      ['Babies', '/shoes/babies'],
      ['Toddlers', '/shoes/toddlers'],
      ['Kids', '/shoes/kids'],
      ['Teens', '/shoes/teens'],
    ]);
  });

  it("lists 'View All' and the trends under Sale & Trending, with the trend tag as the second segment", () => {
    const teens = ageGroupMenus().find((menu) => menu.group === 'teens')!;
    expect(teens.trending).toEqual([
      { label: 'View All', href: '/shoes/teens' },
      { label: 'New Arrivals', href: '/shoes/teens/newArrivals' },
      { label: 'Sale', href: '/shoes/teens/sale' },
      { label: 'Best Sellers', href: '/shoes/teens/bestSellers' },
    ]);
  });

  it('lists every product type under Types', () => {
    const babies = ageGroupMenus()[0]!;
    expect(babies.types.map((link) => link.label)).toEqual([
      'Boots',
      'Sports Shoes',
      'Sandals',
      'Slippers',
      'Sneakers',
      'Basketball Shoes',
      'School Shoes',
      'Others',
    ]);
    expect(babies.types[1]!.href).toBe('/shoes/babies/sportsShoes');
  });
});

describe('the shop menu in Arabic', () => {
  it('names the age groups, trends and types in Arabic and links to the Arabic listings', () => {
    const teens = ageGroupMenus('ar').find((menu) => menu.group === 'teens')!;
    expect([teens.label, teens.href]).toEqual(['المراهقون', '/ar/shoes/teens']);
    expect(teens.trending[0]).toEqual({ label: 'عرض الكل', href: '/ar/shoes/teens' });
    expect(teens.trending[1]).toEqual({ label: 'وصل حديثًا', href: '/ar/shoes/teens/newArrivals' });
    expect(teens.types[0]).toEqual({ label: 'أحذية بوت', href: '/ar/shoes/teens/boots' });
  });
});

describe('the newsletter place', () => {
  it.each([
    '/login',
    '/login/reset',
    '/signup/fail',
    '/reset',
    '/logout',
    '/account',
    '/edit/',
    '/ar/login',
    '/ar/account',
  ])('is a blank spacer on %s', (path) => {
    expect(isAccountRoute(path)).toBe(true);
  });

  it.each(['/', '/logins', '/shoes/kids', '/about-us', '/accounting', '/ar', '/ar/shoes/kids'])(
    'holds the newsletter block on %s',
    (path) => {
      expect(isAccountRoute(path)).toBe(false);
    },
  );
});
