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
  trendBanner: {
    newArrivals: 'Just landed: fresh styles for every age, from first steps to the school run.',
    sale: 'Favourites at reduced prices, while stocks last.',
    bestSellers: 'The pairs parents across the UAE buy again and again.',
  },
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
    checkout: 'check out',
    originalPrice: 'Original price',
    saving: 'Saving',
    taxesNote: 'Taxes and shipping calculated at checkout',
    addedBanner: 'You have added 1 item!',
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

/** Listing pages, their filter and sort, and the search page's results. */
export const listingMessages = {
  home: 'HOME',
  products: 'Products',
  breadcrumb: 'Breadcrumb',
  count: (n: number) => `${n} PRODUCTS`,
  results: (n: number) => `${n} product results`,
  showing: (n: number) => `Showing ${n} product results`,
  loading: 'Loading products…',
  filterAndSort: 'Filter and Sort',
  filters: 'Filters',
  sortBy: 'SORT BY',
  filterBy: 'FILTER BY',
  back: 'Back: close without changes',
  clear: 'clear',
  apply: 'apply',
  clearGroup: (group: string) => `Clear ${group}`,
  groups: {
    trend: 'SALE & TRENDING',
    age: 'AGE GROUP',
    type: 'TYPE',
    gender: 'GENDER',
    brand: 'BRAND',
    color: 'COLOR',
    size: 'SIZE',
  },
  sizeOption: (size: string) => `EU ${size}`,
  optionCount: (n: number) => `(${n})`,
  optionLabel: (label: string, n: number) => `${label}, ${n} ${n === 1 ? 'product' : 'products'}`,
  sorts: {
    relevance: 'Best match',
    newest: 'Newest',
    'price-asc': 'Price: Low to High',
    'price-desc': 'Price: High to Low',
  },
  pages: 'Pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageLabel: (n: number, total: number) => `Page ${n} of ${total}`,
  goToPage: (n: number) => `Page ${n}`,
  trendBanner: {
    newArrivals: 'Just landed: fresh styles for every age, from first steps to the school run.',
    sale: 'Favourites at reduced prices, while stocks last.',
    bestSellers: 'The pairs parents across the UAE buy again and again.',
  },
  luckyChoice: 'LUCKY CHOICE',
  luckyChoiceLink: (title: string) => `Lucky choice: ${title} (opens the product page)`,
  ageBand: (label: string, min: number, max: number) => `${label} ${min}-${max}`,
  ageIntro: (label: string, min: number, max: number, minSize: number, maxSize: number) =>
    `Shoes for ${label.toLowerCase()} aged ${min} to ${max}, in EU sizes ${minSize} to ${maxSize}.`,
  promo: {
    title: 'Finding the Perfect size for your kids',
    text: 'Measure at home in two minutes with our size guide.',
    action: 'check size guide',
    shipping: (amount: string) => `Free shipping from ${amount}`,
  },
  meta: {
    babies: { title: 'Baby Shoes', description: (min: number, max: number) => `Soft, flexible first shoes for babies aged ${min}-${max}: pre-walkers, booties and sandals, delivered next day across the UAE.` },
    toddlers: { title: 'Toddler Shoes', description: (min: number, max: number) => `Sturdy, easy-on shoes for toddlers aged ${min}-${max}: sneakers, sandals and boots for first adventures, delivered next day in the UAE.` },
    kids: { title: 'Kids Shoes', description: (min: number, max: number) => `Shoes for kids aged ${min}-${max}: school shoes, sneakers, sports shoes and sandals that keep up with every playground, delivered next day in the UAE.` },
    teens: { title: 'Teen Shoes', description: (min: number, max: number) => `Shoes for teens aged ${min}-${max}: sneakers, basketball and sports shoes in the styles they want, delivered next day across the UAE.` },
    newArrivals: { title: 'New Arrivals', description: () => 'The newest shoes for babies, toddlers, kids and teens, just landed at Lucky Shoes.' },
    sale: { title: 'Sale', description: () => "Children's shoes on sale: sneakers, sandals, school shoes and more at reduced prices, while stocks last." },
    default: { title: "Children's Shoes", description: () => "Shoes for babies, toddlers, kids and teens from Lucky Shoes and Kids King, delivered next day across the UAE." },
  },
  /** A listing narrowed to a trend or type: 'Sneakers for Kids'. */
  subTitle: (tagLabel: string, groupLabel: string) => `${tagLabel} for ${groupLabel}`,
} as const;

/** The search page (SPEC section 2 "Search"). */
export const searchMessages = {
  title: 'Search',
  titleFor: (query: string) => `Search: ${query}`,
  description: 'Search Lucky Shoes by style, type, colour, age group or brand.',
  label: 'Search products',
  placeholder: 'Search sneakers, sandals, pink, kids…',
  clear: 'Clear search',
  cancel: 'cancel',
  or: 'OR',
  categories: 'Shop by category',
  ageGroups: 'Age groups',
  trends: 'Sale & Trending',
  searching: 'Searching…',
} as const;
