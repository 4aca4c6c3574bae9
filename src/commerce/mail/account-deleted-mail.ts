/**
 * The e-mail that confirms a deleted account (docs/product.md §4 "Privacy rights"), in the language of the page
 * the shopper deleted it from, to the address the account had. HTML and plain text from one content
 * (./html/content.ts).
 */
import { dataRetention } from '#src/config/accounts.ts';
import { contact } from '#src/config/stores.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { defineMessages, fill } from '#src/i18n/messages.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { wholeYears } from '#src/i18n/units.ts';
import { mailText, type MailContent } from './html/content.ts';

export const accountDeletedMailMessages = defineMessages({
  en: {
    subject: 'Your Lucky Shoes account is deleted',
    text: [
      'Hello {firstName},',
      'As you asked, we deleted your Lucky Shoes account. Your name, e-mail address, saved addresses, wishlist, ' +
        'back-in-stock alerts, reviews and newsletter subscription are erased, and every browser is signed out.',
      'UAE tax law asks us to keep the records of past orders and their tax invoices for {orderYears}: we keep ' +
        'the orders’ date, items and amounts without your name, e-mail, phone or address, and their tax invoices ' +
        'and credit notes unchanged, with the name and address they were issued with.',
      'You are welcome to create a new account with this address whenever you like. If you did not ask for this, ' +
        'write to us at {email}.',
      'Our privacy policy: {privacyLink}',
      'Lucky Shoes',
    ],
  },
  ar: {
    subject: 'تم حذف حسابك في لاكي شوز',
    text: [
      'مرحبًا {firstName}،',
      'بناءً على طلبك، حذفنا حسابك في لاكي شوز. تم مسح اسمك وبريدك الإلكتروني وعناوينك المحفوظة وقائمة الأمنيات ' +
        'وتنبيهات "متوفر من جديد" وتقييماتك واشتراكك في النشرة البريدية، وتم تسجيل خروجك من كل المتصفحات.',
      'يُلزمنا القانون الضريبي في الإمارات بحفظ سجلات الطلبات السابقة وفواتيرها الضريبية مدة {orderYears}، لذا ' +
        'نحتفظ بتاريخ الطلبات ومنتجاتها ومبالغها دون اسمك أو بريدك الإلكتروني أو هاتفك أو عنوانك، ونحتفظ ' +
        'بفواتيرها الضريبية وإشعاراتها الدائنة دون تغيير، بالاسم والعنوان اللذين صدرت بهما.',
      'يمكنك إنشاء حساب جديد بهذا البريد الإلكتروني متى شئت. وإن لم تطلب ذلك، فراسلنا على {email}.',
      'سياسة الخصوصية: {privacyLink}',
      'لاكي شوز',
    ],
  },
});

export function accountDeletedMail(
  locale: Locale,
  firstName: string,
  origin: string,
): { subject: string; text: string; content: MailContent } {
  const t = accountDeletedMailMessages[locale];
  const privacyLink = new URL(localizedPath(locale, '/privacy'), origin).href;
  const email = locale === 'ar' ? `\u2066${contact.email}\u2069` : contact.email;
  const orderYears = wholeYears(locale, dataRetention.orderRecordYears);
  const [hello = '', ...rest] = t.text.map((paragraph) =>
    fill(paragraph, { firstName, email, privacyLink, orderYears }),
  );
  const signOff = rest.pop() ?? '';
  const content: MailContent = {
    locale,
    origin: new URL(localizedPath(locale, '/'), origin).href,
    heading: hello,
    blocks: rest.map((paragraph) => ({ kind: 'paragraph', lines: [paragraph] })),
    signOff,
  };
  return { subject: t.subject, text: mailText(content), content };
}
