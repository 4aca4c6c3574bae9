/**
 * Every user-facing string of the English edition. An Arabic edition adds a
 * sibling module with the same keys; components never inline copy.
 * Texts quoted in docs/product.md are kept to the letter.
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
    pageDescription: 'Your Lucky Shoes shopping cart: change sizes and quantities, apply a promo code and check out.',
    checkout: 'check out',
    originalPrice: 'Original price',
    saving: 'Saving',
    taxesNote: 'Taxes and shipping calculated at checkout',
    /** docs/product.md §2 "Product detail": 'You have added 1 item!'; more than one pair reads naturally too. */
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
    unreachable: 'Your cart could not be opened just now.',
    tryAgain: 'Try again',
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
    returnExchangeText: (r: {
      returnDays: number;
      exchangeDays: number;
      fee: string;
      percent: number;
      cities: string;
    }) => [
      `Return unworn shoes within ${r.returnDays} days, in their box with every accessory. The higher of ` +
        `${r.fee} or ${r.percent}% of the order price is deducted from the refund as a restocking fee.`,
      `Exchange within ${r.exchangeDays} days in our stores in ${r.cities}. Sale items and cash-on-delivery ` +
        `orders can be exchanged, not returned.`,
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
      {
        name: 'Mariam, Abu Dhabi',
        stars: 5,
        text: 'True to size and my daughter wore them all day at school without a single complaint.',
      },
      {
        name: 'Rahul, Dubai',
        stars: 5,
        text: 'Delivered the next morning. The sole grip is great on the slide at the park.',
      },
      {
        name: 'Sarah, Sharjah',
        stars: 4,
        text: 'Lovely colour and easy to put on. I went half a size up on the fit tip and it was right.',
      },
    ],
  },
  commerce: {
    cartNotFound: 'This cart does not exist',
    cartCompleted: 'This cart has already been checked out',
    unknownVariant: 'This product is not sold here',
    unknownLine: 'This line is not in the cart',
    emptyCart: 'Your cart is empty',
    quantityCapped: (title: string, size: number, available: number) =>
      `Only ${available} left of ${title} in size ${size} EU; the quantity is now ${available}.`,
    soldOutSince: (title: string, size: number) =>
      `${title} in size ${size} EU has just sold out and was removed from your cart.`,
    fewerLeft: (title: string, size: number, available: number) =>
      `Only ${available} left of ${title} in size ${size} EU; your cart now holds ${available}.`,
    totalChanged: (total: string) => `The total has changed to ${total}; check it and place the order again.`,
    codeNoLongerAvailable: (code: string) =>
      `The code ${code} is no longer available; check the new total and place the order again.`,
  },
  checkout: {
    pageTitle: 'Checkout',
    contact: 'Contact',
    delivery: 'Delivery',
    payment: 'Payment',
    summary: 'Order summary',
    email: 'Email',
    name: 'Full name',
    phone: 'Mobile number',
    phoneHint: 'UAE number, e.g. 050 123 4567',
    emirate: 'Emirate',
    chooseEmirate: 'Choose an emirate',
    area: 'Area',
    address: 'Street, building, flat or villa',
    deliveryDay: 'Delivery day',
    deliveryNote: 'Next-day delivery, Monday to Saturday.',
    cashOnDelivery: 'Cash on delivery',
    cashOnDeliveryNote: 'Pay in cash when your shoes arrive. Orders paid on delivery can be exchanged, not returned.',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    codFee: 'Cash on delivery fee',
    total: 'Total',
    vatIncluded: (vat: string) => `Including ${vat} VAT`,
    placeOrder: 'Place order',
    backToCart: 'Back to cart',
    fixErrors: 'Please correct the fields marked below.',
    stockChanged: 'Some items changed while you were checking out:',
    quantity: 'Quantity',
    size: (size: number) => `Size ${size} EU`,
    errors: {
      email: 'Email address is invalid',
      name: 'Please enter your full name',
      phone: 'Please enter a UAE mobile or landline number, e.g. 050 123 4567',
      emirate: 'Please choose an emirate',
      area: 'Please enter your area',
      address: 'Please enter your street and building',
      deliveryDay: 'Please choose a delivery day from the list',
      payment: 'Cash on delivery is the only payment method',
    },
  },
  order: {
    pageTitle: (name: string) => `Order ${name}`,
    thanks: 'Thank you for your order!',
    confirmationSent: (email: string) => `A confirmation has been sent to ${email}.`,
    placedOn: (date: string) => `Placed on ${date}`,
    status: 'Status',
    payment: 'Payment',
    paymentPending: 'Cash on delivery, to be paid when it arrives',
    deliverTo: 'Delivery address',
    deliveryOn: (date: string) => `Delivery on ${date}`,
    continueShopping: 'continue shopping',
  },
  orderMail: {
    subject: (name: string) => `Your Lucky Shoes order ${name}`,
    greeting: (customerName: string) => `Hello ${customerName},`,
    thanks: (name: string) => `Thank you for your order ${name}. We are preparing it now.`,
    line: (quantity: number, title: string, size: number, amount: string) =>
      `${quantity} × ${title}, size ${size} EU: ${amount}`,
    deliveryOn: (date: string) => `Delivery on ${date}, to:`,
    payOnDelivery: (total: string) => `Payment: cash on delivery, ${total} to pay when your order arrives.`,
    statusLink: 'Follow your order:',
    signOff: 'Lucky Shoes',
  },
  account: {
    noOrders: 'You haven’t placed any order yet.',
    shipped: 'Shipped',
    preparing: 'Preparing to ship',
    labels: {
      email: 'EMAIL',
      password: 'PASSWORD',
      passwordRepeat: 'REPEAT PASSWORD',
      newPassword: 'NEW PASSWORD',
      firstName: 'FIRST NAME',
      lastName: 'LAST NAME',
      showPassword: 'Show Password',
    },
    placeholders: { firstName: 'John', lastName: 'Doe' },
    login: {
      title: 'Login',
      description: 'Sign in to your Lucky Shoes account to see your orders and check out faster.',
      submit: 'sign in',
      forgot: 'Forgot your password?',
      noAccount: 'New to Lucky Shoes?',
      createAccount: 'Create Account',
      resetSent: 'We have sent you an email with a link to update your password.',
      throttled: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    },
    signup: {
      title: 'Create Account',
      description: 'Create a Lucky Shoes account to follow your orders.',
      submit: 'create account',
      haveAccount: 'Already have an account?',
      signIn: 'Sign in',
    },
    reset: {
      title: 'Reset your password',
      description: 'Get an email with a link to set a new password.',
      intro: 'Enter your email and we will send you a link to set a new password.',
      submit: 'send',
      back: 'back to sign in',
    },
    newPassword: {
      title: 'Set a new password',
      description: 'Choose a new password for your Lucky Shoes account.',
      submit: 'save password',
      linkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
      askAgain: 'send a new link',
    },
    logout: {
      title: 'Log out',
      description: 'Sign out of your Lucky Shoes account.',
      question: 'Are you sure you want to log out?',
      cancel: 'cancel',
      confirm: 'log out',
    },
    myAccount: {
      title: 'My Account',
      description: 'Your orders and account information.',
      orderHistory: 'Order History',
      accountInfo: 'Account Information',
      columns: {
        order: 'ORDER',
        date: 'DATE',
        payment: 'PAYMENT STATUS',
        fulfillment: 'FULFILLMENT STATUS',
        total: 'TOTAL',
      },
      editInformation: 'edit information',
      logOut: 'log out',
    },
    edit: {
      title: 'Edit account information',
      description: 'Change the name on your Lucky Shoes account.',
      cancel: 'cancel',
      save: 'save change',
      saveShort: 'save',
    },
    menu: {
      greeting: 'Hi,',
      myAccount: 'My Account',
      signOut: 'Sign Out',
      login: 'Login',
      createAccount: 'Create Account',
      signIn: 'Sign in',
      logOut: 'Log out',
      orderHistory: 'Order History',
    },
    resetMail: {
      subject: 'Set a new password for your Lucky Shoes account',
      text: (firstName: string, link: string, minutes: number) =>
        `Hello ${firstName},\n\nSomeone (we hope you) asked to set a new password for your Lucky Shoes account. ` +
        `Open this link within ${minutes} minutes to choose one:\n\n${link}\n\nThe link works once. If you did ` +
        `not ask for it, ignore this email: your password stays as it is.\n\nLucky Shoes`,
    },
  },
  newsletterBlock: {
    title: 'Subscribe to our newsletter',
    text: 'New arrivals, offers and size tips for growing feet, straight to your inbox.',
    label: 'Email address',
    placeholder: 'Enter your email',
    submit: 'subscribe',
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
  title: "Kids' shoes in the UAE",
  description: (freeFrom: string) =>
    `Shoes for babies, toddlers, kids and teens in the UAE: sneakers, sandals, school shoes and boots, with ` +
    `next-day delivery and free shipping from ${freeFrom}.`,
  heroLabel: 'Highlights',
  shopNow: 'shop now',
  heroText: 'Comfy, colourful shoes for every age, from first steps to the school run.',
  shopByAges: 'SHOP BY AGES',
  ageTile: (min: number, max: number) => `${min}-${max} years`,
  bestSellers: 'BEST SELLERS',
  newArrivals: 'NEW ARRIVALS',
  shopMore: 'shop more',
  collectionsLabel: 'Collections',
  collections: {
    teensSneakers: { title: 'Teens Sneakers', text: 'Street-ready pairs for big steps.' },
    kidsSandals: { title: 'Kids Sandals', text: 'Cool feet for sunny days.' },
    kidsSneakers: { title: 'Kids Sneakers', text: 'Made to run, jump and play.' },
  },
  marketingLine: 'At Lucky Shoes, we bring fit, function, & fashion to footwear.',
  marketing: {
    fit: { title: 'Fit', text: 'Sizes by age band, EU 14 to 42, with a size guide that measures in centimetres.' },
    function: { title: 'Function', text: 'Grippy soles, soft linings and easy straps for busy little feet.' },
    fashion: { title: 'Fashion', text: 'Bright colours and fresh styles they will want to wear every day.' },
  },
  sizePromoTitle: 'Finding the Perfect size for your kids',
  sizePromoText: 'Measure their feet in two minutes and we will tell you the size to buy.',
  sizePromoAction: 'check size guide',
} as const;

export const offerMessages = {
  title: 'Offer details',
  close: 'Close',
  closeIcon: 'Close offer details',
  offer: (discount: string, minimum: string) => `${discount} off orders of ${minimum} or more`,
  window: (from: string, until: string) => `Valid ${from} to ${until}`,
  noCode: 'No code needed: the discount applies at checkout.',
  notCombined: 'Offers cannot be combined (the best one applies). Limited quantities.',
  shipping: (freeFrom: string, region: string, fee: string) =>
    `Free shipping for orders of ${freeFrom} or more within ${region}; below that, delivery costs ${fee}.`,
  cod: (fee: string, below: string) => `Cash on delivery adds ${fee} to orders under ${below}.`,
  policyLink: 'Read our shipping, return and exchange policy',
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
export const searchStopwords: readonly string[] = [
  'shoe',
  'footwear',
  'pair',
  'for',
  'and',
  'the',
  'with',
  'in',
  'of',
  'a',
  'an',
  'size',
];

export const carouselMessages = {
  pause: 'Pause the slideshow',
  goTo: (n: number, count: number) => `Show slide ${n} of ${count}`,
  slide: (n: number, count: number) => `${n} of ${count}`,
} as const;

export const sizeGuideMessages = {
  title: 'Kids shoe size guide',
  description: (min: number, max: number) =>
    `Find your child's shoe size: charts from EU ${min} to EU ${max} by age band with foot length in ` +
    `centimetres, how to measure, and a fit finder.`,
  intro: 'Growing feet change fast. Measure, check the chart, and pick the size with a little room to grow.',
  finderTitle: 'Fit finder',
  finderText: "Enter your child's foot length and we will tell you the size to buy.",
  lengthLabel: 'Foot length in cm',
  lengthHint: 'From the back of the heel to the tip of the longest toe, for example 15.5',
  findSize: 'Find the size',
  errors: {
    empty: 'Enter the foot length in centimetres.',
    notANumber: 'Enter the length as a number of centimetres, for example 15.5.',
    outOfRange: (min: number, max: number) => `Enter a length between ${min} and ${max} cm.`,
  },
  largerThanChart: (eu: number, cm: number) =>
    `That is longer than our largest size: EU ${eu} fits feet up to ${cm.toFixed(1)} cm.`,
  buy: (eu: number) => `Buy EU ${eu}`,
  fits: (cm: number, band: string, minAge: number, maxAge: number) =>
    `It fits feet up to ${cm.toFixed(1)} cm and is in our ${band} range (${minAge}-${maxAge} years).`,
  shopBand: (band: string) => `Shop ${band} shoes`,
  chartsTitle: 'Size charts',
  chartsHint: 'Swipe the chart sideways to see every size.',
  chartCaption: (band: string, minAge: number, maxAge: number) => `${band}, ${minAge}-${maxAge} years`,
  euSize: 'EU size',
  footLength: 'Foot (cm)',
  upTo: (cm: number) => `up to ${cm.toFixed(1)}`,
  measureTitle: 'How to measure',
  measureSteps: [
    'Measure in the afternoon, when feet are at their largest, with the socks your child usually wears.',
    'Stand your child on a sheet of paper with their heel against a wall and their weight on both feet.',
    'Mark the tip of the longest toe, then measure from the wall to the mark in centimetres.',
    'Measure both feet and use the longer one. Between two sizes? Choose the larger.',
  ],
  guaranteedFitTitle: 'Guaranteed Fit',
  guaranteedFit: (exchangeDays: number, cities: string) =>
    `Not quite right? Exchange for another size within ${exchangeDays} days in our stores in ${cities}, as our ` +
    `policy explains.`,
  policyLink: 'Read the exchange policy',
} as const;

export const aboutMessages = {
  title: 'About us',
  description: (years: number, countries: number) =>
    `Lucky Shoes has made children's shoes for more than ${years} years, sold in over ${countries} countries. ` +
    `Visit our stores in Abu Dhabi and Dubai.`,
  eyebrow: 'About Lucky Shoes',
  story: (years: number, countries: number) => [
    `For more than ${years} years we have made shoes for the smallest feet and the busiest days: first steps, ` +
      `playgrounds, school runs and weekend adventures.`,
    `Our shoes are worn in more than ${countries} countries, and every pair starts with the same question: will ` +
      `it make a child smile? Soft linings, flexible soles and room to grow come first; bright colours and fresh ` +
      `designs follow close behind.`,
    'In the UAE you can shop online with next-day delivery, or visit us in store for a fitting with our team.',
  ],
  stats: {
    years: (years: number) => `${years}+ years`,
    yearsLabel: 'making kids’ shoes',
    countries: (countries: number) => `${countries}+ countries`,
    countriesLabel: 'where our shoes are worn',
    stores: (count: number) => `${count} stores`,
    storesLabel: 'in Abu Dhabi and Dubai',
  },
  visitTitle: 'VISIT OUR STORE',
  visitText: 'Choose a store to see it on the map.',
  mapTitle: (store: string, city: string) => `Map: ${store}, ${city}`,
} as const;

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
  chosenFilters: 'Chosen filters',
  removeFilter: (label: string) => `Remove ${label}`,
  clearAll: 'Clear all',
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
    babies: {
      title: 'Baby Shoes',
      description: (min: number, max: number) =>
        `Soft, flexible first shoes for babies aged ${min}-${max}: pre-walkers, booties and sandals, delivered ` +
        `next day across the UAE.`,
    },
    toddlers: {
      title: 'Toddler Shoes',
      description: (min: number, max: number) =>
        `Sturdy, easy-on shoes for toddlers aged ${min}-${max}: sneakers, sandals and boots for first ` +
        `adventures, delivered next day in the UAE.`,
    },
    kids: {
      title: 'Kids Shoes',
      description: (min: number, max: number) =>
        `Shoes for kids aged ${min}-${max}: school shoes, sneakers, sports shoes and sandals that keep up with ` +
        `every playground, delivered next day in the UAE.`,
    },
    teens: {
      title: 'Teen Shoes',
      description: (min: number, max: number) =>
        `Shoes for teens aged ${min}-${max}: sneakers, basketball and sports shoes in the styles they want, ` +
        `delivered next day across the UAE.`,
    },
    newArrivals: {
      title: 'New Arrivals',
      description: () => 'The newest shoes for babies, toddlers, kids and teens, just landed at Lucky Shoes.',
    },
    sale: {
      title: 'Sale',
      description: () =>
        "Children's shoes on sale: sneakers, sandals, school shoes and more at reduced prices, while stocks last.",
    },
    default: {
      title: "Children's Shoes",
      description: () =>
        'Shoes for babies, toddlers, kids and teens from Lucky Shoes and Kids King, delivered next day across the UAE.',
    },
  },
  /** A listing narrowed to a trend or type: 'Sneakers for Kids'. */
  subTitle: (tagLabel: string, groupLabel: string) => `${tagLabel} for ${groupLabel}`,
} as const;

/** The search page (docs/product.md §2 "Search"). */
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

export const blogMessages = {
  listTitle: 'Blog & News',
  listIntro:
    'Fit checks, growing feet, school shoes and summer sandals: practical advice for parents from the Lucky ' +
    'Shoes team.',
  listDescription:
    'Advice for parents on children’s shoes: checking the fit, growing feet, school shoes, sandals for the UAE ' +
    'summer and first steps.',
  readPost: 'read post',
  empty: 'No posts yet. Please come back soon.',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  published: 'Published',
  moreFromTheBlog: 'More from the blog',
  backToList: 'Back to Blog & News',
} as const;
