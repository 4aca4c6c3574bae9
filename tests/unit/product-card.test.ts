import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StyleCard } from '#src/catalogue/types.ts';
import { cardBadges, cardThumbnails, colourOf } from '#src/components/product/card.ts';
import { Price } from '#src/components/product/Price.tsx';
import { ProductCard } from '#src/components/product/ProductCard.tsx';
import { cardText } from '#src/components/product/messages.ts';
import { formatAed } from '#src/i18n/format.ts';

describe('product card badges', () => {
  it.each([
    [
      ['kidsKing', 'newArrivals', 'sale', 'luckyChoiceKids'],
      ['luckyChoice', 'sale'],
    ],
    [
      ['kidsKing', 'newArrivals', 'sale'],
      ['sale', 'newArrivals'],
    ],
    [
      ['kidsKing', 'newArrivals'],
      ['newArrivals', 'kidsKing'],
    ],
    [['teens', 'kidsKing'], ['kidsKing']],
    [['teens', 'boots', 'black'], []],
  ])('tags %j show %j (at most two, in priority order)', (tags, badges) => {
    expect(cardBadges(tags)).toEqual(badges);
  });
});

describe('product card colour thumbnails', () => {
  it.each([
    [1, 1, 0],
    [3, 3, 0],
    [4, 4, 0],
    [5, 3, 2],
    [9, 3, 6],
  ])('%i colours show %i thumbnails and +%i MORE', (count, shown, more) => {
    const colours = Array.from({ length: count }, (_, i) => i);
    expect(cardThumbnails(colours)).toEqual({ shown: colours.slice(0, shown), more });
  });

  it('names the colour a product is tagged with', () => {
    expect(colourOf(['kids', 'sneakers', 'gold', 'girls'])).toBe('gold');
    expect(colourOf(['kids'])).toBeUndefined();
  });
});

describe('prices on cards', () => {
  it('strike through the higher compare-at price and name both prices for screen readers', () => {
    const html = renderToStaticMarkup(
      createElement(Price, { price: '99.00', compareAtPrice: '129.00', locale: 'en', t: cardText('en') }),
    );
    expect(html).toMatch(
      /Sale price <\/span><span[^>]*>AED 99.00<\/span>.*Original price <\/span><s[^>]*>AED 129.00<\/s>/,
    );
  });

  it('show a single price when the compare-at price is missing or not higher', () => {
    for (const compareAtPrice of [null, '99.00', '80.00']) {
      const html = renderToStaticMarkup(
        createElement(Price, { price: '99.00', compareAtPrice, locale: 'en', t: cardText('en') }),
      );
      expect(html).not.toMatch(/<s[ >]/);
      expect(html).toContain('AED 99.00');
    }
  });
});

describe('the product card', () => {
  const card: StyleCard = {
    title: 'Palm Street Trainer',
    productId: ['P1', 'P2', 'P3', 'P4', 'P5'],
    tags: [
      ['kids', 'sale', 'newArrivals', 'kidsKing', 'blue'],
      ['kids', 'red'],
      ['kids', 'white'],
      ['kids', 'green'],
      ['kids', 'pink'],
    ],
    images: ['blue', 'red', 'white', 'green', 'pink'].map((colour) => `shoe/sneakers/a/${colour}/side`),
    prices: ['99.00', '99.00', '99.00', '99.00', '99.00'],
    compareAtPrices: ['129.00', null, null, null, null],
    urls: [
      '/product/Palm-Street-Trainer/P1',
      '/product/Palm-Street-Trainer/P2',
      '/product/Palm-Street-Trainer/P3',
      '/product/Palm-Street-Trainer/P4',
      '/product/Palm-Street-Trainer/P5',
    ],
    createdAt: [
      '2026-01-01T00:00:00Z',
      '2026-01-01T00:00:00Z',
      '2026-01-01T00:00:00Z',
      '2026-01-01T00:00:00Z',
      '2026-01-01T00:00:00Z',
    ],
  };
  const html = renderToStaticMarkup(
    createElement(ProductCard, { card, sizes: '50vw', locale: 'en', t: cardText('en') }),
  );

  it('opens the first colour’s product page in a new tab', () => {
    expect(html).toMatch(
      /<h3[^>]*><a[^>]* href="\/product\/Palm-Street-Trainer\/P1" target="_blank" rel="noopener">Palm Street Trainer/,
    );
  });

  it('shows two badges, three colours and +2 MORE', () => {
    expect(html).toContain('>SALE<');
    expect(html).toContain('>NEW ARRIVAL<');
    expect(html).not.toContain('>KIDS KING<');
    for (const colour of ['Blue', 'Red', 'White']) expect(html).toContain(`Palm Street Trainer in ${colour}`);
    expect(html).not.toContain('Palm Street Trainer in Green');
    expect(html).toContain('+2 MORE');
  });
});

describe('the product card in Arabic', () => {
  const card: StyleCard = {
    title: 'حذاء بالم ستريت',
    productId: ['P1', 'P2', 'P3', 'P4', 'P5'],
    tags: [
      ['kids', 'sale', 'blue'],
      ['kids', 'red'],
      ['kids', 'white'],
      ['kids', 'green'],
      ['kids', 'pink'],
    ],
    images: ['blue', 'red', 'white', 'green', 'pink'].map((colour) => `shoe/sneakers/a/${colour}/side`),
    prices: ['99.00', '99.00', '99.00', '99.00', '99.00'],
    compareAtPrices: ['129.00', null, null, null, null],
    urls: ['P1', 'P2', 'P3', 'P4', 'P5'].map((id) => `/product/Palm-Street-Trainer/${id}`),
    createdAt: Array.from({ length: 5 }, () => '2026-01-01T00:00:00Z'),
  };
  const html = renderToStaticMarkup(
    createElement(ProductCard, { card, sizes: '50vw', locale: 'ar', t: cardText('ar') }),
  );

  it('links to the Arabic product page, whose address keeps the English title', () => {
    expect(html).toContain('href="/ar/product/Palm-Street-Trainer/P1"');
    expect(html).toContain('href="/ar/product/Palm-Street-Trainer/P2"');
  });

  it('names its badges, colours and prices in Arabic', () => {
    expect(html).toContain('>تخفيض<');
    expect(html).toContain('حذاء بالم ستريت بلون أزرق');
    expect(html).toContain('+2 أخرى');
    expect(html).toContain('لونان آخران');
    expect(html).toContain('سعر التخفيض');
    expect(html).toContain(formatAed(9900, 'ar'));
    expect(html).not.toMatch(/AED|Sale price|MORE/);
  });
});
