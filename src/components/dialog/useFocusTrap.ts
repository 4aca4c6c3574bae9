/** trapFocus for React islands: the dialog behind `dialog` keeps Tab inside while it is mounted. */
import { useEffect, type RefObject } from 'react';
import { trapFocus } from './focus-trap.client.ts';

export function useFocusTrap(dialog: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    if (dialog.current) return trapFocus(dialog.current);
  }, [dialog]);
}
