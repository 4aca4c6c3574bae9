/**
 * The privacy policy and the terms of sale in one language: the copy of messages.ts with the shop's facts
 * filled in, those the help pages quote (src/features/help/content.ts `shopFacts`: contact, stores, delivery,
 * returns, VAT) and the accounts' own (cookies, sessions, how long data is kept). Pure, as the help content.
 */
import { accountSecurity, cookies, dataRetention, housekeeping, newsletterConsent } from '#src/config/accounts.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { fill, plural, type Values } from '#src/i18n/messages.ts';
import { unitMessages, wholeYears } from '#src/i18n/units.ts';
import { shopFacts, type HelpBlock, type HelpSection } from '#src/features/help/content.ts';
import { consentMessages } from '#src/features/analytics/messages.ts';
import { legalMessages } from './messages.ts';

export type LegalPage = 'privacy' | 'terms';

/** The English pages the copy links to, put in the page's language. */
export const LEGAL_LINKS = { account: '/account', policy: '/policy', privacy: '/privacy' } as const;
export type LegalLink = keyof typeof LEGAL_LINKS;

/** A cookie's name in the copy: in a left-to-right isolate inside Arabic, as every Latin code. */
const named = (locale: Locale, name: string): string => (locale === 'ar' ? `\u2066${name}\u2069` : name);

function legalFacts(locale: Locale) {
  const t = legalMessages[locale];
  const days = (count: number) => plural(locale, unitMessages[locale].days, count);
  const { lists, ...facts } = shopFacts(locale);
  const consent = consentMessages[locale];
  const values = {
    ...facts,
    accept: consent.accept,
    refuse: consent.refuse,
    cookieSettings: consent.settings,
    confirmDays: days(newsletterConsent.confirmDays),
    orderYears: wholeYears(locale, dataRetention.orderRecordYears),
    sessionDays: days(accountSecurity.sessionDays),
    abandonedCartDays: days(housekeeping.abandonedCartDays),
    cookieDays: days(cookies.maxAgeDays),
    emirateDays: days(cookies.deliveryEmirateDays),
    placedOrderHours: plural(locale, t.hours, cookies.placedOrderHours),
    secureName: named(locale, cookies.secureSession),
  };
  const cookieLines = (Object.keys(t.cookies) as Array<keyof typeof t.cookies>).map((key) =>
    fill(t.cookie, { name: named(locale, cookies[key]), purpose: fill(t.cookies[key], values) }),
  );
  return {
    values: values as Values,
    lists: {
      stores: lists.stores ?? [],
      cookies: cookieLines,
      collected: t.collected.map((line) => fill(line, values)),
      retention: t.retention.map((line) => fill(line, values)),
    } as Record<string, readonly string[]>,
  };
}

/** What the copy depends on besides the config: whether a tag manager is configured (PUBLIC_GTM_ID). */
export interface LegalSetUp {
  tracking: boolean;
}

const shownIn = (section: object, { tracking }: LegalSetUp): boolean =>
  !('when' in section) || section.when === (tracking ? 'tracking' : 'noTracking');

/** The sections of a page in the locale's language, linking to the pages of that language. */
export function legalSections(locale: Locale, page: LegalPage, setUp: LegalSetUp): HelpSection[] {
  const t = legalMessages[locale];
  const links = (name: LegalLink) => localizedPath(locale, LEGAL_LINKS[name]);
  const { values, lists } = legalFacts(locale);
  const sections = page === 'privacy' ? t.privacySections : t.termsSections;
  return sections
    .filter((section) => shownIn(section, setUp))
    .map((section) => ({
      id: section.id,
      title: section.title,
      blocks: section.blocks.map((block): HelpBlock => {
        if (typeof block === 'string') return fill(block, values);
        if ('list' in block) {
          const list = lists[block.list];
          if (!list) throw new Error(`The legal copy names an unknown list: ${block.list}`);
          return { list };
        }
        const link = block.link as LegalLink;
        return { text: fill(block.text, values), link: { href: links(link), label: t.links[link] } };
      }),
    }));
}

/** The texts around the sections of one page (HelpPage.astro). */
export function legalPage(locale: Locale, page: LegalPage) {
  const copy = legalMessages[locale][page];
  return { title: copy.title, description: copy.description, intro: copy.intro };
}
