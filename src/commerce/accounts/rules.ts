/**
 * The validation rules of docs/product.md §5, shared by the account forms (as
 * the shopper types) and the API (zod refinements in src/features/account/schemas.server.ts), so
 * the browser and the server can never disagree. Each rule returns a code
 * (what is wrong, in no language), or null when the value is fine; the forms
 * and the API show the code's text in the reader's language (src/http/rule-messages.ts). No zod here:
 * islands import this file and should stay small.
 */
import { accountLimits, password as passwordRule } from '#src/config/accounts.ts';

export type RuleCode =
  | 'email_invalid'
  | 'email_hidden_character'
  | 'password_rule'
  | 'password_common'
  | 'password_mismatch'
  | 'first_name_invalid'
  | 'last_name_invalid';

export type Rule = (value: string) => RuleCode | null;

// One '@', no spaces, a dot in the domain with something either side: the usual
// "standard address pattern"; the mail server has the last word anyway.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Characters nobody sees: zero-width spaces and joiners, the byte-order mark, bidi controls (every Unicode
// format character) and control characters other than the whitespace that trimming removes. An address
// holding one looks like another address and reaches no mailbox.
const HIDDEN = /\p{Cf}|(?!\s)\p{Cc}/u;
// Letters of any script, with the marks, spaces, hyphens, apostrophes and dots that names carry.
const NAME = /^\p{L}[\p{L}\p{M}' .\-’]*$/u;

export const validateEmail: Rule = (value) => {
  if (HIDDEN.test(value)) return 'email_hidden_character';
  return value.length <= accountLimits.emailMaxLength && EMAIL.test(normaliseEmail(value)) ? null : 'email_invalid';
};

/**
 * A new password's length, any characters (NIST SP 800-63B): counted in code points of the NFC form that the
 * hash takes (./password.ts), so an Arabic letter or an emoji is one character, as the shopper sees it. The
 * server also refuses the most common passwords (./common-passwords.ts), a list too big for the browser.
 */
export const validatePassword: Rule = (value) => {
  const length = [...value.normalize('NFC')].length;
  return length >= passwordRule.minLength && length <= passwordRule.maxLength ? null : 'password_rule';
};

export function validatePasswordRepeat(password: string): Rule {
  return (repeat) => (repeat === password ? null : 'password_mismatch');
}

/** The repeat field's rule in a form whose other field is `password`. */
export const repeatsPassword = (repeat: string, values: { password: string }) =>
  validatePasswordRepeat(values.password)(repeat);

function nameRule(code: RuleCode): Rule {
  return (value) => {
    const name = trimName(value);
    return name.length > 0 && name.length <= accountLimits.nameMaxLength && NAME.test(name) ? null : code;
  };
}

export const validateFirstName: Rule = nameRule('first_name_invalid');
export const validateLastName: Rule = nameRule('last_name_invalid');

/** On the edit form the names are not required: an empty field keeps the current name. */
export function optional(rule: Rule): Rule {
  return (value) => (value.trim() === '' ? null : rule(value));
}

/** Names are stored trimmed, with inner runs of spaces made one. */
export function trimName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * E-mail addresses are compared and stored in one spelling: Unicode NFKC, trimmed, lower-cased (the whole
 * address, as the shop always has: no mailbox of its shoppers tells 'Sara' from 'sara'). NFKC composes, so
 * an address typed in NFC and in NFD is one address; and it folds compatibility forms rather than refusing
 * them: a phone keyboard left in full-width mode types 'ｓａｒａ＠ｅｘａｍｐｌｅ．ｃｏｍ', which its owner means
 * as 'sara@example.com' and could not tell apart from it to fix. Lower-casing can leave a sequence that
 * composes, hence the second pass. src/commerce/db/migrations/011_normalised_emails.sql spells the same in SQL.
 */
export function normaliseEmail(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase().normalize('NFKC');
}
