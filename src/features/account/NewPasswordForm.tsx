/**
 * /reset/password#token=…: the page the e-mailed link opens. The token is read
 * from the fragment, which browsers never send to a server.
 */
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { AccountMessages } from './messages.ts';
import { NewPasswordFields, SubmitButton } from './FormParts.tsx';
import { repeatsPassword, validatePassword } from '#src/commerce/accounts/rules.ts';
import { useFields } from './useFields.ts';
import { resetPassword } from './user.store.ts';
import styles from './AccountForms.module.css';

function tokenFromLink(): string {
  return new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
}

function onLinkChange(callback: () => void): () => void {
  addEventListener('hashchange', callback);
  return () => removeEventListener('hashchange', callback);
}

/** Null while pre-rendered (the server never sees the fragment), then the token of the link. */
function useLinkToken(): string | null {
  return useSyncExternalStore(onLinkChange, tokenFromLink, () => null);
}

export default function NewPasswordForm({ t, locale }: { t: AccountMessages; locale: Locale }) {
  const form = useFields(
    { password: validatePassword, passwordRepeat: repeatsPassword },
    { password: '', passwordRepeat: '' },
  );
  const token = useLinkToken();
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blocked || busy || !token) return;
    setBusy(true);
    if (!(await resetPassword(token, form.values.password))) {
      setRefused(true);
      setBusy(false);
    }
  }

  if (token === '' || refused) {
    return (
      <div className={styles.form}>
        <p className={styles.alert} role="status">
          {t.newPassword.linkInvalid}
        </p>
        <a className={`button ${styles.submit}`} href={localizedPath(locale, '/reset')}>
          {t.newPassword.askAgain}
        </a>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <NewPasswordFields t={t} form={form} label={t.labels.newPassword} />
      <SubmitButton disabled={form.blocked || busy || !token}>{t.newPassword.submit}</SubmitButton>
    </form>
  );
}
