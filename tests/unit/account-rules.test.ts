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
} from '#src/features/account/rules.ts';

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
  ])('refuses %j with "Email address is invalid"', (email) => {
    expect(validateEmail(email)).toBe('Email address is invalid');
  });
});

describe('the password rule', () => {
  const message = 'Password should have at least 1 letter and 1 number, with no symbols, 8-16 length.';

  it.each(['abcdefg1', 'A1234567', 'abcdefghijklmno1'])('accepts %j', (password) => {
    expect(validatePassword(password)).toBeNull();
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'abcdefghijklmnop1'],
    ['no digit', 'abcdefgh'],
    ['no letter', '12345678'],
    ['a symbol', 'abcdefg1!'],
    ['a space', 'abcd efg1'],
    ['a non-Latin letter', 'abcdéfg1'],
  ])('refuses a password with %s, spelling "at least"', (_, password) => {
    expect(validatePassword(password)).toBe(message);
  });
});

describe('the repeat-password rule', () => {
  it('accepts the same password and refuses another with "Password does not match"', () => {
    expect(validatePasswordRepeat('abcdefg1')('abcdefg1')).toBeNull();
    expect(validatePasswordRepeat('abcdefg1')('abcdefg2')).toBe('Password does not match');
  });
});

describe('the name rules', () => {
  it.each(['Ana', '  Ana  ', 'Mary-Jane', "O'Neil", 'Zoë', 'محمد', 'Jean Luc'])('accept %j', (name) => {
    expect(validateFirstName(name)).toBeNull();
    expect(validateLastName(name)).toBeNull();
  });

  it.each(['', '   ', 'R2D2', '<script>', '-Ana', 'x'.repeat(51)])('refuse %j with their own message', (name) => {
    expect(validateFirstName(name)).toBe('First name is invalid');
    expect(validateLastName(name)).toBe('Last name is invalid');
  });

  it('let an empty field through on the edit form, where names are not required', () => {
    expect(optional(validateFirstName)('')).toBeNull();
    expect(optional(validateFirstName)('R2D2')).toBe('First name is invalid');
  });

  it('trim names and fold inner spaces', () => {
    expect(trimName('  Jean   Luc ')).toBe('Jean Luc');
  });
});

it('compares e-mail addresses trimmed and lower-cased', () => {
  expect(normaliseEmail('  Ana@Example.COM ')).toBe('ana@example.com');
});
