/** The loading overlay's name for screen readers; its island gets one edition as the prop `t`. */
import { defineMessages } from '#src/i18n/messages.ts';

export const loadingMessages = defineMessages({
  en: { loading: 'Loading' },
  ar: { loading: 'جارٍ التحميل' },
});

export type LoadingMessages = (typeof loadingMessages)['en'];
