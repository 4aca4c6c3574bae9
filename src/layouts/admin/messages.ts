/** The back office's frame: its name, its sections and the sign-out, in both languages (docs/admin.md). */
import { defineMessages } from '#src/i18n/messages.ts';

export const adminShellMessages = defineMessages({
  en: {
    backOffice: 'Back office',
    skipToContent: 'Skip to content',
    sections: 'Back office sections',
    nav: {
      orders: 'Orders',
      stock: 'Stock',
      reviews: 'Reviews',
      codes: 'Discount codes',
      customers: 'Customers',
      exports: 'Exports',
      outbox: 'Outbox',
      audit: 'Audit log',
      staff: 'Staff',
    },
    signedInAs: 'Signed in as {email}',
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out everywhere',
    otherLanguage: 'العربية',
  },
  ar: {
    backOffice: 'لوحة الإدارة',
    skipToContent: 'انتقل إلى المحتوى',
    sections: 'أقسام لوحة الإدارة',
    nav: {
      orders: 'الطلبات',
      stock: 'المخزون',
      reviews: 'التقييمات',
      codes: 'رموز الخصم',
      customers: 'العملاء',
      exports: 'التصدير',
      outbox: 'البريد الصادر',
      audit: 'سجل العمليات',
      staff: 'الموظفون',
    },
    signedInAs: 'مسجّل الدخول باسم \u2066{email}\u2069',
    signOut: 'تسجيل الخروج',
    signOutEverywhere: 'تسجيل الخروج من كل الأجهزة',
    otherLanguage: 'English',
  },
});

export type AdminSection = keyof (typeof adminShellMessages)['en']['nav'];

/** The sections in the menu's order, with the role each needs. */
export const ADMIN_SECTIONS: ReadonlyArray<{ section: AdminSection; path: string; ownerOnly?: true }> = [
  { section: 'orders', path: '/admin/orders' },
  { section: 'stock', path: '/admin/stock' },
  { section: 'reviews', path: '/admin/reviews' },
  { section: 'codes', path: '/admin/codes', ownerOnly: true },
  { section: 'customers', path: '/admin/customers', ownerOnly: true },
  { section: 'exports', path: '/admin/exports', ownerOnly: true },
  { section: 'outbox', path: '/admin/outbox', ownerOnly: true },
  { section: 'audit', path: '/admin/audit', ownerOnly: true },
  { section: 'staff', path: '/admin/staff', ownerOnly: true },
];
