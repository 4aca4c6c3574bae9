/**
 * Page links under the grid. They are real links (a page of a filtered listing
 * has its own URL); with the island running a click changes the page in place.
 */
import type { MouseEvent } from 'react';
import { fill } from '#src/i18n/messages.ts';
import type { BrowseText } from './messages.ts';
import styles from './Pagination.module.css';

interface Props {
  t: Pick<BrowseText, 'pages' | 'previousPage' | 'nextPage' | 'pageLabel'>;
  pageIndex: number;
  totalPages: number;
  hrefFor(pageIndex: number): string;
  onChange(pageIndex: number): void;
}

/** The pages to link: first, last, and two either side of the current one, with gaps between. */
export function pageNumbers(pageIndex: number, totalPages: number): Array<number | null> {
  const shown = [...new Set([0, totalPages - 1, pageIndex - 1, pageIndex, pageIndex + 1])]
    .filter((i) => i >= 0 && i < totalPages)
    .sort((a, b) => a - b);
  return shown.flatMap((page, i) => (i > 0 && page - shown[i - 1]! > 1 ? [null, page] : [page]));
}

export function Pagination({ t, pageIndex, totalPages, hrefFor, onChange }: Props) {
  if (totalPages <= 1) return null;
  const follow = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onChange(page);
  };
  const step = (page: number, label: string, rel: 'prev' | 'next') =>
    page >= 0 && page < totalPages ? (
      <a className={styles.link} href={hrefFor(page)} rel={rel} onClick={follow(page)}>
        {label}
      </a>
    ) : (
      <span className={`${styles.link} ${styles.disabled}`} aria-hidden="true">
        {label}
      </span>
    );
  return (
    <nav className={styles.pagination} aria-label={t.pages}>
      {step(pageIndex - 1, t.previousPage, 'prev')}
      <ol className={styles.pages}>
        {pageNumbers(pageIndex, totalPages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                className={styles.link}
                href={hrefFor(page)}
                aria-current={page === pageIndex ? 'page' : undefined}
                aria-label={fill(t.pageLabel, { page: page + 1, total: totalPages })}
                onClick={follow(page)}
              >
                {page + 1}
              </a>
            </li>
          ),
        )}
      </ol>
      {step(pageIndex + 1, t.nextPage, 'next')}
    </nav>
  );
}
