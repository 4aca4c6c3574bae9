/**
 * The account rules' refusals in words: the forms show them in their page's language, and the API's
 * refusals (./messages.ts) read the same texts.
 */
import { password } from '#src/config/accounts.ts';
import { defineMessages, fill, plural } from '#src/i18n/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';

/**
 * The password rule's length, 'from 8 to 128 characters': a range takes the form of its top number
 * (docs/arabic-style.md), `{min}` its lower end.
 */
const lengths = defineMessages({
  en: { characters: { one: '{min} to {count} character', other: '{min} to {count} characters' } },
  ar: {
    characters: {
      zero: 'من {min} إلى {count} حرف',
      one: 'من {min} إلى حرف واحد',
      two: 'من {min} إلى حرفين',
      few: 'من {min} إلى {count} أحرف',
      many: 'من {min} إلى {count} حرفًا',
      other: 'من {min} إلى {count} حرف',
    },
  },
});

/** The password rule in the locale's words, its bounds from the config. */
function passwordRule(locale: Locale, text: string): string {
  const length = plural(locale, lengths[locale].characters, password.maxLength, { min: password.minLength });
  return fill(text, { length });
}

/** What each account rule (src/commerce/accounts/rules.ts) says when it refuses a value, by its code. */
export const ruleMessages = defineMessages({
  en: {
    email_invalid: 'Email address is invalid',
    email_hidden_character: 'Email address contains a hidden character. Please type it again.',
    password_rule: passwordRule('en', 'Use {length}. Any characters, spaces included.'),
    password_common: 'This password is too common. Choose one that is harder to guess.',
    password_mismatch: 'Password does not match',
    first_name_invalid: 'First name is invalid',
    last_name_invalid: 'Last name is invalid',
  },
  ar: {
    email_invalid: 'البريد الإلكتروني غير صالح',
    email_hidden_character: 'يحتوي البريد الإلكتروني على حرف غير مرئي. يُرجى كتابته من جديد.',
    password_rule: passwordRule('ar', 'استخدم {length}. تُقبل جميع الأحرف والرموز، بما فيها المسافات.'),
    password_common: 'كلمة المرور هذه شائعة جدًا. اختر كلمة مرور يصعب تخمينها.',
    password_mismatch: 'كلمتا المرور غير متطابقتين',
    first_name_invalid: 'الاسم الأول غير صالح',
    last_name_invalid: 'اسم العائلة غير صالح',
  },
});
