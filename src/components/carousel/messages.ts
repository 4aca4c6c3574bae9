/** The carousel's controls and slide names, for screen readers. */
import { defineMessages } from '#src/i18n/messages.ts';

export const carouselMessages = defineMessages({
  en: {
    pause: 'Pause the slideshow',
    goTo: 'Show slide {n} of {count}',
    slide: '{n} of {count}',
  },
  ar: {
    pause: 'أوقف العرض التلقائي',
    goTo: 'اعرض الشريحة {n} من {count}',
    slide: '{n} من {count}',
  },
});
