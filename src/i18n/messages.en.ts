/**
 * Every user-facing string of the English edition. An Arabic edition adds a
 * sibling module with the same keys; components never inline copy.
 * Texts quoted in SPEC.md are kept to the letter.
 */
import type { AgeGroup, Brand, Color, Gender, ProductType, Trend } from '../config/shop.ts';

export const ageGroupLabels: Record<AgeGroup, string> = {
  babies: 'Babies',
  toddlers: 'Toddlers',
  kids: 'Kids',
  teens: 'Teens',
};

export const productTypeLabels: Record<ProductType, string> = {
  boots: 'Boots',
  sportsShoes: 'Sports Shoes',
  sandals: 'Sandals',
  slippers: 'Slippers',
  sneakers: 'Sneakers',
  basketballShoes: 'Basketball Shoes',
  schoolShoes: 'School Shoes',
  others: 'Others',
};

export const trendLabels: Record<Trend, string> = {
  newArrivals: 'New Arrivals',
  sale: 'Sale',
  bestSellers: 'Best Sellers',
};

export const colorLabels: Record<Color, string> = {
  black: 'Black',
  pink: 'Pink',
  red: 'Red',
  brown: 'Brown',
  grey: 'Grey',
  yellow: 'Yellow',
  blue: 'Blue',
  green: 'Green',
  gold: 'Gold',
  beige: 'Beige',
  purple: 'Purple',
  silver: 'Silver',
  white: 'White',
};

export const genderLabels: Record<Gender, string> = {
  boys: 'Boys',
  girls: 'Girls',
  unisex: 'Unisex',
};

export const brandLabels: Record<Brand, string> = {
  luckyShoes: 'Lucky Shoes',
  kidsKing: 'Kids King',
};

export const badgeLabels = {
  luckyChoice: 'LUCKY CHOICE',
  sale: 'SALE',
  newArrivals: 'NEW ARRIVAL',
  kidsKing: 'KIDS KING',
} as const;

export const messages = {
  errors: {
    notFound: 'Oops, something went wrong',
    backHome: 'back to homepage',
    emailInvalid: 'Email address is invalid',
    passwordRule: 'Password should have at least 1 letter and 1 number, with no symbols, 8-16 length.',
    passwordMismatch: 'Password does not match',
    firstNameInvalid: 'First name is invalid',
    lastNameInvalid: 'Last name is invalid',
    chooseSize: 'Please choose a size to continue',
    outOfStock: 'Product out of stock',
    noProducts: 'No Products Found',
    noSearchResults: "Sorry, we couldn't find any matching results for this search.",
    searchSuggestion: 'These categories might interest you.',
    checkoutNoUrl: 'Cart Error: missing checkout url',
    wrongLogin: 'Wrong email or password.',
    signupError: 'Signup error',
  },
  tooltips: { atLeastOne: 'at least 1', noMoreInventory: 'no more inventory' },
  newsletter: {
    success: 'You’ve successfully subscribed!',
    invalid: 'Email address is invalid',
    failed: 'Subscription unsuccessful',
  },
  cart: {
    drawerTitle: 'shopping cart',
    viewCart: 'view cart',
    empty: 'your shopping cart is empty',
    continueShopping: 'continue shopping',
    pageTitle: 'Shopping Cart',
    pageDescription: 'Your Lucky Shoes shopping cart: change sizes and quantities, apply a promo code and check out.',
    checkout: 'check out',
    originalPrice: 'Original price',
    saving: 'Saving',
    taxesNote: 'Taxes and shipping calculated at checkout',
    /** SPEC: 'You have added 1 item!'; more than one pair reads naturally too. */
    addedBanner: (count: number) => (count === 1 ? 'You have added 1 item!' : `You have added ${count} items!`),
    viewCartBanner: 'View Cart',
    close: 'Close',
    closeCart: 'Close shopping cart',
    product: 'PRODUCT',
    quantity: 'QUANTITY',
    total: 'TOTAL',
    totalLabel: 'Total',
    size: (size: number | string) => `Size: ${size} EU`,
    remove: 'remove',
    removeLine: (title: string) => `Remove ${title} from the cart`,
    decrease: (title: string) => `One fewer ${title}`,
    increase: (title: string) => `One more ${title}`,
    quantityOf: (title: string) => `Quantity of ${title}`,
    promoLabel: 'Promo code',
    promoPlaceholder: 'Enter promo code',
    apply: 'apply',
    codeApplied: (code: string) => `Code ${code}`,
    codeNotApplicable: (code: string) => `The code ${code} does not apply to this cart.`,
    changeFailed: 'Your cart could not be updated. Please try again.',
    cartButton: (count: number) => (count === 0 ? 'Cart' : count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`),
    loading: 'Loading',
  },
  product: {
    home: 'HOME',
    color: 'Colour',
    otherColours: 'Colours',
    size: 'Size',
    sizeLabel: (size: number) => `${size} EU`,
    soldOut: 'sold out',
    sizeGuide: 'Size guide',
    quantity: 'Quantity',
    addToCart: 'Add to cart',
    picture: (n: number, count: number) => `Picture ${n} of ${count}`,
    pictures: 'Pictures',
    showMore: 'show more',
    showLess: 'show less',
    details: 'Product Details',
    fitTip: 'Fit Tip',
    deliveryOptions: 'Delivery Options',
    returnExchange: 'Return & Exchange',
    reviews: 'REVIEWS',
    related: 'YOU MIGHT ALSO LIKE',
    rating: (stars: number) => `Rated ${stars} out of 5`,
    returnExchangeText: (r: { returnDays: number; exchangeDays: number; fee: string; percent: number; cities: string }) => [
      `Return unworn shoes within ${r.returnDays} days, in their box with every accessory. The higher of ${r.fee} or ${r.percent}% of the order price is deducted from the refund as a restocking fee.`,
      `Exchange within ${r.exchangeDays} days in our stores in ${r.cities}. Sale items and cash-on-delivery orders can be exchanged, not returned.`,
    ],
    promises: (p: { freeFrom: string; days: string; exchangeDays: number }) => [
      { title: 'Free delivery', text: `On orders of ${p.freeFrom} and over` },
      { title: 'Next-day delivery', text: `${p.days}, across the UAE` },
      { title: 'Easy exchange', text: `Within ${p.exchangeDays} days in our stores` },
    ],
    policyLink: 'Read the full policy',
    features: [
      { title: 'Room to grow', text: 'Wide toe boxes and flexible soles that move the way young feet do.' },
      { title: 'Made for play', text: 'Grippy rubber outsoles and reinforced toes for playgrounds and parks.' },
      { title: 'Fits from day one', text: 'Cushioned insoles and soft linings, no breaking in needed.' },
    ],
    reviewsList: [
      { name: 'Mariam, Abu Dhabi', stars: 5, text: 'True to size and my daughter wore them all day at school without a single complaint.' },
      { name: 'Rahul, Dubai', stars: 5, text: 'Delivered the next morning. The sole grip is great on the slide at the park.' },
      { name: 'Sarah, Sharjah', stars: 4, text: 'Lovely colour and easy to put on. I went half a size up on the fit tip and it was right.' },
    ],
  },
  account: {
    noOrders: 'You haven’t placed any order yet.',
    shipped: 'Shipped',
    preparing: 'Preparing to ship',
  },
} as const;

/** The header, menus and footer around every page. */
export const shellMessages = {
  skipToContent: 'Skip to content',
  freeShipping: (amount: string) => `Free shipping on orders from ${amount}`,
  homeLink: 'Lucky Shoes, home',
  mainMenu: 'Main',
  saleAndTrending: 'Sale & Trending',
  types: 'Types',
  viewAll: 'View All',
  blog: 'Blog',
  submenu: (group: string) => `${group}: Sale & Trending and Types`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  search: 'Search',
  cart: 'Cart',
  signIn: 'Sign in',
  createAccount: 'Create Account',
  footer: {
    label: 'Shop information',
    supports: 'SUPPORTS',
    contactUs: 'CONTACT US',
    aboutUs: 'ABOUT US',
    myAccount: 'MY ACCOUNT',
    faq: 'FAQ',
    policy: 'Shipping, Returns & Exchanges',
    sizeGuide: 'Size Guide',
    ourStory: 'Our Story',
    ourStores: 'Our Stores',
    blog: 'Blog & News',
    email: 'Email',
    phone: 'Phone',
    stores: 'Stores',
    followUs: 'Follow us',
    social: (network: string) => `${network} (opens in a new tab)`,
    rights: (year: number, name: string) => `© ${year} ${name}. Prices include VAT.`,
  },
} as const;

/** Product cards and prices, wherever they show. */
export const cardMessages = {
  opensInNewTab: '(opens in a new tab)',
  originalPrice: 'Original price',
  salePrice: 'Sale price',
  price: 'Price',
  colours: 'Colours',
  colourOf: (title: string, colour: string) => `${title} in ${colour}`,
  moreColours: (n: number) => `+${n} MORE`,
  moreColoursLabel: (n: number) => `${n} more colours`,
} as const;

export const errorPageMessages = {
  title: 'Page not found',
  description: 'The page you were looking for is not here.',
  explanation: 'We could not find that page. It may have moved, or the link may be mistyped.',
} as const;

export const homeMessages = {
  bestSellers: 'BEST SELLERS',
  newArrivals: 'NEW ARRIVALS',
  shopMore: 'shop more',
} as const;

/**
 * Words shoppers type for what the shop calls by a tag, beside the tag's label
 * (search reads both). Plurals need no entry: search reduces words to singular.
 */
export const searchSynonyms: Partial<Record<AgeGroup | ProductType | Gender | Color, readonly string[]>> = {
  babies: ['infant', 'newborn'],
  toddlers: ['toddle'],
  kids: ['child', 'children', 'junior'],
  teens: ['teenager', 'youth'],
  sportsShoes: ['sport', 'trainer', 'running', 'runner'],
  basketballShoes: ['basketball', 'hoop'],
  schoolShoes: ['school', 'uniform'],
  sneakers: ['trainer', 'canvas'],
  sandals: ['slide', 'flip'],
  slippers: ['house', 'mule'],
  boys: ['boy'],
  girls: ['girl'],
  grey: ['gray'],
};

/** Words that say nothing about which shoe is meant: everything here is a shoe. */
export const searchStopwords: readonly string[] = ['shoe', 'footwear', 'pair', 'for', 'and', 'the', 'with', 'in', 'of', 'a', 'an', 'size'];
