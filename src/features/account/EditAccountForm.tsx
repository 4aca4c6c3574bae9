/**
 * /edit: first and last name, both optional (an empty field keeps the name).
 * 'save change' reads 'save' on mobile and tablet. Without a session it goes
 * back (docs/product.md §6).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { AccountMessages } from './messages.ts';
import { TextField } from './TextField.tsx';
import { goBack } from './go-back.client.ts';
import { optional, trimName, validateFirstName, validateLastName } from '#src/commerce/accounts/rules.ts';
import { useFields } from './useFields.ts';
import { $user, saveNames, type User } from './user.store.ts';
import styles from './AccountForms.module.css';

interface Props {
  t: AccountMessages;
  locale: Locale;
}

export default function EditAccountForm({ t, locale }: Props) {
  const user = useStore($user);

  useEffect(() => {
    if (user === null) goBack();
  }, [user]);

  return user ? <NamesForm t={t} locale={locale} user={user} /> : null;
}

function NamesForm({ t, locale, user }: Props & { user: User }) {
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
      <h1>{t.edit.title}</h1>
      <TextField
        t={t}
        label={t.labels.firstName}
        state={form.field('firstName')}
        placeholder={t.placeholders.firstName}
        autoComplete="given-name"
      />
      <TextField
        t={t}
        label={t.labels.lastName}
        state={form.field('lastName')}
        placeholder={t.placeholders.lastName}
        autoComplete="family-name"
      />
      <div className={styles.actions}>
        <a className="button button--ghost" href={localizedPath(locale, '/')}>
          {t.edit.cancel}
        </a>
        <button className="button" type="submit" disabled={form.blocked || busy}>
          <span className={styles.wideOnly}>{t.edit.save}</span>
          <span className={styles.narrowOnly}>{t.edit.saveShort}</span>
        </button>
      </div>
    </form>
  );
}
