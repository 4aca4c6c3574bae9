/**
 * The search page island: the box, and the results as a browsable list with
 * the same filter panel and overlay as listings. Each keystroke rewrites the
 * URL (/search/{text}, replaced rather than pushed so back leaves the page) and,
 * after a short pause, asks POST /api/search-bar/; a newer keystroke cancels the
 * request still in flight, so a slow answer never replaces a newer one.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { browse, type BrowseResult, type BrowseState } from '#src/catalogue/browse.ts';
import { writeBrowseQuery } from '#src/catalogue/query.ts';
import type { SortKey } from '#src/catalogue/sort.ts';
import type { ProductSummary } from '#src/catalogue/types.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { languageHeader } from '#src/i18n/page.client.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { BrowseText } from '../listing/messages.ts';
import { BrowseView } from '../listing/BrowseView.tsx';
import { ListingGrid } from '../listing/ListingGrid.tsx';
import { useBrowseUrlState } from '../listing/useBrowseUrlState.ts';
import { CategoryBlock } from './CategoryBlock.tsx';
import type { SearchMessages } from './messages.ts';
import { searchPath, searchTextFromPath } from './search-path.ts';
import styles from './SearchPage.module.css';

export const SEARCH_DEBOUNCE_MS = 200;

interface Props {
  query: string;
  defaults: BrowseState;
  sorts: readonly SortKey[];
  /** The state and view the server rendered for this URL. */
  rendered: BrowseState;
  initial: BrowseResult;
  locale: Locale;
  /** searchMessages[locale], and the results' words: browseText(locale). */
  t: SearchMessages & { browse: BrowseText };
}

async function searchProducts(text: string, signal: AbortSignal): Promise<ProductSummary[]> {
  const response = await fetch('/api/search-bar/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...languageHeader() },
    body: JSON.stringify({ search: text }),
    signal,
  });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as ProductSummary[];
}

export default function SearchPage({ query, defaults, sorts, rendered, initial, locale, t }: Props) {
  const [text, setText] = useState(query);
  const [state, setState] = useBrowseUrlState(defaults, sorts, rendered);
  /** The products found for `found.text`; null until the first answer arrives. */
  const [found, setFound] = useState<{ text: string; products: ProductSummary[] } | null>(null);
  const firstRequest = useRef(true);

  const changeText = useCallback((next: string) => {
    setText(next);
    // An empty box has nothing to ask the server: its empty answer is known at once.
    if (!next.trim()) setFound({ text: next, products: [] });
  }, []);

  useEffect(() => {
    // The page's own query is asked at once; what the shopper types waits for a pause.
    const delay = firstRequest.current ? 0 : SEARCH_DEBOUNCE_MS;
    firstRequest.current = false;
    const trimmed = text.trim();
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchProducts(trimmed, controller.signal)
        .then((products) => setFound({ text, products }))
        .catch(() => {
          // Cancelled by a newer keystroke, or offline: the last results stay.
        });
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  // Back and forward may cross a filter change made under another text.
  useEffect(() => {
    const read = () => changeText(searchTextFromPath(window.location.pathname));
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [changeText]);

  const type = (next: string) => {
    changeText(next);
    window.history.replaceState(
      null,
      '',
      `${searchPath(next, locale)}${writeBrowseQuery({ ...state, page: 0 }, defaults)}`,
    );
    if (state.page !== 0) setState({ ...state, page: 0 });
  };

  const result = useMemo(() => (found ? browse(found.products, state) : initial), [found, state, initial]);
  const stale = found !== null && found.text !== text;
  const searchedFor = (found?.text ?? query).trim();
  const searched = searchedFor !== '';
  const nothingFound = searched && result.count === 0 && Object.values(state.filters).every((v) => v.length === 0);

  return (
    <div className={styles.page}>
      {/* The search box stands for the title on screen; a screen reader's list of headings still has one. */}
      <h1 className="visually-hidden">{searchedFor ? fill(t.titleFor, { query: searchedFor }) : t.title}</h1>
      <form className={styles.box} role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="visually-hidden" htmlFor="search-input">
          {t.label}
        </label>
        <svg className={styles.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id="search-input"
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          placeholder={t.placeholder}
          value={text}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the header's search icon opens this page to type in
          autoFocus={!query}
          onChange={(event) => type(event.target.value)}
        />
        {text && (
          <button type="button" className={styles.clear} aria-label={t.clear} onClick={() => type('')}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <a className={styles.cancel} href={localizedPath(locale, '/')}>
          {t.cancel}
        </a>
      </form>

      {!searched && (
        <>
          <p className={styles.or}>
            <span>{t.or}</span>
          </p>
          <CategoryBlock locale={locale} t={t} />
        </>
      )}

      {nothingFound && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t.noResults}</p>
          <p className={styles.emptyText}>{t.suggestion}</p>
          <CategoryBlock locale={locale} t={t} />
        </div>
      )}

      {searched && !nothingFound && (
        <BrowseView
          products={found?.products ?? null}
          result={result}
          grid={<ListingGrid cards={result.cards} locale={locale} t={t.browse} />}
          busy={stale}
          state={state}
          sorts={sorts}
          onChange={setState}
          hrefFor={(next) => `${searchPath(text, locale)}${writeBrowseQuery(next, defaults)}`}
          countText={(count) => plural(locale, t.browse.showing, count)}
          locale={locale}
          t={t.browse}
        />
      )}
    </div>
  );
}
