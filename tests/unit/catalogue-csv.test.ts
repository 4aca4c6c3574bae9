import { describe, expect, it } from 'vitest';
import { generateFeed } from '#scripts/catalogue/generate-feed.ts';
import { CSV_COLUMNS, type CsvField } from '#src/catalogue/csv-columns.ts';
import { exportCatalogueCsv } from '#src/catalogue/csv-export.ts';
import { importCatalogueCsv, type CsvError, type ImportResult } from '#src/catalogue/csv-import.ts';
import { parseFeed } from '#src/catalogue/load.server.ts';
import { photoKey } from '#src/catalogue/photos.server.ts';
import type { Feed } from '#src/catalogue/schema.ts';

type Cells = Partial<Record<CsvField, string>>;
const FIELDS = Object.keys(CSV_COLUMNS) as CsvField[];
const NOW = '2026-11-20T08:00:00.000Z';
const PICTURES = new Set(['red-side.jpg', 'red-top.jpg', 'blue-side.jpg', 'blue-top.jpg', 'box.jpg']);

const records = (rows: Cells[], fields: readonly CsvField[] = FIELDS) => [
  fields.map((field) => CSV_COLUMNS[field]),
  ...rows.map((row) => fields.map((field) => row[field] ?? '')),
];

function run(rows: Cells[], fields?: readonly CsvField[]): ImportResult {
  return importCatalogueCsv(records(rows, fields), {
    now: NOW,
    resolveImage: (value) => {
      const name = value.split('/').at(-1)!;
      return PICTURES.has(name) ? { src: `imported/${name}` } : null;
    },
  });
}

/** A sandal in red and blue, sizes 28 and 29, Shopify's layout: product fields on the first row only. */
function sandal(): Cells[] {
  return [
    {
      handle: 'sun-sandal',
      title: 'Sun Sandal',
      titleAr: 'صندل الشمس',
      body: '<p>Light and bright.</p>',
      bodyAr: '<p>خفيف ومشرق.</p>',
      vendor: 'Kids King',
      type: 'Sandals',
      tags: 'kids, girls, sale, newArrivals',
      option1Name: 'Color',
      option1Value: 'Red',
      option2Name: 'Size',
      option2Value: '28',
      sku: 'SUN-RED-28',
      stock: '5',
      price: '99.00',
      compareAtPrice: '129.00',
      variantImage: 'https://cdn.shopify.com/files/red-side.jpg',
      imageSrc: 'https://cdn.shopify.com/files/red-side.jpg',
      imagePosition: '1',
      imageAlt: 'Sun Sandal in red, from the side',
      imageAltAr: 'صندل الشمس بالأحمر من الجانب',
      colourTags: 'bestSellers',
      status: 'active',
    },
    {
      handle: 'sun-sandal',
      option1Value: 'Red',
      option2Value: 'EU 29',
      sku: 'SUN-RED-29',
      stock: '0',
      price: '99.00',
      compareAtPrice: '129.00',
      variantImage: 'https://cdn.shopify.com/files/red-side.jpg',
      imageSrc: 'https://cdn.shopify.com/files/red-top.jpg',
      imagePosition: '2',
      imageAlt: 'Sun Sandal in red, from above',
      imageAltAr: 'صندل الشمس بالأحمر من الأعلى',
    },
    {
      handle: 'sun-sandal',
      option1Value: 'Blue',
      option2Value: '28',
      sku: 'SUN-BLU-28',
      stock: '3',
      price: '99.00',
      compareAtPrice: '129.00',
      variantImage: 'https://cdn.shopify.com/files/blue-side.jpg',
      imageSrc: 'https://cdn.shopify.com/files/blue-side.jpg',
      imagePosition: '3',
      imageAlt: 'Sun Sandal in blue, from the side',
      imageAltAr: 'صندل الشمس بالأزرق من الجانب',
    },
    { handle: 'sun-sandal', imageSrc: 'https://cdn.shopify.com/files/blue-top.jpg', imagePosition: '4' },
  ];
}

const feedOf = (result: ImportResult): Feed => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return parseFeed(JSON.parse(JSON.stringify(result.feed)), 'imported');
};

describe('importing a Shopify product CSV', () => {
  it('makes one product per colour of a handle, sharing its style', () => {
    const feed = feedOf(run(sandal()));
    expect(feed.products.map((p) => [p.id, p.styleId, p.color])).toEqual([
      ['sun-sandal-red', 'sun-sandal', 'red'],
      ['sun-sandal-blue', 'sun-sandal', 'blue'],
    ]);
    const [red, blue] = feed.products;
    expect(red!.variants).toEqual([
      { id: 'SUN-RED-28', size: 28, stock: 5 },
      { id: 'SUN-RED-29', size: 29, stock: 0 },
    ]);
    expect(blue!.variants).toEqual([{ id: 'SUN-BLU-28', size: 28, stock: 3 }]);
    expect([red!.priceFils, red!.compareAtPriceFils, red!.createdAt]).toEqual([9900, 12900, NOW]);
  });

  it('takes type from Type, brand from Vendor and age group, gender and trends from Tags', () => {
    const [red, blue] = feedOf(run(sandal())).products;
    expect(red).toMatchObject({ ageGroup: 'kids', type: 'sandals', gender: 'girls', brand: 'kidsKing' });
    expect(red!.tags).toEqual(['kids', 'sandals', 'red', 'girls', 'kidsKing', 'newArrivals', 'sale', 'bestSellers']);
    expect(blue!.tags).toEqual(['kids', 'sandals', 'blue', 'girls', 'kidsKing', 'newArrivals', 'sale']);
  });

  it('recognises size and colour by option name in either order', () => {
    const swapped = sandal().map((row) => ({
      ...row,
      option1Name: row.option2Name,
      option2Name: row.option1Name,
      option1Value: row.option2Value,
      option2Value: row.option1Value,
    }));
    expect(feedOf(run(swapped)).products).toEqual(feedOf(run(sandal())).products);
  });

  it("gives each colour the picture its variants name and the ones after it, with both languages' alt texts", () => {
    const [red, blue] = feedOf(run(sandal())).products;
    expect(red!.images).toEqual([
      { src: 'imported/red-side.jpg', alt: 'Sun Sandal in red, from the side', key: photoKey('imported/red-side.jpg') },
      { src: 'imported/red-top.jpg', alt: 'Sun Sandal in red, from above', key: photoKey('imported/red-top.jpg') },
    ]);
    expect(red!.ar.imageAlts).toEqual(['صندل الشمس بالأحمر من الجانب', 'صندل الشمس بالأحمر من الأعلى']);
    expect(blue!.images.map((image) => 'src' in image && image.src)).toEqual([
      'imported/blue-side.jpg',
      'imported/blue-top.jpg',
    ]);
    // An empty alt text gets the title and colour, in each language.
    expect(blue!.images[1]!.alt).toBe('Sun Sandal in blue');
    expect(blue!.ar.imageAlts[1]).toBe('صندل الشمس بلون أزرق');
  });

  it('reads the Arabic title and description from the (ar) columns', () => {
    const [red] = feedOf(run(sandal())).products;
    expect(red!.ar).toMatchObject({ title: 'صندل الشمس', descriptionHtml: '<p>خفيف ومشرق.</p>' });
  });

  it('leaves out draft and archived products', () => {
    const rows = sandal();
    const draft = sandal().map((row) => ({ ...row, handle: 'draft-sandal', sku: row.sku && `D-${row.sku}` }));
    draft[0]!.status = 'draft';
    expect(feedOf(run([...rows, ...draft])).products).toHaveLength(2);
  });
});

describe('a bad CSV', () => {
  const broken = (change: (rows: Cells[]) => void): CsvError[] => {
    const rows = sandal();
    change(rows);
    const result = run(rows);
    if (result.ok) throw new Error('the file was accepted');
    return result.errors;
  };

  it('is refused when a column is missing, naming it', () => {
    const result = run(
      sandal(),
      FIELDS.filter((field) => field !== 'stock' && field !== 'titleAr'),
    );
    expect(result.ok || result.errors).toEqual([
      { code: 'missing-column', row: 1, column: 'Variant Inventory Qty' },
      { code: 'missing-column', row: 1, column: 'Title (ar)' },
    ]);
  });

  it.each<[string, (rows: Cells[]) => void, CsvError]>([
    [
      'a duplicate SKU',
      (rows) => (rows[2]!.sku = 'SUN-RED-28'),
      { code: 'duplicate-sku', row: 4, column: 'Variant SKU', value: 'SUN-RED-28' },
    ],
    [
      'a negative stock',
      (rows) => (rows[1]!.stock = '-2'),
      { code: 'stock-negative', row: 3, column: 'Variant Inventory Qty', value: '-2' },
    ],
    [
      'a stock that is not a whole number',
      (rows) => (rows[1]!.stock = 'lots'),
      { code: 'stock-not-a-number', row: 3, column: 'Variant Inventory Qty', value: 'lots' },
    ],
    [
      'a price that is not a number',
      (rows) => (rows[0]!.price = 'AED 99'),
      { code: 'price-not-a-number', row: 2, column: 'Variant Price', value: 'AED 99' },
    ],
    [
      'a price of zero',
      (rows) => (rows[2]!.price = '0.00'),
      { code: 'price-not-positive', row: 4, column: 'Variant Price', value: '0.00' },
    ],
    [
      'two prices for one colour',
      (rows) => (rows[1]!.price = '89.00'),
      { code: 'price-differs', row: 3, column: 'Variant Price', value: '89.00' },
    ],
    [
      'a size outside the size range',
      (rows) => (rows[1]!.option2Value = '44'),
      { code: 'size-out-of-range', row: 3, column: 'Option2 Value', value: '44' },
    ],
    [
      'a size that is not a number',
      (rows) => (rows[1]!.option2Value = 'M'),
      { code: 'size-not-a-number', row: 3, column: 'Option2 Value', value: 'M' },
    ],
    [
      'the same size twice in a colour',
      (rows) => (rows[1]!.option2Value = '28'),
      { code: 'duplicate-size', row: 3, column: 'Option2 Value', value: '28' },
    ],
    [
      'an unknown colour',
      (rows) => (rows[2]!.option1Value = 'Plaid'),
      { code: 'unknown-colour', row: 4, column: 'Option1 Value', value: 'Plaid' },
    ],
    [
      'an image that cannot be found',
      (rows) => (rows[3]!.imageSrc = 'https://cdn.shopify.com/files/lost.jpg'),
      { code: 'image-not-found', row: 5, column: 'Image Src', value: 'https://cdn.shopify.com/files/lost.jpg' },
    ],
    [
      'a variant image that is not among the pictures',
      (rows) => (rows[2]!.variantImage = 'https://cdn.shopify.com/files/box.jpg'),
      {
        code: 'variant-image-unknown',
        row: 4,
        column: 'Variant Image',
        value: 'https://cdn.shopify.com/files/box.jpg',
      },
    ],
    [
      'an unknown type',
      (rows) => (rows[0]!.type = 'Roller skates'),
      { code: 'unknown-type', row: 2, column: 'Type', value: 'Roller skates' },
    ],
    [
      'an unknown vendor',
      (rows) => (rows[0]!.vendor = 'Acme'),
      { code: 'unknown-vendor', row: 2, column: 'Vendor', value: 'Acme' },
    ],
    [
      'a tag outside the vocabulary',
      (rows) => (rows[0]!.tags = 'kids, girls, summer'),
      { code: 'unknown-tag', row: 2, column: 'Tags', value: 'summer' },
    ],
    [
      'two age groups',
      (rows) => (rows[0]!.tags = 'kids, teens'),
      { code: 'conflicting-tags', row: 2, column: 'Tags', value: 'teens' },
    ],
    ['no age group', (rows) => (rows[0]!.tags = 'girls'), { code: 'age-group-missing', row: 2, column: 'Tags' }],
    [
      'no size option',
      (rows) => (rows[0]!.option2Name = 'Width'),
      { code: 'option-missing', row: 2, column: 'Option1 Name', value: 'Color / Width' },
    ],
    ['a missing Arabic title', (rows) => (rows[0]!.titleAr = ''), { code: 'required', row: 2, column: 'Title (ar)' }],
    ['a row without a handle', (rows) => (rows[3]!.handle = ''), { code: 'required', row: 5, column: 'Handle' }],
    [
      'a date that is not a date',
      (rows) => (rows[0]!.createdAt = 'last Tuesday'),
      { code: 'date-invalid', row: 2, column: 'Created At', value: 'last Tuesday' },
    ],
    [
      'an unknown status',
      (rows) => (rows[0]!.status = 'live'),
      { code: 'unknown-status', row: 2, column: 'Status', value: 'live' },
    ],
  ])('is refused for %s, naming the row and the column', (_, change, error) => {
    expect(broken(change)).toContainEqual(error);
  });

  it('lists every problem, not only the first', () => {
    const errors = broken((rows) => {
      rows[0]!.price = 'free';
      rows[1]!.stock = '-1';
      rows[2]!.option2Value = '50';
    });
    expect(errors.map((e) => [e.code, e.row])).toEqual([
      ['price-not-a-number', 2],
      ['stock-negative', 3],
      ['size-out-of-range', 4],
    ]);
  });

  it('is refused when a colour has no picture', () => {
    expect(
      broken((rows) => {
        for (const row of rows) if (row.variantImage?.includes('blue')) row.variantImage = '';
        rows.splice(2, 2, { ...rows[2]!, imageSrc: '' });
      }),
    ).toContainEqual({ code: 'no-images', row: 4, column: 'Variant Image', value: 'blue' });
  });
});

// Both feeds go through the whole importer: seconds of a core when the other test files load the machine.
describe('export then import', { timeout: 60_000 }, () => {
  it('gives the same feed, drawings and photographs alike', () => {
    const feed = generateFeed({ seed: 7 });
    const photographed = feedOf(run(sandal())).products;
    const original: Feed = { ...feed, products: [...feed.products, ...photographed] };
    const imported = importCatalogueCsv(exportCatalogueCsv(original), {
      now: NOW,
      resolveImage: (value) => ({ src: value }),
    });
    expect(feedOf(imported).products).toEqual(original.products);
    expect(exportCatalogueCsv(feedOf(imported))).toEqual(exportCatalogueCsv(original));
  });
});
