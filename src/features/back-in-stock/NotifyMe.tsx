/**
 * 'Notify me' under a product page's sizes (issue 17): when a size is sold out, the shopper leaves an
 * e-mail address (prefilled when signed in) and is told once when it is back. Sold-out sizes come from
 * the live stock, as the buying island reads it.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { SizeOption } from '#src/catalogue/types.ts';
import { fill } from '#src/i18n/messages.ts';
import { Field } from '#src/components/forms/Field.tsx';
import { $user } from '../account/user.store.ts';
import { fetchLiveSizes } from '../product/live-stock.client.ts';
import { stockOf } from '../product/size-choice.ts';
import { askForAlert } from './back-in-stock.client.ts';
import type { NotifyMessages, NotifyOutcome } from './messages.ts';
import styles from './NotifyMe.module.css';

interface Props {
  productId: string;
  /** Sizes with the stock known at build time. */
  sizes: SizeOption[];
  t: NotifyMessages;
}

export default function NotifyMe({ productId, sizes: builtSizes, t }: Props) {
  const id = useId();
  const [sizes, setSizes] = useState(builtSizes);
  const [open, setOpen] = useState(false);
  const [variantId, setVariantId] = useState('');
  // Until the shopper types, the signed-in customer's address (once known) fills the box.
  const [typed, setTyped] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: NotifyOutcome; email: string; size: number } | null>(null);
  const user = useStore($user, { ssr: 'initial' });
  const email = typed ?? user?.email ?? '';

  useEffect(() => {
    const request = new AbortController();
    fetchLiveSizes(productId, builtSizes, request.signal)
      .then((live) => live && setSizes(live))
      .catch(() => undefined);
    return () => request.abort();
  }, [productId, builtSizes]);

  const soldOut = sizes.filter((size) => stockOf(size) === 0);
  if (soldOut.length === 0) return null;
  const refusedEmail = outcome?.kind === 'invalid_email';
  const chosen = soldOut.find((size) => size.id === variantId) ?? soldOut[0]!;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const kind = await askForAlert(email.trim(), chosen.id);
    setOutcome({ kind, email: email.trim(), size: chosen.size });
    setBusy(false);
  }

  return (
    <div className={styles.notify} data-testid="notify-me">
      <button
        type="button"
        className={`word-button ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
      >
        {t.open}
      </button>
      <form id={`${id}-form`} className={styles.form} hidden={!open} onSubmit={submit} noValidate>
        <p className={styles.intro}>{t.intro}</p>
        <div className={styles.fields}>
          <Field
            look="compact"
            label={t.size}
            control={{
              as: 'select',
              value: chosen.id,
              onChange: (event) => setVariantId(event.target.value),
              options: soldOut.map((size) => ({ value: size.id, label: fill(t.sizeLabel, { size: size.size }) })),
            }}
          />
          <Field
            look="compact"
            label={t.email}
            invalid={refusedEmail}
            control={{
              'aria-describedby': refusedEmail ? `${id}-outcome` : undefined,
              type: 'email',
              autoComplete: 'email',
              required: true,
              value: email,
              onChange: (event) => setTyped(event.target.value),
            }}
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t.sending : t.submit}
        </button>
        <p
          id={`${id}-outcome`}
          className={styles.outcome}
          role="status"
          data-good={outcome?.kind === 'accepted' || undefined}
        >
          {outcome && fill(t.outcome[outcome.kind], { email: outcome.email, size: outcome.size })}
        </p>
      </form>
    </div>
  );
}
