import { describe, expect, it } from 'vitest';
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import type { SizeOption } from '#src/catalogue/types.ts';
import { withStockFromAnswer } from '#src/features/product/live-stock.client.ts';
import { stockSchema } from '#src/features/product/stock-answers.ts';
import { descriptionText, metaDescription, productPageData } from '#src/features/product/product-page.ts';
import {
  chooseSize,
  noSizeChosen,
  setQuantity,
  stockOf,
  totalStock,
  withLiveStock,
} from '#src/features/product/size-choice.ts';
import { productJsonLd } from '#src/features/product/structured-data.ts';

const sizes: SizeOption[] = [
  { size: 30, id: 'v30', maxQuantity: '3' },
  { size: 31, id: 'v31', maxQuantity: '0' },
  { size: 32, id: 'v32', maxQuantity: '' },
  { size: 33, id: 'v33', maxQuantity: '7' },
];
const [s30, s31, s32, s33] = sizes as [SizeOption, SizeOption, SizeOption, SizeOption];

describe('choosing a size', () => {
  it("treats '0' and '' as sold out", () => {
    expect(sizes.map(stockOf)).toEqual([3, 0, 0, 7]);
    expect(totalStock(sizes)).toBe(10);
    expect(totalStock([s31, s32])).toBe(0);
  });

  it('sets an in-stock size, resets the quantity to 1 and clears the alert', () => {
    const before = { variantId: 'v33', quantity: 4, alert: true };
    expect(chooseSize(before, s30)).toEqual({ variantId: 'v30', quantity: 1, alert: false });
  });

  it('refuses a sold-out size', () => {
    expect(chooseSize(noSizeChosen, s31)).toBe(noSizeChosen);
    expect(chooseSize(noSizeChosen, s32)).toBe(noSizeChosen);
  });

  it('keeps the quantity when the same size is chosen again', () => {
    const chosen = { variantId: 'v33', quantity: 4, alert: false };
    expect(chooseSize(chosen, s33)).toBe(chosen);
  });

  it.each([
    [0, 1],
    [2, 2],
    [3, 3],
    [9, 3],
  ])('keeps a wanted quantity of %i within 1 and the stock: %i', (wanted, kept) => {
    expect(setQuantity({ variantId: 'v30', quantity: 1, alert: false }, sizes, wanted).quantity).toBe(kept);
  });

  it('drops a chosen size that sold out since the page was built, and lowers a quantity above the new stock', () => {
    const live = sizes.map((s) =>
      s.id === 'v30' ? { ...s, maxQuantity: '0' } : s.id === 'v33' ? { ...s, maxQuantity: '2' } : s,
    );
    expect(withLiveStock({ variantId: 'v30', quantity: 2, alert: false }, live)).toEqual({
      variantId: null,
      quantity: 1,
      alert: false,
    });
    expect(withLiveStock({ variantId: 'v33', quantity: 5, alert: false }, live)).toEqual({
      variantId: 'v33',
      quantity: 2,
      alert: false,
    });
  });
});

describe('live stock from the stock API', () => {
  it("takes each size's stock from the answer, keeping the built stock of a size it does not name", () => {
    const answer = {
      productId: 'p',
      variants: [
        { id: 'v30', quantityAvailable: '0' },
        { id: 'v33', quantityAvailable: '2' },
      ],
    };
    const checked = stockSchema.parse(answer);
    expect(withStockFromAnswer(sizes, checked).map((s) => s.maxQuantity)).toEqual(['0', '0', '', '2']);
  });

  it('does not take an answer that is not the stock of sizes', () => {
    expect(stockSchema.safeParse({ error: 'Unknown product' }).success).toBe(false);
    expect(stockSchema.safeParse('nonsense').success).toBe(false);
  });
});

describe('a product page from the catalogue', () => {
  const catalogue = getCatalogue();
  const product = catalogue.products.find((p) => (catalogue.byTitle.get(p.title)?.length ?? 0) > 1)!;
  const page = productPageData(catalogue, product);

  it('writes the meta description from the first 160 characters of the description text', () => {
    expect(descriptionText('<p>Soft &amp; light.</p><ul><li>Grip</li></ul>')).toBe('Soft & light. Grip');
    expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    expect(descriptionText(product.descriptionHtml).startsWith(page.metaDescription)).toBe(true);
    expect(metaDescription(`<p>${'a'.repeat(200)}</p>`)).toHaveLength(160);
  });

  it('links every other colour of the style and marks its own as current', () => {
    expect(page.colours.map((c) => c.productId).sort()).toEqual(
      catalogue.byTitle
        .get(product.title)!
        .map((p) => p.id)
        .sort(),
    );
    expect(page.colours.filter((c) => c.current).map((c) => c.productId)).toEqual([product.id]);
  });

  it('suggests up to four other styles of the same age group and type, never its own', () => {
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.related.length).toBeLessThanOrEqual(4);
    for (const card of page.related) {
      expect(card.title).not.toBe(product.title);
      for (const id of card.productId) {
        const related = catalogue.byId.get(id)!;
        expect([related.ageGroup, related.type]).toEqual([product.ageGroup, product.type]);
      }
    }
  });

  it('leads the breadcrumb with HOME and the upper-cased age group', () => {
    expect(page.breadcrumb).toEqual([
      { label: 'HOME', href: '/' },
      { label: product.ageGroup.toUpperCase(), href: `/shoes/${product.ageGroup}` },
    ]);
  });

  it('offers the product in AED, in stock while any size is', () => {
    const ld = productJsonLd(page.product, {
      url: 'https://shop/x',
      images: [],
      description: 'd',
      brandName: 'Lucky Shoes',
    }) as {
      offers: { priceCurrency: string; price: string; availability: string };
    };
    expect(ld.offers.priceCurrency).toBe('AED');
    expect(ld.offers.price).toBe(page.product.price);
    const soldOut = { ...page.product, sizes: page.product.sizes.map((s) => ({ ...s, maxQuantity: '0' })) };
    expect(ld.offers.availability).toBe(
      totalStock(page.product.sizes) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    );
    expect(
      (productJsonLd(soldOut, { url: 'u', images: [], description: 'd', brandName: 'b' }) as typeof ld).offers
        .availability,
    ).toBe('https://schema.org/OutOfStock');
  });

  it('offers the product in AED, with no property schema.org does not give a Product', () => {
    const ld = productJsonLd(page.product, { url: 'u', images: [], description: 'd', brandName: 'b' });
    expect(ld).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'AED' } });
    expect(ld).not.toHaveProperty('inLanguage');
  });
});

describe('the Arabic product page from the catalogue', () => {
  const catalogue = getCatalogue();
  const product = catalogue.products.find((p) => (catalogue.byTitle.get(p.title)?.length ?? 0) > 1)!;
  const page = productPageData(catalogue, product, 'ar');

  it('leads the breadcrumb with the Arabic home and age group, linking under /ar/', () => {
    const ageGroups = { babies: 'الرضّع', toddlers: 'الأطفال الصغار', kids: 'الأطفال', teens: 'المراهقون' };
    expect(page.breadcrumb).toEqual([
      { label: 'الرئيسية', href: '/ar' },
      { label: ageGroups[product.ageGroup], href: `/ar/shoes/${product.ageGroup}` },
    ]);
  });

  it('keeps the English address of every colour (the page localizes it)', () => {
    expect(page.product.url).toBe(productPageData(catalogue, product).product.url);
    expect(page.colours.every((colour) => colour.url.startsWith('/product/'))).toBe(true);
  });

  it('describes the product in Arabic structured data, priced in AED', () => {
    const ld = productJsonLd(page.product, {
      url: 'https://shop/ar/x',
      images: [],
      description: page.metaDescription,
      brandName: 'لاكي شوز',
    });
    expect(ld).toMatchObject({
      name: page.product.title,
      brand: { name: 'لاكي شوز' },
      offers: { priceCurrency: 'AED', price: page.product.price },
    });
  });
});
