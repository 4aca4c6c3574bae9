/**
 * Where and when the shop delivers: the emirates, the couriers' days and cut-off times, and the public
 * holidays on which nothing is delivered (docs/product.md §9).
 */
/** Where and when the shop delivers (checkout offers the next days that fall on these weekdays). */
export const EMIRATES = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
] as const;

export type Emirate = (typeof EMIRATES)[number];

export const delivery = {
  /** ISO weekdays (1 = Monday … 7 = Sunday): Monday to Saturday. */
  weekdays: [1, 2, 3, 4, 5, 6],
  /** The earliest delivery is this many days after the order. */
  leadDays: 1,
  /** How many delivery days the checkout offers. */
  choices: 6,
  timeZone: 'Asia/Dubai',
  /**
   * The hour (shop time) by which an order must be placed to count as placed that day; later, it counts
   * as placed the next day. Per emirate: the courier's vans leave for the farther emirates earlier.
   */
  cutOffHour: {
    'Abu Dhabi': 14,
    Dubai: 16,
    Sharjah: 15,
    Ajman: 15,
    'Umm Al Quwain': 13,
    'Ras Al Khaimah': 12,
    Fujairah: 12,
  } satisfies Record<Emirate, number>,
} as const;

/**
 * UAE public holidays: no deliveries on these days. The lunar ones are the expected dates; the
 * government announces the exact days shortly before, and this list is corrected then.
 */
export const publicHolidays: readonly { date: string; name: string }[] = [
  { date: '2026-12-02', name: 'National Day' },
  { date: '2026-12-03', name: 'National Day' },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-03-09', name: 'Eid al-Fitr' },
  { date: '2027-03-10', name: 'Eid al-Fitr' },
  { date: '2027-03-11', name: 'Eid al-Fitr' },
  { date: '2027-05-15', name: 'Arafat Day' },
  { date: '2027-05-16', name: 'Eid al-Adha' },
  { date: '2027-05-17', name: 'Eid al-Adha' },
  { date: '2027-05-18', name: 'Eid al-Adha' },
  { date: '2027-06-06', name: 'Hijri New Year' },
  { date: '2027-08-15', name: "Prophet Muhammad's Birthday" },
  { date: '2027-12-02', name: 'National Day' },
  { date: '2027-12-03', name: 'National Day' },
];
