/**
 * The FAQ's and the policy page's copy in both languages. Every figure is a placeholder that
 * content.ts fills from src/config/ (money.ts, delivery.ts, stores.ts), so a changed fee or window changes
 * every sentence that mentions it, in both languages, and the two pages cannot disagree.
 *
 * An answer or a section is a list of blocks: a paragraph, `{ list }` naming one of the lists the
 * config gives (offers, stores, age bands), or `{ text, link }`, a paragraph ending in a link to the
 * size guide or the policy.
 */
import { defineMessages } from '#src/i18n/messages.ts';

export const helpMessages = defineMessages({
  en: {
    faq: {
      title: 'Frequently asked questions',
      description:
        'Answers about delivery, free shipping from {freeFrom}, cash on delivery, {returnsWindow}, ' +
        "{exchangesWindow} in store, offers and kids' shoe sizes.",
      intro: 'Quick answers about delivery, returns, offers and sizes. Cannot find yours?',
      contactUs: 'Write to us',
    },
    policy: {
      title: 'Shipping, return and exchange policy',
      description:
        'How Lucky Shoes delivers across the UAE (free from {freeFrom}), and how {returnsWindow}, ' +
        '{exchangesWindow} and refunds work.',
      intro: 'How we deliver your order, and what to do if a pair is not right.',
    },
    contents: 'On this page',
    links: { sizeGuide: 'Open the size guide', policy: 'Read the full policy' },
    /** Counted phrases: the number and its noun agree (Arabic has six forms). */
    counts: {
      businessDays: { one: '{count} business day', other: '{count} business days' },
      returnsWindow: { one: '{count}-day returns', other: '{count}-day returns' },
      exchangesWindow: { one: '{count}-day exchanges', other: '{count}-day exchanges' },
    },
    /** How the config's figures read inside a sentence. */
    facts: {
      delivery: '{promise}, {days}',
      restocking: 'the higher of {minimum} or {percent}% of the order price',
      refund: '{businessFrom}-{businessDays}, plus {bankFrom}-{bankDays} for your bank',
      offer: '{discount} off orders of {minimum} or more, from {from} to {until}',
      ageBand: '{band}, {ages}: EU {minSize} to {maxSize}',
      store: '{name}, {city}',
      /** A store named inside a sentence. */
      storeInText: '{name}, {city}',
      percent: '{percent}%',
    },
    /**
     * The config's words, keyed by the config's own (English) value: a new value there fails the type
     * check until both editions name it.
     */
    names: {
      deliveryPromise: { 'next day': 'next day' },
      region: { 'contiguous UAE': 'contiguous UAE' },
      partner: { Aramex: 'Aramex' },
      idDocuments: { "driver's licence": "driver's licence", passport: 'passport', 'Emirates ID': 'Emirates ID' },
      stores: {
        'Al Wahda Mall': 'Al Wahda Mall',
        'Deira City Centre': 'Deira City Centre',
        'Al Ghurair Centre': 'Al Ghurair Centre',
      },
    },
    faqSections: [
      {
        id: 'delivery',
        title: 'Shipping and delivery',
        items: [
          {
            question: 'How much does delivery cost?',
            answer: [
              'Delivery is free for orders of {freeFrom} or more. Below that, a delivery fee of {fee} applies; ' +
                'it is not refundable.',
            ],
          },
          {
            question: 'When will my order arrive?',
            answer: ['Orders are delivered {delivery}, anywhere in the {region}, by our courier partner {partner}.'],
          },
          {
            question: 'Can I pay cash on delivery?',
            answer: [
              'Yes. Cash on delivery adds {codFee} to orders under {codBelow} (so {codWithShipping} with the ' +
                'delivery fee); from {codBelow} it is free.',
              'Orders paid cash on delivery can be exchanged, but not returned for a refund.',
            ],
          },
          {
            question: 'Do your prices include VAT?',
            answer: [
              'Yes. Every price in the shop includes UAE VAT at {vatPercent}; your receipt shows the VAT it contains.',
            ],
          },
        ],
      },
      {
        id: 'offers',
        title: 'Offers',
        items: [
          {
            question: 'Are there any offers right now?',
            answer: [
              'These automatic offers apply at checkout during their dates, with no code needed:',
              { list: 'offers' },
              'Offers cannot be combined: the best one for your order applies. Limited quantities.',
            ],
          },
        ],
      },
      {
        id: 'returns',
        title: 'Returns and exchanges',
        items: [
          {
            question: 'Can I return my order?',
            answer: [
              'Yes, within {returnPeriod} of delivery, with the shoes unworn, the box intact and every accessory ' +
                'included. A restocking fee of {restocking} is deducted from the refund.',
              'Sale items cannot be returned, and orders paid cash on delivery can be exchanged only.',
            ],
          },
          {
            question: 'How do I exchange a size or a style?',
            answer: [
              'Exchanges are made within {exchangePeriod} in our stores in {exchangeCities}. First e-mail us your ' +
                'order number and what you would like to exchange at {email}.',
              'Then bring our reply, your online receipt and a photo ID ({idDocuments}) to one of our stores:',
              { list: 'stores' },
            ],
          },
          {
            question: 'How long does a refund take?',
            answer: [
              'Once we receive the return, refunds take {refund}.',
              { text: 'Everything about returns is in our policy.', link: 'policy' },
            ],
          },
          {
            question: 'Can I cancel my order?',
            answer: ['Yes, until it has been shipped. Write to us as soon as possible and we will stop it.'],
          },
        ],
      },
      {
        id: 'sizes',
        title: 'Sizes',
        items: [
          {
            question: "Which size fits my child's age?",
            answer: [
              'Our sizes follow four age bands:',
              { list: 'ageBands' },
              { text: 'Children grow at their own pace, so measure their feet to be sure.', link: 'sizeGuide' },
            ],
          },
          {
            question: 'How do I measure their feet?',
            answer: [
              {
                text:
                  'Stand them on a sheet of paper, mark the heel and the longest toe, and measure between the ' +
                  'marks in centimetres. The size guide turns the length into the EU size to buy.',
                link: 'sizeGuide',
              },
            ],
          },
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        items: [
          {
            question: 'How can I reach you?',
            answer: ['E-mail {email} or call {phone}. You can also visit us at {stores}.'],
          },
        ],
      },
    ],
    policySections: [
      {
        id: 'shipping',
        title: 'Shipping',
        blocks: [
          'We deliver {delivery}, anywhere in the {region}, with our courier partner {partner}.',
          'Shipping is free for orders of {freeFrom} or more. Orders below {freeFrom} pay a delivery fee of ' +
            '{fee}, which is not refundable.',
        ],
      },
      {
        id: 'cash-on-delivery',
        title: 'Cash on delivery',
        blocks: [
          'Cash on delivery adds {codFee} to orders under {codBelow} ({codWithShipping} with the delivery fee). ' +
            'Orders paid cash on delivery are not returnable; they can be exchanged.',
        ],
      },
      {
        id: 'offers',
        title: 'Automatic offers',
        blocks: [
          'During their dates, these offers apply at checkout without a code:',
          { list: 'offers' },
          'Offers cannot be combined; the best one for your order applies. Limited quantities.',
        ],
      },
      {
        id: 'returns',
        title: 'Returns',
        blocks: [
          'You can return shoes within {returnPeriod} of delivery if they are unworn, in their intact box and ' +
            'with all accessories.',
          'A restocking fee of {restocking} is deducted from every refund.',
          'Sale items are not returnable.',
        ],
      },
      {
        id: 'exchanges',
        title: 'Exchanges',
        blocks: [
          'Exchanges are made within {exchangePeriod}, only in our stores in {exchangeCities}:',
          { list: 'stores' },
          'Before you come, e-mail {email} with your order number and the exchange you would like. In store, ' +
            'show our reply, your online receipt and a photo ID: {idDocuments}.',
        ],
      },
      {
        id: 'refunds',
        title: 'Refunds and cancellations',
        blocks: [
          'Refunds take {refund}, to the payment method you used.',
          'An order can be cancelled until it has been shipped.',
        ],
      },
      {
        id: 'prices',
        title: 'Prices and VAT',
        blocks: [
          'All prices are in UAE dirhams (AED) and include VAT at {vatPercent}. Your receipt shows the VAT ' +
            'contained in the total.',
        ],
      },
    ],
  },
  ar: {
    faq: {
      title: 'الأسئلة الشائعة',
      description:
        'كل ما تحتاج معرفته عن التوصيل، والتوصيل المجاني من {freeFrom}، والدفع عند الاستلام، و{returnsWindow}، ' +
        'و{exchangesWindow} في متاجرنا، والعروض، ومقاسات أحذية الأطفال.',
      intro: 'إجابات سريعة عن التوصيل والإرجاع والعروض والمقاسات. لم تجد ما تبحث عنه؟',
      contactUs: 'راسلنا',
    },
    policy: {
      title: 'سياسة التوصيل والإرجاع والاستبدال',
      description:
        'كيف توصل لاكي شوز طلبك داخل الإمارات (مجانًا من {freeFrom})، وكيف يتم {returnsWindow} ' +
        'و{exchangesWindow} واسترداد المبالغ.',
      intro: 'كيف نوصل طلبك إليك، وماذا تفعل إذا لم يكن المقاس أو الموديل مناسبًا.',
    },
    contents: 'في هذه الصفحة',
    links: { sizeGuide: 'افتح دليل المقاسات', policy: 'اقرأ السياسة كاملة' },
    counts: {
      businessDays: {
        zero: '{count} يوم عمل',
        one: 'يوم عمل واحد',
        two: 'يومَي عمل',
        few: '{count} أيام عمل',
        many: '{count} يوم عمل',
        other: '{count} يوم عمل',
      },
      returnsWindow: {
        zero: 'الإرجاع خلال {count} يوم',
        one: 'الإرجاع خلال يوم واحد',
        two: 'الإرجاع خلال يومين',
        few: 'الإرجاع خلال {count} أيام',
        many: 'الإرجاع خلال {count} يومًا',
        other: 'الإرجاع خلال {count} يوم',
      },
      exchangesWindow: {
        zero: 'الاستبدال خلال {count} يوم',
        one: 'الاستبدال خلال يوم واحد',
        two: 'الاستبدال خلال يومين',
        few: 'الاستبدال خلال {count} أيام',
        many: 'الاستبدال خلال {count} يومًا',
        other: 'الاستبدال خلال {count} يوم',
      },
    },
    facts: {
      delivery: '{promise}، {days}',
      restocking: '{minimum} أو {percent}% من قيمة الطلب، أيهما أعلى',
      refund: 'من {businessFrom} إلى {businessDays}، يُضاف إليها من {bankFrom} إلى {bankDays} لدى بنكك',
      offer: 'خصم {discount} على الطلبات بقيمة {minimum} أو أكثر، من {from} حتى {until}',
      ageBand: '{band} ({ages}): من \u2066EU {minSize}\u2069 إلى \u2066EU {maxSize}\u2069',
      store: '{name}، {city}',
      storeInText: '{name} في {city}',
      percent: '{percent}%',
    },
    names: {
      deliveryPromise: { 'next day': 'في اليوم التالي' },
      region: { 'contiguous UAE': 'جميع مناطق الإمارات باستثناء الجزر' },
      partner: { Aramex: 'أرامكس' },
      idDocuments: { "driver's licence": 'رخصة القيادة', passport: 'جواز السفر', 'Emirates ID': 'الهوية الإماراتية' },
      stores: {
        'Al Wahda Mall': 'الوحدة مول',
        'Deira City Centre': 'سيتي سنتر ديرة',
        'Al Ghurair Centre': 'مركز الغرير',
      },
    },
    faqSections: [
      {
        id: 'delivery',
        title: 'التوصيل',
        items: [
          {
            question: 'كم تبلغ رسوم التوصيل؟',
            answer: [
              'التوصيل مجاني للطلبات بقيمة {freeFrom} أو أكثر. وللطلبات الأقل من ذلك تُضاف رسوم توصيل قدرها {fee}، ' +
                'وهي غير قابلة للاسترداد.',
            ],
          },
          {
            question: 'متى يصلني طلبي؟',
            answer: ['نوصل الطلبات {delivery}، إلى {region}، مع شركة الشحن {partner}.'],
          },
          {
            question: 'هل يمكنني الدفع عند الاستلام؟',
            answer: [
              'نعم. تُضاف رسوم الدفع عند الاستلام وقدرها {codFee} على الطلبات الأقل من {codBelow} ' +
                '(أي {codWithShipping} مع رسوم التوصيل)، وتصبح الخدمة مجانية للطلبات من {codBelow} فأكثر.',
              'الطلبات المدفوعة عند الاستلام يمكن استبدالها، لكن لا يمكن إرجاعها واسترداد قيمتها.',
            ],
          },
          {
            question: 'هل تشمل الأسعار ضريبة القيمة المضافة؟',
            answer: [
              'نعم. جميع أسعارنا تشمل ضريبة القيمة المضافة في الإمارات بنسبة {vatPercent}، ' +
                'ويوضّح إيصالك قيمة الضريبة المشمولة.',
            ],
          },
        ],
      },
      {
        id: 'offers',
        title: 'العروض',
        items: [
          {
            question: 'هل توجد عروض حاليًا؟',
            answer: [
              'تُطبَّق هذه العروض تلقائيًا عند الدفع خلال فترتها، دون الحاجة إلى رمز خصم:',
              { list: 'offers' },
              'لا يمكن الجمع بين العروض، ويُطبَّق العرض الأفضل لطلبك. الكميات محدودة.',
            ],
          },
        ],
      },
      {
        id: 'returns',
        title: 'الإرجاع والاستبدال',
        items: [
          {
            question: 'هل يمكنني إرجاع طلبي؟',
            answer: [
              'نعم، خلال {returnPeriod} من التوصيل، بشرط ألا يكون الحذاء قد لُبس، وأن تكون العلبة سليمة ومعها جميع ' +
                'الملحقات. وتُخصم من المبلغ المسترد رسوم إعادة تخزين قدرها {restocking}.',
              'لا يمكن إرجاع المنتجات المخفّضة، أما الطلبات المدفوعة عند الاستلام فيمكن استبدالها فقط.',
            ],
          },
          {
            question: 'كيف أستبدل المقاس أو الموديل؟',
            answer: [
              'يتم الاستبدال خلال {exchangePeriod} في متاجرنا في {exchangeCities}. راسلنا أولًا على {email} ' +
                'برقم طلبك وما تودّ استبداله.',
              'ثم أحضر ردّنا وإيصال الشراء الإلكتروني وإثبات هوية بالصورة ({idDocuments}) إلى أحد متاجرنا:',
              { list: 'stores' },
            ],
          },
          {
            question: 'كم يستغرق استرداد المبلغ؟',
            answer: [
              'بعد استلامنا للمرتجع، يستغرق الاسترداد {refund}.',
              { text: 'تجد كل تفاصيل الإرجاع في سياستنا.', link: 'policy' },
            ],
          },
          {
            question: 'هل يمكنني إلغاء طلبي؟',
            answer: ['نعم، ما دام لم يُشحن بعد. راسلنا في أسرع وقت وسنوقفه.'],
          },
        ],
      },
      {
        id: 'sizes',
        title: 'المقاسات',
        items: [
          {
            question: 'أي مقاس يناسب عمر طفلي؟',
            answer: [
              'مقاساتنا موزّعة على أربع فئات عمرية:',
              { list: 'ageBands' },
              { text: 'لكل طفل نموّه الخاص، لذا قِس قدمه لتتأكد.', link: 'sizeGuide' },
            ],
          },
          {
            question: 'كيف أقيس قدم طفلي؟',
            answer: [
              {
                text:
                  'أوقِف طفلك على ورقة، وضع علامة عند الكعب وأخرى عند أطول إصبع، ثم قِس المسافة بينهما بالسنتيمتر. ' +
                  'وسيحوّل لك دليل المقاسات هذا الطول إلى مقاس EU المناسب.',
                link: 'sizeGuide',
              },
            ],
          },
        ],
      },
      {
        id: 'contact',
        title: 'التواصل',
        items: [
          {
            question: 'كيف أتواصل معكم؟',
            answer: ['راسلنا على {email} أو اتصل بنا على {phone}. ويسعدنا أيضًا استقبالك في {stores}.'],
          },
        ],
      },
    ],
    policySections: [
      {
        id: 'shipping',
        title: 'التوصيل',
        blocks: [
          'نوصل الطلبات {delivery}، إلى {region}، مع شركة الشحن {partner}.',
          'التوصيل مجاني للطلبات بقيمة {freeFrom} أو أكثر. أما الطلبات الأقل من {freeFrom} فتُضاف إليها رسوم توصيل ' +
            'قدرها {fee}، وهي غير قابلة للاسترداد.',
        ],
      },
      {
        id: 'cash-on-delivery',
        title: 'الدفع عند الاستلام',
        blocks: [
          'تُضاف رسوم الدفع عند الاستلام وقدرها {codFee} على الطلبات الأقل من {codBelow} ({codWithShipping} مع رسوم ' +
            'التوصيل). الطلبات المدفوعة عند الاستلام لا تُرجع، لكن يمكن استبدالها.',
        ],
      },
      {
        id: 'offers',
        title: 'العروض التلقائية',
        blocks: [
          'خلال فترتها، تُطبَّق هذه العروض عند الدفع دون رمز خصم:',
          { list: 'offers' },
          'لا يمكن الجمع بين العروض، ويُطبَّق العرض الأفضل لطلبك. الكميات محدودة.',
        ],
      },
      {
        id: 'returns',
        title: 'الإرجاع',
        blocks: [
          'يمكنك إرجاع الحذاء خلال {returnPeriod} من التوصيل إذا لم يُلبس، وكان في علبته السليمة مع جميع ملحقاته.',
          'تُخصم من كل مبلغ مسترد رسوم إعادة تخزين قدرها {restocking}.',
          'المنتجات المخفّضة غير قابلة للإرجاع.',
        ],
      },
      {
        id: 'exchanges',
        title: 'الاستبدال',
        blocks: [
          'يتم الاستبدال خلال {exchangePeriod}، في متاجرنا في {exchangeCities} فقط:',
          { list: 'stores' },
          'قبل زيارتك، راسلنا على {email} برقم طلبك والاستبدال الذي تريده. وفي المتجر، أبرِز ردّنا وإيصال الشراء ' +
            'الإلكتروني وإثبات هوية بالصورة: {idDocuments}.',
        ],
      },
      {
        id: 'refunds',
        title: 'الاسترداد والإلغاء',
        blocks: [
          'يستغرق الاسترداد {refund}، ويُعاد المبلغ إلى وسيلة الدفع التي استخدمتها.',
          'يمكن إلغاء الطلب ما دام لم يُشحن بعد.',
        ],
      },
      {
        id: 'prices',
        title: 'الأسعار وضريبة القيمة المضافة',
        blocks: [
          'جميع الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة بنسبة {vatPercent}. ويوضّح إيصالك قيمة ' +
            'الضريبة المشمولة في الإجمالي.',
        ],
      },
    ],
  },
});

export type HelpMessages = (typeof helpMessages)['en'];
