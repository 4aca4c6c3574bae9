/**
 * Opens the 'Offer details' dialog when the browser's clock is inside an
 * offer's window and the shopper has not closed it before. Closing it in any
 * way (button, close icon, Escape, backdrop) is remembered.
 */
import { enhanceModal } from '#src/components/dialog/modal.client.ts';
import { activeOffers } from '#src/config/money.ts';

export const OFFER_SEEN_KEY = 'popuped';

function alreadySeen(): boolean {
  try {
    return localStorage.getItem(OFFER_SEEN_KEY) !== null;
  } catch {
    // Storage can be blocked; then the offer shows on each visit rather than never.
    return false;
  }
}

function rememberSeen(): void {
  try {
    localStorage.setItem(OFFER_SEEN_KEY, '1');
  } catch {
    // as above: nothing to remember it in
  }
}

export function showOfferModal(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-offer-modal]');
  if (!dialog) return;
  const active = new Set(activeOffers().map((offer) => offer.id));
  if (active.size === 0 || alreadySeen()) return;
  for (const item of dialog.querySelectorAll<HTMLElement>('[data-offer]'))
    item.hidden = !active.has(item.dataset.offer!);
  enhanceModal(dialog);
  dialog.addEventListener('close', rememberSeen, { once: true });
  dialog.showModal();
}
