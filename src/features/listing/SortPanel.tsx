/** The sort choices as one radio group (docs/product.md §4: a single selected index). */
import { useId } from 'react';
import type { SortKey } from '#src/catalogue/sort.ts';
import type { BrowseText } from './messages.ts';
import styles from './panels.module.css';

interface Props {
  t: Pick<BrowseText, 'sortBy' | 'sorts'>;
  sorts: readonly SortKey[];
  value: SortKey;
  onChange(sort: SortKey): void;
}

export function SortPanel({ t, sorts, value, onChange }: Props) {
  const name = useId();
  return (
    <fieldset className={styles.sort}>
      <legend className={styles.heading}>{t.sortBy}</legend>
      {sorts.map((sort) => (
        <label key={sort} className={styles.choice}>
          <input type="radio" name={name} value={sort} checked={value === sort} onChange={() => onChange(sort)} />
          <span>{t.sorts[sort]}</span>
        </label>
      ))}
    </fieldset>
  );
}
