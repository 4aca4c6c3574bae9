/**
 * The validation rules of docs/product.md §5, shared by the account forms (as
 * the shopper types) and the API (zod refinements in ./schemas.server.ts), so
 * the browser and the server can never disagree. Each rule returns a code
 * (what is wrong, in no language), or null when the value is fine; the forms
 * and the API show the code's text in the reader's language (./messages.ts
 * `ruleMessages`). No zod here: islands import this file and should stay small.
 */
import { accountLimits, password as passwordRule } from '#src/config/shop.ts';

export type RuleCode =
  'email_invalid' | 'password_rule' | 'password_mismatch' | 'first_name_invalid' | 'last_name_invalid';

export type Rule = (value: string) => RuleCode | null;

// One '@', no spaces, a dot in the domain with something either side: the usual
// "standard address pattern"; the mail server has the last word anyway.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PASSWORD = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${passwordRule.minLength},${passwordRule.maxLength}}$`,
);
// Letters of any script, with the marks, spaces, hyphens, apostrophes and dots that names carry.
const NAME = /^\p{L}[\p{L}\p{M}' .\-’]*$/u;

export const validateEmail: Rule = (value) =>
  value.length <= accountLimits.emailMaxLength && EMAIL.test(value.trim()) ? null : 'email_invalid';

export const validatePassword: Rule = (value) => (PASSWORD.test(value) ? null : 'password_rule');

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

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
