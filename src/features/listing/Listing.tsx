/**
 * The island of a listing page. The pre-rendered HTML already holds the first
 * page for the route's defaults; once hydrated, the island downloads the
 * listing's products (a few kilobytes, see listing-data.ts), reads the filter,
 * sort and page from the URL and recomputes the view on every change.
 */
import { useEffect, useMemo, useState } from 'react';
import { browse, type BrowseResult, type BrowseState } from '#src/catalogue/browse.ts';
import { writeBrowseQuery } from '#src/catalogue/query.ts';
import type { SortKey } from '#src/catalogue/sort.ts';
import type { ProductSummary } from '#src/catalogue/types.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { plural } from '#src/i18n/messages.ts';
import { languageHeader } from '#src/i18n/page.client.ts';
import { BrowseView } from './BrowseView.tsx';
import { decodeListing, type ListingData } from './listing-data.ts';
import type { BrowseText } from './messages.ts';
import { useBrowseUrlState } from './useBrowseUrlState.ts';

interface Props {
  /** The page's path, in its language. */
  path: string;
  dataUrl: string;
  defaults: BrowseState;
  sorts: readonly SortKey[];
  /** The view for the defaults, as pre-rendered. */
  initial: BrowseResult;
  locale: Locale;
  /** browseText(locale) */
  t: BrowseText;
}

export default function Listing({ path, dataUrl, defaults, sorts, initial, locale, t }: Props) {
  const [state, setState] = useBrowseUrlState(defaults, sorts);
  const [products, setProducts] = useState<ProductSummary[] | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    fetch(dataUrl, { signal: abort.signal, headers: languageHeader() })
      .then((response) =>
        response.ok ? (response.json() as Promise<ListingData>) : Promise.reject(new Error(`${response.status}`)),
      )
      .then((data) => setProducts(decodeListing(data)))
      .catch(() => {
        // Aborted, or offline: the pre-rendered first page stays, and its links still work.
      });
    return () => abort.abort();
  }, [dataUrl]);

  const result = useMemo(() => (products ? browse(products, state) : initial), [products, state, initial]);

  return (
    <BrowseView
      products={products}
      result={result}
      busy={products === null && writeBrowseQuery(state, defaults) !== ''}
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
