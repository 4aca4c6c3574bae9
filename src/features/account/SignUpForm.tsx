/** /signup and /signup/fail: the create-account form (docs/product.md §2 and §5). */
import { useState, type FormEvent } from 'react';
import { messages } from '#src/i18n/messages.en.ts';
import { TextField } from './TextField.tsx';
import { NewPasswordFields, SubmitButton, SwitchPrompt } from './FormParts.tsx';
import {
  repeatsPassword,
  trimName,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
} from './rules.ts';
import { useFields } from './useFields.ts';
import { signUp } from './user.store.ts';
import styles from './AccountForms.module.css';

const text = messages.account;

export default function SignUpForm({ failed = false }: { failed?: boolean }) {
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blocked || busy) return;
    setBusy(true);
    const { firstName, lastName, email, password } = form.values;
    await signUp({ firstName: trimName(firstName), lastName: trimName(lastName), email: email.trim(), password });
    setBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {failed && (
        <p className={styles.alert} role="status">
          {messages.errors.signupError}
        </p>
      )}
      <div className={styles.pair}>
        <TextField label={text.labels.firstName} state={form.field('firstName')} required autoComplete="given-name" />
        <TextField label={text.labels.lastName} state={form.field('lastName')} required autoComplete="family-name" />
      </div>
      <TextField label={text.labels.email} type="email" state={form.field('email')} required autoComplete="email" />
      <NewPasswordFields form={form} label={text.labels.password} />
      <SubmitButton disabled={form.blocked || busy}>{text.signup.submit}</SubmitButton>
      <SwitchPrompt question={text.signup.haveAccount} link={text.signup.signIn} href="/login" />
    </form>
  );
}
