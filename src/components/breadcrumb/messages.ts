/** The breadcrumb's name and its first crumb, the home page, for the pages that build a trail. */
import { defineMessages } from '#src/i18n/messages.ts';

export const breadcrumbMessages = defineMessages({
  en: { label: 'Breadcrumb', home: 'HOME' },
  ar: { label: 'مسار التنقل', home: 'الرئيسية' },
});
