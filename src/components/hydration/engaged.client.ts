/**
 * `client:engaged`, an Astro client directive: the island hydrates when the shopper first engages with the
 * page (a touch, a pointer or key pressed, a scroll, the pointer moved, focus moved into it), or at idle
 * (`client:idle`) if that comes first when the HTML is not the view the island must show: the address names
 * one (a query), since the HTML holds only the defaults' view, or the document matches the selector given as
 * the directive's value (`client:engaged="html[data-cart-held]"`: the cart page's HTML is the empty cart of a
 * browser that holds none, and a script in its head marks the document of one that holds a cart,
 * cart-held.server.ts).
 *
 * Why: a listing's or a product page's HTML is the whole first view, links and sizes included, and its islands
 * only answer the filters, the sort and the pages, or the choice of a size and the add. Hydrating them at idle
 * made React's parse and the hydration a long task just after the first paint of every first visit, whether
 * the shopper touched a control or not (decision 022).
 *
 * Clicks inside the island before it has hydrated are held and given again, in order, once React has finished
 * (the island's root announces it, useAnnounceHydrated), so a first tap on a control is answered rather than
 * lost, and a size tapped then 'Add to cart' tapped adds that size. Given earlier, while React still hydrates,
 * a checkbox's click would be lost: React would take the box as already toggled. If the island cannot load,
 * the held clicks are given at once, so a link still navigates. Clicks with a modifier or another button, and
 * on a link to another tab (a product card), pass as they are.
 *
 * A held tap on a dialog's opener (`aria-haspopup="dialog"` with `aria-controls`) shows that dialog at once, as
 * the HTML has it, since React's loading and hydration take half a second of a slow phone: the tap is answered
 * in its own frame, and the island, given the tap again, opens the dialog it finds open. If the island cannot
 * load, the dialog is closed again. In the same way, a held tap on a control that needs a choice made first
 * (`data-needs-choice`, the name of its radio buttons) shows the alert it names (`data-choice-alert`, sent
 * `hidden`) when no such radio is checked or was tapped before it: 'Add to cart' with no size asks for one at
 * once, and the island, given the tap again, asks the same and scrolls to the sizes.
 */
import type { ClientDirective } from 'astro';
import { HYDRATED } from './hydrated.ts';

/** The longest a stale view waits for the browser to be idle before the island hydrates all the same. */
const STALE_VIEW_WAIT_MS = 1000;

/** What counts as the shopper's first engagement with the page; a click alone too (a screen reader's activation). */
const ENGAGING = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'scroll', 'wheel'] as const;

/**
 * Calls `engaged` once the pointer has moved over the page. Chromium sends a pointermove of its own at the
 * cursor's resting place when the page's layout changes under it (a desktop's mouse left over the window, a
 * headless browser's at 0,0), so one move alone says nothing: the pointer must have moved from where it was
 * first seen.
 */
function onPointerMoved(engaged: () => void): () => void {
  let first: { x: number; y: number } | undefined;
  const moved = (event: PointerEvent) => {
    if (!first) first = { x: event.screenX, y: event.screenY };
    else if (event.screenX !== first.x || event.screenY !== first.y) engaged();
  };
  addEventListener('pointermove', moved, { capture: true, passive: true });
  return () => removeEventListener('pointermove', moved, true);
}

/** The dialog a held tap's opener names, shown non-modal, or null. */
function showDialogOpenedBy(target: HTMLElement): HTMLDialogElement | null {
  const controls = target.closest('[aria-haspopup="dialog"][aria-controls]')?.getAttribute('aria-controls');
  const dialog = controls ? document.getElementById(controls) : null;
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return null;
  dialog.show();
  return dialog;
}

/**
 * The alert a held tap's control names when the choice it needs is not made, in the page or by an earlier held
 * tap, shown; or null.
 */
function showMissingChoice(target: HTMLElement, island: HTMLElement, held: readonly HTMLElement[]): HTMLElement | null {
  const control = target.closest<HTMLElement>('[data-needs-choice][data-choice-alert]');
  if (!control) return null;
  const makesTheChoice = (element: Element) => {
    const input = element instanceof HTMLInputElement ? element : element.closest('label')?.control;
    return input instanceof HTMLInputElement && input.name === control.dataset.needsChoice && !input.disabled;
  };
  if ([...island.querySelectorAll('input:checked')].some(makesTheChoice) || held.some(makesTheChoice)) return null;
  const alert = document.getElementById(control.dataset.choiceAlert!);
  if (!alert?.hidden) return null;
  alert.hidden = false;
  return alert;
}

const engaged: ClientDirective = (load, options, island) => {
  const held: HTMLElement[] = [];
  /** Undoes what the held taps showed, should the island not load. */
  const shown: Array<() => void> = [];
  const hold = (event: MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof HTMLElement)) return;
    // A link to another tab goes as it is: given later, the browser may take it for a pop-up.
    const link = event.target.closest('a');
    if (link && link.target !== '' && link.target !== '_self') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const dialog = showDialogOpenedBy(event.target);
    if (dialog) shown.push(() => dialog.close());
    const alert = showMissingChoice(event.target, island, held);
    if (alert) shown.push(() => (alert.hidden = true));
    held.push(event.target);
  };
  // An island sent empty (the loading spinner, off until an add to cart) has nothing to click.
  if (island.childElementCount > 0) island.addEventListener('click', hold, true);

  let started = false;
  let stopWatchingPointer = () => {};
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of ENGAGING) removeEventListener(type, hydrate, true);
    stopWatchingPointer();
    const release = async () => {
      island.removeEventListener('click', hold, true);
      for (const target of held.splice(0)) {
        if (target.isConnected) target.click();
        // React renders a click's update in a task of its own: the next click finds it done (the size chosen).
        await new Promise((done) => setTimeout(done));
      }
    };
    const announced = () => void release();
    island.addEventListener(HYDRATED, announced, { once: true });
    // Astro reports an island whose code did not arrive (offline), hands back a hydrate that does nothing and
    // leaves the island as sent, `ssr` kept: the page stays as it is, and a held link still navigates.
    try {
      await (
        await load()
      )();
    } catch {
      // A hydration that failed leaves `ssr` too.
    }
    if (island.hasAttribute('ssr')) {
      island.removeEventListener(HYDRATED, announced);
      for (const undo of shown) undo();
      void release();
    }
  };

  for (const type of ENGAGING) addEventListener(type, hydrate, { capture: true, passive: true });
  stopWatchingPointer = onPointerMoved(() => void hydrate());
  const stale =
    typeof options.value === 'string' && options.value !== '' && document.documentElement.matches(options.value);
  // A stale view is replaced at idle, or at the first touch if that comes sooner; a page kept busy puts it off
  // for a second at most, since until then a shopper who holds a cart sees none.
  if (location.search !== '' || stale) {
    if ('requestIdleCallback' in window) requestIdleCallback(hydrate, { timeout: STALE_VIEW_WAIT_MS });
    else setTimeout(hydrate, 200);
  }
};

export default engaged;
