/**
 * What an image key names and the shape of its files, worked out from the key alone: the catalogue checks
 * the keys of its feed with it, and src/components/images/images.ts turns a key into URLs.
 *
 * Keys:
 *   shoe/{type}/{design}/{color}/{view}   a product view (type, colour, view from the shop config, design a|b)
 *   art/{name}                            a piece of site art (hero, banners, tiles, blog…), see ART
 *   photo/{16 hex}                        a photograph of the catalogue (src/catalogue/photos.server.ts names it)
 */
import {
  AGE_GROUPS,
  COLORS,
  IMAGE_VIEWS,
  PRODUCT_TYPES,
  TRENDS,
  cataloguePhotos,
  type ImageView,
} from '#src/config/catalogue.ts';

export const SHOE_DESIGNS = ['a', 'b'] as const;

export interface ImageShape {
  /** Width to height, as whole numbers. */
  aspect: readonly [number, number];
  /** The widths rendered, ascending. */
  widths: readonly number[];
}

/**
 * Product views are square. The side view is the one shown large (product
 * page hero, cards on wide screens) and gets a 960 px rendition; the others
 * stop at 640 px, which keeps a cold render of the catalogue inside the build
 * budget (flat drawings upscale gracefully on the rare screen that wants more).
 */
const SHOE_WIDTHS: Record<ImageView, readonly number[]> = {
  side: [320, 640, 960],
  top: [320, 640],
  sole: [320, 640],
  pair: [320, 640],
  back: [320, 640],
  detail: [320, 640],
  heel: [320, 640],
  lifestyle: [320, 640],
};

const shape = (w: number, h: number, ...widths: number[]): ImageShape => ({ aspect: [w, h], widths });
const family = (names: readonly string[], prefix: string, s: ImageShape) =>
  names.map((n) => [`${prefix}${n}`, s] as const);
const numbered = (count: number, prefix: string, s: ImageShape) =>
  family(
    Array.from({ length: count }, (_, i) => String(i + 1)),
    prefix,
    s,
  );

/** Site art, by name (the key is `art/{name}`). */
export const ART: Readonly<Record<string, ImageShape>> = Object.fromEntries([
  ['hero-desktop', shape(8, 3, 960, 1440, 1920)],
  ['hero-mobile', shape(5, 6, 375, 750, 1125)],
  ...family(AGE_GROUPS, 'age-', shape(1, 1, 320, 640)),
  ...family(['teens-sneakers', 'kids-sandals', 'kids-sneakers'], 'collection-', shape(3, 2, 480, 960)),
  ...family(['fit', 'function', 'fashion'], 'marketing-', shape(4, 3, 320, 640)),
  ...family(TRENDS, 'banner-', shape(4, 1, 960, 1440, 1920)),
  ...family(
    TRENDS.map((t) => `${t}-mobile`),
    'banner-',
    shape(2, 1, 480, 960),
  ),
  ...family(AGE_GROUPS, 'banner-age-', shape(3, 2, 480, 960)),
  ['size-guide', shape(4, 3, 320, 640)],
  ['measure-foot', shape(4, 3, 480, 960)],
  ['about-header', shape(3, 1, 960, 1440, 1920)],
  ...numbered(3, 'feature-', shape(3, 2, 480, 960)),
  ...numbered(3, 'review-', shape(1, 1, 320, 640)),
  ...numbered(8, 'blog-', shape(5, 3, 480, 960, 1440)),
]);

export const ART_KEYS: readonly string[] = Object.keys(ART).map((name) => `art/${name}`);

export class UnknownImageError extends Error {
  override name = 'UnknownImageError';
}

const oneOf = (list: readonly string[], value: string | undefined): value is string =>
  value !== undefined && list.includes(value);

/** The shape of an image key's files; throws UnknownImageError for a key nobody draws. */
export function imageShape(key: string): ImageShape {
  const parts = key.split('/');
  if (parts[0] === 'art' && parts.length === 2 && Object.hasOwn(ART, parts[1]!)) return ART[parts[1]!]!;
  if (parts[0] === 'photo' && parts.length === 2 && /^[0-9a-f]{16}$/.test(parts[1]!))
    return { aspect: [1, 1], widths: cataloguePhotos.widths };
  if (parts[0] === 'shoe' && parts.length === 5) {
    const [, type, design, color, view] = parts;
    if (oneOf(PRODUCT_TYPES, type) && oneOf(SHOE_DESIGNS, design) && oneOf(COLORS, color) && oneOf(IMAGE_VIEWS, view)) {
      return { aspect: [1, 1], widths: SHOE_WIDTHS[view as ImageView] };
    }
  }
  throw new UnknownImageError(
    `unknown image key "${key}": expected shoe/{type}/{a|b}/{color}/{view} with values from the shop config, ` +
      'art/{name} with a name from ART, or photo/{16 hex digits}',
  );
}

export function imageHeight(shape: ImageShape, width: number): number {
  return Math.round((width * shape.aspect[1]) / shape.aspect[0]);
}

/** Every distinct image key a catalogue feed references, in a stable order. */
export function imageKeysForFeed(feed: { products: readonly { images: readonly { key: string }[] }[] }): string[] {
  const keys = new Set<string>();
  for (const product of feed.products) for (const image of product.images) keys.add(image.key);
  return [...keys].sort();
}
