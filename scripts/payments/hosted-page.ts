/**
 * The hosted payment page's HTML, server-rendered and without script: the order, the card form with the
 * ids and names of Stripe's own fields, the 3D Secure test step, and the page of a session no longer open.
 * English or Arabic (right to left), as the session's locale says.
 */
import type { PayProblem } from './cards.ts';
import { money, type Session } from './ledger.ts';

export type PageLang = 'en' | 'ar';

const WORDS = {
  en: {
    email: 'Email',
    cardNumber: 'Card number',
    cardExpiry: 'Expiration',
    cardCvc: 'CVC',
    billingName: 'Cardholder name',
    pay: 'Pay',
    back: '← Back',
    total: 'Total',
    threeDsTitle: '3D Secure 2 Test Page',
    threeDsText: 'Complete or fail this test payment’s authentication.',
    complete: 'Complete',
    fail: 'Fail',
    inactive: 'This Checkout Session is no longer active',
    notFound: 'Something went wrong: this payment page does not exist.',
  },
  ar: {
    email: 'البريد الإلكتروني',
    cardNumber: 'رقم البطاقة',
    cardExpiry: 'تاريخ الانتهاء',
    cardCvc: 'رمز CVC',
    billingName: 'اسم حامل البطاقة',
    pay: 'ادفع',
    back: '→ رجوع',
    total: 'المجموع',
    threeDsTitle: 'صفحة اختبار 3D Secure 2',
    threeDsText: 'أكمل التحقق من عملية الدفع التجريبية هذه أو أفشله.',
    complete: 'إكمال',
    fail: 'إفشال',
    inactive: 'جلسة الدفع هذه لم تعد نشطة',
    notFound: 'حدث خطأ: صفحة الدفع هذه غير موجودة.',
  },
};

/** Stripe's words for what is wrong with the card form or the payment. */
const PROBLEMS: Record<PageLang, Record<PayProblem, string>> = {
  en: {
    email_incomplete: 'Your email is incomplete.',
    number_incomplete: 'Your card number is incomplete.',
    number_invalid: 'Your card number is invalid.',
    expiry_incomplete: "Your card's expiration date is incomplete.",
    expiry_month_invalid: "Your card's expiration month is invalid.",
    expiry_year_past: "Your card's expiration year is in the past.",
    expiry_past: "Your card's expiration date is in the past.",
    cvc_incomplete: "Your card's security code is incomplete.",
    name_incomplete: 'Your cardholder name is incomplete.',
    declined: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    not_test_card:
      'Your card was declined. Your request was in test mode, but used a non test card. ' +
      'For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    authentication_failed:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  ar: {
    email_incomplete: 'بريدك الإلكتروني غير مكتمل.',
    number_incomplete: 'رقم بطاقتك غير مكتمل.',
    number_invalid: 'رقم بطاقتك غير صالح.',
    expiry_incomplete: 'تاريخ انتهاء بطاقتك غير مكتمل.',
    expiry_month_invalid: 'شهر انتهاء بطاقتك غير صالح.',
    expiry_year_past: 'سنة انتهاء بطاقتك في الماضي.',
    expiry_past: 'تاريخ انتهاء بطاقتك في الماضي.',
    cvc_incomplete: 'رمز الأمان لبطاقتك غير مكتمل.',
    name_incomplete: 'اسم حامل البطاقة غير مكتمل.',
    declined: 'تم رفض بطاقتك.',
    insufficient_funds: 'رصيد بطاقتك غير كافٍ.',
    not_test_card: 'تم رفض بطاقتك: هذا وضع الاختبار ويقبل بطاقات الاختبار فقط.',
    authentication_failed: 'تعذّر التحقق من وسيلة الدفع. يُرجى اختيار وسيلة دفع أخرى والمحاولة مرة أخرى.',
  },
};

const NUMERIC = 'inputmode="numeric"';

export interface PayPageInput {
  session: Session;
  merchantName: string;
  lang: PageLang;
  problem?: PayProblem;
  /** What the shopper typed that may be shown again; card data never is. */
  email?: string;
  name?: string;
}

export function payPage({ session, merchantName, lang, problem, email, name }: PayPageInput): string {
  const w = WORDS[lang];
  const lines = session.line_items_shown
    .map(
      (line) =>
        `<li><span>${escape(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</span> ` +
        `<span>${money(line.unit_amount * line.quantity, session.currency)}</span></li>`,
    )
    .join('\n');
  const field = (id: string, label: string, value: string, extra: string) =>
    `<p><label for="${id}">${label}</label>\n<input id="${id}" name="${id}" value="${escape(value)}" ${extra}></p>`;
  const body = `<header>
<p>${escape(merchantName)}</p>
${session.cancel_url ? `<a href="${escape(session.cancel_url)}">${w.back}</a>` : ''}
</header>
<main>
<h1>${escape(merchantName)}</h1>
<ul>
${lines}
</ul>
<p>${w.total} <strong id="total">${money(session.amount_total, session.currency)}</strong></p>
${problem ? `<p role="alert" id="error">${escape(PROBLEMS[lang][problem])}</p>` : ''}
<form method="post" action="/c/pay/${session.id}">
${field('email', w.email, email ?? session.customer_email ?? '', 'type="email" autocomplete="email"')}
${field('cardNumber', w.cardNumber, '', `${NUMERIC} autocomplete="cc-number" placeholder="1234 1234 1234 1234"`)}
${field('cardExpiry', w.cardExpiry, '', 'autocomplete="cc-exp" placeholder="MM / YY"')}
${field('cardCvc', w.cardCvc, '', `${NUMERIC} autocomplete="cc-csc" placeholder="CVC"`)}
${field('billingName', w.billingName, name ?? '', 'autocomplete="cc-name"')}
<button type="submit">${w.pay}</button>
</form>
</main>`;
  return documentOf(lang, merchantName, body);
}

/** The step that stands for the bank's 3D Secure challenge; `attempt` names the card kept for it meanwhile. */
export function threeDsPage(session: Session, attempt: string, lang: PageLang): string {
  const w = WORDS[lang];
  const body = `<main>
<h1>${w.threeDsTitle}</h1>
<p>${w.threeDsText}</p>
<form method="post" action="/c/pay/${session.id}/3ds">
<input type="hidden" name="attempt" value="${attempt}">
<button type="submit" name="outcome" value="complete">${w.complete}</button>
<button type="submit" name="outcome" value="fail">${w.fail}</button>
</form>
</main>`;
  return documentOf(lang, w.threeDsTitle, body);
}

export function messagePage(lang: PageLang, which: 'inactive' | 'notFound'): string {
  return documentOf(lang, WORDS[lang][which], `<main>\n<h1>${WORDS[lang][which]}</h1>\n</main>`);
}

/** Enough of Stripe's look that a demo reads as a payment page, not as a bare form. */
const STYLE = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1f36; background: #f6f9fc; }
header { display: flex; justify-content: space-between; align-items: center; gap: 1rem;
  max-width: 26rem; margin: 0 auto; padding: 1rem; }
header p { margin: 0; font-weight: 600; }
header p::after { content: 'TEST MODE'; margin-inline-start: .5rem; padding: 0 .4rem; border-radius: 4px;
  background: #ffde92; color: #a04b00; font-size: .7rem; font-weight: 700; vertical-align: middle; }
a { color: #635bff; }
main { max-width: 26rem; margin: 0 auto 2rem; padding: 1.25rem; background: #fff; border-radius: 8px;
  box-shadow: 0 2px 8px rgb(0 0 0 / 8%); }
h1 { margin: 0 0 .5rem; font-size: 1.25rem; }
ul { margin: 0; padding: 0; list-style: none; }
li { display: flex; justify-content: space-between; gap: 1rem; padding: .25rem 0; color: #4f566b; }
#total { font-size: 1.5rem; }
form p { display: flex; flex-direction: column; margin: .75rem 0; }
label { font-size: .875rem; font-weight: 500; color: #4f566b; }
input { font: inherit; padding: .6rem .75rem; border: 1px solid #d5dbe1; border-radius: 6px; }
input:focus { outline: 2px solid #635bff; outline-offset: 1px; }
button { width: 100%; margin-top: .5rem; padding: .75rem; border: 0; border-radius: 6px; background: #635bff;
  color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
button[value='fail'] { background: #fff; color: #1a1f36; border: 1px solid #d5dbe1; }
[role='alert'] { padding: .5rem .75rem; border-radius: 6px; background: #fde8ea; color: #a4111e; }
`;

function documentOf(lang: PageLang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
