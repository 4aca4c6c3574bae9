/** Adding or changing a saved address: the checkout's fields, checked by the server with the checkout's rules. */
import { useState, type FormEvent } from 'react';
import { EMIRATES } from '#src/config/delivery.ts';
import { Field, type FieldControl } from '#src/components/forms/Field.tsx';
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

  const field = (name: AddressField, control: FieldControl, hint?: string) => (
    <Field
      label={t.fields[name]}
      hint={hint}
      error={wrong.includes(name) ? t.errors[name] : undefined}
      control={{ ...control, value: values[name], onChange: set(name) }}
    />
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="address-form">
      {field('name', { autoComplete: 'name', maxLength: 100 })}
      {field('phone', { type: 'tel', autoComplete: 'tel', maxLength: 30 }, t.fields.phoneHint)}
      {field('emirate', {
        as: 'select',
        autoComplete: 'address-level1',
        options: [
          { value: '', label: t.fields.chooseEmirate },
          ...EMIRATES.map((emirate) => ({ value: emirate, label: t.emirates[emirate] })),
        ],
      })}
      {field('area', { autoComplete: 'address-level2', maxLength: 100 })}
      {field('address', { as: 'textarea', autoComplete: 'street-address', maxLength: 300, rows: 2 })}
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
