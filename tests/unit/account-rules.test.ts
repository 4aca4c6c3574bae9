import { describe, expect, it } from 'vitest';
import {
  normaliseEmail,
  optional,
  trimName,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
  validatePasswordRepeat,
} from '#src/commerce/accounts/rules.ts';
import { ruleMessages } from '#src/http/rule-messages.ts';

// The rules speak in codes; the forms and the API show a code's text in the reader's language.

describe('the e-mail rule', () => {
  it.each(['ana@example.com', 'first.last+shoes@mail.example.ae', ' ana@example.com '])('accepts %j', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each([
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana @example.com',
    'ana@@example.com',
    'ana@example..com',
    `${'a'.repeat(250)}@x.ae`,
  ])('refuses %j with the code email_invalid', (email) => {
    expect(validateEmail(email)).toBe('email_invalid');
  });

  it.each([
    ['a zero-width space', 'ana\u200b@example.com'],
    ['a zero-width joiner', 'ana@exa\u200dmple.com'],
    ['a byte-order mark', '\ufeffana@example.com'],
    ['a right-to-left override', 'ana@\u202eexample.com'],
    ['a soft hyphen', 'an\u00ada@example.com'],
    ['a control character', 'ana\u0000@example.com'],
  ])('refuses an address with %s, with the code email_hidden_character', (_, email) => {
    expect(validateEmail(email)).toBe('email_hidden_character');
  });

  it('accepts an address typed in full-width letters, which folds to the plain one', () => {
    expect(validateEmail('ａｎａ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBeNull();
  });
});

describe('the password rule (NIST SP 800-63B: a length, no composition rules)', () => {
  it.each([
    ['the old rule’s letters and digits', 'abcdefghijklmno1'],
    ['symbols and spaces, 20 characters', 'correct horse! #2 $%'],
    ['Arabic letters', 'كلمة سر طويلة'],
    ['letters only', 'abcdefgh'],
    ['digits only', '31415926'],
    ['128 characters', 'a'.repeat(128)],
    ['128 emoji, two UTF-16 units each', '👟'.repeat(128)],
    ['8 characters typed decomposed, 16 code points before NFC', 'e\u0301'.repeat(8)],
  ])('accepts %s', (_, password) => {
    expect(validatePassword(password)).toBeNull();
  });

  it.each([
    ['7 characters', 'abc1234'],
    ['129 characters', 'a'.repeat(129)],
    ['7 emoji, 14 UTF-16 units', '👟'.repeat(7)],
    ['7 characters typed decomposed, 14 code points before NFC', 'e\u0301'.repeat(7)],
    ['nothing', ''],
  ])('refuses %s, with the code password_rule', (_, password) => {
    expect(validatePassword(password)).toBe('password_rule');
  });
});

describe('the repeat-password rule', () => {
  it('accepts the same password and refuses another with the code password_mismatch', () => {
    expect(validatePasswordRepeat('abcdefg1')('abcdefg1')).toBeNull();
    expect(validatePasswordRepeat('abcdefg1')('abcdefg2')).toBe('password_mismatch');
  });
});

describe('the name rules', () => {
  it.each(['Ana', '  Ana  ', 'Mary-Jane', "O'Neil", 'Zoë', 'محمد', 'Jean Luc'])('accept %j', (name) => {
    expect(validateFirstName(name)).toBeNull();
    expect(validateLastName(name)).toBeNull();
  });

  it.each(['', '   ', 'R2D2', '<script>', '-Ana', 'x'.repeat(51)])('refuse %j with their own code', (name) => {
    expect(validateFirstName(name)).toBe('first_name_invalid');
    expect(validateLastName(name)).toBe('last_name_invalid');
  });

  it('let an empty field through on the edit form, where names are not required', () => {
    expect(optional(validateFirstName)('')).toBeNull();
    expect(optional(validateFirstName)('R2D2')).toBe('first_name_invalid');
  });

  it('trim names and fold inner spaces', () => {
    expect(trimName('  Jean   Luc ')).toBe('Jean Luc');
  });
});

describe('the one spelling of an e-mail address', () => {
  it('is trimmed and lower-cased', () => {
    expect(normaliseEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });

  it('is the same for an address typed composed (NFC) and decomposed (NFD)', () => {
    const composed = 'ren\u00e9@example.com';
    const decomposed = 'rene\u0301@example.com';
    expect(normaliseEmail(decomposed)).toBe(normaliseEmail(composed));
    expect(normaliseEmail(decomposed)).toBe(composed);
    expect(normaliseEmail('RENE\u0301@example.com')).toBe(composed);
  });

  it('folds full-width and other compatibility forms to the letters they stand for', () => {
    expect(normaliseEmail('ＡＮＡ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('ana@example.com');
    expect(normaliseEmail('\u3000ana@example.com\u3000')).toBe('ana@example.com');
  });
});

describe('what the rules say', () => {
  it('in English, to the letter of docs/product.md §5', () => {
    expect(ruleMessages.en).toEqual({
      email_invalid: 'Email address is invalid',
      email_hidden_character: 'Email address contains a hidden character. Please type it again.',
      password_rule: 'Use 8 to 128 characters. Any characters, spaces included.',
      password_common: 'This password is too common. Choose one that is harder to guess.',
      password_mismatch: 'Password does not match',
      first_name_invalid: 'First name is invalid',
      last_name_invalid: 'Last name is invalid',
    });
  });

  it('in Arabic, for every code, with the password rule’s numbers in Western digits', () => {
    expect(Object.keys(ruleMessages.ar)).toEqual(Object.keys(ruleMessages.en));
    for (const text of Object.values(ruleMessages.ar)) expect(text).toMatch(/[\u0600-\u06ff]/);
    // The range takes the form of its top number, counted by plural(): 128 reads 'حرفًا'.
    expect(ruleMessages.ar.password_rule).toBe(
      'استخدم من 8 إلى 128 حرفًا. تُقبل جميع الأحرف والرموز، بما فيها المسافات.',
    );
    expect(ruleMessages.ar.password_common).toBe('كلمة المرور هذه شائعة جدًا. اختر كلمة مرور يصعب تخمينها.');
  });
});
