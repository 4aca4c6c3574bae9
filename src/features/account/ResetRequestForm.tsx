/** /reset: asks for a reset link; goes to /login/reset whatever the answer (docs/product.md §4). */
import { useState, type FormEvent } from 'react';
import { messages } from '#src/i18n/messages.en.ts';
import { TextField } from './TextField.tsx';
import { validateEmail } from './rules.ts';
import { useFields } from './useFields.ts';
import { requestPasswordReset } from './user.store.ts';
import styles from './AccountForms.module.css';

const text = messages.account;

export default function ResetRequestForm() {
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
      <p className={styles.intro}>{text.reset.intro}</p>
      <TextField label={text.labels.email} type="email" state={form.field('email')} required autoComplete="email" />
      <button className={`button ${styles.submit}`} type="submit" disabled={form.blocked || busy}>
        {text.reset.submit}
      </button>
      <p className={styles.switch}>
        <a className="text-link" href="/login">
          {text.reset.back}
        </a>
      </p>
    </form>
  );
}
