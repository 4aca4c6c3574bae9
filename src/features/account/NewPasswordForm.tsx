/**
 * /reset/password#token=…: the page the e-mailed link opens. The token is read
 * from the fragment, which browsers never send to a server.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { messages } from '#src/i18n/messages.en.ts';
import { TextField } from './TextField.tsx';
import { validatePassword, validatePasswordRepeat } from './rules.ts';
import { useFields } from './useFields.ts';
import { resetPassword } from './user.store.ts';
import styles from './AccountForms.module.css';

const text = messages.account;

function tokenFromLink(): string {
  return new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
}

export default function NewPasswordForm() {
  const form = useFields(
    { password: validatePassword, passwordRepeat: (repeat, values) => validatePasswordRepeat(values.password)(repeat) },
    { password: '', passwordRepeat: '' },
  );
  const [token, setToken] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => setToken(tokenFromLink()), []);

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
          {text.newPassword.linkInvalid}
        </p>
        <a className={`button ${styles.submit}`} href="/reset">
          {text.newPassword.askAgain}
        </a>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={text.labels.newPassword}
        type="password"
        state={form.field('password')}
        required
        autoComplete="new-password"
      />
      <TextField
        label={text.labels.passwordRepeat}
        type="password"
        state={form.field('passwordRepeat')}
        required
        autoComplete="new-password"
      />
      <button className={`button ${styles.submit}`} type="submit" disabled={form.blocked || busy || !token}>
        {text.newPassword.submit}
      </button>
    </form>
  );
}
