/** /login, /login/reset, /login/fail: the sign-in form (docs/product.md §2 "Account screens"). */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { messages } from '#src/i18n/messages.en.ts';
import { SubmitButton, SwitchPrompt } from './FormParts.tsx';
import { TextField } from './TextField.tsx';
import { validateEmail, validatePassword } from './rules.ts';
import { useFields } from './useFields.ts';
import { $user, signIn } from './user.store.ts';
import styles from './AccountForms.module.css';

const text = messages.account;

interface Props {
  /** 'reset': the reset link was sent; 'fail': the last attempt was refused. */
  notice?: 'reset' | 'fail' | undefined;
}

export default function LoginForm({ notice }: Props) {
  const user = useStore($user);
  const form = useFields({ email: validateEmail, password: validatePassword }, { email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [throttled, setThrottled] = useState(false);

  useEffect(() => {
    if (user) location.replace('/');
  }, [user]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blocked || busy) return;
    setBusy(true);
    setThrottled((await signIn(form.values.email, form.values.password)) === 'throttled');
    setBusy(false);
  }

  const message = throttled
    ? text.login.throttled
    : notice === 'reset'
      ? text.login.resetSent
      : notice === 'fail'
        ? messages.errors.wrongLogin
        : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {message && (
        <p className={notice === 'reset' && !throttled ? styles.notice : styles.alert} role="status">
          {message}
        </p>
      )}
      <TextField label={text.labels.email} type="email" state={form.field('email')} required autoComplete="email" />
      <TextField
        label={text.labels.password}
        type="password"
        state={form.field('password')}
        required
        autoComplete="current-password"
      />
      <a className={styles.quietLink} href="/reset">
        {text.login.forgot}
      </a>
      <SubmitButton disabled={form.blocked || busy}>{text.login.submit}</SubmitButton>
      <SwitchPrompt question={text.login.noAccount} link={text.login.createAccount} href="/signup" />
    </form>
  );
}
