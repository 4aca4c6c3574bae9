import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { refuseCommonPassword } from '#src/commerce/accounts/common-passwords.ts';
import { validatePassword } from '#src/commerce/accounts/rules.ts';

// The server's second check of a new password (NIST SP 800-63B): not one of the 10,000 most common.
const ranked = dictionary['passwords-common'];

describe('the common-password list', () => {
  it('is ranked most common first, so its head is the top 10,000', () => {
    expect(ranked.slice(0, 4)).toEqual(['123456', 'password', '12345678', 'qwerty']);
    expect(ranked.length).toBeGreaterThan(10_000);
    expect(ranked.indexOf('iloveyou')).toBeLessThan(10_000);
    expect(ranked.indexOf('password1')).toBeLessThan(10_000);
  });

  it.each(['password1', 'iloveyou', 'PassWord1', 'ILOVEYOU', ranked[9_999]!])(
    'refuses %j, whatever its case, with the code password_common',
    (password) => {
      expect(refuseCommonPassword(password)).toBe('password_common');
    },
  );

  it('takes the passwords past the first 10,000, and uncommon ones', () => {
    const past = ranked.slice(10_000).find((candidate) => !ranked.slice(0, 10_000).includes(candidate))!;
    expect(refuseCommonPassword(past)).toBeNull();
    expect(refuseCommonPassword('correct horse! #2 $%')).toBeNull();
    expect(refuseCommonPassword('كلمة سر طويلة')).toBeNull();
  });

  it('is the server’s check only: the forms’ rule lets a common password of the right length through', () => {
    expect(validatePassword('password1')).toBeNull();
  });
});
