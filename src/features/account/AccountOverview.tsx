/**
 * /account (My Account): the order history, the account information (with the data download and the way to
 * delete the account) and the saved addresses. It renders nothing without a signed-in shopper, who is sent to
 * /login instead.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { AccountMessages } from './messages.ts';
import { orderRow } from './order-display.ts';
import { DATA_EXPORT_PATH } from './account.client.ts';
import { $user } from './user.store.ts';
import AddressBook from '#src/features/addresses/AddressBook.tsx';
import type { AddressBookText } from '#src/features/addresses/address-text.ts';
import layout from '#src/styles/layout.module.css';
import styles from './AccountOverview.module.css';

interface Props {
  t: AccountMessages;
  locale: Locale;
  /** The address book's copy. */
  addressT: AddressBookText;
}

export default function AccountOverview({ t, locale, addressT }: Props) {
  const user = useStore($user);

  useEffect(() => {
    if (user === null) location.replace(localizedPath(locale, '/login'));
  }, [user, locale]);

  if (!user) return null;
  const text = t.myAccount;
  const columns = [
    text.columns.order,
    text.columns.date,
    text.columns.payment,
    text.columns.fulfillment,
    text.columns.total,
  ] as const;
  const rows = user.orders.map((order) => orderRow(order, text, locale));
  return (
    <>
      <h1>{text.title}</h1>
      <div className={`${layout.mainAndSide} ${styles.layout}`}>
        <section className={styles.orders} aria-labelledby="order-history">
          <h2 id="order-history" className={styles.heading}>
            {text.orderHistory}
          </h2>
          {rows.length === 0 ? (
            <p className={styles.empty}>{text.noOrders}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row" data-label={columns[0]}>
                      <a href={row.statusUrl} target="_blank" rel="noopener">
                        {row.name}
                      </a>
                    </th>
                    <td data-label={columns[1]}>{row.date}</td>
                    <td data-label={columns[2]}>{row.payment}</td>
                    <td data-label={columns[3]}>{row.fulfilment}</td>
                    <td data-label={columns[4]}>{row.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className={styles.info} aria-labelledby="account-info">
          <h2 id="account-info" className={styles.heading}>
            {text.accountInfo}
          </h2>
          <p className={styles.name}>{user.displayName}</p>
          <p className={styles.email}>{user.email}</p>
          <div className={styles.links}>
            <a className="text-link" href={localizedPath(locale, '/edit')}>
              {text.editInformation}
            </a>
            <a className="text-link" href={localizedPath(locale, '/logout')}>
              {text.logOut}
            </a>
          </div>
          <div className={styles.links}>
            <a className="text-link" href={DATA_EXPORT_PATH} download>
              {text.downloadData}
            </a>
            <a className="text-link" href={localizedPath(locale, '/account/delete')}>
              {text.deleteAccount}
            </a>
          </div>
        </section>
      </div>
      <AddressBook t={addressT} />
    </>
  );
}
