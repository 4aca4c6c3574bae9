/** The promotional block in the listing grid: the size guide, and free shipping from the config. */
import { shipping } from '../../config/shop.ts';
import { formatAed } from '../../i18n/format.ts';
import { listingMessages } from '../../i18n/messages.en.ts';

export function PromoBlock() {
  return (
    <aside className="promo-block" aria-label={listingMessages.promo.title}>
      <p className="promo-block__ribbon">{listingMessages.promo.shipping(formatAed(shipping.freeFromFils).replace(/\.00$/, ''))}</p>
      <svg className="promo-block__art" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
        <rect x="6" y="52" width="108" height="18" rx="4" fill="#fff" stroke="currentColor" strokeWidth="2.5" />
        {Array.from({ length: 11 }, (_, i) => (
          <line key={i} x1={14 + i * 9.2} x2={14 + i * 9.2} y1="52" y2={i % 2 ? 58 : 62} stroke="currentColor" strokeWidth="2" />
        ))}
        <path d="M22 50c0-12 6-26 20-26h10c6 0 9 5 10 10l2 6c1 4 5 6 9 6h14c8 0 12 2 12 4H22z" fill="var(--color-sun, #ffd166)" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M50 26c2 4 2 8 0 12M58 30c2 3 2 6 1 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="promo-block__title">{listingMessages.promo.title}</p>
      <p className="promo-block__text">{listingMessages.promo.text}</p>
      <a className="button button--dark promo-block__action" href="/size">
        {listingMessages.promo.action}
      </a>
    </aside>
  );
}
