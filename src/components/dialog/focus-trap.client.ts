/**
 * Keeps Tab and Shift+Tab inside an open modal <dialog>. showModal() makes the
 * page behind inert, but Tab would still leave for the browser's own toolbar;
 * here it wraps round from the last control to the first and back.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function focusables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]') && element.getClientRects().length > 0,
  );
}

/** Returns the function that lets go of the dialog again (for islands that unmount). */
export function trapFocus(dialog: HTMLDialogElement): () => void {
  const wrapTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const controls = focusables(dialog);
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  dialog.addEventListener('keydown', wrapTab);
  return () => dialog.removeEventListener('keydown', wrapTab);
}
