/** Adding or changing a saved address: the checkout's fields, checked by the server with the checkout's rules. */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { EMIRATES } from '#src/config/shop.ts';
import fields from '#src/styles/fields.module.css';
import type { AddressField, AddressFields } from './addresses.client.ts';
import type { AddressBookText } from './address-text.ts';
import styles from './AddressBook.module.css';

interface Props {
  t: AddressBookText;
  initial: AddressFields | null;
  /** Saves; answers the fields the server refused, or null when saved. */
  onSave: (address: AddressFields) => Promise<AddressField[] | null>;
  onCancel: () => void;
}

type Values = Record<AddressField, string>;
const EMPTY: Values = { name: '', phone: '', emirate: '', area: '', address: '' };

export default function AddressForm({ t, initial, onSave, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState<Values>(initial ?? EMPTY);
  const [wrong, setWrong] = useState<AddressField[]>([]);
  const [saving, setSaving] = useState(false);
  const set = (field: AddressField) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    // The server checks every field by the checkout's rules, the emirate included.
    setWrong((await onSave(values as AddressFields)) ?? []);
    setSaving(false);
  }

  const field = (name: AddressField, control: ReactNode, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {t.fields[name]}
      </label>
      {control}
      {hint && (
        <p id={`${id}-${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {wrong.includes(name) && (
        <p id={`${id}-${name}-error`} className={styles.error}>
          {t.errors[name]}
        </p>
      )}
    </div>
  );
  const attributes = (name: AddressField, hint = false) => ({
    id: `${id}-${name}`,
    className: fields.textInput,
    value: values[name],
    onChange: set(name),
    'aria-invalid': wrong.includes(name) || undefined,
    'aria-describedby':
      [hint && `${id}-${name}-hint`, wrong.includes(name) && `${id}-${name}-error`].filter(Boolean).join(' ') ||
      undefined,
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="address-form">
      {field('name', <input {...attributes('name')} autoComplete="name" maxLength={100} />)}
      {field(
        'phone',
        <input {...attributes('phone', true)} type="tel" autoComplete="tel" maxLength={30} />,
        t.fields.phoneHint,
      )}
      {field(
        'emirate',
        <select {...attributes('emirate')} autoComplete="address-level1">
          <option value="">{t.fields.chooseEmirate}</option>
          {EMIRATES.map((emirate) => (
            <option key={emirate} value={emirate}>
              {t.emirates[emirate]}
            </option>
          ))}
        </select>,
      )}
      {field('area', <input {...attributes('area')} autoComplete="address-level2" maxLength={100} />)}
      {field('address', <textarea {...attributes('address')} autoComplete="street-address" maxLength={300} rows={2} />)}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving}>
          {t.save}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
