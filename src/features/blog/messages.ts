/** The blog's own copy: the list, the cards and a post's page (docs/product.md §2 "Other screens"). */
import { defineMessages } from '#src/i18n/messages.ts';

export const blogMessages = defineMessages({
  en: {
    listTitle: 'Blog & News',
    listIntro:
      'Fit checks, growing feet, school shoes and summer sandals: practical advice for parents from the Lucky ' +
      'Shoes team.',
    listDescription:
      'Advice for parents on children’s shoes: checking the fit, growing feet, school shoes, sandals for the UAE ' +
      'summer and first steps.',
    readPost: 'read post',
    empty: 'No posts yet. Please come back soon.',
    home: 'Home',
    moreFromTheBlog: 'More from the blog',
    backToList: 'Back to Blog & News',
  },
  ar: {
    listTitle: 'المدونة والأخبار',
    listIntro: 'فحص المقاس، وأقدام تكبر بسرعة، والأحذية المدرسية، وصنادل الصيف: نصائح عملية للأهل من فريق لاكي شوز.',
    listDescription:
      'نصائح للأهل حول أحذية الأطفال: التأكد من المقاس، ونمو القدم، والأحذية المدرسية، وصنادل صيف الإمارات، ' +
      'والخطوات الأولى.',
    readPost: 'اقرأ المقال',
    empty: 'لا توجد مقالات بعد. عد إلينا قريبًا.',
    home: 'الرئيسية',
    moreFromTheBlog: 'المزيد من المدونة',
    backToList: 'العودة إلى المدونة والأخبار',
  },
});
