import { describe, expect, it } from 'vitest';
import { ageGroupMenus, isAccountRoute } from '#src/components/shell/menu.ts';

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

describe('the newsletter place', () => {
  it.each(['/login', '/login/reset', '/signup/fail', '/reset', '/logout', '/account', '/edit/'])(
    'is a blank spacer on %s',
    (path) => {
      expect(isAccountRoute(path)).toBe(true);
    },
  );

  it.each(['/', '/logins', '/shoes/kids', '/about-us', '/accounting'])('holds the newsletter block on %s', (path) => {
    expect(isAccountRoute(path)).toBe(false);
  });
});
