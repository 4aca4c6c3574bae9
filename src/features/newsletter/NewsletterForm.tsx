/**
 * The newsletter block's form: the address is checked with the account e-mail
 * rule before anything is sent; the outcome reads as docs/product.md §8 says.
 */
import { useId, useState, type FormEvent } from 'react';
import { validateEmail } from '#src/commerce/accounts/rules.ts';
import type { NewsletterMessages } from './messages.ts';
import { subscribe, type SubscribeOutcome } from './newsletter.client.ts';
import { Field } from '#src/components/forms/Field.tsx';
import styles from './NewsletterForm.module.css';

export default function NewsletterForm({ t }: { t: NewsletterMessages }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const result = outcome && { message: t.outcome[outcome], good: outcome === 'pending' };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (validateEmail(email)) return setOutcome('refused');
    setBusy(true);
    setOutcome(await subscribe(email.trim()));
    setBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <Field
          className={styles.field}
          label={t.label}
          hideLabel
          invalid={result ? !result.good : false}
          control={{
            'aria-describedby': result ? `${id}-result` : undefined,
            type: 'email',
            autoComplete: 'email',
            placeholder: t.placeholder,
            value: email,
            onChange: (event) => {
              setEmail(event.target.value);
              setOutcome(null);
            },
          }}
        />
        <button className={`button ${styles.submit}`} type="submit" disabled={busy}>
          {t.submit}
        </button>
      </div>
      {result && (
        <p id={`${id}-result`} className={result.good ? styles.success : styles.error} role="status">
          {result.message}
        </p>
      )}
    </form>
  );
}
