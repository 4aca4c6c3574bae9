/**
 * The long copy of the FAQ and the policy page, English edition. Every figure
 * comes from the shop config through `shopFacts`, so a changed fee or window
 * changes every sentence that mentions it, and the two pages cannot disagree.
 */
import { AGE_BANDS, automaticOffers, brand, contact, returns, shipping, stores, vat } from '../config/shop.ts';
import { formatAedShort, formatDate } from './format.ts';

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

function joinWords(words: readonly string[], last = 'and'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}

/** The config's figures, written the way the copy uses them. */
export function shopFacts() {
  return {
    freeFrom: formatAedShort(shipping.freeFromFils),
    fee: formatAedShort(shipping.feeFils),
    codFee: formatAedShort(shipping.codFeeFils),
    codBelow: formatAedShort(shipping.codFeeBelowFils),
    codWithShipping: formatAedShort(shipping.codFeeFils + shipping.feeFils),
    delivery: `${shipping.deliveryPromise}, ${shipping.deliveryDays}`,
    region: shipping.region,
    partner: brand.logisticsPartner,
    returnDays: returns.returnDays,
    exchangeDays: returns.exchangeDays,
    restocking:
      `the higher of ${formatAedShort(returns.restockingFeeMinFils)} or ` +
      `${returns.restockingFeePercent}% of the order price`,
    refund: `${returns.refundBusinessDays} business days, plus ${returns.bankDays} days for your bank`,
    exchangeCities: joinWords(returns.exchangeCities),
    idDocuments: joinWords(returns.idDocuments, 'or'),
    vatPercent: `${vat.percent}%`,
    email: contact.email,
    phone: contact.phone,
    offers: automaticOffers.map(
      (offer) =>
        `${formatAedShort(offer.discountFils)} off orders of ${formatAedShort(offer.minSubtotalFils)} or more, ` +
        `from ${formatDate(offer.validFrom)} to ${formatDate(offer.validUntil)}`,
    ),
    ageBands: AGE_BANDS.map(
      (band) => `${band.label}, ${band.minAge}-${band.maxAge} years: EU ${band.minSize} to ${band.maxSize}`,
    ),
    stores: stores.map((store) => `${store.name}, ${store.city}`),
  };
}

const sizeGuideLink = { href: '/size', label: 'Open the size guide' };
const policyLink = { href: '/policy', label: 'Read the full policy' };

export function faqSections(): HelpSection[] {
  const f = shopFacts();
  return [
    {
      id: 'delivery',
      title: 'Shipping and delivery',
      items: [
        {
          question: 'How much does delivery cost?',
          answer: [
            `Delivery is free for orders of ${f.freeFrom} or more. Below that, a delivery fee of ${f.fee} ` +
              `applies; it is not refundable.`,
          ],
        },
        {
          question: 'When will my order arrive?',
          answer: [
            `Orders are delivered ${f.delivery}, anywhere in the ${f.region}, by our courier partner ${f.partner}.`,
          ],
        },
        {
          question: 'Can I pay cash on delivery?',
          answer: [
            `Yes. Cash on delivery adds ${f.codFee} to orders under ${f.codBelow} (so ${f.codWithShipping} with ` +
              `the delivery fee); from ${f.codBelow} it is free.`,
            'Orders paid cash on delivery can be exchanged, but not returned for a refund.',
          ],
        },
        {
          question: 'Do your prices include VAT?',
          answer: [
            `Yes. Every price in the shop includes UAE VAT at ${f.vatPercent}; your receipt shows the VAT it contains.`,
          ],
        },
      ],
    },
    {
      id: 'offers',
      title: 'Offers',
      items: [
        {
          question: 'Are there any offers right now?',
          answer: [
            'These automatic offers apply at checkout during their dates, with no code needed:',
            { list: f.offers },
            'Offers cannot be combined: the best one for your order applies. Limited quantities.',
          ],
        },
      ],
    },
    {
      id: 'returns',
      title: 'Returns and exchanges',
      items: [
        {
          question: 'Can I return my order?',
          answer: [
            `Yes, within ${f.returnDays} days of delivery, with the shoes unworn, the box intact and every ` +
              `accessory included. A restocking fee of ${f.restocking} is deducted from the refund.`,
            'Sale items cannot be returned, and orders paid cash on delivery can be exchanged only.',
          ],
        },
        {
          question: 'How do I exchange a size or a style?',
          answer: [
            `Exchanges are made within ${f.exchangeDays} days in our stores in ${f.exchangeCities}. First e-mail ` +
              `us your order number and what you would like to exchange at ${f.email}.`,
            `Then bring our reply, your online receipt and a photo ID (${f.idDocuments}) to one of our stores:`,
            { list: f.stores },
          ],
        },
        {
          question: 'How long does a refund take?',
          answer: [
            `Once we receive the return, refunds take ${f.refund}.`,
            { text: 'Everything about returns is in our policy.', link: policyLink },
          ],
        },
        {
          question: 'Can I cancel my order?',
          answer: ['Yes, until it has been shipped. Write to us as soon as possible and we will stop it.'],
        },
      ],
    },
    {
      id: 'sizes',
      title: 'Sizes',
      items: [
        {
          question: "Which size fits my child's age?",
          answer: [
            'Our sizes follow four age bands:',
            { list: f.ageBands },
            { text: 'Children grow at their own pace, so measure their feet to be sure.', link: sizeGuideLink },
          ],
        },
        {
          question: 'How do I measure their feet?',
          answer: [
            {
              text:
                'Stand them on a sheet of paper, mark the heel and the longest toe, and measure between the ' +
                'marks in centimetres. The size guide turns the length into the EU size to buy.',
              link: sizeGuideLink,
            },
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      items: [
        {
          question: 'How can I reach you?',
          answer: [`E-mail ${f.email} or call ${f.phone}. You can also visit us at ${joinWords(f.stores)}.`],
        },
      ],
    },
  ];
}

export function policySections(): HelpSection[] {
  const f = shopFacts();
  return [
    {
      id: 'shipping',
      title: 'Shipping',
      blocks: [
        `We deliver ${f.delivery}, anywhere in the ${f.region}, with our courier partner ${f.partner}.`,
        `Shipping is free for orders of ${f.freeFrom} or more. Orders below ${f.freeFrom} pay a delivery fee of ` +
          `${f.fee}, which is not refundable.`,
      ],
    },
    {
      id: 'cash-on-delivery',
      title: 'Cash on delivery',
      blocks: [
        `Cash on delivery adds ${f.codFee} to orders under ${f.codBelow} (${f.codWithShipping} with the delivery ` +
          `fee). Orders paid cash on delivery are not returnable; they can be exchanged.`,
      ],
    },
    {
      id: 'offers',
      title: 'Automatic offers',
      blocks: [
        'During their dates, these offers apply at checkout without a code:',
        { list: f.offers },
        'Offers cannot be combined; the best one for your order applies. Limited quantities.',
      ],
    },
    {
      id: 'returns',
      title: 'Returns',
      blocks: [
        `You can return shoes within ${f.returnDays} days of delivery if they are unworn, in their intact box ` +
          `and with all accessories.`,
        `A restocking fee of ${f.restocking} is deducted from every refund.`,
        'Sale items are not returnable.',
      ],
    },
    {
      id: 'exchanges',
      title: 'Exchanges',
      blocks: [
        `Exchanges are made within ${f.exchangeDays} days, only in our stores in ${f.exchangeCities}:`,
        { list: f.stores },
        `Before you come, e-mail ${f.email} with your order number and the exchange you would like. In store, ` +
          `show our reply, your online receipt and a photo ID: ${f.idDocuments}.`,
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds and cancellations',
      blocks: [
        `Refunds take ${f.refund}, to the payment method you used.`,
        'An order can be cancelled until it has been shipped.',
      ],
    },
    {
      id: 'prices',
      title: 'Prices and VAT',
      blocks: [
        `All prices are in UAE dirhams (AED) and include VAT at ${f.vatPercent}. Your receipt shows the VAT ` +
          `contained in the total.`,
      ],
    },
  ];
}

export const helpPageMessages = {
  faqTitle: 'Frequently asked questions',
  faqDescription: (freeFrom: string, returnDays: number, exchangeDays: number) =>
    `Answers about delivery, free shipping from ${freeFrom}, cash on delivery, ${returnDays}-day returns, ` +
    `${exchangeDays}-day exchanges in store, offers and kids' shoe sizes.`,
  faqIntro: 'Quick answers about delivery, returns, offers and sizes. Cannot find yours?',
  contactUs: 'Write to us',
  policyTitle: 'Shipping, return and exchange policy',
  policyDescription: (freeFrom: string, returnDays: number, exchangeDays: number) =>
    `How Lucky Shoes delivers across the UAE (free from ${freeFrom}), and how ${returnDays}-day returns, ` +
    `${exchangeDays}-day exchanges and refunds work.`,
  policyIntro: 'How we deliver your order, and what to do if a pair is not right.',
  contents: 'On this page',
} as const;
