/**
 * The shell's copy: the header, its menus, the account and cart controls, the language switcher and the
 * footer around every page (docs/product.md §2 "Shell"). The names of ages, types and trends in the menus
 * come from the catalogue's vocabulary (src/catalogue/messages.ts).
 */
import { defineMessages } from '#src/i18n/messages.ts';
import { brandMessages } from '#src/components/brand/messages.ts';

export const shellMessages = defineMessages({
  en: {
    skipToContent: 'Skip to content',
    freeShipping: 'Free shipping on orders from {amount}',
    homeLink: '{name}, home',
    tagline: brandMessages.en.tagline,
    mainMenu: 'Main',
    saleAndTrending: 'Sale & Trending',
    types: 'Types',
    viewAll: 'View All',
    blog: 'Blog',
    submenu: '{group}: Sale & Trending and Types',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    search: 'Search',
    signIn: 'Sign in',
    createAccount: 'Create Account',
    /** The header's account panel and the mobile menu's account links. */
    account: {
      greeting: 'Hi,',
      myAccount: 'My Account',
      signOut: 'Sign Out',
      login: 'Login',
      logOut: 'Log out',
      orderHistory: 'Order History',
    },
    /** The cart icon's name, with the number of lines in the cart. */
    /** The cart link's name before the cart is known; src/features/cart words it with the count after. */
    cartButton: 'Cart',
    /** The language switcher's accessible hint; its visible text is the other language's own name. */
    switchLanguage: 'Read this page in Arabic',
    footer: {
      label: 'Shop information',
      supports: 'SUPPORTS',
      contactUs: 'CONTACT US',
      aboutUs: 'ABOUT US',
      myAccount: 'MY ACCOUNT',
      faq: 'FAQ',
      policy: 'Shipping, Returns & Exchanges',
      sizeGuide: 'Size Guide',
      ourStory: 'Our Story',
      ourStores: 'Our Stores',
      blog: 'Blog & News',
      email: 'Email',
      phone: 'Phone',
      stores: 'Stores',
      followUs: 'Follow us',
      social: '{network} (opens in a new tab)',
      rights: '© {year} {name}. Prices include VAT.',
      language: 'Language',
    },
  },
  ar: {
    skipToContent: 'انتقل إلى المحتوى',
    freeShipping: 'توصيل مجاني للطلبات من {amount}',
    homeLink: '{name}، الصفحة الرئيسية',
    tagline: brandMessages.ar.tagline,
    mainMenu: 'القائمة الرئيسية',
    saleAndTrending: 'العروض والرائج',
    types: 'الأنواع',
    viewAll: 'عرض الكل',
    blog: 'المدونة',
    submenu: '{group}: العروض والرائج والأنواع',
    openMenu: 'افتح القائمة',
    closeMenu: 'أغلق القائمة',
    menu: 'القائمة',
    search: 'بحث',
    signIn: 'تسجيل الدخول',
    createAccount: 'إنشاء حساب',
    account: {
      greeting: 'أهلًا،',
      myAccount: 'حسابي',
      signOut: 'تسجيل الخروج',
      login: 'تسجيل الدخول',
      logOut: 'تسجيل الخروج',
      orderHistory: 'طلباتي',
    },
    cartButton: 'السلة',
    switchLanguage: 'اقرأ هذه الصفحة بالإنجليزية',
    footer: {
      label: 'معلومات المتجر',
      supports: 'الدعم',
      contactUs: 'تواصل معنا',
      aboutUs: 'من نحن',
      myAccount: 'حسابي',
      faq: 'الأسئلة الشائعة',
      policy: 'التوصيل والإرجاع والاستبدال',
      sizeGuide: 'دليل المقاسات',
      ourStory: 'قصتنا',
      ourStores: 'متاجرنا',
      blog: 'المدونة والأخبار',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      stores: 'المتاجر',
      followUs: 'تابعنا',
      social: '{network} (يفتح في نافذة جديدة)',
      rights: '© {year} {name}. الأسعار شاملة ضريبة القيمة المضافة.',
      language: 'اللغة',
    },
  },
});

export type ShellMessages = (typeof shellMessages)['en'];
