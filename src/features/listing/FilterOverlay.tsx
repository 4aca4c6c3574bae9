/**
 * The mobile and tablet 'Filter and Sort' overlay (docs/product.md §2 "Listing"): a
 * full-screen modal dialog holding a draft of the filter and sort. 'apply'
 * commits the draft; the back arrow and Escape discard it and close; 'clear'
 * empties the draft's filters. Focus stays inside while it is open and goes
 * back to the button that opened it.
 */
import { useDeferredValue, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useFocusTrap } from '#src/components/dialog/useFocusTrap.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { plural } from '#src/i18n/messages.ts';
import type { BrowseText } from './messages.ts';
import { ListingIcon } from './ListingIcon.tsx';
import styles from './FilterOverlay.module.css';

interface Props {
  /** The dialog's id, which its opener names (aria-controls). */
  id: string;
  locale: Locale;
  t: Pick<BrowseText, 'back' | 'filterAndSort' | 'clear' | 'results' | 'apply'>;
  open: boolean;
  resultCount: number;
  onBack(): void;
  onClear(): void;
  onApply(): void;
  /** Where focus returns when the overlay closes. */
  returnFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function FilterOverlay({
  id,
  locale,
  t,
  open,
  resultCount,
  onBack,
  onClear,
  onApply,
  returnFocus,
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialog);
  // The panels follow the overlay by a frame: the tap is answered by the overlay's first paint, and styling its
  // 230-odd options and labels (about 60 ms on a phone) comes after it (decision 022, "The overlay's open").
  const filled = useDeferredValue(open);

  // The tap's frame shows the overlay non-modal, fixed over the page: showModal() makes the whole page inert,
  // and restyling its 1,300-odd elements for that took 50-90 ms of the tap. It becomes modal (inert page, top
  // layer, Escape) in the frame that draws the panels (decision 022, "The overlay's open").
  const hydrated = useRef(false);
  useLayoutEffect(() => {
    const element = dialog.current;
    const hydrating = !hydrated.current;
    hydrated.current = true;
    if (!element) return;
    if (!open) {
      // A tap before hydration shows the dialog (engaged.client.ts); given again, it opens the draft here.
      if (!element.open || hydrating) return;
      element.close();
      returnFocus.current?.focus();
    } else if (filled && !element.matches(':modal')) {
      if (element.open) element.close();
      element.showModal();
      back.current?.focus();
    } else if (!element.open) {
      element.show();
      back.current?.focus();
    }
  }, [open, filled, returnFocus]);

  return (
    <dialog
      id={id}
      ref={dialog}
      className={styles.overlay}
      aria-labelledby="filter-overlay-title"
      onCancel={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      <div className={styles.head}>
        <button type="button" className={`icon-button ${styles.back}`} ref={back} aria-label={t.back} onClick={onBack}>
          <ListingIcon name="back" size={24} />
        </button>
        <h2 id="filter-overlay-title" className={styles.title}>
          {t.filterAndSort}
        </h2>
        <button type="button" className={styles.clear} onClick={onClear}>
          {t.clear}
        </button>
      </div>
      <div className={styles.body}>{filled && children}</div>
      <div className={styles.foot}>
        <p className={styles.count} aria-live="polite">
          {plural(locale, t.results, resultCount)}
        </p>
        <button type="button" className={`button ${styles.apply}`} onClick={onApply}>
          {t.apply}
        </button>
      </div>
    </dialog>
  );
}
