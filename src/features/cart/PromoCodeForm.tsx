/** The promo code input and its 'apply' action (docs/product.md §4 "Promo code"). */
import { useId, useState, type SubmitEvent } from 'react';
import type { CartTextMessages } from './messages.ts';
import { applyDiscountCode } from './cart.store.ts';
import styles from './PromoCodeForm.module.css';

export default function PromoCodeForm({ t }: { t: CartTextMessages }) {
  const id = useId();
  const [code, setCode] = useState('');
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    await applyDiscountCode(code);
    setCode('');
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t.promoLabel}
      </label>
      <input
        id={id}
        className={styles.input}
        name="promo-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder={t.promoPlaceholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <button type="submit" className="button button--ghost">
        {t.apply}
      </button>
    </form>
  );
}
