/** /logout: a confirmation with cancel and log out; without a session it goes back (docs/product.md §6). */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { AccountMessages } from './messages.ts';
import { goBack } from './go-back.client.ts';
import { $user, signOut } from './user.store.ts';
import styles from './AccountForms.module.css';

export default function LogoutConfirm({ t }: { t: AccountMessages }) {
  const text = t.logout;
  const user = useStore($user);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (user === null && !busy) goBack();
  }, [user, busy]);

  if (!user) return null;
  return (
    <div className={styles.form}>
      <h1>{text.title}</h1>
      <p className={styles.question}>{text.question}</p>
      <div className={styles.actions}>
        <button className="button button--ghost" type="button" onClick={goBack}>
          {text.cancel}
        </button>
        <button
          className="button"
          type="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void signOut();
          }}
        >
          {text.confirm}
        </button>
      </div>
    </div>
  );
}
