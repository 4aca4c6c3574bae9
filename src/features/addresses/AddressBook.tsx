/**
 * The address book of /account (docs/product.md §9 "Saved addresses"): the saved delivery addresses, each
 * with edit and delete, and a form to add one. The checkout offers them.
 */
import { useEffect, useState } from 'react';
import { accountLimits } from '#src/config/accounts.ts';
import { fill } from '#src/i18n/messages.ts';
import AddressForm from './AddressForm.tsx';
import {
  changeAddresses,
  loadAddresses,
  type AddressChange,
  type AddressField,
  type SavedAddress,
} from './addresses.client.ts';
import type { AddressBookText } from './address-text.ts';
import layout from '#src/styles/layout.module.css';
import shapes from '#src/styles/shapes.module.css';
import styles from './AddressBook.module.css';

/** Which form is open: none, a new address, or the address of that id. */
type Editing = null | 'new' | number;

export default function AddressBook({ t }: { t: AddressBookText }) {
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    void loadAddresses().then((answer) => {
      if ('addresses' in answer) setAddresses(answer.addresses);
      else setNotice(answer.refused ?? t.failed);
    });
  }, [t]);

  async function apply(change: AddressChange, done: string): Promise<AddressField[] | null> {
    const answer = await changeAddresses(change);
    if ('addresses' in answer) {
      setAddresses(answer.addresses);
      setEditing(null);
      setNotice(done);
      return null;
    }
    setNotice(answer.fields.length > 0 ? null : (answer.refused ?? t.failed));
    return answer.fields;
  }

  const full = (addresses?.length ?? 0) >= accountLimits.maxSavedAddresses;
  return (
    <section className={styles.book} aria-labelledby="address-book" data-testid="address-book">
      <h2 id="address-book" className={styles.heading}>
        {t.heading}
      </h2>
      <p className={styles.notice} role="status">
        {notice}
      </p>
      {addresses && addresses.length === 0 && editing !== 'new' && <p className={styles.none}>{t.none}</p>}
      {addresses && addresses.length > 0 && (
        <ul className={`${layout.cardList} ${styles.list}`}>
          {addresses.map((address) => (
            <li key={address.id} className={`${shapes.outlined} ${styles.card}`} data-testid="saved-address">
              {editing === address.id ? (
                <AddressForm
                  t={t}
                  initial={address}
                  onSave={(fields) => apply({ action: 'update', id: address.id, address: fields }, t.saved)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <address className={styles.lines}>
                    <strong>{address.name}</strong>
                    <span>
                      <bdi dir="ltr">{address.phone}</bdi>
                    </span>
                    <span>{address.address}</span>
                    <span>{fill(t.areaLine, { area: address.area, emirate: t.emirates[address.emirate] })}</span>
                  </address>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={fill(t.editLabel, { name: address.name })}
                      onClick={() => setEditing(address.id)}
                    >
                      {t.edit}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={fill(t.removeLabel, { name: address.name })}
                      onClick={() => void apply({ action: 'delete', id: address.id }, t.removed)}
                    >
                      {t.remove}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        <AddressForm
          t={t}
          initial={null}
          onSave={(fields) => apply({ action: 'add', address: fields }, t.saved)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        addresses && (
          <>
            {full && <p className={styles.none}>{t.full}</p>}
            <button type="button" className={`button ${styles.add}`} disabled={full} onClick={() => setEditing('new')}>
              {t.add}
            </button>
          </>
        )
      )}
    </section>
  );
}
