/**
 * Saved delivery addresses (docs/product.md §9 "Saved addresses"): the address book of /account, the
 * checkout's choice of a saved address, and the API's refusals. The fields' labels and what a wrong field
 * needs are the checkout's (src/features/checkout/messages.ts), so both say the same.
 */
import { defineMessages } from '#src/i18n/messages.ts';

export const addressMessages = defineMessages({
  en: {
    heading: 'Delivery addresses',
    /** A saved address on one line, and its area with its emirate. */
    oneLine: '{address}, {area}, {emirate}',
    areaLine: '{area}, {emirate}',
    none: 'You have no saved addresses yet. Save one here or when you check out.',
    add: 'Add an address',
    edit: 'Edit',
    editLabel: 'Edit the address of {name}',
    remove: 'Delete',
    removeLabel: 'Delete the address of {name}',
    save: 'Save address',
    cancel: 'Cancel',
    saved: 'The address is saved.',
    removed: 'The address is deleted.',
    full: {
      one: 'You can keep up to {count} address; delete one to add another.',
      other: 'You can keep up to {count} addresses; delete one to add another.',
    },
    choose: 'Deliver to a saved address',
    newAddress: 'A new address',
    saveForLater: 'Save this address to my account',
    failed: 'That did not work; please try again.',
    refusals: {
      sign_in: 'Sign in to keep addresses',
      unknown_address: 'This address is not in your account',
      too_many_addresses: 'You can keep up to {max} addresses',
    },
  },
  ar: {
    heading: 'عناوين التوصيل',
    oneLine: '{address}، {area}، {emirate}',
    areaLine: '{area}، {emirate}',
    none: 'لا توجد عناوين محفوظة بعد. احفظ عنوانًا هنا أو عند إتمام الطلب.',
    add: 'أضف عنوانًا',
    edit: 'تعديل',
    editLabel: 'تعديل عنوان {name}',
    remove: 'حذف',
    removeLabel: 'حذف عنوان {name}',
    save: 'احفظ العنوان',
    cancel: 'إلغاء',
    saved: 'تم حفظ العنوان.',
    removed: 'تم حذف العنوان.',
    full: {
      zero: 'لا يمكنك حفظ أي عنوان.',
      one: 'يمكنك حفظ عنوان واحد كحد أقصى؛ احذفه لتضيف غيره.',
      two: 'يمكنك حفظ عنوانين كحد أقصى؛ احذف عنوانًا لتضيف غيره.',
      few: 'يمكنك حفظ {count} عناوين كحد أقصى؛ احذف عنوانًا لتضيف غيره.',
      many: 'يمكنك حفظ {count} عنوانًا كحد أقصى؛ احذف عنوانًا لتضيف غيره.',
      other: 'يمكنك حفظ {count} عنوان كحد أقصى؛ احذف عنوانًا لتضيف غيره.',
    },
    choose: 'التوصيل إلى عنوان محفوظ',
    newAddress: 'عنوان جديد',
    saveForLater: 'احفظ هذا العنوان في حسابي',
    failed: 'تعذّر ذلك؛ يرجى المحاولة مرة أخرى.',
    refusals: {
      sign_in: 'سجّل الدخول لتحفظ العناوين',
      unknown_address: 'هذا العنوان غير موجود في حسابك',
      too_many_addresses: 'يمكنك حفظ {max} عناوين كحد أقصى',
    },
  },
});

export type AddressMessages = (typeof addressMessages)['en'];
