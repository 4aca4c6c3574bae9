import { describe, expect, it } from 'vitest';
import { productLists } from '#src/catalogue/lists.ts';
import { trendListingPath } from '#src/catalogue/paths.ts';
import { listingMeta } from '#src/features/listing/meta.ts';
import { decodeListing, encodeListing } from '#src/features/listing/listing-data.ts';
import { listingRoutes, findListingRoute } from '#src/features/listing/routes.ts';
import { pageNumbers } from '#src/features/listing/Pagination.tsx';
import { searchPath, searchTextFromPath } from '#src/features/search/search-path.ts';

describe('the listing routes', () => {
  const paths = listingRoutes().map((route) => route.path);

  it('has /products, four age groups with every trend and type, and the three trend listings', () => {
    expect(paths).toContain('/products');
    expect(paths.filter((p) => /^\/shoes\/(babies|toddlers|kids|teens)$/.test(p))).toHaveLength(4);
    expect(paths.filter((p) => p.split('/').length === 4)).toHaveLength(4 * (3 + 8));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/shoes/new-arrivals',
        '/shoes/best-sellers',
        '/shoes/sale',
        '/shoes/teens/sneakers',
        '/shoes/kids/sandals',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['newArrivals', '/shoes/new-arrivals'],
    ['bestSellers', '/shoes/best-sellers'],
    ['sale', '/shoes/sale'],
  ] as const)('writes the %s listing as %s', (trend, path) => {
    expect(trendListingPath(trend)).toBe(path);
  });

  it.each<[string, string | null, Record<string, string[]>]>([
    ['/shoes/kids', null, {}],
    ['/shoes/kids/sneakers', 'sneakers', { type: ['sneakers'] }],
    ['/shoes/teens/sale', 'sale', { trend: ['sale'] }],
    ['/shoes/babies/bestSellers', 'bestSellers', { trend: ['bestSellers'] }],
    ['/shoes/toddlers/others', 'others', { type: ['others'] }],
  ])('%s pre-selects %s in the filter', (path, tag, selected) => {
    const route = findListingRoute(path)!;
    expect(route.tag).toBe(tag);
    const chosen = Object.fromEntries(Object.entries(route.defaults).filter(([, values]) => values.length > 0));
    expect(chosen).toEqual(selected);
  });

  it.each<[string, string[]]>([
    ['/products', ['HOME', 'Products']],
    ['/shoes/kids', ['HOME', 'KIDS']],
    ['/shoes/teens/sneakers', ['HOME', 'TEENS', 'Sneakers']],
    ['/shoes/sale', ['HOME', 'Products', 'Sale']],
  ])('gives %s the breadcrumb %j', (path, labels) => {
    const route = findListingRoute(path)!;
    expect(route.crumbs.map((c) => c.label)).toEqual(labels);
    expect(route.crumbs[0]!.href).toBe('/');
    expect(route.crumbs.at(-1)!.href).toBe(path);
  });

  it.each<[string, string]>([
    ['/shoes/babies', 'Baby Shoes'],
    ['/shoes/toddlers', 'Toddler Shoes'],
    ['/shoes/kids', 'Kids Shoes'],
    ['/shoes/teens', 'Teen Shoes'],
    ['/shoes/new-arrivals', 'New Arrivals'],
    ['/shoes/sale', 'Sale'],
    ['/shoes/best-sellers', "Children's Shoes"],
    ['/products', "Children's Shoes"],
    ['/shoes/kids/sneakers', 'Sneakers for Kids'],
  ])('titles %s "%s", with a description of its category', (path, title) => {
    const meta = listingMeta(findListingRoute(path)!);
    expect(meta.title).toBe(title);
    expect(meta.description.length).toBeGreaterThan(40);
  });

  it('gives the age listings descriptions with their own age band', () => {
    expect(listingMeta(findListingRoute('/shoes/kids')!).description).toContain('5-12');
    expect(listingMeta(findListingRoute('/shoes/teens')!).description).toContain('13-18');
  });
});

describe('the listing routes in Arabic', () => {
  it('keep their English paths, with Arabic breadcrumbs linking under /ar/', () => {
    const route = findListingRoute('/shoes/teens/sneakers', 'ar')!;
    expect(route.path).toBe('/shoes/teens/sneakers');
    expect(route.crumbs).toEqual([
      { label: 'الرئيسية', href: '/ar' },
      { label: 'المراهقون', href: '/ar/shoes/teens' },
      { label: 'سنيكرز', href: '/ar/shoes/teens/sneakers' },
    ]);
    expect(route.heading).toBe('المراهقون: سنيكرز');
  });

  it('title and describe the page in Arabic, with the age band in Western digits', () => {
    const meta = listingMeta(findListingRoute('/shoes/kids', 'ar')!);
    expect(meta.title).toBe('أحذية الأطفال');
    expect(meta.description).toContain('5 إلى 12');
    expect(listingMeta(findListingRoute('/shoes/kids/sneakers', 'ar')!).title).toBe('سنيكرز - الأطفال');
    expect(listingMeta(findListingRoute('/shoes/sale', 'ar')!).title).toBe('تخفيضات');
  });
});

describe('the listing data file', () => {
  it('gives back exactly the products it was made from', () => {
    const products = productLists().all;
    expect(decodeListing(JSON.parse(JSON.stringify(encodeListing(products))))).toEqual(products);
  });

  it('is much smaller than the product summaries', () => {
    const products = productLists().all;
    expect(JSON.stringify(encodeListing(products)).length).toBeLessThan(JSON.stringify(products).length / 2);
  });

  it('carries the URL of a row whose title is not its address’s (an Arabic title)', () => {
    const [product] = productLists().all;
    const arabic = { ...product!, title: 'حذاء تجريبي' };
    const encoded = encodeListing([product!, arabic]);
    expect(encoded.products[0]).toHaveLength(8);
    expect(encoded.products[1]!.at(-1)).toBe(product!.url);
    expect(decodeListing(JSON.parse(JSON.stringify(encoded)))).toEqual([product, arabic]);
  });

  it('encodes an empty listing', () => {
    expect(decodeListing(encodeListing([]))).toEqual([]);
  });
});

describe('page links', () => {
  it.each<[number, number, Array<number | null>]>([
    [0, 1, [0]],
    [0, 2, [0, 1]],
    [0, 3, [0, 1, 2]],
    [0, 9, [0, 1, null, 8]],
    [4, 9, [0, null, 3, 4, 5, null, 8]],
    [8, 9, [0, null, 7, 8]],
    [2, 5, [0, 1, 2, 3, 4]],
  ])('page %i of %i shows %j', (page, total, expected) => {
    expect(pageNumbers(page, total)).toEqual(expected);
  });
});

describe('the search page path', () => {
  it.each([
    ['', '/search/'],
    ['pink sandal', '/search/pink%20sandal'],
    ['100%', '/search/100%25'],
    ['a/b?c#d', '/search/a%2Fb%3Fc%23d'],
    // A language code would be read as a language by Astro: a space follows it, which reading drops.
    ['en', '/search/en%20'],
    ['AR', '/search/AR%20'],
    ['eng', '/search/eng'],
  ])('writes %j as %s and reads it back', (text, path) => {
    expect(searchPath(text)).toBe(path);
    expect(searchTextFromPath(path)).toBe(text);
  });

  it.each([
    ['', '/ar/search/'],
    ['صندل وردي', `/ar/search/${encodeURIComponent('صندل وردي')}`],
    ['ar', '/ar/search/ar%20'],
  ])('writes %j on the Arabic page as %s and reads it back', (text, path) => {
    expect(searchPath(text, 'ar')).toBe(path);
    expect(searchTextFromPath(path)).toBe(text);
  });

  it.each(['/search', '/search/%E0%A4%A', '/ar/search'])('reads %s as nothing typed', (path) => {
    expect(searchTextFromPath(path)).toBe('');
  });
});
