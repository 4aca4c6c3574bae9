/**
 * The shop's business constants, as data. Every page, FAQ answer, policy text,
 * e-mail and API answer that mentions a figure reads it from here, so the shop
 * can never contradict itself (docs/product.md §9 says what each figure is for, and
 * §10 "Rules the product follows" which reading stands where the spec gave two).
 *
 * Money is in fils (1 AED = 100 fils), never floats.
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

export const CURRENCY = 'AED' as const;
/** The dirham's sign in Arabic copy, after the amount ('149.00 د.إ.'), as Intl's ar-AE writes it. */
export const CURRENCY_ARABIC = 'د.إ.' as const;
export const FILS_PER_AED = 100;

export const shipping = {
  /** Orders at or above this subtotal ship free. */
  freeFromFils: 150_00,
  /** Below the threshold; not refundable. */
  feeFils: 20_00,
  /** Cash on delivery surcharge, charged only below the threshold. */
  codFeeFils: 30_00,
  codFeeBelowFils: 150_00,
  deliveryDays: 'Monday to Saturday',
  deliveryPromise: 'next day',
  region: 'contiguous UAE',
} as const;

/** Where and when the shop delivers (checkout offers the next days that fall on these weekdays). */
export const EMIRATES = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
] as const;
export type Emirate = (typeof EMIRATES)[number];

export const delivery = {
  /** ISO weekdays (1 = Monday … 7 = Sunday): Monday to Saturday. */
  weekdays: [1, 2, 3, 4, 5, 6],
  /** The earliest delivery is this many days after the order. */
  leadDays: 1,
  /** How many delivery days the checkout offers. */
  choices: 6,
  timeZone: 'Asia/Dubai',
  /**
   * The hour (shop time) by which an order must be placed to count as placed that day; later, it counts
   * as placed the next day. Per emirate: the courier's vans leave for the farther emirates earlier.
   */
  cutOffHour: {
    'Abu Dhabi': 14,
    Dubai: 16,
    Sharjah: 15,
    Ajman: 15,
    'Umm Al Quwain': 13,
    'Ras Al Khaimah': 12,
    Fujairah: 12,
  } satisfies Record<Emirate, number>,
} as const;

/**
 * UAE public holidays: no deliveries on these days. The lunar ones are the expected dates; the
 * government announces the exact days shortly before, and this list is corrected then.
 */
export const publicHolidays: readonly { date: string; name: string }[] = [
  { date: '2026-12-02', name: 'National Day' },
  { date: '2026-12-03', name: 'National Day' },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-03-09', name: 'Eid al-Fitr' },
  { date: '2027-03-10', name: 'Eid al-Fitr' },
  { date: '2027-03-11', name: 'Eid al-Fitr' },
  { date: '2027-05-15', name: 'Arafat Day' },
  { date: '2027-05-16', name: 'Eid al-Adha' },
  { date: '2027-05-17', name: 'Eid al-Adha' },
  { date: '2027-05-18', name: 'Eid al-Adha' },
  { date: '2027-06-06', name: 'Hijri New Year' },
  { date: '2027-08-15', name: "Prophet Muhammad's Birthday" },
  { date: '2027-12-02', name: 'National Day' },
  { date: '2027-12-03', name: 'National Day' },
];

/** Bounds that keep one cart call small; stock caps quantities further. */
export const cartLimits = {
  maxQuantity: 99,
  maxLinesPerCall: 50,
  maxLines: 100,
  maxCodes: 5,
  maxCodeLength: 40,
} as const;

export const returns = {
  returnDays: 7,
  exchangeDays: 15,
  restockingFeeMinFils: 15_00,
  restockingFeePercent: 15,
  refundBusinessDays: '3-5',
  bankDays: '1-7',
  saleItemsReturnable: false,
  codReturnable: false,
  exchangeCities: ['Abu Dhabi', 'Dubai'],
  idDocuments: ["driver's licence", 'passport', 'Emirates ID'],
} as const;

/** Prices are VAT-inclusive; invoices show the VAT contained in the total. */
export const vat = { percent: 5 } as const;

/** Automatic offers: applied at checkout only inside their window; never combined (the best one applies). */
export interface AutomaticOffer {
  id: string;
  minSubtotalFils: number;
  discountFils: number;
  validFrom: string;
  validUntil: string;
}

export const automaticOffers: readonly AutomaticOffer[] = [
  {
    id: 'spend-250',
    minSubtotalFils: 250_00,
    discountFils: 50_00,
    validFrom: '2026-11-01T00:00:00+04:00',
    validUntil: '2027-01-31T23:59:59+04:00',
  },
  {
    id: 'spend-500',
    minSubtotalFils: 500_00,
    discountFils: 150_00,
    validFrom: '2026-11-01T00:00:00+04:00',
    validUntil: '2027-01-31T23:59:59+04:00',
  },
];

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

export const breakpoints = { tabletFromPx: 480, desktopFromPx: 960, resizeDebounceMs: 200 } as const;

export const timing = {
  heroIntervalMs: 5000,
  carouselIntervalMs: 3000,
  carouselTransitionMs: 350,
  swipeTolerancePx: 50,
  cartBannerMs: 3000,
  productLoadingHideMs: 500,
} as const;

export const cookies = {
  cartId: 'cartId',
  /** The session cookie over plain HTTP, where browsers refuse the __Host- prefix. */
  session: 'session',
  /**
   * The session cookie over HTTPS: browsers keep a __Host- cookie only when it is Secure, for Path=/ and
   * without Domain, so neither a sibling subdomain nor a plain-HTTP answer can plant or overwrite it.
   */
  secureSession: '__Host-session',
  /** Readable beside the session, holding no secret: it spares anonymous visitors a who-am-I request. */
  signedIn: 'signed_in',
  /**
   * Set by the checkout on the browser that placed a cart's order, for that cart's checkout path only: it
   * alone is sent on from the cart's link to its order (src/features/checkout/placed-order.server.ts).
   */
  placedOrder: 'placedOrder',
  placedOrderHours: 24,
  maxAgeDays: 30,
  /** The emirate a shopper chose for the delivery date, remembered for a year (read by pages and checkout). */
  deliveryEmirate: 'deliveryEmirate',
  deliveryEmirateDays: 365,
} as const;

export const password = { minLength: 8, maxLength: 16 } as const;

/** Bounds the spec leaves open (docs/product.md §5); kept generous for Arabic and compound names. */
export const accountLimits = { nameMaxLength: 50, emailMaxLength: 254, maxSavedAddresses: 10 } as const;

/**
 * How accounts are protected (docs/product.md §10 "Where the product departs").
 * The sign-in throttle window can be shortened with SIGN_IN_THROTTLE_WINDOW_SECONDS (tests do).
 */
export const accountSecurity = {
  sessionDays: cookies.maxAgeDays,
  resetTokenMinutes: 60,
  /** Failed sign-ins counted per account and per client address within one window. */
  throttleWindowSeconds: 15 * 60,
  maxFailuresPerAccount: 10,
  maxFailuresPerAddress: 50,
  /** Reset e-mails to one address within one window; more are silently not sent. */
  maxResetMailsPerAccount: 5,
} as const;

/**
 * Calls that create something, send mail or hash a password, counted per client address in the database so
 * that every server process shares the count (docs/product.md §10). A mall's Wi-Fi puts many shoppers behind
 * one address, so the limits stop a script, not a crowd. REQUEST_LIMITS overrides them (staging, tests).
 */
export const requestLimits = {
  signUp: { limit: 20, windowSeconds: 60 * 60 },
  cartCreate: { limit: 300, windowSeconds: 60 * 60 },
  newsletter: { limit: 20, windowSeconds: 60 * 60 },
  passwordReset: { limit: 30, windowSeconds: 60 * 60 },
  /** Back-in-stock requests: the form cannot be used to fill the table or someone's inbox. */
  backInStock: { limit: 20, windowSeconds: 15 * 60 },
  /** New passwords set from reset links, which hash (passwordHashing); made-up links are refused before any. */
  passwordResetComplete: { limit: 30, windowSeconds: 60 * 60 },
  /**
   * Sign-ins, the successful ones too, which the failure throttle (accountSecurity) gives back: each checks
   * a hash, so one account's right password cannot be posted in a loop to fill the hash queue.
   */
  signIn: { limit: 100, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RequestLimit>;

export interface RequestLimit {
  limit: number;
  windowSeconds: number;
}

export type LimitedRequest = keyof typeof requestLimits;

/**
 * Each password hash holds 128 MiB and about half a second of a core: a few run at once, a bounded number
 * wait (sign-in checks ahead of new hashes), and the rest are answered 503 with Retry-After.
 */
export const passwordHashing = { concurrent: 2, maxWaiting: 32, busyRetryAfterSeconds: 5 } as const;

/**
 * The clean-up that runs on a schedule (src/commerce/cleanup.ts): expired sessions and reset links, ended
 * throttle windows, and carts untouched this many days and never checked out (ABANDONED_CART_DAYS overrides).
 */
export const housekeeping = { abandonedCartDays: 30, intervalMinutes: 60 } as const;

/** The shopper's lists kept beside the cart (issue 17): the wishlist and the recently viewed strip. */
export const shopperLists = {
  /** Products a wishlist holds, in the browser or in an account; adding one more is refused. */
  wishlistMaxItems: 100,
  /** Products the recently viewed strip remembers, newest first. */
  recentlyViewedMax: 12,
} as const;

/** Reviews from buyers (docs/product.md §9 "Reviews"): bounds of a review and how often one may be written. */
export const reviews = {
  titleMaxLength: 80,
  textMinLength: 10,
  textMaxLength: 2000,
  /** The newest approved reviews a product page shows. */
  shownPerProduct: 50,
  /** Reviews written (accepted or refused) per customer and per client address within one window. */
  throttleWindowSeconds: 60 * 60,
  maxPerCustomer: 5,
  maxPerAddress: 20,
  /** How many of the reviews must share a fit for the summary to name it ('Most say: true to size'). */
  fitMajorityPercent: 50,
} as const;

export const FITS = ['small', 'true', 'large'] as const;
export type Fit = (typeof FITS)[number];

export const contact = {
  email: 'care@luckyshoes.ae',
  phone: '+971 4 000 0000',
} as const;

export interface Store {
  id: 1 | 2 | 3;
  name: string;
  city: string;
  addressLines: readonly [string, string, string];
  mapEmbedUrl: string;
}

export const stores: readonly Store[] = [
  {
    id: 1,
    name: 'Al Wahda Mall',
    city: 'Abu Dhabi',
    addressLines: ['Al Wahda Mall, Ground Floor', 'Hazza Bin Zayed The First St', 'Abu Dhabi, UAE'],
    mapEmbedUrl: 'https://www.google.com/maps?q=Al+Wahda+Mall+Abu+Dhabi&output=embed',
  },
  {
    id: 2,
    name: 'Deira City Centre',
    city: 'Dubai',
    addressLines: ['Deira City Centre, Level 1', '8th Street, Port Saeed', 'Dubai, UAE'],
    mapEmbedUrl: 'https://www.google.com/maps?q=Deira+City+Centre+Dubai&output=embed',
  },
  {
    id: 3,
    name: 'Al Ghurair Centre',
    city: 'Dubai',
    addressLines: ['Al Ghurair Centre, First Floor', 'Al Rigga Road, Deira', 'Dubai, UAE'],
    mapEmbedUrl: 'https://www.google.com/maps?q=Al+Ghurair+Centre+Dubai&output=embed',
  },
];

export const social = [
  { name: 'Instagram', url: 'https://www.instagram.com/luckyshoes.ae' },
  { name: 'Facebook', url: 'https://www.facebook.com/luckyshoes.ae' },
] as const;

export const brand = {
  name: 'Lucky Shoes',
  secondBrand: 'Kids King',
  tagline: 'A smile with every step',
  yearsInBusiness: 20,
  countries: 20,
  logisticsPartner: 'Aramex',
} as const;

export function activeOffers(at: Date = new Date()): AutomaticOffer[] {
  const t = at.getTime();
  return automaticOffers.filter((o) => Date.parse(o.validFrom) <= t && t <= Date.parse(o.validUntil));
}

export function ageBand(group: AgeGroup): AgeBand {
  const band = AGE_BANDS.find((b) => b.group === group);
  if (!band) throw new Error(`Unknown age group ${group}`);
  return band;
}
