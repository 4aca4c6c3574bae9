/**
 * A small Contentful space of products in the Delivery API's `locale=*` shape (docs/contentful-products.md):
 * `product` entries linking their `productVariant` entries and image assets, English in `en-US` and Arabic
 * in `ar`. Serve it with startFakeContentful({ collection: productSpace() }).
 */
type Resource = { sys: { id: string; contentType?: unknown }; fields: Record<string, unknown> };
export interface ProductSpace {
  items: Resource[];
  includes: { Asset: Resource[]; Entry: Resource[] };
}

const link = (linkType: 'Asset' | 'Entry', id: string) => ({ sys: { type: 'Link', linkType, id } });

function sys(id: string, type: 'Entry' | 'Asset', createdAt: string, contentType?: string) {
  return {
    space: { sys: { type: 'Link', linkType: 'Space', id: 'space1' } },
    id,
    type,
    createdAt,
    updatedAt: createdAt,
    environment: { sys: { id: 'master', type: 'Link', linkType: 'Environment' } },
    publishedVersion: 2,
    revision: 1,
    ...(contentType && { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } }),
  };
}

/** A rich-text document of one paragraph and a list, as Contentful's editor saves it. */
export function richText(paragraph: string, points: string[]) {
  const textNode = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
  return {
    nodeType: 'document',
    data: {},
    content: [
      { nodeType: 'paragraph', data: {}, content: [textNode(paragraph)] },
      {
        nodeType: 'unordered-list',
        data: {},
        content: points.map((point) => ({
          nodeType: 'list-item',
          data: {},
          content: [{ nodeType: 'paragraph', data: {}, content: [textNode(point)] }],
        })),
      },
    ],
  };
}

export function photoAsset(id: string, alt: { en?: string; ar?: string }, file: Record<string, unknown> = {}) {
  return {
    metadata: { tags: [], concepts: [] },
    sys: sys(id, 'Asset', '2026-10-01T08:00:00.000Z'),
    fields: {
      title: { 'en-US': id },
      ...(alt.en && { description: { 'en-US': alt.en, ...(alt.ar && { ar: alt.ar }) } }),
      file: {
        'en-US': {
          url: `//images.ctfassets.net/space1/${id}/0123abcd/${id}.jpg`,
          details: { size: 48_000, image: { width: 1200, height: 1200 } },
          fileName: `${id}.jpg`,
          contentType: 'image/jpeg',
          ...file,
        },
      },
    },
  };
}

export function variantEntry(id: string, size: number, stock: number) {
  return {
    metadata: { tags: [], concepts: [] },
    sys: sys(id, 'Entry', '2026-10-01T08:00:00.000Z', 'productVariant'),
    fields: { sku: { 'en-US': id }, size: { 'en-US': size }, stock: { 'en-US': stock } },
  };
}

interface ProductPlan {
  id: string;
  createdAt: string;
  title: [string, string];
  description: [[string, string[]], [string, string[]]];
  facets: { ageGroup: string; type: string; color: string; gender: string; brand: string };
  tags?: string[];
  price: number;
  compareAtPrice?: number;
  colorDescription: [string, string];
  salesRank?: number;
  images: string[];
  variants: string[];
}

export function productEntry(plan: ProductPlan) {
  const both = ([en, ar]: [string, string]) => ({ 'en-US': en, ar });
  const english = (value: unknown) => ({ 'en-US': value });
  return {
    metadata: { tags: [], concepts: [] },
    sys: sys(plan.id, 'Entry', plan.createdAt, 'product'),
    fields: {
      title: both(plan.title),
      description: { 'en-US': richText(...plan.description[0]), ar: richText(...plan.description[1]) },
      ...Object.fromEntries(Object.entries(plan.facets).map(([name, value]) => [name, english(value)])),
      ...(plan.tags && { tags: english(plan.tags) }),
      price: english(plan.price),
      ...(plan.compareAtPrice !== undefined && { compareAtPrice: english(plan.compareAtPrice) }),
      colorDescription: both(plan.colorDescription),
      ...(plan.salesRank !== undefined && { salesRank: english(plan.salesRank) }),
      images: english(plan.images.map((id) => link('Asset', id))),
      variants: english(plan.variants.map((id) => link('Entry', id))),
    },
  };
}

/** Two colours of a baby boot (one on sale) and a teen sneaker: three products, seven sizes, five pictures. */
export function productSpace(): ProductSpace {
  const bootText: ProductPlan['description'] = [
    ['A soft boot for first steps.', ['Non-slip sole', 'Padded collar']],
    ['بوت ناعم للخطوات الأولى.', ['نعل مانع للانزلاق', 'حافة مبطّنة']],
  ];
  const bootFacets = { ageGroup: 'babies', type: 'boots', gender: 'unisex', brand: 'luckyShoes' };
  return {
    items: [
      productEntry({
        id: 'coral-boot-black',
        createdAt: '2026-10-02T09:00:00.000Z',
        title: ['Coral Baby Boot', 'بوت مرجان بيبي'],
        description: bootText,
        facets: { ...bootFacets, color: 'black' },
        tags: ['newArrivals'],
        price: 89,
        colorDescription: ['Midnight black', 'أسود ليلي'],
        images: ['boot-black-side', 'boot-black-top'],
        variants: ['CB-BLK-18', 'CB-BLK-19', 'CB-BLK-20'],
      }),
      productEntry({
        id: 'coral-boot-pink',
        createdAt: '2026-10-03T09:00:00.000Z',
        title: ['Coral Baby Boot', 'بوت مرجان بيبي'],
        description: bootText,
        facets: { ...bootFacets, color: 'pink' },
        tags: ['sale'],
        price: 69.5,
        compareAtPrice: 89,
        colorDescription: ['Blush pink', 'وردي فاتح'],
        images: ['boot-pink-side'],
        variants: ['CB-PNK-18', 'CB-PNK-19'],
      }),
      productEntry({
        id: 'kk-runner-white',
        createdAt: '2026-10-04T09:00:00.000Z',
        title: ['Kids King Runner', 'عدّاء كيدز كينج'],
        description: [
          ['A light runner for school sports.', ['Mesh upper']],
          ['حذاء جري خفيف لرياضة المدرسة.', ['جزء علوي شبكي']],
        ],
        facets: { ageGroup: 'teens', type: 'sneakers', color: 'white', gender: 'boys', brand: 'kidsKing' },
        tags: ['bestSellers', 'manual-bs'],
        price: 199.99,
        colorDescription: ['Snow white', 'أبيض ثلجي'],
        salesRank: 3,
        images: ['runner-white-side', 'runner-white-sole'],
        variants: ['KKR-WHT-38', 'KKR-WHT-39'],
      }),
    ],
    includes: {
      Asset: [
        photoAsset('boot-black-side', {
          en: 'Coral Baby Boot in black, side view',
          ar: 'بوت مرجان بيبي أسود، من الجانب',
        }),
        photoAsset('boot-black-top', {
          en: 'Coral Baby Boot in black, from above',
          ar: 'بوت مرجان بيبي أسود، من الأعلى',
        }),
        photoAsset('boot-pink-side', {
          en: 'Coral Baby Boot in pink, side view',
          ar: 'بوت مرجان بيبي وردي، من الجانب',
        }),
        photoAsset('runner-white-side', { en: 'Kids King Runner in white, side view', ar: 'عدّاء كيدز كينج أبيض' }),
        photoAsset('runner-white-sole', {}),
      ],
      Entry: [
        variantEntry('CB-BLK-18', 18, 4),
        variantEntry('CB-BLK-19', 19, 0),
        variantEntry('CB-BLK-20', 20, 7),
        variantEntry('CB-PNK-18', 18, 2),
        variantEntry('CB-PNK-19', 19, 5),
        variantEntry('KKR-WHT-38', 38, 12),
        variantEntry('KKR-WHT-39', 39, 1),
      ],
    },
  };
}
