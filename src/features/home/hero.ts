/**
 * The home hero's slides (docs/product.md §2 "Home": one slide, 'A smile with every step',
 * 'shop now' to /products as docs/product.md §10 decides). Adding a slide here is
 * all it takes: the carousel shows indicators and autoplays from two slides.
 * The pictures carry no words: the heading, text and action are HTML over them, in the page's language.
 */
import { brandMessages } from '#src/components/brand/messages.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { homeMessages } from './messages.ts';

export interface HeroSlide {
  heading: string;
  text: string;
  action: { label: string; href: string };
  /** Art keys: a wide picture from tablet up, a tall one on phones. */
  art: { wide: string; tall: string };
}

export function heroSlides(locale: Locale): readonly HeroSlide[] {
  const t = homeMessages[locale];
  return [
    {
      heading: brandMessages[locale].tagline,
      text: t.heroText,
      action: { label: t.shopNow, href: localizedPath(locale, '/products') },
      art: { wide: 'art/hero-desktop', tall: 'art/hero-mobile' },
    },
  ];
}
