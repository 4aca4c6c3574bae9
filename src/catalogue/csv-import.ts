/**
 * A catalogue spreadsheet in Shopify's product CSV layout, turned into a feed (docs/product.md §10
 * "The catalogue model"). Pure: the caller parses the file into records and says where pictures are;
 * this returns the feed, or every problem found as a code with its row and column (never a sentence:
 * the command words them).
 *
 * Shopify's layout: rows of one handle follow each other; the first carries the product's fields, later
 * rows only a variant's and/or an image's. A handle is a style; each colour of it becomes one product.
 * A colour's own fields (Product ID, Colour Tags, texts…) sit on the first row of that colour.
 */
import {
  AGE_BANDS,
  AGE_GROUPS,
  BRANDS,
  COLORS,
  GENDERS,
  IMAGE_VIEWS,
  PRODUCT_TYPES,
  SIZE_RANGE,
  TRENDS,
} from '../config/catalogue.ts';
import type { AgeGroup, Brand, Color, Gender, ImageView, ProductType } from '../config/catalogue.ts';
import { imageShape } from './image-keys.ts';
import { catalogueMessages } from './messages.ts';
import { CSV_COLUMNS, DRAWING_PREFIX, REQUIRED_COLUMNS, type CsvColumn, type CsvField } from './csv-columns.ts';
import type { FeedInput, FeedProductInput } from './schema.ts';

export type CsvErrorCode =
  | 'empty-file'
  | 'missing-column'
  | 'required'
  | 'option-missing'
  | 'duplicate-sku'
  | 'duplicate-id'
  | 'duplicate-size'
  | 'duplicate-title'
  | 'stock-not-a-number'
  | 'stock-negative'
  | 'price-not-a-number'
  | 'price-not-positive'
  | 'price-differs'
  | 'size-not-a-number'
  | 'size-out-of-range'
  | 'unknown-colour'
  | 'unknown-type'
  | 'unknown-vendor'
  | 'unknown-tag'
  | 'unknown-status'
  | 'unknown-view'
  | 'conflicting-tags'
  | 'age-group-missing'
  | 'date-invalid'
  | 'rank-invalid'
  | 'position-invalid'
  | 'image-not-found'
  | 'variant-image-unknown'
  | 'no-images'
  | 'no-products';

export interface CsvError {
  code: CsvErrorCode;
  /** Spreadsheet row, the header being row 1. */
  row: number;
  column: CsvColumn | null;
  value?: string;
}

/** Where a picture named in `Image Src` is: its feed `src`, or null when it cannot be found. */
export type ResolveImage = (value: string) => { src: string } | null;

export interface ImportOptions {
  /** `createdAt` of a colour without a `Created At`. */
  now: string;
  resolveImage: ResolveImage;
}

export type ImportResult = { ok: true; feed: FeedInput } | { ok: false; errors: CsvError[] };

interface Row {
  number: number;
  blank: boolean;
  get(field: CsvField): string;
}

/** Tags and names compare without case, spaces or dashes, so 'Sports Shoes' is sportsShoes. */
const norm = (value: string) =>
  value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_-]/g, '');

function vocabulary<T extends string>(values: readonly T[], names: 'colors' | 'productTypes' | 'brands' | 'none') {
  const map = new Map<string, T>();
  for (const value of values) {
    map.set(norm(value), value);
    if (names !== 'none')
      for (const locale of ['en', 'ar'] as const) {
        const labels = catalogueMessages[locale][names] as Record<string, string>;
        map.set(norm(labels[value]!), value);
      }
  }
  return (text: string): T | undefined => map.get(norm(text));
}

const colourOf = vocabulary(COLORS, 'colors');
const typeOf = vocabulary(PRODUCT_TYPES, 'productTypes');
const brandOf = vocabulary(BRANDS, 'brands');
const ageOf = vocabulary(AGE_GROUPS, 'none');
const genderOf = vocabulary(GENDERS, 'none');
/** Tags kept as they are, in this order after the derived ones (docs/product.md §3 "Tags"). */
const KEPT_TAGS: readonly string[] = [...TRENDS, 'manual-bs', ...AGE_BANDS.map((band) => band.luckyChoiceTag)];
const keptTagOf = vocabulary(KEPT_TAGS, 'none');

const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

const MONEY = /^\d+(\.\d{1,2})?$/;
const toFils = (text: string) => Math.round(Number(text) * 100);

interface StyleTags {
  ageGroup?: AgeGroup;
  gender?: Gender;
  kept: string[];
}

interface Colour {
  color: Color;
  first: Row;
  variants: { row: Row; size: number; sku: string; stock: number; priceFils: number; compareFils: number | null }[];
  variantImages: Set<string>;
}

interface Picture {
  row: Row;
  value: string;
  position: number;
  image: { src: string; alt: string; view?: ImageView } | { key: string; alt: string; view: ImageView } | null;
  altAr: string;
}

export function importCatalogueCsv(records: readonly (readonly string[])[], options: ImportOptions): ImportResult {
  const errors: CsvError[] = [];
  const fail = (code: CsvErrorCode, row: number, field: CsvField | null, value?: string) => {
    errors.push({ code, row, column: field ? CSV_COLUMNS[field] : null, ...(value === undefined ? {} : { value }) });
  };
  const [header, ...body] = records;
  if (!header || body.length === 0) return { ok: false, errors: [{ code: 'empty-file', row: 1, column: null }] };
  const index = new Map(header.map((name, i) => [name.trim(), i]));
  for (const field of REQUIRED_COLUMNS) if (!index.has(CSV_COLUMNS[field])) fail('missing-column', 1, field);
  if (errors.length > 0) return { ok: false, errors };

  const rows: Row[] = body.map((cells, i) => ({
    number: i + 2,
    blank: cells.every((cell) => !cell.trim()),
    get: (field) => {
      const at = index.get(CSV_COLUMNS[field]);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    },
  }));
  const handles = new Map<string, Row[]>();
  for (const row of rows) {
    const handle = row.get('handle');
    if (!handle) {
      if (!row.blank) fail('required', row.number, 'handle');
      continue;
    }
    handles.set(handle, [...(handles.get(handle) ?? []), row]);
  }

  const products: FeedProductInput[] = [];
  const skus = new Set<string>();
  const productIds = new Set<string>();
  const titles = new Set<string>();
  const required = (row: Row, field: CsvField): string => {
    const value = row.get(field);
    if (!value) fail('required', row.number, field);
    return value;
  };

  for (const [handle, styleRows] of handles) {
    const head = styleRows[0]!;
    const status = head.get('status').toLowerCase() || 'active';
    if (!['active', 'draft', 'archived'].includes(status)) fail('unknown-status', head.number, 'status', status);
    if (status !== 'active') continue;
    const title = required(head, 'title');
    const titleAr = required(head, 'titleAr');
    const description = { en: required(head, 'body'), ar: required(head, 'bodyAr') };
    if (title && titles.has(norm(title))) fail('duplicate-title', head.number, 'title', title);
    titles.add(norm(title));
    const typeText = required(head, 'type');
    const type: ProductType | undefined = typeText ? typeOf(typeText) : undefined;
    if (typeText && !type) fail('unknown-type', head.number, 'type', typeText);
    const vendor = required(head, 'vendor');
    const brand: Brand | undefined = vendor ? brandOf(vendor) : undefined;
    if (vendor && !brand) fail('unknown-vendor', head.number, 'vendor', vendor);
    const styleTags = readTags(head, 'tags', { kept: [] }, fail, { type, brand });
    if (!styleTags.ageGroup) fail('age-group-missing', head.number, 'tags');

    // Which option is the size and which the colour, by name, from the handle's first row.
    const names = [head.get('option1Name'), head.get('option2Name')];
    const sizeAt = names.findIndex((name) => /size|مقاس/i.test(name));
    const colourAt = names.findIndex((name) => /colou?r|لون/i.test(name));
    if (sizeAt < 0 || colourAt < 0) {
      fail('option-missing', head.number, sizeAt < 0 ? 'option1Name' : 'option2Name', names.join(' / '));
      continue;
    }
    const valueField = (at: number): CsvField => (at === 0 ? 'option1Value' : 'option2Value');

    const colours = new Map<Color, Colour>();
    const pictures: Picture[] = [];
    for (const row of styleRows) {
      const isVariant = (['option1Value', 'option2Value', 'sku', 'price', 'stock'] as const).some((f) => row.get(f));
      if (isVariant) readVariant(row);
      if (row.get('imageSrc')) pictures.push(readPicture(row, pictures.length));
    }
    if (colours.size === 0) {
      fail('required', head.number, 'sku');
      continue;
    }

    function readVariant(row: Row) {
      const colourText = required(row, valueField(colourAt));
      const color = colourText ? colourOf(colourText) : undefined;
      if (colourText && !color) fail('unknown-colour', row.number, valueField(colourAt), colourText);
      const sizeText = required(row, valueField(sizeAt));
      const sizeMatch = /^(?:EU\s*)?(\d+)(?:\s*EU)?$/i.exec(sizeText);
      const size = sizeMatch ? Number(sizeMatch[1]) : NaN;
      if (sizeText && !sizeMatch) fail('size-not-a-number', row.number, valueField(sizeAt), sizeText);
      else if (sizeMatch && (size < SIZE_RANGE.min || size > SIZE_RANGE.max))
        fail('size-out-of-range', row.number, valueField(sizeAt), sizeText);
      const sku = required(row, 'sku');
      if (sku && skus.has(sku)) fail('duplicate-sku', row.number, 'sku', sku);
      skus.add(sku);
      const stockText = required(row, 'stock');
      if (stockText && !/^-?\d+$/.test(stockText)) fail('stock-not-a-number', row.number, 'stock', stockText);
      else if (Number(stockText) < 0) fail('stock-negative', row.number, 'stock', stockText);
      const priceFils = readMoney(row, 'price');
      const compareText = row.get('compareAtPrice');
      const compareFils = compareText ? readMoney(row, 'compareAtPrice') : null;
      if (!color) return;
      const colour = colours.get(color) ?? { color, first: row, variants: [], variantImages: new Set<string>() };
      colours.set(color, colour);
      if (colour.variants.some((v) => v.size === size))
        fail('duplicate-size', row.number, valueField(sizeAt), sizeText);
      const first = colour.variants[0];
      const comparable =
        first && [first.priceFils, priceFils, first.compareFils, compareFils].every((n) => !Number.isNaN(n));
      if (comparable && (first.priceFils !== priceFils || first.compareFils !== compareFils))
        fail('price-differs', row.number, first.priceFils !== priceFils ? 'price' : 'compareAtPrice', row.get('price'));
      if (row.get('variantImage')) colour.variantImages.add(row.get('variantImage'));
      colour.variants.push({ row, size, sku, stock: Number(stockText), priceFils, compareFils });
    }

    function readMoney(row: Row, field: 'price' | 'compareAtPrice'): number {
      const text = field === 'price' ? required(row, field) : row.get(field);
      if (!text) return NaN;
      if (!MONEY.test(text)) fail('price-not-a-number', row.number, field, text);
      else if (toFils(text) <= 0) fail('price-not-positive', row.number, field, text);
      return toFils(text);
    }

    function readPicture(row: Row, order: number): Picture {
      const value = row.get('imageSrc');
      const positionText = row.get('imagePosition');
      const position = positionText ? Number(positionText) : order + 1;
      if (positionText && !(Number.isInteger(position) && position >= 1))
        fail('position-invalid', row.number, 'imagePosition', positionText);
      const viewText = row.get('imageView');
      const view = viewText ? IMAGE_VIEWS.find((v) => v === viewText) : undefined;
      if (viewText && !view) fail('unknown-view', row.number, 'imageView', viewText);
      const picture: Picture = { row, value, position, image: null, altAr: row.get('imageAltAr') };
      const alt = row.get('imageAlt');
      if (value.startsWith(DRAWING_PREFIX)) {
        const key = value.slice(DRAWING_PREFIX.length);
        const drawnView = key.split('/').at(-1) as ImageView;
        try {
          imageShape(key);
          if (!key.startsWith('shoe/')) throw new Error('not a product view');
          picture.image = { key, view: drawnView, alt };
        } catch {
          fail('image-not-found', row.number, 'imageSrc', value);
        }
        return picture;
      }
      const found = options.resolveImage(value);
      if (!found) fail('image-not-found', row.number, 'imageSrc', value);
      else picture.image = { src: found.src, alt, ...(view ? { view } : {}) };
      return picture;
    }

    // Pictures in Image Position order; each colour owns the picture its variants name in Variant Image
    // and those after it up to the next colour's; pictures before the first of those belong to every colour.
    pictures.sort((a, b) => a.position - b.position);
    const anchors = new Map<number, Color>();
    for (const colour of colours.values()) {
      for (const name of colour.variantImages) {
        const at = pictures.findIndex((p) => p.value === name);
        if (at < 0) fail('variant-image-unknown', colour.first.number, 'variantImage', name);
        else if (!anchors.has(at)) anchors.set(at, colour.color);
      }
    }
    const owner = (at: number): Color | null => {
      if (colours.size === 1) return colours.keys().next().value!;
      let found: Color | null = null;
      for (const [anchor, color] of [...anchors].sort((a, b) => a[0] - b[0])) if (anchor <= at) found = color;
      return found;
    };

    for (const colour of colours.values()) {
      const row = colour.first;
      const own = pictures.filter((_, at) => owner(at) === colour.color);
      const shared = pictures.filter((_, at) => owner(at) === null);
      const chosen = [...own, ...shared];
      if (chosen.length === 0) {
        fail('no-images', row.number, colours.size === 1 ? 'imageSrc' : 'variantImage', colour.color);
        continue;
      }
      const id = row.get('productId') || `${handle}-${colour.color}`;
      if (productIds.has(id) || skus.has(id)) fail('duplicate-id', row.number, 'productId', id);
      productIds.add(id);
      const colourTags = readTags(row, 'colourTags', { kept: [...styleTags.kept] }, fail, { type, brand });
      const createdAt = row.get('createdAt') || options.now;
      if (!ISO_DATE_TIME.test(createdAt) || Number.isNaN(Date.parse(createdAt)))
        fail('date-invalid', row.number, 'createdAt', createdAt);
      const rankText = row.get('salesRank');
      if (rankText && !/^[1-9]\d*$/.test(rankText)) fail('rank-invalid', row.number, 'salesRank', rankText);
      const first = colour.variants[0]!;
      const compareAtPriceFils =
        first.compareFils !== null && first.compareFils > first.priceFils ? first.compareFils : null;
      const names = { en: catalogueMessages.en.colors[colour.color], ar: catalogueMessages.ar.colors[colour.color] };
      if (!type || !brand || !styleTags.ageGroup || !titleAr || !title) continue;
      const gender = styleTags.gender ?? 'unisex';
      const kept = KEPT_TAGS.filter((tag) => colourTags.kept.includes(tag));
      products.push({
        id,
        styleId: handle,
        title,
        ageGroup: styleTags.ageGroup,
        type,
        color: colour.color,
        gender,
        brand,
        tags: [styleTags.ageGroup, type, colour.color, gender, brand, ...kept],
        priceFils: first.priceFils,
        compareAtPriceFils,
        createdAt,
        descriptionHtml: row.get('body') || description.en,
        colorDescription: row.get('colourDescription'),
        fitTip: row.get('fitTip'),
        deliveryOptions: row.get('deliveryOptions'),
        salesRank: rankText ? Number(rankText) : null,
        images: chosen.flatMap((p) =>
          p.image ? [{ ...p.image, alt: p.image.alt || `${title} in ${names.en.toLowerCase()}` }] : [],
        ),
        variants: colour.variants.map((v) => ({ id: v.sku, size: v.size, stock: v.stock })),
        ar: {
          title: titleAr,
          descriptionHtml: row.get('bodyAr') || description.ar,
          colorDescription: row.get('colourDescriptionAr'),
          fitTip: row.get('fitTipAr'),
          deliveryOptions: row.get('deliveryOptionsAr'),
          imageAlts: chosen.map((p) => p.altAr || `${titleAr} بلون ${names.ar}`),
        },
      });
    }
  }
  if (errors.length === 0 && products.length === 0) fail('no-products', 1, null);
  return errors.length > 0
    ? { ok: false, errors: errors.toSorted((a, b) => a.row - b.row) }
    : { ok: true, feed: { version: 1, seed: 0, scale: 1, products } };
}

/** An ISO date and time with its offset, as the feed keeps it. */
const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/**
 * Reads a Tags cell: age group and gender once each, type and brand agreeing with Type and Vendor,
 * colours ignored (the colour option decides), trends, manual-bs and luckyChoice… kept.
 */
function readTags(
  row: Row,
  field: 'tags' | 'colourTags',
  into: StyleTags,
  fail: (code: CsvErrorCode, row: number, field: CsvField | null, value?: string) => void,
  agree: { type?: ProductType; brand?: Brand },
): StyleTags {
  const tags: StyleTags = { ...into, kept: [...into.kept] };
  for (const tag of splitTags(row.get(field))) {
    const age = ageOf(tag);
    const gender = genderOf(tag);
    const kept = keptTagOf(tag);
    const type = typeOf(tag);
    const brand = brandOf(tag);
    if (age && field === 'tags') {
      if (tags.ageGroup && tags.ageGroup !== age) fail('conflicting-tags', row.number, field, tag);
      tags.ageGroup = age;
    } else if (gender && field === 'tags') {
      if (tags.gender && tags.gender !== gender) fail('conflicting-tags', row.number, field, tag);
      tags.gender = gender;
    } else if (kept) {
      if (!tags.kept.includes(kept)) tags.kept.push(kept);
    } else if ((type && agree.type && type !== agree.type) || (brand && agree.brand && brand !== agree.brand)) {
      fail('conflicting-tags', row.number, field, tag);
    } else if (!type && !brand && !colourOf(tag)) {
      fail('unknown-tag', row.number, field, tag);
    }
  }
  return tags;
}
