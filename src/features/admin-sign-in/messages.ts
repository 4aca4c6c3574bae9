/** The back office's sign-in screens, in both languages (docs/admin.md "Signing in"). */
import { defineMessages } from '#src/i18n/messages.ts';

export const staffSignInMessages = defineMessages({
  en: {
    signIn: { title: 'Staff sign-in', email: 'Email', password: 'Password', submit: 'Continue' },
    secondStep: {
      title: 'Enter your code',
      text:
        'Open your authenticator app and enter the 6-digit code for Lucky Shoes.' +
        ' Lost your phone? Enter one of your recovery codes instead.',
      code: 'Code',
      submit: 'Sign in',
    },
    enrol: {
      title: 'Set up your authenticator app',
      text:
        'Scan this QR code with an authenticator app (Google Authenticator, Microsoft ' +
        'Authenticator, 1Password…), then enter the 6-digit code it shows.',
      manual: 'Cannot scan? Enter this key in the app:',
      code: 'Code from the app',
      submit: 'Confirm',
    },
    recovery: {
      title: 'Your recovery codes',
      text: 'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
      done: 'I have kept them: go to the back office',
    },
    invite: {
      title: 'Set your password',
      text: 'Choose a password for the back office: 8 to 128 characters, not a common one.',
      password: 'New password',
      submit: 'Set password',
    },
    problems: {
      sign_in_failed: 'That e-mail and password do not match a staff account.',
      sign_in_throttled: 'Too many attempts. Wait a few minutes and try again.',
      code_invalid: 'That code is not right, or it was already used. Try the next code.',
      invitation_invalid: 'This invitation link has expired or was already used. Ask an owner for a new one.',
      password_invalid: 'Choose a password of 8 to 128 characters that is not a common one.',
      not_enrolled: 'Your sign-in has expired. Please sign in again.',
      failed: 'Something went wrong; please try again.',
    },
  },
  ar: {
    signIn: { title: 'دخول الموظفين', email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'متابعة' },
    secondStep: {
      title: 'أدخل رمز التحقق',
      text:
        'افتح تطبيق المصادقة وأدخل الرمز المكوّن من 6 أرقام الخاص بلاكي شوز.' +
        ' فقدت هاتفك؟ أدخل أحد رموز الاسترداد بدلًا منه.',
      code: 'الرمز',
      submit: 'تسجيل الدخول',
    },
    enrol: {
      title: 'اضبط تطبيق المصادقة',
      text:
        'امسح رمز QR هذا بتطبيق مصادقة (Google Authenticator أو Microsoft Authenticator أو 1Password…)،' +
        ' ثم أدخل الرمز المكوّن من 6 أرقام الذي يظهر فيه.',
      manual: 'لا يمكنك المسح؟ أدخل هذا المفتاح في التطبيق:',
      code: 'الرمز من التطبيق',
      submit: 'تأكيد',
    },
    recovery: {
      title: 'رموز الاسترداد الخاصة بك',
      text: 'كل رمز يتيح لك الدخول مرة واحدة إذا فقدت هاتفك. احفظها في مكان آمن، فلن تظهر مرة أخرى.',
      done: 'حفظتها، انتقل إلى لوحة الإدارة',
    },
    invite: {
      title: 'عيّن كلمة المرور',
      text: 'اختر كلمة مرور للوحة الإدارة: من 8 إلى 128 حرفًا، وليست من الكلمات الشائعة.',
      password: 'كلمة المرور الجديدة',
      submit: 'تعيين كلمة المرور',
    },
    problems: {
      sign_in_failed: 'البريد الإلكتروني وكلمة المرور لا يطابقان حساب موظف.',
      sign_in_throttled: 'محاولات كثيرة. انتظر بضع دقائق ثم حاول مجددًا.',
      code_invalid: 'الرمز غير صحيح أو استُخدم من قبل. جرّب الرمز التالي.',
      invitation_invalid: 'انتهت صلاحية رابط الدعوة أو استُخدم من قبل. اطلب من المالك رابطًا جديدًا.',
      password_invalid: 'اختر كلمة مرور من 8 إلى 128 حرفًا وليست من الكلمات الشائعة.',
      not_enrolled: 'انتهت صلاحية تسجيل دخولك. يرجى تسجيل الدخول مجددًا.',
      failed: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.',
    },
  },
});

export type StaffSignInMessages = (typeof staffSignInMessages)['en'];
