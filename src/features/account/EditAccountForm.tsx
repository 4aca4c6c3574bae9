/**
 * /edit: first and last name, both optional (an empty field keeps the name).
 * 'save change' reads 'save' on mobile and tablet. Without a session it goes
 * back (docs/product.md §6).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { messages } from '#src/i18n/messages.en.ts';
import { TextField } from './TextField.tsx';
import { goBack } from './go-back.client.ts';
import { optional, trimName, validateFirstName, validateLastName } from './rules.ts';
import { useFields } from './useFields.ts';
import { $user, saveNames, type User } from './user.store.ts';
import styles from './AccountForms.module.css';

const text = messages.account;

export default function EditAccountForm() {
  const user = useStore($user);

  useEffect(() => {
    if (user === null) goBack();
  }, [user]);

  return user ? <NamesForm user={user} /> : null;
}

function NamesForm({ user }: { user: User }) {
  const form = useFields(
    { firstName: optional(validateFirstName), lastName: optional(validateLastName) },
    { firstName: user.firstName, lastName: user.lastName },
  );
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blocked || busy) return;
    setBusy(true);
    await saveNames(trimName(form.values.firstName) || user.firstName, trimName(form.values.lastName) || user.lastName);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1>{text.edit.title}</h1>
      <TextField
        label={text.labels.firstName}
        state={form.field('firstName')}
        placeholder={text.placeholders.firstName}
        autoComplete="given-name"
      />
      <TextField
        label={text.labels.lastName}
        state={form.field('lastName')}
        placeholder={text.placeholders.lastName}
        autoComplete="family-name"
      />
      <div className={styles.actions}>
        <a className="button button--ghost" href="/">
          {text.edit.cancel}
        </a>
        <button className="button" type="submit" disabled={form.blocked || busy}>
          <span className={styles.wideOnly}>{text.edit.save}</span>
          <span className={styles.narrowOnly}>{text.edit.saveShort}</span>
        </button>
      </div>
    </form>
  );
}
