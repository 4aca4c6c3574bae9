/**
 * A listing's filter, sort and page, kept in the URL query: each change is a
 * history entry (the back button undoes it), a reload or a shared link restores
 * it, and going back or forward re-reads it. The first render uses the state
 * the HTML was rendered with (a pre-rendered page: the route's defaults).
 */
import { useCallback, useEffect, useState } from 'react';
import type { BrowseState } from '#src/catalogue/browse.ts';
import { readBrowseQuery, writeBrowseQuery } from '#src/catalogue/query.ts';
import type { SortKey } from '#src/catalogue/sort.ts';

export function useBrowseUrlState(
  defaults: BrowseState,
  sorts: readonly SortKey[],
  rendered: BrowseState = defaults,
): [BrowseState, (next: BrowseState) => void] {
  const [state, setState] = useState(rendered);

  useEffect(() => {
    // The same state as a new object would render the whole island again right after hydration, for nothing
    // on a page opened without a query (the usual first visit): a long task of its own on a phone.
    const read = () =>
      setState((current) => {
        const next = readBrowseQuery(window.location.search, defaults, sorts);
        return writeBrowseQuery(next, defaults) === writeBrowseQuery(current, defaults) ? current : next;
      });
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [defaults, sorts]);

  const change = useCallback(
    (next: BrowseState) => {
      setState(next);
      const url = `${window.location.pathname}${writeBrowseQuery(next, defaults)}`;
      if (url !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', url);
    },
    [defaults],
  );

  return [state, change];
}
