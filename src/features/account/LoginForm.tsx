/** /login, /login/reset, /login/fail: the sign-in form (docs/product.md §2 "Account screens"). */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { AccountMessages } from './messages.ts';
import { SubmitButton, SwitchPrompt } from './FormParts.tsx';
import { TextField } from './TextField.tsx';
import { validateEmail, validatePassword } from '#src/commerce/accounts/rules.ts';
import { useFields } from './useFields.ts';
import { $user, signIn } from './user.store.ts';
import styles from './AccountForms.module.css';

interface Props {
  t: AccountMessages;
  locale: Locale;
  /** 'reset': the reset link was sent; 'fail': the last attempt was refused. */
  notice?: 'reset' | 'fail' | undefined;
}

export default function LoginForm({ t, locale, notice }: Props) {
  const user = useStore($user);
  const form = useFields({ email: validateEmail, password: validatePassword }, { email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [throttled, setThrottled] = useState(false);

  useEffect(() => {
    if (user) location.replace(localizedPath(locale, '/'));
  }, [user, locale]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blocked || busy) return;
    setBusy(true);
    setThrottled((await signIn(form.values.email, form.values.password)) === 'throttled');
    setBusy(false);
  }

  const message = throttled
    ? t.login.throttled
    : notice === 'reset'
      ? t.login.resetSent
      : notice === 'fail'
        ? t.login.wrongLogin
        : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {message && (
        <p className={notice === 'reset' && !throttled ? styles.notice : styles.alert} role="status">
          {message}
        </p>
      )}
      <TextField t={t} label={t.labels.email} type="email" state={form.field('email')} required autoComplete="email" />
      <TextField
        t={t}
        label={t.labels.password}
        type="password"
        state={form.field('password')}
        required
        autoComplete="current-password"
      />
      <a className={styles.quietLink} href={localizedPath(locale, '/reset')}>
        {t.login.forgot}
      </a>
      <SubmitButton disabled={form.blocked || busy}>{t.login.submit}</SubmitButton>
      <SwitchPrompt question={t.login.noAccount} link={t.login.createAccount} href={localizedPath(locale, '/signup')} />
    </form>
  );
}
