/**
 * The FAQ and the policy in one language: the copy of messages.ts with the figures of the shop config
 * filled in (docs/product.md §9). Pure: no DOM, no Astro, so a unit test can read the sections too.
 */
import { AGE_BANDS } from '#src/config/catalogue.ts';
import { delivery } from '#src/config/delivery.ts';
import { automaticOffers, returns, shipping, vat } from '#src/config/money.ts';
import { brand, contact, stores } from '#src/config/stores.ts';
import { catalogueMessages } from '#src/catalogue/messages.ts';
import { formatAedShort, formatDate } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill, plural, type Values } from '#src/i18n/messages.ts';
import { helpMessages } from './messages.ts';
import { ageRange, formatExchangeCities, formatList, formatWeekdays, unitMessages } from '#src/i18n/units.ts';

/** A paragraph, a bulleted list, or a paragraph ending in a link. */
export type HelpBlock = string | { list: readonly string[] } | { text: string; link: { href: string; label: string } };

export interface HelpItem {
  question: string;
  answer: readonly HelpBlock[];
}

export interface HelpSection {
  id: string;
  title: string;
  blocks?: readonly HelpBlock[];
  items?: readonly HelpItem[];
}

/** The English pages the copy links to; the page puts them in its language (localizedPath). */
export const HELP_LINKS = { sizeGuide: '/size', policy: '/policy' } as const;
export type HelpLink = keyof typeof HELP_LINKS;

/** A block as the copy writes it: lists and links by name. */
type CopyBlock = string | { readonly list: string } | { readonly text: string; readonly link: string };

/**
 * A run of Latin letters or digits inside Arabic text keeps its own order ('+971 4 000 0000' would
 * otherwise come out group by group from the right): wrapped in a first-strong isolate.
 */
function isolated(locale: Locale, text: string): string {
  return locale === 'ar' ? `\u2068${text}\u2069` : text;
}

/** The config's figures, as the copy of one language writes them. */
export function shopFacts(locale: Locale) {
  const t = helpMessages[locale];
  const aed = (fils: number) => formatAedShort(fils, locale);
  const ages = catalogueMessages[locale].ageGroups;
  const [businessFrom = '', businessTo = ''] = returns.refundBusinessDays.split('-');
  const [bankFrom = '', bankTo = ''] = returns.bankDays.split('-');
  const storeNames = stores.map((store) => ({
    name: named(t.names.stores, store.name),
    city: named(unitMessages[locale].cities, store.city),
  }));
  const storeLines = storeNames.map((store) => fill(t.facts.store, store));
  return {
    freeFrom: aed(shipping.freeFromFils),
    fee: aed(shipping.feeFils),
    codFee: aed(shipping.codFeeFils),
    codBelow: aed(shipping.codFeeBelowFils),
    codWithShipping: aed(shipping.codFeeFils + shipping.feeFils),
    delivery: fill(t.facts.delivery, {
      promise: t.names.deliveryPromise[shipping.deliveryPromise],
      days: formatWeekdays(locale, delivery.weekdays),
    }),
    region: t.names.region[shipping.region],
    partner: t.names.partner[brand.logisticsPartner],
    returnPeriod: plural(locale, unitMessages[locale].days, returns.returnDays),
    exchangePeriod: plural(locale, unitMessages[locale].days, returns.exchangeDays),
    returnsWindow: plural(locale, t.counts.returnsWindow, returns.returnDays),
    exchangesWindow: plural(locale, t.counts.exchangesWindow, returns.exchangeDays),
    restocking: fill(t.facts.restocking, {
      minimum: aed(returns.restockingFeeMinFils),
      percent: returns.restockingFeePercent,
    }),
    refund: fill(t.facts.refund, {
      businessFrom,
      businessDays: plural(locale, t.counts.businessDays, Number(businessTo)),
      bankFrom,
      bankDays: plural(locale, unitMessages[locale].days, Number(bankTo)),
    }),
    exchangeCities: formatExchangeCities(locale),
    idDocuments: formatList(
      locale,
      returns.idDocuments.map((document) => t.names.idDocuments[document]),
      'disjunction',
    ),
    vatPercent: fill(t.facts.percent, { percent: vat.percent }),
    email: isolated(locale, contact.email),
    phone: isolated(locale, contact.phone),
    stores: formatList(
      locale,
      storeNames.map((store) => fill(t.facts.storeInText, store)),
    ),
    lists: {
      offers: automaticOffers.map((offer) =>
        fill(t.facts.offer, {
          discount: aed(offer.discountFils),
          minimum: aed(offer.minSubtotalFils),
          from: formatDate(offer.validFrom, locale),
          until: formatDate(offer.validUntil, locale),
        }),
      ),
      ageBands: AGE_BANDS.map((band) =>
        fill(t.facts.ageBand, {
          band: ages[band.group],
          ages: ageRange(locale, band),
          minSize: band.minSize,
          maxSize: band.maxSize,
        }),
      ),
      stores: storeLines,
    } as Record<string, readonly string[]>,
  };
}

/** A store's or a city's name in the language; one the copy does not name yet keeps the config's. */
function named(names: Readonly<Record<string, string>>, english: string): string {
  return names[english] ?? english;
}

function blocksOf(locale: Locale, copy: readonly CopyBlock[], links: Record<HelpLink, string>): HelpBlock[] {
  const t = helpMessages[locale];
  const { lists, ...facts } = shopFacts(locale);
  const values: Values = facts;
  return copy.map((block) => {
    if (typeof block === 'string') return fill(block, values);
    if ('list' in block) {
      const list = lists[block.list];
      if (!list) throw new Error(`The help copy names an unknown list: ${block.list}`);
      return { list };
    }
    const link = block.link as HelpLink;
    return { text: fill(block.text, values), link: { href: links[link], label: t.links[link] } };
  });
}

/**
 * The FAQ's sections in the locale's language. `links` gives the address of each page the answers
 * link to, in the page's language (the page builds them with localizedPath).
 */
export function faqSections(locale: Locale, links: Record<HelpLink, string> = HELP_LINKS): HelpSection[] {
  return helpMessages[locale].faqSections.map((section) => ({
    id: section.id,
    title: section.title,
    items: section.items.map((item) => ({
      question: item.question,
      answer: blocksOf(locale, item.answer, links),
    })),
  }));
}

export function policySections(locale: Locale, links: Record<HelpLink, string> = HELP_LINKS): HelpSection[] {
  return helpMessages[locale].policySections.map((section) => ({
    id: section.id,
    title: section.title,
    blocks: blocksOf(locale, section.blocks, links),
  }));
}

/** The texts around the sections of one page, its description filled with the config's figures. */
export function helpPage(locale: Locale, page: 'faq' | 'policy') {
  const t = helpMessages[locale];
  const { freeFrom, returnsWindow, exchangesWindow } = shopFacts(locale);
  const copy = t[page];
  return {
    title: copy.title,
    description: fill(copy.description, { freeFrom, returnsWindow, exchangesWindow }),
    intro: copy.intro,
    contents: t.contents,
  };
}
