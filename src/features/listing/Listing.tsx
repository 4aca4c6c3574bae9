/**
 * The island of a listing page. The pre-rendered HTML already holds the first
 * page for the route's defaults; once hydrated (on the shopper's first touch of the page, or at once when the
 * URL names a view: client:engaged), the island downloads the
 * listing's products (a few kilobytes, see listing-data.ts), reads the filter,
 * sort and page from the URL and recomputes the view on every change.
 *
 * The first view's cards come in as `children`, HTML that React keeps as it is: the island's props and its
 * hydration hold only the controls, and the cards are rendered here only for a view the shopper chose.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { browse, type BrowseState, type BrowseSummary } from '#src/catalogue/browse.ts';
import { writeBrowseQuery } from '#src/catalogue/query.ts';
import type { SortKey } from '#src/catalogue/sort.ts';
import type { ProductSummary } from '#src/catalogue/types.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { plural } from '#src/i18n/messages.ts';
import { languageHeader } from '#src/i18n/page.client.ts';
import { BrowseView } from './BrowseView.tsx';
import { ListingGrid } from './ListingGrid.tsx';
import { decodeListing, type ListingData } from './listing-data.ts';
import type { BrowseText } from './messages.ts';
import { useBrowseUrlState } from './useBrowseUrlState.ts';

interface Props {
  /** The page's path, in its language. */
  path: string;
  dataUrl: string;
  defaults: BrowseState;
  sorts: readonly SortKey[];
  /** The view for the defaults, as pre-rendered, without its cards. */
  initial: BrowseSummary;
  /** The cards of that view, pre-rendered (ListingGrid). */
  children: ReactNode;
  locale: Locale;
  /** browseText(locale) */
  t: BrowseText;
}

export default function Listing({ path, dataUrl, defaults, sorts, initial, children, locale, t }: Props) {
  const [state, setState] = useBrowseUrlState(defaults, sorts);
  const [products, setProducts] = useState<ProductSummary[] | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    // Always asked again (a 304 when unchanged): its address is the same across publishes, and a browser would
    // otherwise answer from its copy within the file's stale-while-revalidate.
    fetch(dataUrl, { signal: abort.signal, headers: languageHeader(), cache: 'no-cache' })
      .then((response) =>
        response.ok ? (response.json() as Promise<ListingData>) : Promise.reject(new Error(`${response.status}`)),
      )
      .then((data) => setProducts(decodeListing(data)))
      .catch(() => {
        // Aborted, or offline: the pre-rendered first page stays, and its links still work.
      });
    return () => abort.abort();
  }, [dataUrl]);

  const chosen = writeBrowseQuery(state, defaults) !== '';
  // The defaults' view is the pre-rendered one: its cards stay as they are when the products arrive.
  const result = useMemo(() => (products && chosen ? browse(products, state) : null), [products, chosen, state]);

  return (
    <BrowseView
      products={products}
      result={result ?? initial}
      grid={result ? <ListingGrid cards={result.cards} locale={locale} t={t} /> : children}
      busy={products === null && chosen}
      state={state}
      sorts={sorts}
      onChange={setState}
      hrefFor={(next) => `${path}${writeBrowseQuery(next, defaults)}`}
      countText={(count) => plural(locale, t.count, count)}
      locale={locale}
      t={t}
    />
  );
}
