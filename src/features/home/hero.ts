/**
 * The home hero's slides (docs/product.md §2 "Home": one slide, 'A smile with every step',
 * 'shop now' to /products as docs/product.md §10 decides). Adding a slide here is
 * all it takes: the carousel shows indicators and autoplays from two slides.
 */
import { brand } from '#src/config/shop.ts';
import { homeMessages } from '#src/i18n/messages.en.ts';

export interface HeroSlide {
  heading: string;
  text: string;
  action: { label: string; href: string };
  /** Art keys: a wide picture from tablet up, a tall one on phones. */
  art: { wide: string; tall: string };
}

export const heroSlides: readonly HeroSlide[] = [
  {
    heading: brand.tagline,
    text: homeMessages.heroText,
    action: { label: homeMessages.shopNow, href: '/products' },
    art: { wide: 'art/hero-desktop', tall: 'art/hero-mobile' },
  },
];
