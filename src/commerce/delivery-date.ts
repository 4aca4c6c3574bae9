/**
 * When an order placed now arrives: the one rule behind the checkout's delivery days and the 'Order
 * within 3 h 20 min, delivered Tuesday 1 December' line of the product page and the cart (docs/product.md
 * §9 "Delivery"). Pure: it runs on the server and in the browser alike, in shop time (Asia/Dubai).
 *
 * An order placed before its emirate's cut-off hour counts as placed that day, after it as placed the next
 * day; it arrives `leadDays` later, on the first delivery weekday that is not a public holiday. Without an
 * emirate the earliest cut-off of all applies, so the days offered then suit every emirate.
 */
import { delivery, EMIRATES, publicHolidays, type Emirate } from '#src/config/delivery.ts';

const DAY_MS = 86_400_000;
/**
 * Made on first use, not when the module loads: a page's first Intl.DateTimeFormat starts the browser's ICU
 * (0.1–1 s on a phone), which the product page and the cart would pay at load for a shopper who has not
 * chosen an emirate yet, so needs no date.
 */
let clockFormat: Intl.DateTimeFormat | undefined;
const shopClockFormat = () =>
  (clockFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: delivery.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));
const HOLIDAYS = new Set(publicHolidays.map((holiday) => holiday.date));
const WEEKDAYS: readonly number[] = delivery.weekdays;

export function isEmirate(value: unknown): value is Emirate {
  return EMIRATES.includes(value as Emirate);
}

/** The shop's calendar date ('2026-11-23') and the seconds since its midnight, at an instant. */
function shopClock(at: Date): { date: string; seconds: number } {
  const part = Object.fromEntries(
    shopClockFormat()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    seconds: Number(part.hour) * 3600 + Number(part.minute) * 60 + Number(part.second),
  };
}

/** '2026-11-23' for an instant, in the shop's time zone. */
export function shopDate(at: Date): string {
  return shopClock(at).date;
}

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function isDeliveryDay(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS.includes(day === 0 ? 7 : day) && !HOLIDAYS.has(date);
}

/** The cut-off hour for an emirate; the earliest of all when the emirate is not known. */
export function cutOffHour(emirate?: Emirate): number {
  return emirate ? delivery.cutOffHour[emirate] : Math.min(...Object.values(delivery.cutOffHour));
}

export interface DeliveryOptions {
  emirate?: Emirate | undefined;
  /** How many days to list; the checkout's number of choices by default. */
  count?: number;
}

/** The delivery days a shopper may choose now, as 'YYYY-MM-DD', earliest first. */
export function deliveryDays(now: Date = new Date(), options: DeliveryOptions = {}): string[] {
  const clock = shopClock(now);
  const placedOn = clock.seconds < cutOffHour(options.emirate) * 3600 ? clock.date : addDays(clock.date, 1);
  const days: string[] = [];
  const count = options.count ?? delivery.choices;
  for (let date = addDays(placedOn, delivery.leadDays); days.length < count; date = addDays(date, 1))
    if (isDeliveryDay(date)) days.push(date);
  return days;
}

/**
 * Whether the checkout may take this day for this emirate: one of the emirate's days, or of the days
 * offered before the emirate was known (all of them suit every emirate).
 */
export function isOfferedDay(day: string, emirate: Emirate | undefined, now: Date = new Date()): boolean {
  return deliveryDays(now, { emirate }).includes(day) || deliveryDays(now).includes(day);
}

export interface DeliveryPromise {
  /** The day an order placed now arrives. */
  day: string;
  /** Whole minutes left to order for that day (at least 1). */
  minutesLeft: number;
}

/** 'Order within {minutesLeft}, delivered {day}' for an emirate, now. */
export function deliveryPromise(emirate: Emirate, now: Date = new Date()): DeliveryPromise {
  const clock = shopClock(now);
  const cutOff = cutOffHour(emirate) * 3600;
  // The promise holds until the next cut-off: today's, or tomorrow's once today's has passed.
  const secondsLeft = clock.seconds < cutOff ? cutOff - clock.seconds : 86_400 - clock.seconds + cutOff;
  return { day: deliveryDays(now, { emirate, count: 1 })[0]!, minutesLeft: Math.max(1, Math.ceil(secondsLeft / 60)) };
}
