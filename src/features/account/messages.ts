/**
 * The account screens' copy: sign-in, sign-up, the reset request and the new password, My Account,
 * the edit form and the log-out confirmation (docs/product.md §2 "Account screens", §5 and §8 quote
 * the English texts). `rules` names what src/commerce/accounts/rules.ts returns: the forms show rule codes in their
 * page's language, and the API's refusals (src/http/messages.ts) read the same texts.
 */
import { defineMessages } from '#src/i18n/messages.ts';
import { ruleMessages } from '#src/http/rule-messages.ts';

export const accountMessages = defineMessages({
  en: {
    rules: ruleMessages.en,
    labels: {
      email: 'EMAIL',
      password: 'PASSWORD',
      passwordRepeat: 'REPEAT PASSWORD',
      newPassword: 'NEW PASSWORD',
      firstName: 'FIRST NAME',
      lastName: 'LAST NAME',
      showPassword: 'Show Password',
    },
    placeholders: { firstName: 'John', lastName: 'Doe' },
    login: {
      title: 'Login',
      description: 'Sign in to your Lucky Shoes account to see your orders and check out faster.',
      submit: 'sign in',
      forgot: 'Forgot your password?',
      noAccount: 'New to Lucky Shoes?',
      createAccount: 'Create Account',
      resetSent: 'We have sent you an email with a link to update your password.',
      throttled: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      wrongLogin: 'Wrong email or password.',
    },
    signup: {
      title: 'Create Account',
      description: 'Create a Lucky Shoes account to follow your orders.',
      submit: 'create account',
      haveAccount: 'Already have an account?',
      signIn: 'Sign in',
      failed: 'Signup error',
      marketing:
        'Send me the Lucky Shoes newsletter: new arrivals, offers and size tips (we e-mail you a link to confirm)',
    },
    reset: {
      title: 'Reset your password',
      description: 'Get an email with a link to set a new password.',
      intro: 'Enter your email and we will send you a link to set a new password.',
      submit: 'send',
      back: 'back to sign in',
    },
    newPassword: {
      title: 'Set a new password',
      description: 'Choose a new password for your Lucky Shoes account.',
      submit: 'save password',
      linkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
      askAgain: 'send a new link',
    },
    logout: {
      title: 'Log out',
      description: 'Sign out of your Lucky Shoes account.',
      question: 'Are you sure you want to log out?',
      cancel: 'cancel',
      confirm: 'log out',
    },
    myAccount: {
      title: 'My Account',
      description: 'Your orders and account information.',
      orderHistory: 'Order History',
      accountInfo: 'Account Information',
      noOrders: 'You haven’t placed any order yet.',
      columns: {
        order: 'ORDER',
        date: 'DATE',
        payment: 'PAYMENT STATUS',
        fulfillment: 'FULFILLMENT STATUS',
        total: 'TOTAL',
      },
      // docs/product.md §4 "Order status display"; any other value is shown as it is.
      fulfilment: {
        UNFULFILLED: 'Preparing to ship',
        FULFILLED: 'Shipped',
        DELIVERED: 'Delivered',
        CANCELLED: 'Cancelled',
        PARTIALLY_RETURNED: 'Partly returned',
        RETURNED: 'Returned',
        EXCHANGED: 'Exchanged',
      },
      payment: {
        PENDING: 'To pay on delivery',
        PAID: 'Paid',
        VOIDED: 'Nothing to pay',
        PARTIALLY_REFUNDED: 'Partly refunded',
        REFUNDED: 'Refunded',
      },
      editInformation: 'edit information',
      logOut: 'log out',
      downloadData: 'download my data',
      deleteAccount: 'delete my account',
    },
    edit: {
      title: 'Edit account information',
      description: 'Change the name on your Lucky Shoes account.',
      cancel: 'cancel',
      save: 'save change',
      saveShort: 'save',
    },
    deleteAccount: {
      title: 'Delete my account',
      intro:
        'Deleting your account erases your name, e-mail address, saved addresses, wishlist, back-in-stock ' +
        'alerts, reviews and newsletter subscription, and signs you out everywhere. It cannot be undone.',
      keptOrders:
        'UAE VAT law asks us to keep the records of your past orders for five years: we keep their date, items ' +
        'and amounts, without your name, e-mail, phone or address.',
      downloadFirst: 'You may want to download your data first.',
      confirmPassword: 'Type your password to confirm.',
      submit: 'delete my account',
      wrongPassword: 'The password is not right. Please try again.',
      throttled: 'Too many attempts. Please wait a few minutes and try again.',
      failed: 'Your account could not be deleted. Please try again.',
      ordersOpen: 'Your order {orders} is still on its way. You can delete your account once it is delivered.',
      deleted: 'Your account is deleted. We have sent a confirmation to your e-mail address.',
      home: 'back to the shop',
    },
  },
  ar: {
    rules: ruleMessages.ar,
    labels: {
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      passwordRepeat: 'أعد كتابة كلمة المرور',
      newPassword: 'كلمة المرور الجديدة',
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      showPassword: 'إظهار كلمة المرور',
    },
    placeholders: { firstName: 'أحمد', lastName: 'المنصوري' },
    login: {
      title: 'تسجيل الدخول',
      description: 'سجّل الدخول إلى حسابك في لاكي شوز لتتابع طلباتك وتُتم الشراء بسرعة أكبر.',
      submit: 'تسجيل الدخول',
      forgot: 'نسيت كلمة المرور؟',
      noAccount: 'جديد في لاكي شوز؟',
      createAccount: 'أنشئ حسابًا',
      resetSent: 'أرسلنا إليك رسالة فيها رابط لتعيين كلمة مرور جديدة.',
      throttled: 'محاولات دخول كثيرة. انتظر بضع دقائق ثم حاول مرة أخرى.',
      wrongLogin: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    },
    signup: {
      title: 'إنشاء حساب',
      description: 'أنشئ حسابًا في لاكي شوز لتتابع طلباتك بسهولة.',
      submit: 'إنشاء الحساب',
      haveAccount: 'لديك حساب؟',
      signIn: 'سجّل الدخول',
      failed: 'تعذّر إنشاء الحساب',
      marketing:
        'أرسل إليّ النشرة البريدية من لاكي شوز: أحدث الموديلات والعروض ونصائح المقاسات (نرسل إليك رابطًا للتأكيد)',
    },
    reset: {
      title: 'استعادة كلمة المرور',
      description: 'تصلك رسالة فيها رابط لتعيين كلمة مرور جديدة.',
      intro: 'أدخل بريدك الإلكتروني وسنرسل إليك رابطًا لتعيين كلمة مرور جديدة.',
      submit: 'إرسال',
      back: 'العودة إلى تسجيل الدخول',
    },
    newPassword: {
      title: 'تعيين كلمة مرور جديدة',
      description: 'اختر كلمة مرور جديدة لحسابك في لاكي شوز.',
      submit: 'حفظ كلمة المرور',
      linkInvalid: 'انتهت صلاحية هذا الرابط أو سبق استخدامه. اطلب رابطًا جديدًا من فضلك.',
      askAgain: 'إرسال رابط جديد',
    },
    logout: {
      title: 'تسجيل الخروج',
      description: 'الخروج من حسابك في لاكي شوز.',
      question: 'هل تريد تسجيل الخروج فعلًا؟',
      cancel: 'إلغاء',
      confirm: 'تسجيل الخروج',
    },
    myAccount: {
      title: 'حسابي',
      description: 'طلباتك ومعلومات حسابك.',
      orderHistory: 'طلباتي',
      accountInfo: 'معلومات الحساب',
      noOrders: 'لم تطلب أي شيء بعد.',
      columns: {
        order: 'الطلب',
        date: 'التاريخ',
        payment: 'حالة الدفع',
        fulfillment: 'حالة الشحن',
        total: 'الإجمالي',
      },
      fulfilment: {
        UNFULFILLED: 'قيد التجهيز للشحن',
        FULFILLED: 'تم الشحن',
        DELIVERED: 'تم التوصيل',
        CANCELLED: 'ملغى',
        PARTIALLY_RETURNED: 'مُرجَع جزئيًا',
        RETURNED: 'مُرجَع',
        EXCHANGED: 'تم الاستبدال',
      },
      payment: {
        PENDING: 'الدفع عند الاستلام',
        PAID: 'مدفوع',
        VOIDED: 'لا شيء للدفع',
        PARTIALLY_REFUNDED: 'مُسترد جزئيًا',
        REFUNDED: 'مُسترد',
      },
      editInformation: 'تعديل المعلومات',
      logOut: 'تسجيل الخروج',
      downloadData: 'تنزيل بياناتي',
      deleteAccount: 'حذف حسابي',
    },
    edit: {
      title: 'تعديل معلومات الحساب',
      description: 'غيّر الاسم المسجّل في حسابك لدى لاكي شوز.',
      cancel: 'إلغاء',
      save: 'حفظ التغييرات',
      saveShort: 'حفظ',
    },
    deleteAccount: {
      title: 'حذف حسابي',
      intro:
        'يؤدي حذف حسابك إلى مسح اسمك وبريدك الإلكتروني وعناوينك المحفوظة وقائمة الأمنيات وتنبيهات "متوفر من جديد" ' +
        'وتقييماتك واشتراكك في النشرة البريدية، وإلى تسجيل خروجك من كل الأجهزة. لا يمكن التراجع عن ذلك.',
      keptOrders:
        'يُلزمنا قانون ضريبة القيمة المضافة في الإمارات بحفظ سجلات طلباتك السابقة خمس سنوات، لذا نحتفظ بتاريخها ' +
        'ومنتجاتها ومبالغها، دون اسمك أو بريدك الإلكتروني أو هاتفك أو عنوانك.',
      downloadFirst: 'يمكنك تنزيل بياناتك أولًا.',
      confirmPassword: 'اكتب كلمة المرور للتأكيد.',
      submit: 'حذف حسابي',
      wrongPassword: 'كلمة المرور غير صحيحة. حاول مرة أخرى.',
      throttled: 'محاولات كثيرة. انتظر بضع دقائق ثم حاول مرة أخرى.',
      failed: 'تعذّر حذف حسابك. حاول مرة أخرى.',
      ordersOpen: 'طلبك {orders} ما زال في الطريق إليك. يمكنك حذف حسابك بعد توصيله.',
      deleted: 'تم حذف حسابك، وأرسلنا رسالة تأكيد إلى بريدك الإلكتروني.',
      home: 'العودة إلى المتجر',
    },
  },
});

export type AccountMessages = (typeof accountMessages)['en'];
export type RuleMessages = (typeof ruleMessages)['en'];
