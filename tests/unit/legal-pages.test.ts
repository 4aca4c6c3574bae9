import { describe, expect, it } from 'vitest';
import { legalSections, type LegalSetUp } from '#src/features/legal/content.ts';
import { consentMessages } from '#src/features/analytics/messages.ts';
import { newsletterConsent } from '#src/config/accounts.ts';
import type { HelpSection } from '#src/features/help/content.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { plural } from '#src/i18n/messages.ts';
import { unitMessages } from '#src/i18n/units.ts';

const WITH_TAG_MANAGER: LegalSetUp = { tracking: true };
const WITHOUT_TAG_MANAGER: LegalSetUp = { tracking: false };

function textOf(sections: readonly HelpSection[]): string {
  return sections
    .flatMap((section) => [
      section.title,
      ...(section.blocks ?? []).flatMap((block) =>
        typeof block === 'string' ? [block] : 'list' in block ? block.list : [block.text, block.link.label],
      ),
    ])
    .join('\n');
}

const privacy = (locale: Locale, setUp: LegalSetUp) => textOf(legalSections(locale, 'privacy', setUp));

describe('the privacy policy', () => {
  it.each(['en', 'ar'] as const)('in %s, leaves no placeholder unfilled in either set-up', (locale) => {
    for (const setUp of [WITH_TAG_MANAGER, WITHOUT_TAG_MANAGER])
      for (const page of ['privacy', 'terms'] as const)
        expect(textOf(legalSections(locale, page, setUp))).not.toMatch(/[{}]|undefined/);
  });

  it('with a tag manager, says a banner asks first, Consent Mode v2 denies until then, the footer changes it', () => {
    const english = privacy('en', WITH_TAG_MANAGER);
    expect(english).toContain('Google Tag Manager');
    expect(english).toContain('banner asks you, with "Accept" and "Refuse" side by side');
    expect(english).toContain('Google Consent Mode v2');
    expect(english).toContain('kept in this browser’s local storage');
    expect(english).toContain(`"${consentMessages.en.settings}" at the bottom of every page`);

    const arabic = privacy('ar', WITH_TAG_MANAGER);
    expect(arabic).toContain('\u2066Google Consent Mode v2\u2069');
    expect(arabic).toContain(`زرّا "${consentMessages.ar.accept}" و"${consentMessages.ar.refuse}"`);
    expect(arabic).toContain(`من "${consentMessages.ar.settings}" أسفل كل صفحة`);
  });

  it('without a tag manager, says no tracking tool loads and no banner asks', () => {
    const english = privacy('en', WITHOUT_TAG_MANAGER);
    expect(english).toContain('The shop loads no analytics or advertising tools');
    expect(english).not.toContain('Google Tag Manager');
    expect(english).not.toContain(consentMessages.en.settings);
    expect(privacy('ar', WITHOUT_TAG_MANAGER)).toContain('لا يُحمّل المتجر أي أدوات للتحليلات أو الإعلانات');
  });

  it('says a newsletter address joins the list once confirmed by e-mail, within the days its link works', () => {
    const within = (locale: Locale) => plural(locale, unitMessages[locale].days, newsletterConsent.confirmDays);
    expect(privacy('en', WITHOUT_TAG_MANAGER)).toContain(
      `your address joins the list only once you open the link in it, within ${within('en')}`,
    );
    expect(privacy('ar', WITHOUT_TAG_MANAGER)).toContain(`إلا بعد أن تفتح الرابط الذي فيها خلال ${within('ar')}`);
  });
});
