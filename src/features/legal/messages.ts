/**
 * The privacy policy's and the terms of sale's copy in both languages (docs/product.md §2 "Other screens").
 * Every figure, name and address is a placeholder that content.ts fills from src/config/ (stores.ts,
 * accounts.ts, money.ts, delivery.ts), so the pages say what the shop does. Blocks as in the help pages
 * (src/features/help/messages.ts): a paragraph, `{ list }` naming a list content.ts gives, or `{ text, link }`.
 * A section with `when` describes one set-up of the shop ('tracking': a tag manager is configured) and is shown
 * only in that one.
 * Written for the merchant's lawyer to review, not to write.
 */
import { defineMessages } from '#src/i18n/messages.ts';

export const legalMessages = defineMessages({
  en: {
    privacy: {
      title: 'Privacy policy',
      description: 'What Lucky Shoes collects about you, why, how long it is kept, and how to download or delete it.',
      intro: 'What we keep about you, why, for how long, and how you stay in charge of it.',
    },
    terms: {
      title: 'Terms of sale',
      description:
        'How buying from Lucky Shoes works: prices in AED with VAT, payment, delivery, returns and exchanges.',
      intro: 'What you can expect when you order from us, and what we expect in return.',
    },
    links: {
      account: 'Go to My Account',
      policy: 'Read the shipping, return and exchange policy',
      privacy: 'Read the privacy policy',
    },
    /** One line per cookie of the list: its name, then what it is for. */
    cookie: '{name}: {purpose}',
    cookies: {
      cartId: 'remembers your cart, for {cookieDays}.',
      session: 'keeps you signed in, for {sessionDays} (over HTTPS it is called {secureName}).',
      signedIn: 'tells the page you are signed in, holding no secret; it ends with your session.',
      placedOrder: 'lets the browser that placed an order open it from the checkout, for {placedOrderHours}.',
      deliveryEmirate: 'remembers the emirate you chose for delivery dates, for {emirateDays}.',
    },
    hours: { one: '{count} hour', other: '{count} hours' },
    privacySections: [
      {
        id: 'who',
        title: 'Who we are',
        blocks: [
          'This shop is run by Lucky Shoes, a seller of children’s shoes in the United Arab Emirates, with these ' +
            'stores:',
          { list: 'stores' },
          'For anything about your data, write to {email} or call {phone}.',
        ],
      },
      {
        id: 'collected',
        title: 'What we collect and why',
        blocks: [
          {
            list: 'collected',
          },
          'We do not sell your data, and we share it only with those who deliver a service for your order: the ' +
            'courier ({partner}), the card payment provider and our e-mail provider.',
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep it',
        blocks: [{ list: 'retention' }],
      },
      {
        id: 'rights',
        title: 'Your rights',
        blocks: [
          'You can see, download, correct and delete the data of your account at any time. From My Account, ' +
            '"download my data" saves everything we hold about your account as a file, and "delete my account" ' +
            'erases it once you type your password again; we then send you a confirmation e-mail.',
          { text: 'You can correct your name on the same page.', link: 'account' },
          'You can withdraw your consent to marketing e-mails at any time, with the link in each of them. For ' +
            'anything else, or if you have no account, write to {email}: we answer within one month.',
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies',
        blocks: ['The shop itself sets only the cookies it needs to work:', { list: 'cookies' }],
      },
      {
        id: 'tracking',
        when: 'tracking',
        title: 'Analytics and advertising',
        blocks: [
          'We use Google Tag Manager to measure visits and how our advertising performs, and its tags may set ' +
            'cookies of their own. It loads only if you agree: on your first visit a banner asks you, with ' +
            '"{accept}" and "{refuse}" side by side. Until you accept, nothing is loaded, and Google Consent Mode v2 ' +
            'tells Google’s tags that you refuse analytics and advertising storage, the use of your data for ' +
            'advertising, and personalised advertising.',
          'Your choice is kept in this browser’s local storage, not in a cookie, and is not sent to us. You can ' +
            'change it at any time with "{cookieSettings}" at the bottom of every page; if you refuse after ' +
            'accepting, the page loads again without the tags.',
        ],
      },
      {
        id: 'tracking',
        when: 'noTracking',
        title: 'Analytics and advertising',
        blocks: [
          'The shop loads no analytics or advertising tools: no cookie is set beyond those above, and no banner ' +
            'asks for your consent.',
        ],
      },
      {
        id: 'security',
        title: 'Security',
        blocks: [
          'Every page travels over HTTPS. Your password is stored only as a one-way hash, and card numbers never ' +
            'reach our servers: the payment provider takes them on its own page.',
        ],
      },
    ],
    termsSections: [
      {
        id: 'seller',
        title: 'The seller',
        blocks: [
          'You buy from Lucky Shoes, a seller of children’s shoes in the United Arab Emirates. Contact: {email}, ' +
            '{phone}.',
          { text: 'How we handle your data is in our privacy policy.', link: 'privacy' },
        ],
      },
      {
        id: 'prices',
        title: 'Prices',
        blocks: [
          'All prices are in UAE dirhams (AED) and include VAT at {vatPercent}. The price that applies is the one ' +
            'shown when you place your order.',
          'Delivery is free for orders of {freeFrom} or more; below that it costs {fee}.',
        ],
      },
      {
        id: 'payment',
        title: 'Payment',
        blocks: [
          'You can pay by card (with Apple Pay or Google Pay where your device offers them) on our payment ' +
            'provider’s secure page, or in cash on delivery. Cash on delivery adds {codFee} to orders under ' +
            '{codBelow}.',
          'A card order is confirmed once it is paid; one left unpaid is cancelled and its shoes go back on sale.',
        ],
      },
      {
        id: 'delivery',
        title: 'Delivery',
        blocks: ['We deliver {delivery}, anywhere in the {region}, with our courier partner {partner}.'],
      },
      {
        id: 'returns',
        title: 'Returns, exchanges and refunds',
        blocks: [
          'You can return shoes within {returnPeriod} of delivery if they are unworn and in their intact box; a ' +
            'restocking fee of {restocking} is deducted. Sale items and orders paid in cash on delivery cannot be ' +
            'returned, but can be exchanged within {exchangePeriod} in our stores in {exchangeCities}.',
          'Refunds take {refund}, to the payment method you used.',
          { text: 'Every detail is in our policy.', link: 'policy' },
        ],
      },
      {
        id: 'cancellation',
        title: 'Cancelling an order',
        blocks: ['You can cancel an order until it has been shipped: write to {email} with your order number.'],
      },
      {
        id: 'law',
        title: 'Applicable law',
        blocks: ['These terms are governed by the laws of the United Arab Emirates.'],
      },
    ],
    collected: [
      'Your account: your name, e-mail address and password (stored only as a hash), to sign you in and show ' +
        'your orders.',
      'Your orders: the name, phone and address to deliver to, what you bought and how you paid, to deliver ' +
        'them and keep the tax records the law asks for.',
      'Your saved addresses, wishlist and back-in-stock alerts, because you asked us to keep them.',
      'Your reviews, published with your first name and the initial of your last name once we approve them.',
      'Card payments: the payment provider takes your card. We keep only its brand and last four digits.',
      'Marketing e-mails and the newsletter: your e-mail address, only if you agree to them. For the newsletter ' +
        'we first send you an e-mail: your address joins the list only once you open the link in it, within ' +
        '{confirmDays}.',
      'Analytics: how the shop is used, only if you agree to it.',
    ],
    retention: [
      'Orders, with their tax invoices and credit notes: {orderYears} after the end of the tax period of the order, ' +
        'as UAE tax law asks. If you delete your account, we keep the order without your name, e-mail, phone or ' +
        'address; its tax invoice and credit notes keep the name and address they were issued with, because the ' +
        'law asks us to keep them unchanged.',
      'Your account, saved addresses, wishlist and reviews: until you delete your account.',
      'Sessions: {sessionDays} at most; signing out ends yours at once.',
      'Carts never checked out: {abandonedCartDays} after their last change.',
      'Back-in-stock alerts: until the size is back and we have told you, or until you stop them.',
      'Newsletter: your e-mail address until you unsubscribe. An address never confirmed is deleted ' +
        '{confirmDays} after it was given.',
      'Server logs, to keep the shop running and secure: a short time, and never for marketing.',
    ],
  },
  ar: {
    privacy: {
      title: 'سياسة الخصوصية',
      description: 'ما تجمعه لاكي شوز من بيانات عنك، ولماذا، ومدة الاحتفاظ بها، وكيف تنزّلها أو تحذفها.',
      intro: 'ما نحتفظ به من بياناتك، ولماذا، وإلى متى، وكيف تبقى صاحب القرار فيه.',
    },
    terms: {
      title: 'شروط البيع',
      description:
        'كيف يتم الشراء من لاكي شوز: الأسعار بالدرهم شاملة ضريبة القيمة المضافة، والدفع، والتوصيل، ' +
        'والإرجاع والاستبدال.',
      intro: 'ما يمكنك أن تتوقعه حين تطلب منا، وما نتوقعه منك.',
    },
    links: {
      account: 'اذهب إلى حسابي',
      policy: 'اقرأ سياسة التوصيل والإرجاع والاستبدال',
      privacy: 'اقرأ سياسة الخصوصية',
    },
    cookie: '{name}: {purpose}',
    cookies: {
      cartId: 'يحفظ سلتك لمدة {cookieDays}.',
      session: 'يُبقيك مسجّل الدخول لمدة {sessionDays} (واسمه {secureName} عبر \u2066HTTPS\u2069).',
      signedIn: 'يُعلم الصفحة أنك مسجّل الدخول، ولا يحمل أي سر، وينتهي بانتهاء جلستك.',
      placedOrder: 'يتيح للمتصفح الذي أرسل الطلب أن يفتحه من صفحة إتمام الطلب، لمدة {placedOrderHours}.',
      deliveryEmirate: 'يحفظ الإمارة التي اخترتها لمواعيد التوصيل، لمدة {emirateDays}.',
    },
    hours: {
      zero: '{count} ساعة',
      one: 'ساعة واحدة',
      two: 'ساعتين',
      few: '{count} ساعات',
      many: '{count} ساعة',
      other: '{count} ساعة',
    },
    privacySections: [
      {
        id: 'who',
        title: 'من نحن',
        blocks: [
          'يدير هذا المتجر لاكي شوز، بائع أحذية أطفال في دولة الإمارات العربية المتحدة، ولنا هذه المتاجر:',
          { list: 'stores' },
          'لأي استفسار عن بياناتك، راسلنا على {email} أو اتصل بنا على {phone}.',
        ],
      },
      {
        id: 'collected',
        title: 'ما نجمعه ولماذا',
        blocks: [
          { list: 'collected' },
          'لا نبيع بياناتك، ولا نشاركها إلا مع من يقدّم خدمة لطلبك: شركة الشحن ({partner})، ومزوّد الدفع بالبطاقة، ' +
            'ومزوّد البريد الإلكتروني.',
        ],
      },
      {
        id: 'retention',
        title: 'مدة الاحتفاظ بالبيانات',
        blocks: [{ list: 'retention' }],
      },
      {
        id: 'rights',
        title: 'حقوقك',
        blocks: [
          'يمكنك الاطلاع على بيانات حسابك وتنزيلها وتصحيحها وحذفها في أي وقت. من صفحة حسابي، يحفظ "تنزيل بياناتي" ' +
            'كل ما نحتفظ به عن حسابك في ملف، ويمسح "حذف حسابي" الحساب بعد أن تكتب كلمة المرور مرة أخرى، ثم نرسل إليك ' +
            'رسالة تأكيد.',
          { text: 'ويمكنك تصحيح اسمك من الصفحة نفسها.', link: 'account' },
          'يمكنك سحب موافقتك على الرسائل التسويقية في أي وقت من الرابط الموجود في كل رسالة. ولأي طلب آخر، أو إن لم ' +
            'يكن لديك حساب، راسلنا على {email}، وسنرد خلال شهر.',
        ],
      },
      {
        id: 'cookies',
        title: 'ملفات تعريف الارتباط',
        blocks: ['لا يضع المتجر نفسه إلا ملفات تعريف الارتباط التي يحتاجها ليعمل:', { list: 'cookies' }],
      },
      {
        id: 'tracking',
        when: 'tracking',
        title: 'التحليلات والإعلانات',
        blocks: [
          'نستخدم \u2066Google Tag Manager\u2069 لقياس الزيارات ومعرفة أداء إعلاناتنا، وقد تضع أدواته ملفات تعريف ' +
            'ارتباط خاصة بها. ولا يُحمَّل إلا بموافقتك: في زيارتك الأولى يسألك شريط عن ذلك، وفيه زرّا "{accept}" ' +
            'و"{refuse}" جنبًا إلى جنب. وإلى أن توافق، لا يُحمَّل شيء، ويُبلغ \u2066Google Consent Mode v2\u2069 ' +
            'أدوات \u2066Google\u2069 أنك ترفض حفظ بيانات التحليلات والإعلانات، واستخدام بياناتك في الإعلانات، ' +
            'والإعلانات المخصّصة لك.',
          'يُحفظ اختيارك في التخزين المحلي لهذا المتصفح، لا في ملف تعريف ارتباط، ولا يُرسل إلينا. ويمكنك تغييره في ' +
            'أي وقت من "{cookieSettings}" أسفل كل صفحة، وإن رفضت بعد أن وافقت، تُحمَّل الصفحة من جديد دون هذه الأدوات.',
        ],
      },
      {
        id: 'tracking',
        when: 'noTracking',
        title: 'التحليلات والإعلانات',
        blocks: [
          'لا يُحمّل المتجر أي أدوات للتحليلات أو الإعلانات، فلا تُحفظ ملفات تعريف ارتباط غير المذكورة أعلاه، ' +
            'ولا يظهر شريط يطلب موافقتك.',
        ],
      },
      {
        id: 'security',
        title: 'الأمان',
        blocks: [
          'تنتقل كل الصفحات عبر \u2066HTTPS\u2069. لا نحفظ كلمة المرور إلا بصيغة مشفّرة لا يمكن عكسها، ' +
            'ولا تصل أرقام البطاقات ' +
            'إلى خوادمنا أبدًا، إذ يستلمها مزوّد الدفع في صفحته الخاصة.',
        ],
      },
    ],
    termsSections: [
      {
        id: 'seller',
        title: 'البائع',
        blocks: [
          'تشتري من لاكي شوز، بائع أحذية أطفال في دولة الإمارات العربية المتحدة. للتواصل: {email}، {phone}.',
          { text: 'تجد طريقة تعاملنا مع بياناتك في سياسة الخصوصية.', link: 'privacy' },
        ],
      },
      {
        id: 'prices',
        title: 'الأسعار',
        blocks: [
          'جميع الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة بنسبة {vatPercent}. والسعر المعتمد هو المعروض ' +
            'عند إرسال طلبك.',
          'التوصيل مجاني للطلبات بقيمة {freeFrom} أو أكثر، وتبلغ رسوم التوصيل {fee} لما دون ذلك.',
        ],
      },
      {
        id: 'payment',
        title: 'الدفع',
        blocks: [
          'يمكنك الدفع بالبطاقة (أو عبر \u2066Apple Pay\u2069 و\u2066Google Pay\u2069 إن أتاحهما جهازك) ' +
            'في صفحة مزوّد الدفع الآمنة، أو نقدًا ' +
            'عند الاستلام. وتُضاف رسوم الدفع عند الاستلام وقدرها {codFee} على الطلبات الأقل من {codBelow}.',
          'يُعتمد طلب البطاقة بعد دفعه، ويُلغى الطلب غير المدفوع وتعود أحذيته إلى البيع.',
        ],
      },
      {
        id: 'delivery',
        title: 'التوصيل',
        blocks: ['نوصل الطلبات {delivery}، إلى {region}، مع شركة الشحن {partner}.'],
      },
      {
        id: 'returns',
        title: 'الإرجاع والاستبدال والاسترداد',
        blocks: [
          'يمكنك إرجاع الحذاء خلال {returnPeriod} من التوصيل إذا لم يُلبس وكان في علبته السليمة، وتُخصم رسوم إعادة ' +
            'تخزين قدرها {restocking}. المنتجات المخفّضة والطلبات المدفوعة عند الاستلام لا تُرجع، لكن يمكن استبدالها ' +
            'خلال {exchangePeriod} في متاجرنا في {exchangeCities}.',
          'يستغرق الاسترداد {refund}، ويُعاد المبلغ إلى وسيلة الدفع التي استخدمتها.',
          { text: 'تجد كل التفاصيل في سياستنا.', link: 'policy' },
        ],
      },
      {
        id: 'cancellation',
        title: 'إلغاء الطلب',
        blocks: ['يمكنك إلغاء الطلب ما دام لم يُشحن بعد: راسلنا على {email} برقم طلبك.'],
      },
      {
        id: 'law',
        title: 'القانون المطبّق',
        blocks: ['تخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة.'],
      },
    ],
    collected: [
      'حسابك: اسمك وبريدك الإلكتروني وكلمة المرور (بصيغة مشفّرة فقط)، لتسجيل دخولك وعرض طلباتك.',
      'طلباتك: اسم المستلم وهاتفه وعنوانه، وما اشتريته وطريقة الدفع، لتوصيلها وحفظ السجلات الضريبية التي يطلبها ' +
        'القانون.',
      'عناوينك المحفوظة وقائمة الأمنيات وتنبيهات "متوفر من جديد"، لأنك طلبت منا حفظها.',
      'تقييماتك، وتُنشر باسمك الأول والحرف الأول من اسم عائلتك بعد موافقتنا عليها.',
      'الدفع بالبطاقة: يستلم مزوّد الدفع بطاقتك، ولا نحتفظ إلا بنوعها وآخر أربعة أرقام منها.',
      'الرسائل التسويقية والنشرة البريدية: بريدك الإلكتروني، بموافقتك فقط. وللنشرة البريدية نرسل إليك أولًا رسالة ' +
        'تأكيد، ولا يُضاف بريدك إلى القائمة إلا بعد أن تفتح الرابط الذي فيها خلال {confirmDays}.',
      'التحليلات: طريقة استخدام المتجر، بموافقتك فقط.',
    ],
    retention: [
      'الطلبات مع فواتيرها الضريبية وإشعاراتها الدائنة: {orderYears} بعد نهاية الفترة الضريبية للطلب، كما يطلب ' +
        'القانون الضريبي في الإمارات. وإن حذفت حسابك، نحتفظ بالطلب دون اسمك أو بريدك الإلكتروني أو هاتفك أو عنوانك، ' +
        'أما فاتورته الضريبية وإشعاراته الدائنة فتبقى بالاسم والعنوان اللذين صدرت بهما، لأن القانون يُلزمنا ' +
        'بحفظها دون تغيير.',
      'حسابك وعناوينك المحفوظة وقائمة الأمنيات وتقييماتك: حتى تحذف حسابك.',
      'الجلسات: {sessionDays} على الأكثر، وينهي تسجيل الخروج جلستك فورًا.',
      'السلال التي لم يُتم طلبها: {abandonedCartDays} بعد آخر تغيير فيها.',
      'تنبيهات "متوفر من جديد": حتى يتوفر المقاس ونخبرك، أو حتى توقفها.',
      'النشرة البريدية: بريدك الإلكتروني حتى تلغي اشتراكك. ويُحذف العنوان الذي لم يُؤكَّد بعد {confirmDays} من ' +
        'إدخاله.',
      'سجلات الخادم، لإبقاء المتجر يعمل بأمان: مدة قصيرة، ولا تُستخدم للتسويق أبدًا.',
    ],
  },
});

export type LegalMessages = (typeof legalMessages)['en'];
