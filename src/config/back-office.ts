/**
 * The back office's settings (docs/admin.md): staff sessions, invitations, recovery codes, and what the
 * screens show. Staff accounts are kept apart from shoppers': their own table, cookie and sign-in.
 */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffSecurity = {
  /** A session nobody used for this long ends; ADMIN_IDLE_MINUTES overrides it. */
  idleMinutes: 30,
  /** An invitation link works this long. */
  inviteHours: 72,
  /** Single-use codes given at enrolment, for a lost phone. */
  recoveryCodes: 10,
  /** Sign-in attempts per e-mail and per address within the throttle window, as shoppers'. */
  signInLimit: 10,
  /** The issuer an authenticator app shows beside the account. */
  totpIssuer: 'Lucky Shoes',
} as const;

export const staffCookies = {
  /** Over plain HTTP, where browsers refuse the __Host- prefix (local trying only). */
  session: 'staff_session',
  /** Over HTTPS: Secure, Path=/, no Domain, so nothing else can plant or read it. */
  secureSession: '__Host-staff',
} as const;

export const backOffice = {
  /** Orders per page of the list. */
  ordersPerPage: 25,
  /** A size with this many pairs or fewer is low on stock. */
  lowStockAt: 3,
  /** How often the order list asks for new orders. */
  refreshSeconds: 4,
} as const;
