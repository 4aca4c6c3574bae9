/**
 * The product page's delivery, return and exchange texts say what src/config/delivery.ts says, in both languages
 * (docs/product.md §9): days, weekdays and cities are filled in from the config, never written in the copy.
 */
import { describe, expect, it } from 'vitest';
import { delivery } from '#src/config/delivery.ts';
import { automaticOffers, returns } from '#src/config/money.ts';
import { stores } from '#src/config/stores.ts';
import { discountName } from '#src/i18n/order-summary.ts';
import { formatAedShort } from '#src/i18n/format.ts';
import { aboutMessages } from '#src/features/about/messages.ts';
import { checkoutMessages } from '#src/features/checkout/messages.ts';
import { deliveryAndReturns } from '#src/features/product/delivery-and-returns.ts';
import { productMessages } from '#src/features/product/messages.ts';
import { sizeGuideMessages } from '#src/features/size-guide/messages.ts';
import { LOCALES } from '#src/i18n/locales.ts';
import { formatCities, formatExchangeCities, formatWeekdays, unitMessages } from '#src/i18n/units.ts';

describe('the product page’s delivery and returns', () => {
  it('reads in Arabic with the config’s days, delivery weekdays and exchange cities', () => {
    const { returnExchange, promises } = deliveryAndReturns('ar');
    expect(returnExchange.join(' ')).toContain(`خلال ${returns.returnDays} أيام`);
    expect(returnExchange.join(' ')).toContain(`خلال ${returns.exchangeDays} يومًا في متاجرنا في أبوظبي ودبي`);
    expect(promises.map((p) => p.text)).toContain('من الاثنين إلى السبت، إلى جميع مناطق الإمارات باستثناء الجزر');
  });

  it('reads in English from the same config', () => {
    const { returnExchange, promises } = deliveryAndReturns('en');
    expect(returnExchange.join(' ')).toContain(`within ${returns.returnDays} days`);
    expect(returnExchange.join(' ')).toContain(
      `within ${returns.exchangeDays} days in our stores in Abu Dhabi and Dubai`,
    );
    expect(promises.map((p) => p.text)).toContain('Monday to Saturday, across the UAE');
    for (const text of [...returnExchange, ...promises.map((p) => p.text)]) expect(text).not.toMatch(/\{\w+\}/);
  });

  it('words any set of delivery weekdays: a run as a range, days apart as a list', () => {
    expect(formatWeekdays('en', delivery.weekdays)).toBe('Monday to Saturday');
    expect(formatWeekdays('ar', [1, 3, 5])).toBe('الاثنين والأربعاء والجمعة');
    expect(formatWeekdays('en', [6, 7])).toBe('Saturday and Sunday');
  });

  it('leaves weekdays and cities out of the copy that mentions them (product, size guide, about, checkout)', () => {
    for (const locale of LOCALES) {
      const copy = JSON.stringify([
        productMessages[locale],
        sizeGuideMessages[locale],
        aboutMessages[locale],
        checkoutMessages[locale].deliveryNote,
      ]);
      const words = [
        ...formatWeekdays(locale, [1, 2, 3, 4, 5, 6, 7]).split(/,\s*|\s+(?:and|و)\s*|\s*و/),
        ...Object.values(unitMessages[locale].cities),
      ].filter((word) => word.trim().length > 2);
      for (const word of words) expect(copy, `${locale}: ${word}`).not.toContain(word.trim());
      expect(formatExchangeCities(locale)).toBe(locale === 'en' ? 'Abu Dhabi and Dubai' : 'أبوظبي ودبي');
      expect(
        formatCities(
          locale,
          stores.map((store) => store.city),
        ),
      ).toBe(formatExchangeCities(locale));
    }
  });
});

describe('the discount line', () => {
  it('names an automatic offer by what it gives, in each language, and a code as typed', () => {
    const offer = automaticOffers[0]!;
    expect(discountName(offer.id, 'en')).toBe(
      `${formatAedShort(offer.discountFils, 'en')} off from ${formatAedShort(offer.minSubtotalFils, 'en')}`,
    );
    expect(discountName(offer.id, 'ar')).toBe(
      `خصم ${formatAedShort(offer.discountFils, 'ar')} للطلبات من ${formatAedShort(offer.minSubtotalFils, 'ar')}`,
    );
    expect(discountName('WELCOME10', 'ar')).toBe('WELCOME10');
  });
});
