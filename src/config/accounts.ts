/**
 * Accounts and the limits that protect the shop: cookies, passwords, sessions, throttles, request limits,
 * password hashing, housekeeping, the shopper's lists and reviews (docs/product.md §9, §10).
 */
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

/**
 * A new password's length in Unicode code points after NFC, as NIST SP 800-63B and OWASP ASVS 5.0 ask: any
 * characters, no composition rules (docs/product.md §5, §10). `commonRefused`: the most common passwords
 * (src/commerce/accounts/common-passwords.ts) a new password may not be.
 */
export const password = { minLength: 8, maxLength: 128, commonRefused: 10_000 } as const;

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

/**
 * The newsletter's double opt-in (docs/product.md §10, src/commerce/accounts/newsletter.ts): how long a
 * confirmation link works, and how many confirmation mails one address gets per throttle window. An address
 * still unconfirmed `confirmDays` after it was last given can no longer be confirmed, and the clean-up
 * (src/commerce/cleanup.ts) deletes it: an address nobody confirmed is not kept.
 */
export const newsletterConsent = { confirmDays: 7, maxConfirmationMailsPerAddress: 3 } as const;

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
  /**
   * Days after delivery that the buyer is invited by e-mail to review what they bought (once per order; the
   * server's housekeeping round sends it, src/commerce/review-invitations.ts).
   */
  invitationDays: 7,
  /** The invitations one round writes at most; the rest wait for the next round. */
  invitationsPerRound: 200,
} as const;

/**
 * How long the shop keeps what (docs/product.md §4 "Privacy rights", docs/decisions/026-account-deletion.md):
 * an order's tax records for the years UAE VAT law asks, the person on it only while the account lives.
 */
export const dataRetention = { orderRecordYears: 5 } as const;
