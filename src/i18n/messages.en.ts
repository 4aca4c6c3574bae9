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
    checkout: 'check out',
    originalPrice: 'Original price',
    saving: 'Saving',
    taxesNote: 'Taxes and shipping calculated at checkout',
    addedBanner: 'You have added 1 item!',
  },
  commerce: {
    cartNotFound: 'This cart does not exist',
    cartCompleted: 'This cart has already been checked out',
    unknownVariant: 'This product is not sold here',
    unknownLine: 'This line is not in the cart',
    emptyCart: 'Your cart is empty',
    quantityCapped: (title: string, size: number, available: number) =>
      `Only ${available} left of ${title} in size ${size} EU; the quantity is now ${available}.`,
    soldOutSince: (title: string, size: number) => `${title} in size ${size} EU has just sold out and was removed from your cart.`,
    fewerLeft: (title: string, size: number, available: number) =>
      `Only ${available} left of ${title} in size ${size} EU; your cart now holds ${available}.`,
    totalChanged: (total: string) => `The total has changed to ${total}; check it and place the order again.`,
    codeNoLongerAvailable: (code: string) => `The code ${code} is no longer available; check the new total and place the order again.`,
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
    line: (quantity: number, title: string, size: number, amount: string) => `${quantity} × ${title}, size ${size} EU: ${amount}`,
    deliveryOn: (date: string) => `Delivery on ${date}, to:`,
    payOnDelivery: (total: string) => `Payment: cash on delivery, ${total} to pay when your order arrives.`,
    statusLink: 'Follow your order:',
    signOff: 'Lucky Shoes',
  },
  account: {
    noOrders: 'You haven’t placed any order yet.',
    shipped: 'Shipped',
    preparing: 'Preparing to ship',
  },
} as const;
