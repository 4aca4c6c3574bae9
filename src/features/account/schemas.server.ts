/**
 * The bodies of the account API (docs/product.md §7), checked with the same
 * rules the forms use (src/commerce/accounts/rules.ts). Every string has an upper bound, so nothing
 * oversized reaches the password hash or the database.
 */
import { z } from 'zod';
import { accountLimits, password } from '#src/config/accounts.ts';
import { refuseCommonPassword } from '#src/commerce/accounts/common-passwords.ts';
import {
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
  type Rule,
} from '#src/commerce/accounts/rules.ts';

/** A string bounded by `max`, refused with the code of the first of `rules` it breaks. */
function ruled(rules: Rule | Rule[], max: number) {
  return z
    .string()
    .max(max)
    .check((ctx) => {
      for (const rule of [rules].flat()) {
        const problem = rule(ctx.value);
        if (problem) return void ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
      }
    });
}

const email = ruled(validateEmail, accountLimits.emailMaxLength);
// The rule counts code points after NFC; this bounds the UTF-16 text as sent, well above any password the
// rule takes (a code point is at most two units, and text sent decomposed has more code points before NFC).
const passwordUnits = 8 * password.maxLength;
// Every call that sets a password: its length, then not one of the most common.
const newPassword = ruled([validatePassword, refuseCommonPassword], passwordUnits);
// A sign-in password is not checked against today's rule (it only has to match), just bounded: an account
// whose password predates the rule, or is common now, keeps signing in.
const anyPassword = z.string().min(1).max(passwordUnits);
const firstName = ruled(validateFirstName, 200);
const lastName = ruled(validateLastName, 200);
// Optional in the body; when given it must be the one the cookie would carry.
const token = z.string().max(128).optional();

export const signUpBody = z.object({
  firstName,
  lastName,
  email,
  password: newPassword,
  // Marketing is opt-in (docs/product.md §10): a body without the box has not ticked it.
  acceptsMarketing: z.boolean().optional().default(false),
});
export const signInBody = z.object({ email: z.string().max(accountLimits.emailMaxLength), password: anyPassword });
export const tokenSignInBody = z.object({ token });
export const signOutBody = z.object({});
export const resetRequestBody = z.object({ email });
export const resetCompleteBody = z.object({ token: z.string().max(128), password: newPassword });
export const updateUserBody = z.object({
  token,
  firstName: z.union([z.literal(''), firstName]).optional(),
  lastName: z.union([z.literal(''), lastName]).optional(),
});
export const subscribeBody = z.object({ email });
/** Deleting the account asks the password again; like sign-in's, it only has to match. */
export const deleteAccountBody = z.object({ password: anyPassword });
