/**
 * The checkout's delivery days follow the emirate chosen in the form (docs/product.md §9 "Delivery"):
 * while the page does not know the shopper's emirate it offers the days that suit every emirate (the
 * earliest cut-off), and an emirate with a later cut-off may still deliver a day sooner. The same rule
 * runs here and on the server, which checks the day posted against the emirate posted.
 */
import { deliveryDays, isEmirate } from '#src/commerce/delivery-date.ts';
import { formatDay } from '#src/i18n/format.ts';
import { pageLocale } from '#src/i18n/page.client.ts';

export function offerTheEmiratesDays(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-checkout]');
  const emirate = form?.elements.namedItem('emirate');
  const days = form?.elements.namedItem('deliveryDate');
  if (!(emirate instanceof HTMLSelectElement) || !(days instanceof HTMLSelectElement)) return;
  let offeredFor = emirate.value;
  // The day the page chose (the earliest) moves to the new earliest; one the shopper chose stays if offered.
  let shopperChose = false;
  days.addEventListener('change', () => (shopperChose = true));
  // On the form, not the select: choosing a saved address sets the emirate without a change of its own.
  form!.addEventListener('change', () => {
    if (emirate.value === offeredFor) return;
    offeredFor = emirate.value;
    const chosen = shopperChose ? days.value : undefined;
    const offered = deliveryDays(new Date(), { emirate: isEmirate(emirate.value) ? emirate.value : undefined });
    days.replaceChildren(
      ...offered.map((day) => new Option(formatDay(day, pageLocale()), day, day === chosen, day === chosen)),
    );
  });
}
