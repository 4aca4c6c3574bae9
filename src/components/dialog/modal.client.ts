/**
 * The ways out of a modal <dialog> that the browser does not give by itself:
 * its [data-dialog-close] buttons and a click on the backdrop. Escape is
 * native; Tab stays inside through trapFocus.
 */
import { trapFocus } from './focus-trap.client.ts';

export function enhanceModal(dialog: HTMLDialogElement): void {
  for (const button of dialog.querySelectorAll('[data-dialog-close]'))
    button.addEventListener('click', () => dialog.close());
  // A click on the backdrop lands on the <dialog> itself, never on its content.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  trapFocus(dialog);
}
