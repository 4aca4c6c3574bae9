/** /signup and /signup/fail: the create-account form (docs/product.md §2 and §5). */
import { useState, type FormEvent } from 'react';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { AccountMessages } from './messages.ts';
import { TextField } from './TextField.tsx';
import { NewPasswordFields, SubmitButton, SwitchPrompt } from './FormParts.tsx';
import {
  repeatsPassword,
  trimName,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
} from '#src/commerce/accounts/rules.ts';
import { useFields } from './useFields.ts';
import { signUp } from './user.store.ts';
import styles from './AccountForms.module.css';
import checkbox from '#src/components/forms/Checkbox.module.css';

interface Props {
  t: AccountMessages;
  locale: Locale;
  failed?: boolean;
}

export default function SignUpForm({ t, locale, failed = false }: Props) {
  const form = useFields(
    {
      firstName: validateFirstName,
      lastName: validateLastName,
      email: validateEmail,
      password: validatePassword,
      passwordRepeat: repeatsPassword,
    },
    { firstName: '', lastName: '', email: '', password: '', passwordRepeat: '' },
  );
  const [busy, setBusy] = useState(false);
  // Marketing is opt-in (docs/product.md §10): the box starts unticked.
  const [acceptsMarketing, setAcceptsMarketing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blocked || busy) return;
    setBusy(true);
    const { firstName, lastName, email, password } = form.values;
    await signUp({
      firstName: trimName(firstName),
      lastName: trimName(lastName),
      email: email.trim(),
      password,
      acceptsMarketing,
    });
    setBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {failed && (
        <p className={styles.alert} role="status">
          {t.signup.failed}
        </p>
      )}
      <div className={styles.pair}>
        <TextField
          t={t}
          label={t.labels.firstName}
          state={form.field('firstName')}
          required
          autoComplete="given-name"
        />
        <TextField t={t} label={t.labels.lastName} state={form.field('lastName')} required autoComplete="family-name" />
      </div>
      <TextField t={t} label={t.labels.email} type="email" state={form.field('email')} required autoComplete="email" />
      <NewPasswordFields t={t} form={form} label={t.labels.password} />
      <label className={checkbox.checkbox}>
        <input
          type="checkbox"
          name="acceptsMarketing"
          checked={acceptsMarketing}
          onChange={(event) => setAcceptsMarketing(event.target.checked)}
        />
        {t.signup.marketing}
      </label>
      <SubmitButton disabled={form.blocked || busy}>{t.signup.submit}</SubmitButton>
      <SwitchPrompt question={t.signup.haveAccount} link={t.signup.signIn} href={localizedPath(locale, '/login')} />
    </form>
  );
}
