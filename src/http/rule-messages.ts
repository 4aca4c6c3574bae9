/**
 * The account rules' refusals in words: the forms show them in their page's language, and the API's
 * refusals (./messages.ts) read the same texts.
 */
import { defineMessages } from '#src/i18n/messages.ts';

/** What each account rule (src/commerce/accounts/rules.ts) says when it refuses a value, by its code. */
export const ruleMessages = defineMessages({
  en: {
    email_invalid: 'Email address is invalid',
    email_hidden_character: 'Email address contains a hidden character. Please type it again.',
    password_rule: 'Password should have at least 1 letter and 1 number, with no symbols, 8-16 length.',
    password_mismatch: 'Password does not match',
    first_name_invalid: 'First name is invalid',
    last_name_invalid: 'Last name is invalid',
  },
  ar: {
    email_invalid: 'البريد الإلكتروني غير صالح',
    email_hidden_character: 'يحتوي البريد الإلكتروني على حرف غير مرئي. يُرجى كتابته من جديد.',
    password_rule: 'كلمة المرور من 8 إلى 16 خانة، فيها حرف إنجليزي واحد ورقم واحد على الأقل، دون رموز.',
    password_mismatch: 'كلمتا المرور غير متطابقتين',
    first_name_invalid: 'الاسم الأول غير صالح',
    last_name_invalid: 'اسم العائلة غير صالح',
  },
});
