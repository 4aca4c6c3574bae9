/**
 * The most common passwords, which a new password may not be (NIST SP 800-63B: refuse values known to be
 * commonly used; OWASP ASVS 5.0 asks for at least the top 3,000). The list is @zxcvbn-ts/language-common's
 * `passwords-common`, maintained upstream and ranked by how often each password appears in leaked sets,
 * most common first; its first `password.commonRefused` entries are taken.
 *
 * Server only: the list is hundreds of kilobytes, so the forms (which import ./rules.ts) check the length
 * and the API's schemas (src/features/account/schemas.server.ts) check this too. Sign-in never applies it:
 * an account whose password predates the rule keeps signing in.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { password } from '#src/config/accounts.ts';
import type { RuleCode } from './rules.ts';

let common: ReadonlySet<string> | undefined;

// Built at the first new password rather than at start-up: most requests never set one.
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, password.commonRefused).map(fold));
  return common;
}

// Compared without case ('Password1' is as guessable as 'password1'), in the NFC form the hash takes.
function fold(value: string): string {
  return value.normalize('NFC').toLowerCase();
}

/** 'password_common' when the password is one of the most common, else null. */
export function refuseCommonPassword(value: string): RuleCode | null {
  return commonPasswords().has(fold(value)) ? 'password_common' : null;
}
