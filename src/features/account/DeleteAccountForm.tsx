/**
 * /account/delete: the shopper deletes their account, the password asked again (docs/product.md §4 "Privacy
 * rights"). Once deleted it says so and the browser is signed out; without a session it goes to /login.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { validatePassword } from '#src/commerce/accounts/rules.ts';
import type { AccountMessages } from './messages.ts';
import { DATA_EXPORT_PATH } from './account.client.ts';
import { SubmitButton } from './FormParts.tsx';
import { TextField } from './TextField.tsx';
import { useFields } from './useFields.ts';
import { $user, deleteAccount } from './user.store.ts';
import styles from './AccountForms.module.css';

interface Props {
  t: AccountMessages;
  locale: Locale;
}

export default function DeleteAccountForm({ t, locale }: Props) {
  const text = t.deleteAccount;
  const user = useStore($user);
  const form = useFields({ password: validatePassword }, { password: '' });
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  // While the call runs (busy), a signed-out store means the account was just deleted, not a missing session.
  useEffect(() => {
    if (user === null && !deleted && !busy) location.replace(localizedPath(locale, '/login'));
  }, [user, deleted, busy, locale]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blocked || busy) return;
    setBusy(true);
    const outcome = await deleteAccount(form.values.password);
    if (outcome === 'deleted') setDeleted(true);
    else if (typeof outcome === 'object') setRefusal(outcome.refused);
    else setRefusal(outcome === 'wrong' ? text.wrongPassword : outcome === 'throttled' ? text.throttled : text.failed);
    setBusy(false);
  }

  if (deleted)
    return (
      <div className={styles.form}>
        <h1>{text.title}</h1>
        <p className={styles.notice} role="status">
          {text.deleted}
        </p>
        <a className="button" href={localizedPath(locale, '/')}>
          {text.home}
        </a>
      </div>
    );
  if (!user) return null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1>{text.title}</h1>
      <p className={styles.intro}>{text.intro}</p>
      <p className={styles.intro}>{text.keptOrders}</p>
      <a className={styles.quietLink} href={DATA_EXPORT_PATH} download>
        {text.downloadFirst}
      </a>
      {refusal && (
        <p className={styles.alert} role="alert">
          {refusal}
        </p>
      )}
      <p className={styles.intro}>{text.confirmPassword}</p>
      <TextField
        t={t}
        label={t.labels.password}
        type="password"
        state={form.field('password')}
        required
        autoComplete="current-password"
      />
      <SubmitButton disabled={form.blocked || busy}>{text.submit}</SubmitButton>
    </form>
  );
}
