/** The recently viewed strip's copy (issue 17), on product pages and the home page. */
import { defineMessages } from '#src/i18n/messages.ts';

export const recentlyViewedMessages = defineMessages({
  en: {
    heading: 'RECENTLY VIEWED',
    clear: 'Clear',
    clearLabel: 'Clear your recently viewed products',
    cleared: 'Your recently viewed products are cleared.',
  },
  ar: {
    heading: 'شاهدتها مؤخرًا',
    clear: 'مسح',
    clearLabel: 'امسح المنتجات التي شاهدتها مؤخرًا',
    cleared: 'مُسحت المنتجات التي شاهدتها مؤخرًا.',
  },
});

export type RecentlyViewedMessages = (typeof recentlyViewedMessages)['en'];
