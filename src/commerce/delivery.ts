/** Delivery days: from the day after the order, on the shop's delivery weekdays, in UAE time. */
import { delivery } from '../config/shop.ts';

const DAY_MS = 86_400_000;
const localDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: delivery.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '2026-11-23' for an instant, in the shop's time zone. */
export function shopDate(at: Date): string {
  return localDate.format(at);
}

function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The delivery days a shopper may choose now, as 'YYYY-MM-DD', earliest first. */
export function deliveryDays(now: Date = new Date(), count: number = delivery.choices): string[] {
  const today = new Date(`${shopDate(now)}T00:00:00Z`).getTime();
  const days: string[] = [];
  const weekdays: readonly number[] = delivery.weekdays;
  for (let offset = delivery.leadDays; days.length < count; offset++) {
    const date = new Date(today + offset * DAY_MS).toISOString().slice(0, 10);
    if (weekdays.includes(isoWeekday(date))) days.push(date);
  }
  return days;
}
