/**
 * What the delivery line needs in the browser: the shopper's emirate (remembered in a cookie) and the
 * time, ticking each minute while a line is shown. Both are unknown on the pre-rendered page.
 */
import { atom, onMount } from 'nanostores';
import type { Emirate } from '#src/config/delivery.ts';
import { emirateCookie, rememberedEmirate } from './emirate-cookie.ts';

export const $deliveryEmirate = atom<Emirate | undefined>(undefined);
export const $clock = atom<Date | null>(null);

onMount($deliveryEmirate, () => {
  if (typeof document !== 'undefined') $deliveryEmirate.set(rememberedEmirate(document.cookie));
});

onMount($clock, () => {
  if (typeof window === 'undefined') return;
  $clock.set(new Date());
  const timer = setInterval(() => $clock.set(new Date()), 60_000);
  return () => clearInterval(timer);
});

export function chooseDeliveryEmirate(emirate: Emirate): void {
  document.cookie = emirateCookie(emirate, location.protocol === 'https:');
  $deliveryEmirate.set(emirate);
}
