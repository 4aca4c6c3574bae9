/**
 * 'Order within 3 h 20 min, delivered Tuesday 1 December' for the shopper's emirate, chosen here once and
 * remembered (docs/product.md §9 "Delivery"). The page is built ahead of time, so the line is worked out in
 * the browser, from the same rule as the checkout's days, and kept current each minute. The pre-rendered
 * markup already holds the chooser and a line of the same height: nothing moves when it fills in.
 */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { EMIRATES, type Emirate } from '#src/config/delivery.ts';
import { formatDay } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill } from '#src/i18n/messages.ts';
import { deliveryPromise, isEmirate } from '#src/commerce/delivery-date.ts';
import { $clock, $deliveryEmirate, chooseDeliveryEmirate } from './delivery.store.ts';
import type { DeliveryMessages } from './messages.ts';
import styles from './DeliveryEstimate.module.css';

interface Props {
  t: DeliveryMessages & { emirates: Record<Emirate, string> };
  locale: Locale;
}

function timeLeft(minutesLeft: number, t: DeliveryMessages): string {
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  return hours > 0 ? fill(t.hoursAndMinutes, { hours, minutes }) : fill(t.minutes, { minutes });
}

export default function DeliveryEstimate({ t, locale }: Props) {
  const emirate = useStore($deliveryEmirate, { ssr: 'initial' });
  const now = useStore($clock, { ssr: 'initial' });
  const id = useId();
  const promise = emirate && now ? deliveryPromise(emirate, now) : null;
  return (
    <div className={styles.estimate} data-testid="delivery-estimate">
      <label className={styles.choice} htmlFor={id}>
        <span>{t.deliverTo}</span>
        <select
          id={id}
          className={styles.select}
          value={emirate ?? ''}
          onChange={(event) => {
            if (isEmirate(event.target.value)) chooseDeliveryEmirate(event.target.value);
          }}
        >
          <option value="" disabled>
            {t.chooseEmirate}
          </option>
          {EMIRATES.map((name) => (
            <option key={name} value={name}>
              {t.emirates[name]}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.line} aria-live="polite" data-testid="delivery-line">
        {promise
          ? fill(t.promise, { time: timeLeft(promise.minutesLeft, t), day: formatDay(promise.day, locale) })
          : t.prompt}
      </p>
    </div>
  );
}
