/**
 * The Arabic style guide (docs/arabic-style.md) held by a test, over every Arabic text the shop writes:
 * every message table's Arabic edition (the e-mails' among them, src/commerce/mail/), and the Arabic
 * fields of the catalogue feed (src/data/catalogue.json). A failure names the text's place and the rule.
 *
 * The glossary's ruled-out terms live here, once; the style guide quotes them, and the last test checks
 * that it quotes every one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** Each concept's term, and the terms the guide rules out for it (matched anywhere in an Arabic text). */
const GLOSSARY: ReadonlyArray<{ concept: string; use: string; ruledOut: readonly string[] }> = [
  { concept: 'cart', use: 'السلة', ruledOut: ['عربة التسوق', 'سلة المشتريات'] },
  { concept: 'checkout', use: 'إتمام الطلب', ruledOut: ['الخروج للدفع', 'صفحة الدفع'] },
  { concept: 'order', use: 'الطلب', ruledOut: ['الأوردر', 'الطلبية'] },
  { concept: 'order history', use: 'طلباتي', ruledOut: ['طلباتي السابقة', 'سجل الطلبات'] },
  { concept: 'size', use: 'المقاس', ruledOut: ['النمرة', 'نمرة الحذاء'] },
  {
    concept: 'delivery (what the customer pays or waits for)',
    use: 'التوصيل',
    ruledOut: ['شحن مجاني', 'الشحن المجاني', 'رسوم الشحن', 'تكلفة الشحن', 'مصاريف الشحن', 'موعد الشحن'],
  },
  { concept: 'shipping (the carrier and the status)', use: 'الشحن', ruledOut: ['شريكنا في الشحن', 'شريك الشحن'] },
  { concept: 'delivery area', use: 'جميع مناطق الإمارات باستثناء الجزر', ruledOut: ['البر الرئيسي', 'البرّ الرئيسي'] },
  { concept: 'wishlist', use: 'قائمة الأمنيات', ruledOut: ['قائمة الرغبات', 'المفضلة'] },
  { concept: 'back in stock', use: 'متوفر من جديد', ruledOut: ['عاد إلى المخزون', 'عاد للمخزون'] },
  { concept: 'returns', use: 'الإرجاع', ruledOut: ['الاسترجاع', 'المرتجعات'] },
  { concept: 'refund', use: 'الاسترداد', ruledOut: ['استرجاع المبلغ', 'إرجاع المبلغ'] },
  { concept: 'exchange', use: 'الاستبدال', ruledOut: ['التبديل', 'تبديل المقاس'] },
  { concept: 'sign in', use: 'تسجيل الدخول', ruledOut: ['الولوج', 'دخول الحساب'] },
  { concept: 'sign up', use: 'إنشاء حساب', ruledOut: ['فتح حساب', 'تسجيل حساب'] },
  { concept: 'account', use: 'حسابي، الحساب', ruledOut: ['ملفي الشخصي', 'البروفايل'] },
  { concept: 'promo code', use: 'رمز الخصم', ruledOut: ['كود الخصم', 'كوبون', 'قسيمة'] },
  { concept: 'subtotal (the cart)', use: 'المجموع الفرعي', ruledOut: ['الإجمالي الفرعي', 'المجموع الجزئي'] },
  { concept: 'total (the checkout)', use: 'الإجمالي', ruledOut: ['المجموع الكلي', 'المبلغ الكلي'] },
  { concept: 'VAT', use: 'ضريبة القيمة المضافة', ruledOut: ['الضرائب', 'ض.ق.م'] },
  { concept: 'sold out', use: 'نفد، نفدت الكمية', ruledOut: ['نفذ', 'نفذت', 'غير متوفر بالمخزون'] },
  { concept: 'the brand in a sentence', use: 'لاكي شوز', ruledOut: ['Lucky Shoes', 'لكي شوز', 'محظوظ'] },
];

type Text = { place: string; text: string; counted: boolean };

const isPlural = (value: object) => 'other' in value && typeof (value as { other: unknown }).other === 'string';

/** Every string under `value`, named by its path; `counted` says it is a form of a Plural. */
function texts(value: unknown, place: string, counted = false): Text[] {
  if (typeof value === 'string') return [{ place, text: value, counted }];
  if (typeof value !== 'object' || value === null) return [];
  const plural = isPlural(value);
  return Object.entries(value).flatMap(([key, item]) => texts(item, `${place}.${key}`, plural));
}

/** Every module that calls defineMessages (src/i18n/messages.ts defines it). */
function messageModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return messageModules(path);
    const writesCopy = /\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('defineMessages(');
    return writesCopy && !path.endsWith(join('i18n', 'messages.ts')) ? [path] : [];
  });
}

const modules = messageModules(join(ROOT, 'src'));
const messageTexts: Text[] = (
  await Promise.all(
    modules.map(async (file) => {
      const module = (await import(file)) as Record<string, unknown>;
      return Object.entries(module)
        .filter(([, value]) => typeof value === 'object' && value !== null && 'en' in value && 'ar' in value)
        .flatMap(([name, value]) => texts((value as { ar: unknown }).ar, `${relative(ROOT, file)} ${name}.ar`));
    }),
  )
).flat();

interface FeedProduct {
  id: string;
  ar: unknown;
}
const feed = JSON.parse(readFileSync(join(ROOT, 'src', 'data', 'catalogue.json'), 'utf8')) as {
  products: FeedProduct[];
};
const feedTexts: Text[] = feed.products.flatMap((product) =>
  texts(product.ar, `src/data/catalogue.json ${product.id}.ar`),
);

const ARABIC = /\p{Script=Arabic}/u;
const LATIN_PUNCTUATION = [
  // A comma or semicolon between two Arabic words (or after a placeholder, before one): not in numbers
  // ('1,234') or Latin runs ('Abu Dhabi, Dubai').
  /(?:\p{Script=Arabic}|\})[ \u00a0]*[,;][ \u00a0]*\p{Script=Arabic}/u,
  /\p{Script=Arabic}[ \u00a0]*\?/u,
];
const DIRHAM_DOT = /د\.إ\./;
const COUNTED_NOUN = 'سنة|سنوات|سنين|سنتين|سنتان|يوم|يومًا|يوما|يومين|يومان|أيام|عام|عامًا|عاما|أعوام';
const DIGIT_THEN_NOUN = new RegExp(`\\d[ \\u00a0]*(?:${COUNTED_NOUN})(?!\\p{L})`, 'u');
const PLACEHOLDER_THEN_NOUN = new RegExp(`\\{\\w+\\}[ \\u00a0]*(?:${COUNTED_NOUN})(?!\\p{L})`, 'u');
const PHONE = /(?:\+971[ -]?\d{1,2}|\b0\d{1,2})[ -]?\d{3}[ -]?\d{4}\b/g;

/** Inside LRI, RLI or FSI … PDI (as the text is written; markup's <bdi> counts too). */
function isolated(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const opened = (before.match(/[\u2066\u2067\u2068]|<bdi\b/g) ?? []).length;
  const closed = (before.match(/\u2069|<\/bdi>/g) ?? []).length;
  return opened > closed;
}

/** What is wrong with one Arabic text, as the rules name it. */
function problems({ text, counted }: Text): string[] {
  const found: string[] = [];
  for (const { concept, use, ruledOut } of GLOSSARY)
    for (const term of ruledOut)
      if (text.includes(term)) found.push(`'${term}' is ruled out for ${concept}: use '${use}'`);
  if (ARABIC.test(text) && LATIN_PUNCTUATION.some((rule) => rule.test(text)))
    found.push('a Latin comma, semicolon or question mark in Arabic text: use ، ؛ ؟');
  if (DIRHAM_DOT.test(text)) found.push("'د.إ.' with a trailing dot: write 'د.إ'");
  if (DIGIT_THEN_NOUN.test(text) || (!counted && PLACEHOLDER_THEN_NOUN.test(text)))
    found.push('a number followed by a hand-written year or day: count it with plural()');
  for (const phone of text.matchAll(PHONE))
    if (!isolated(text, phone.index)) found.push(`the phone number '${phone[0]}' outside a direction isolate`);
  return found;
}

function check(all: Text[]) {
  const failures = all.flatMap((text) => problems(text).map((problem) => `${text.place}: ${problem}`));
  expect(failures).toEqual([]);
}

describe('Arabic as a native writes it (docs/arabic-style.md)', () => {
  it('reads every message table, the e-mails among them', () => {
    const files = new Set(messageTexts.map((text) => text.place.split(' ')[0]));
    expect(files).toContain('src/commerce/mail/messages.ts');
    expect(files).toContain('src/commerce/mail/back-in-stock-mail.ts');
    expect(files).toContain('src/features/checkout/messages.ts');
    expect(messageTexts.length).toBeGreaterThan(500);
  });

  it('holds in every Arabic message', () => check(messageTexts));

  it("holds in the feed's Arabic fields", () => {
    expect(feedTexts.length).toBeGreaterThan(feed.products.length);
    check(feedTexts);
  });

  it('catches what it is meant to catch', () => {
    const say = (text: string, counted = false) => problems({ place: '', text, counted });
    expect(say('شحن مجاني للطلبات')).toHaveLength(1);
    expect(say('سنيكرز, صنادل')).toHaveLength(1);
    expect(say('هل تريد ذلك?')).toHaveLength(1);
    expect(say('150 د.إ.')).toHaveLength(1);
    expect(say('من 1 إلى 4 سنة')).toHaveLength(1);
    expect(say('خلال {returnDays} أيام')).toHaveLength(1);
    expect(say('{count} أيام', true)).toEqual([]);
    expect(say('مثل 050 123 4567')).toHaveLength(1);
    expect(say('مثل \u2066050 123 4567\u2069، أو 1,234 في Abu Dhabi, Dubai')).toEqual([]);
  });

  it('is quoted whole by the style guide', () => {
    const guide = readFileSync(join(ROOT, 'docs', 'arabic-style.md'), 'utf8');
    for (const { use, ruledOut } of GLOSSARY)
      for (const term of [use, ...ruledOut]) expect(guide, term).toContain(term);
  });
});
