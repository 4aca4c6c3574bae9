/**
 * Tests, benchmarks and reliability runs create carts and accounts by the thousand from one address: their
 * servers relax the per-address limits of src/config/accounts.ts (REQUEST_LIMITS), and the tests of the limits
 * set their own.
 */
import { requestLimits } from '#src/config/accounts.ts';

export const RELAXED_REQUEST_LIMITS = Object.keys(requestLimits)
  .map((name) => `${name}=1000000/60`)
  .join(',');
