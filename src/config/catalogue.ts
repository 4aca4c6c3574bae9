/**
 * The catalogue's vocabularies: ages, types, trends, colours, genders, brands, sizes, fits and picture views, and how
 * listings and the home page show them (docs/product.md §9).
 */
export const AGE_GROUPS = ['babies', 'toddlers', 'kids', 'teens'] as const;

export type AgeGroup = (typeof AGE_GROUPS)[number];

export const PRODUCT_TYPES = [
  'boots',
  'sportsShoes',
  'sandals',
  'slippers',
  'sneakers',
  'basketballShoes',
  'schoolShoes',
  'others',
] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number];

export const TRENDS = ['newArrivals', 'sale', 'bestSellers'] as const;

export type Trend = (typeof TRENDS)[number];

export const COLORS = [
  'black',
  'pink',
  'red',
  'brown',
  'grey',
  'yellow',
  'blue',
  'green',
  'gold',
  'beige',
  'purple',
  'silver',
  'white',
] as const;

export type Color = (typeof COLORS)[number];

/** The drawn product views, in gallery order; a generated product has at least the first four. */
export const IMAGE_VIEWS = ['side', 'top', 'sole', 'pair', 'back', 'detail', 'heel', 'lifestyle'] as const;

export type ImageView = (typeof IMAGE_VIEWS)[number];

/**
 * The merchant's photographs (docs/product.md §10 "The catalogue model"): a feed image's `src` is a path
 * under this folder, relative to the project root (CATALOGUE_IMAGES_DIR overrides it), or an http(s) URL.
 * The build pads each one to a square on the picture frames' colour (--color-cream, the cards' and the
 * gallery's background), so a wide shoe is never cut or stretched and the padding does not show.
 */
export const cataloguePhotos = {
  dir: 'catalogue/images/',
  background: '#fff8ee',
  /** Widths of a photograph's renditions, like the drawn side view's. */
  widths: [320, 640, 960],
  extensions: ['.jpg', '.jpeg', '.png', '.webp', '.avif'],
} as const;

export const GENDERS = ['boys', 'girls', 'unisex'] as const;

export type Gender = (typeof GENDERS)[number];

export const BRANDS = ['luckyShoes', 'kidsKing'] as const;

export type Brand = (typeof BRANDS)[number];

/** Age bands, used alike by filters, the size guide and the FAQ. */
export interface AgeBand {
  group: AgeGroup;
  label: string;
  minAge: number;
  maxAge: number;
  /** EU sizes sold for this band, inclusive. */
  minSize: number;
  maxSize: number;
  /** The 'lucky choice' tag for this age group. */
  luckyChoiceTag: string;
}

export const AGE_BANDS: readonly AgeBand[] = [
  {
    group: 'babies',
    label: 'Babies',
    minAge: 0,
    maxAge: 1,
    minSize: 14,
    maxSize: 20,
    luckyChoiceTag: 'luckyChoiceBabies',
  },
  {
    group: 'toddlers',
    label: 'Toddlers',
    minAge: 1,
    maxAge: 4,
    minSize: 21,
    maxSize: 26,
    luckyChoiceTag: 'luckyChoiceToddlers',
  },
  { group: 'kids', label: 'Kids', minAge: 5, maxAge: 12, minSize: 27, maxSize: 35, luckyChoiceTag: 'luckyChoiceKids' },
  {
    group: 'teens',
    label: 'Teens',
    minAge: 13,
    maxAge: 18,
    minSize: 36,
    maxSize: 42,
    luckyChoiceTag: 'luckyChoiceTeens',
  },
];

export const SIZE_RANGE = { min: 14, max: 42 } as const;

export const listing = {
  pageSize: 16,
  promoIndexDesktop: 2,
  promoIndexMobile: 3,
  relatedProducts: 4,
  galleryImages: 6,
  maxBadges: 2,
  badgePriority: ['luckyChoice', 'sale', 'newArrivals', 'kidsKing'] as const,
  maxCardThumbnails: 3,
} as const;

/** The home page's product grids (BEST SELLERS, NEW ARRIVALS); tablet shows one fewer. */
export const home = { gridProducts: 4 } as const;

export const FITS = ['small', 'true', 'large'] as const;

export type Fit = (typeof FITS)[number];

export function ageBand(group: AgeGroup): AgeBand {
  const band = AGE_BANDS.find((b) => b.group === group);
  if (!band) throw new Error(`Unknown age group ${group}`);
  return band;
}
