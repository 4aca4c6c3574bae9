/**
 * A browsable list of products: the count, the sort and filter panels (on the
 * left on desktop, in the 'Filter and Sort' overlay on mobile and tablet), the
 * grid and the pages. Listings and search results both render it; they differ
 * in where products come from and how the count reads.
 */
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { browse, type BrowseState, type BrowseSummary } from '#src/catalogue/browse.ts';
import { emptySelection, FILTER_GROUPS, type FilterGroupKey } from '#src/catalogue/filter.ts';
import type { SortKey } from '#src/catalogue/sort.ts';
import type { ProductSummary } from '#src/catalogue/types.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill } from '#src/i18n/messages.ts';
import { useAnnounceHydrated } from '#src/components/hydration/useAnnounceHydrated.ts';
import { FilterOverlay } from './FilterOverlay.tsx';
import { FilterPanel, optionLabel } from './FilterPanel.tsx';
import type { BrowseText } from './messages.ts';
import { ListingIcon } from './ListingIcon.tsx';
import { Pagination } from './Pagination.tsx';
import { SortPanel } from './SortPanel.tsx';
import shapes from '#src/styles/shapes.module.css';
import styles from './BrowseView.module.css';
import panels from './panels.module.css';

export interface BrowseViewProps {
  /** Null until the listing's products have arrived; `result` is then the pre-rendered view. */
  products: readonly ProductSummary[] | null;
  /** The view's count, pages and filter options. */
  result: BrowseSummary;
  /** The view's cards: a ListingGrid, or the listing page's pre-rendered one. */
  grid: ReactNode;
  busy: boolean;
  state: BrowseState;
  sorts: readonly SortKey[];
  onChange(next: BrowseState): void;
  hrefFor(state: BrowseState): string;
  countText(count: number): string;
  locale: Locale;
  t: BrowseText;
}

function toggled(state: BrowseState, group: FilterGroupKey, value: string): BrowseState {
  const current = state.filters[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, filters: { ...state.filters, [group]: next }, page: 0 };
}

function clearedGroup(state: BrowseState, group: FilterGroupKey): BrowseState {
  return { ...state, filters: { ...state.filters, [group]: [] }, page: 0 };
}

function sorted(state: BrowseState, sort: SortKey): BrowseState {
  return { ...state, sort, page: 0 };
}

function chosenCount(state: BrowseState): number {
  return Object.values(state.filters).reduce((n, values) => n + values.length, 0);
}

export function BrowseView({
  products,
  result,
  grid,
  busy,
  state,
  sorts,
  onChange,
  hrefFor,
  countText,
  locale,
  t,
}: BrowseViewProps) {
  const [draft, setDraft] = useState<BrowseState | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const overlayId = useId();
  const top = useRef<HTMLDivElement>(null);
  // The listing's island hydrates on the shopper's first touch (client:engaged) and gives that touch after this.
  useAnnounceHydrated(top);
  // A draft just opened is the view itself (setDraft(state)), whose result is already there: opening the overlay
  // browses nothing, and only a changed draft is counted again.
  const draftResult = useMemo(
    () => (draft && draft !== state && products ? browse(products, draft) : null),
    [draft, state, products],
  );

  const changePage = (page: number) => {
    onChange({ ...state, page });
    top.current?.scrollIntoView({ block: 'start' });
  };
  const chosen = chosenCount(state);

  return (
    <div className={styles.browse} ref={top} aria-busy={busy}>
      <div className={styles.bar}>
        <p className={styles.count} role="status">
          {countText(result.count)}
        </p>
        <button
          type="button"
          className={styles.open}
          ref={opener}
          aria-haspopup="dialog"
          aria-controls={overlayId}
          onClick={() => setDraft(state)}
        >
          <ListingIcon name="filters" size={20} />
          {t.filterAndSort}
          {chosen > 0 && <span className={`${shapes.disc} ${panels.chosen}`}>{chosen}</span>}
        </button>
      </div>
      {chosen > 0 && (
        <ul className={styles.chips} aria-label={t.chosenFilters}>
          {FILTER_GROUPS.flatMap(({ key }) =>
            state.filters[key].map((value) => (
              <li key={`${key}:${value}`}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-label={fill(t.removeFilter, { label: optionLabel(t, key, value) })}
                  onClick={() => onChange(toggled(state, key, value))}
                >
                  {optionLabel(t, key, value)}
                  <ListingIcon name="remove" size={14} />
                </button>
              </li>
            )),
          )}
          <li>
            <button
              type="button"
              className={styles.clearAll}
              onClick={() => onChange({ ...state, filters: emptySelection(), page: 0 })}
            >
              {t.clearAll}
            </button>
          </li>
        </ul>
      )}
      <aside className={styles.side} aria-label={t.filters}>
        <SortPanel t={t} sorts={sorts} value={state.sort} onChange={(sort) => onChange(sorted(state, sort))} />
        <FilterPanel
          locale={locale}
          t={t}
          options={result.options}
          selection={state.filters}
          onToggle={(group, value) => onChange(toggled(state, group, value))}
          onClearGroup={(group) => onChange(clearedGroup(state, group))}
        />
      </aside>
      <div className={busy ? `${styles.main} ${styles.busy}` : styles.main}>
        {grid}
        <Pagination
          t={t}
          pageIndex={result.pageIndex}
          totalPages={result.totalPages}
          hrefFor={(page) => hrefFor({ ...state, page })}
          onChange={changePage}
        />
      </div>
      <FilterOverlay
        id={overlayId}
        locale={locale}
        t={t}
        open={draft !== null}
        resultCount={(draftResult ?? result).count}
        returnFocus={opener}
        onBack={() => setDraft(null)}
        onClear={() => draft && setDraft({ ...draft, filters: emptySelection(), page: 0 })}
        onApply={() => {
          if (draft) onChange(draft);
          setDraft(null);
        }}
      >
        {draft && (
          <>
            <SortPanel t={t} sorts={sorts} value={draft.sort} onChange={(sort) => setDraft(sorted(draft, sort))} />
            <FilterPanel
              locale={locale}
              t={t}
              options={(draftResult ?? result).options}
              selection={draft.filters}
              onToggle={(group, value) => setDraft(toggled(draft, group, value))}
              onClearGroup={(group) => setDraft(clearedGroup(draft, group))}
            />
          </>
        )}
      </FilterOverlay>
    </div>
  );
}
