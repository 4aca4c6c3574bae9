/** Quantities the shop's figures are counted in, worded in both languages (plural() picks the form). */
import { defineMessages } from './messages.ts';

export const unitMessages = defineMessages({
  en: {
    days: { one: '{count} day', other: '{count} days' },
  },
  ar: {
    days: {
      zero: '{count} يوم',
      one: 'يوم واحد',
      two: 'يومين',
      few: '{count} أيام',
      many: '{count} يوماً',
      other: '{count} يوم',
    },
  },
});
