/**
 * The `error` texts of the API's refusals, in both languages (docs/product.md §8, §13). A refusal is made
 * from its code (src/http/guard.ts); the text is chosen here when the answer is written, in the language
 * the request's Accept-Language asks for. `code` never changes with the language.
 *
 * `refusals` are the guard's, by message key (mostly the code itself); `accounts` the failure strings
 * docs/product.md §8 quotes for the account calls ('login fail', …), which stay to the letter in English;
 * `rules` the account rules' texts (src/features/account/messages.ts), which a refused body's `issues` carry.
 * Zod's own issue texts (a wrong type, a missing field) come from zod's locale of the same language.
 */
import { defineMessages } from '#src/i18n/messages.ts';
import { ruleMessages } from './rule-messages.ts';

export const apiMessages = defineMessages({
  en: {
    refusals: {
      unsupported_media_type: 'Send the body as application/json',
      unsupported_form_type: 'Send the form as application/x-www-form-urlencoded',
      forbidden_origin: 'Requests must come from the shop itself',
      body_too_large: 'The body is larger than {kb} KB',
      invalid_encoding: 'The body is not valid UTF-8',
      malformed_json: 'The body is not valid JSON',
      invalid_text: 'Text must not contain NUL characters or broken Unicode',
      invalid_body: 'Invalid {path}: {message}',
      method_not_allowed: 'Use {methods} for this address',
      not_found: 'The API has no call at this address',
      too_many_requests: 'Too many requests from this connection. Please try again later.',
      busy: 'The shop is busy. Please try again in a few seconds.',
      internal: 'Internal error',
      invalid_query: 'Invalid {name} in the address',
      not_signed_in: 'Sign in to keep a wishlist in your account',
      unknown_product: 'No product has this id',
      /** {max}: the bound, counted by `counts.products`. */
      wishlist_full: 'A wishlist holds at most {max}',
      unknown_variant: 'No size has this id',
      in_stock: 'This size is in stock: add it to your cart',
    },
    /** The name of the whole body in an issue's path. */
    body: '(body)',
    /** Between the methods a route takes: 'GET or HEAD'. */
    or: 'or',
    counts: { products: { one: '{count} product', other: '{count} products' } },
    accounts: {
      login_fail: 'login fail',
      register_fail: 'register fail',
      reset_fail: 'reset fail',
      resend_fail: 'resend fail',
      edit_info_fail: 'edit info fail',
      newsletter_invalid: 'Email address is invalid',
    },
    rules: ruleMessages.en,
  },
  ar: {
    refusals: {
      unsupported_media_type: 'أرسل البيانات بصيغة \u2066application/json\u2069',
      unsupported_form_type: 'أرسل النموذج بصيغة \u2066application/x-www-form-urlencoded\u2069',
      forbidden_origin: 'تُقبل الطلبات من المتجر نفسه فقط',
      body_too_large: 'حجم البيانات أكبر من {kb} كيلوبايت',
      invalid_encoding: 'البيانات ليست نصًا صالحًا بترميز UTF-8',
      malformed_json: 'البيانات ليست JSON صالحًا',
      invalid_text: 'يجب ألا يحتوي النص على محارف NUL أو يونيكود تالف',
      invalid_body: 'قيمة غير صالحة في {path}: {message}',
      method_not_allowed: 'استخدم {methods} لهذا العنوان',
      not_found: 'لا يوجد في واجهة المتجر البرمجية طلب بهذا العنوان',
      too_many_requests: 'طلبات كثيرة من هذا الاتصال. يُرجى المحاولة لاحقًا.',
      busy: 'المتجر مشغول الآن. يُرجى المحاولة بعد بضع ثوانٍ.',
      internal: 'حدث خطأ داخلي',
      invalid_query: 'قيمة {name} في العنوان غير صالحة',
      not_signed_in: 'سجّل الدخول لتحفظ قائمة أمنياتك في حسابك',
      unknown_product: 'لا يوجد منتج بهذا المعرّف',
      wishlist_full: 'تتسع قائمة الأمنيات لـ {max} على الأكثر',
      unknown_variant: 'لا يوجد مقاس بهذا المعرّف',
      in_stock: 'هذا المقاس متوفر الآن، أضفه إلى سلتك',
    },
    body: '(البيانات)',
    or: 'أو',
    counts: {
      products: {
        zero: '{count} منتج',
        one: 'منتج واحد',
        two: 'منتجين',
        few: '{count} منتجات',
        many: '{count} منتجًا',
        other: '{count} منتج',
      },
    },
    accounts: {
      login_fail: 'تعذّر تسجيل الدخول',
      register_fail: 'تعذّر إنشاء الحساب',
      reset_fail: 'تعذّر تعيين كلمة المرور',
      resend_fail: 'تعذّر إرسال الرابط',
      edit_info_fail: 'تعذّر حفظ التعديلات',
      newsletter_invalid: 'البريد الإلكتروني غير صالح',
    },
    rules: ruleMessages.ar,
  },
});

export type ApiMessages = (typeof apiMessages)['en'];
export type RefusalKey = keyof ApiMessages['refusals'];
export type AccountFailureKey = keyof ApiMessages['accounts'];
