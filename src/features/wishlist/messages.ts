/**
 * The wishlist's copy (issue 17): the header's wishlist link, the /wishlist page and its items. The
 * heart's own name is the product card's (src/components/product/messages.ts `saveToWishlist`).
 */
import { defineMessages } from '#src/i18n/messages.ts';

export const wishlistMessages = defineMessages({
  en: {
    pageTitle: 'Wishlist',
    pageDescription: 'The shoes you saved at Lucky Shoes, with their price and the sizes in stock now.',
    heading: 'My Wishlist',
    /** The header link's name, with the number of saved products. */
    button: { one: 'Wishlist, {count} product', other: 'Wishlist, {count} products' },
    buttonEmpty: 'Wishlist',
    loading: 'Loading your wishlist…',
    empty: 'Your wishlist is empty. Tap the heart on any shoe to save it here.',
    startShopping: 'Find shoes to love',
    guestNote: 'Your wishlist is kept in this browser. Sign in to keep it in your account on every device.',
    signIn: 'Sign in',
    count: { one: '{count} saved product', other: '{count} saved products' },
    sizes: 'Sizes of {title}',
    sizeLabel: '{size} EU',
    inStock: '{count} in stock',
    soldOut: 'sold out',
    /** Said after a sold-out size by screen readers, its separator included. */
    soldOutAfterSize: ', sold out',
    allSoldOut: 'Every size is sold out for now.',
    chooseSize: 'Choose a size first',
    addToCart: 'Add to cart',
    added: 'Added to your cart',
    remove: 'Remove',
    removeLabel: 'Remove {title} from your wishlist',
    removed: 'A product you saved is no longer sold.',
    loadFailed: 'Your wishlist could not be loaded. Check your connection and reload the page.',
    changeFailed: 'That change could not be saved. Please try again.',
    full: 'Your wishlist is full: remove a product to save another.',
  },
  ar: {
    pageTitle: 'قائمة الأمنيات',
    pageDescription: 'الأحذية التي حفظتها في لاكي شوز، بأسعارها والمقاسات المتوفرة الآن.',
    heading: 'قائمة أمنياتي',
    button: {
      zero: 'قائمة الأمنيات، لا منتجات',
      one: 'قائمة الأمنيات، منتج واحد',
      two: 'قائمة الأمنيات، منتجان',
      few: 'قائمة الأمنيات، {count} منتجات',
      many: 'قائمة الأمنيات، {count} منتجًا',
      other: 'قائمة الأمنيات، {count} منتج',
    },
    buttonEmpty: 'قائمة الأمنيات',
    loading: 'جارٍ تحميل قائمة أمنياتك…',
    empty: 'قائمة أمنياتك فارغة. اضغط على القلب في أي حذاء لتحفظه هنا.',
    startShopping: 'اكتشف أحذية ستحبها',
    guestNote: 'تُحفظ قائمة أمنياتك في هذا المتصفح. سجّل الدخول لتبقى في حسابك على كل أجهزتك.',
    signIn: 'تسجيل الدخول',
    count: {
      zero: 'لا منتجات محفوظة',
      one: 'منتج محفوظ واحد',
      two: 'منتجان محفوظان',
      few: '{count} منتجات محفوظة',
      many: '{count} منتجًا محفوظًا',
      other: '{count} منتج محفوظ',
    },
    sizes: 'مقاسات {title}',
    sizeLabel: '\u2066EU {size}\u2069',
    inStock: 'متوفر {count}',
    soldOut: 'نفد',
    soldOutAfterSize: '، نفد',
    allSoldOut: 'نفدت كل المقاسات حاليًا.',
    chooseSize: 'اختر مقاسًا أولًا',
    addToCart: 'أضف إلى السلة',
    added: 'تمت الإضافة إلى السلة',
    remove: 'إزالة',
    removeLabel: 'أزل {title} من قائمة أمنياتك',
    removed: 'منتج حفظته لم يعد متوفرًا للبيع.',
    loadFailed: 'تعذّر تحميل قائمة أمنياتك. تحقّق من اتصالك وأعد تحميل الصفحة.',
    changeFailed: 'تعذّر حفظ هذا التغيير. حاول مرة أخرى.',
    full: 'قائمة أمنياتك ممتلئة: أزل منتجًا لتحفظ غيره.',
  },
});

export type WishlistMessages = (typeof wishlistMessages)['en'];
