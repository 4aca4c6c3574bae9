/** /reset: asks for a reset link; goes to /login/reset whatever the answer (docs/product.md §4). */
import { useState, type FormEvent } from 'react';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { AccountMessages } from './messages.ts';
import { TextField } from './TextField.tsx';
import { validateEmail } from '#src/commerce/accounts/rules.ts';
import { useFields } from './useFields.ts';
import { requestPasswordReset } from './user.store.ts';
import styles from './AccountForms.module.css';

export default function ResetRequestForm({ t, locale }: { t: AccountMessages; locale: Locale }) {
  const form = useFields({ email: validateEmail }, { email: '' });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blocked || busy) return;
    setBusy(true);
    await requestPasswordReset(form.values.email.trim());
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t.reset.intro}</p>
      <TextField t={t} label={t.labels.email} type="email" state={form.field('email')} required autoComplete="email" />
      <button className={`button ${styles.submit}`} type="submit" disabled={form.blocked || busy}>
        {t.reset.submit}
      </button>
      <p className={styles.switch}>
        <a className="text-link" href={localizedPath(locale, '/login')}>
          {t.reset.back}
        </a>
      </p>
    </form>
  );
}
