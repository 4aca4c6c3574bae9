/**
 * The newsletter block's form: the address is checked with the account e-mail
 * rule before anything is sent; the outcome reads as docs/product.md §8 says.
 */
import { useId, useState, type FormEvent } from 'react';
import { messages } from '#src/i18n/messages.en.ts';
import { validateEmail } from '../account/rules.ts';
import { subscribe, type SubscribeOutcome } from './newsletter.client.ts';
import fields from '#src/styles/fields.module.css';
import styles from './NewsletterForm.module.css';

const text = messages.newsletterBlock;
const OUTCOME: Record<SubscribeOutcome, { message: string; good: boolean }> = {
  subscribed: { message: messages.newsletter.success, good: true },
  refused: { message: messages.newsletter.invalid, good: false },
  failed: { message: messages.newsletter.failed, good: false },
};

export default function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ message: string; good: boolean } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateEmail(email);
    if (problem) return setResult({ message: problem, good: false });
    setBusy(true);
    setResult(OUTCOME[await subscribe(email.trim())]);
    setBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {text.label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={`${fields.textInput} ${styles.input}`}
          type="email"
          autoComplete="email"
          placeholder={text.placeholder}
          value={email}
          aria-invalid={result && !result.good ? true : undefined}
          aria-describedby={result ? `${id}-result` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setResult(null);
          }}
        />
        <button className={`button ${styles.submit}`} type="submit" disabled={busy}>
          {text.submit}
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
