/**
 * The delivery-date rule (docs/product.md §9 "Delivery"): one module for the checkout's days and the
 * product page's 'Order within …, delivered …' line. Instants are UTC; the shop's clock is Dubai's (UTC+4).
 */
import { describe, expect, it } from 'vitest';
import { delivery, publicHolidays } from '#src/config/delivery.ts';
import { deliveryDays, deliveryPromise, isOfferedDay } from '#src/commerce/delivery-date.ts';
import { formatDay } from '#src/i18n/format.ts';

/** An instant given in shop time: dubai('2026-11-30 10:40'). */
const dubai = (local: string) => new Date(`${local.replace(' ', 'T')}:00+04:00`);

describe('the delivery promise', () => {
  it('before the cut-off: the next delivery day, with the time left until the cut-off', () => {
    // Monday 30 November, 12:40 in Dubai, whose cut-off is 16:00.
    expect(delivery.cutOffHour.Dubai).toBe(16);
    expect(deliveryPromise('Dubai', dubai('2026-11-30 12:40'))).toEqual({ day: '2026-12-01', minutesLeft: 200 });
    expect(formatDay('2026-12-01', 'en')).toBe('Tuesday 1 December');
  });

  it('after the cut-off: the order counts as placed the next day, until the next day’s cut-off', () => {
    expect(deliveryPromise('Dubai', dubai('2026-11-23 16:00'))).toEqual({ day: '2026-11-25', minutesLeft: 1440 });
    expect(deliveryPromise('Dubai', dubai('2026-11-23 15:59'))).toEqual({ day: '2026-11-24', minutesLeft: 1 });
  });

  it('follows each emirate’s own cut-off', () => {
    const noon30 = dubai('2026-11-23 12:30');
    expect(deliveryPromise('Fujairah', noon30).day).toBe('2026-11-25');
    expect(deliveryPromise('Abu Dhabi', noon30).day).toBe('2026-11-24');
  });

  it('on a Saturday evening: Monday, since Sunday is no delivery day', () => {
    expect(deliveryPromise('Dubai', dubai('2026-11-21 20:00'))).toEqual({ day: '2026-11-23', minutesLeft: 1200 });
    // Before the cut-off on Saturday it is Monday too.
    expect(deliveryPromise('Dubai', dubai('2026-11-21 10:00')).day).toBe('2026-11-23');
  });

  it('on the day before a holiday: the first working day after the holidays', () => {
    expect(publicHolidays.map((h) => h.date)).toEqual(expect.arrayContaining(['2026-12-02', '2026-12-03']));
    // Tuesday 1 December before the cut-off: 2 and 3 December are National Day, so Friday 4 December.
    expect(deliveryPromise('Dubai', dubai('2026-12-01 09:00')).day).toBe('2026-12-04');
    // Monday 30 November after the cut-off counts as Tuesday: Friday as well.
    expect(deliveryPromise('Dubai', dubai('2026-11-30 18:00')).day).toBe('2026-12-04');
  });

  it('reads the shop’s clock, not the machine’s: 21:00 UTC on Friday is Saturday 01:00 in Dubai', () => {
    expect(deliveryPromise('Dubai', new Date('2026-11-20T21:00:00Z'))).toEqual({
      day: '2026-11-23',
      minutesLeft: 15 * 60,
    });
  });
});

describe('the checkout’s delivery days', () => {
  it('are the emirate’s next delivery days, skipping Sundays and holidays', () => {
    expect(deliveryDays(dubai('2026-11-28 10:00'), { emirate: 'Dubai' })).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-04',
      '2026-12-05',
      '2026-12-07',
      '2026-12-08',
    ]);
  });

  it('without an emirate, follow the earliest cut-off, so the days suit every emirate', () => {
    const at = dubai('2026-11-23 13:00');
    expect(deliveryDays(at, { count: 1 })).toEqual(['2026-11-25']);
    expect(deliveryDays(at, { emirate: 'Dubai', count: 1 })).toEqual(['2026-11-24']);
    expect(isOfferedDay('2026-11-25', 'Dubai', at)).toBe(true);
    expect(isOfferedDay('2026-11-24', 'Dubai', at)).toBe(true);
    expect(isOfferedDay('2026-11-24', 'Fujairah', at)).toBe(false);
    expect(isOfferedDay('2026-11-29', 'Dubai', at)).toBe(false);
  });

  it('are the days the promise names first', () => {
    for (const local of ['2026-11-21 20:00', '2026-12-01 09:00', '2026-11-30 18:00', '2026-11-23 03:00'])
      expect(deliveryDays(dubai(local), { emirate: 'Sharjah' })[0], local).toBe(
        deliveryPromise('Sharjah', dubai(local)).day,
      );
  });
});
