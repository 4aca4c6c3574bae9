/**
 * The filter groups with their options (docs/product.md §9), each option with the
 * number of styles it would give; an option that would give none is disabled
 * unless it is selected (so it can always be cleared).
 */
import { AGE_BANDS, type Color } from '#src/config/shop.ts';
import { FILTER_GROUPS, type FilterGroupKey, type FilterOptions, type FilterSelection } from '#src/catalogue/filter.ts';
import {
  brandLabels,
  colorLabels,
  genderLabels,
  listingMessages,
  productTypeLabels,
  trendLabels,
} from '#src/i18n/messages.en.ts';
import { ColourSwatch } from '#src/components/product/ColourSwatch.tsx';
import shapes from '#src/styles/shapes.module.css';
import styles from './panels.module.css';

const OPTION_LABEL: Record<FilterGroupKey, (value: string) => string> = {
  trend: (value) => trendLabels[value as keyof typeof trendLabels],
  age: (value) => {
    const band = AGE_BANDS.find((b) => b.group === value)!;
    return listingMessages.ageBand(band.label, band.minAge, band.maxAge);
  },
  type: (value) => productTypeLabels[value as keyof typeof productTypeLabels],
  gender: (value) => genderLabels[value as keyof typeof genderLabels],
  brand: (value) => brandLabels[value as keyof typeof brandLabels],
  color: (value) => colorLabels[value as keyof typeof colorLabels],
  size: listingMessages.sizeOption,
};

/** Short groups start open; long ones start folded unless something in them is chosen. */
const OPEN_BY_DEFAULT: ReadonlySet<FilterGroupKey> = new Set(['trend', 'age', 'type', 'gender', 'brand']);

export function optionLabel(group: FilterGroupKey, value: string): string {
  return OPTION_LABEL[group](value);
}

interface Props {
  options: FilterOptions;
  selection: FilterSelection;
  onToggle(group: FilterGroupKey, value: string): void;
  onClearGroup(group: FilterGroupKey): void;
}

export function FilterPanel({ options, selection, onToggle, onClearGroup }: Props) {
  return (
    <div className={styles.filter}>
      <h2 className={styles.heading}>{listingMessages.filterBy}</h2>
      {FILTER_GROUPS.map(({ key }) => {
        const groupOptions = options[key];
        if (groupOptions.length === 0) return null;
        const chosen = selection[key].length;
        return (
          <details key={key} className={styles.group} open={OPEN_BY_DEFAULT.has(key) || chosen > 0}>
            <summary className={styles.groupTitle}>
              <span>{listingMessages.groups[key]}</span>
              {chosen > 0 && <span className={`${shapes.disc} ${styles.chosen}`}>{chosen}</span>}
            </summary>
            <fieldset className={key === 'size' ? `${styles.options} ${styles.sizes}` : styles.options}>
              <legend className="visually-hidden">{listingMessages.groups[key]}</legend>
              {groupOptions.map((option) => {
                const label = optionLabel(key, option.value);
                const disabled = option.count === 0 && !option.selected;
                return (
                  <label
                    key={option.value}
                    className={[styles.choice, key === 'size' && styles.chip, disabled && styles.disabled]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <input
                      type="checkbox"
                      checked={option.selected}
                      disabled={disabled}
                      aria-label={listingMessages.optionLabel(label, option.count)}
                      onChange={() => onToggle(key, option.value)}
                    />
                    {key === 'color' && <ColourSwatch colour={option.value as Color} className={styles.swatch} />}
                    <span className={styles.label} aria-hidden="true">
                      {label}
                      {key !== 'size' && (
                        <span className={styles.count}> {listingMessages.optionCount(option.count)}</span>
                      )}
                    </span>
                  </label>
                );
              })}
              {chosen > 0 && (
                <button type="button" className={styles.clearGroup} onClick={() => onClearGroup(key)}>
                  {listingMessages.clearGroup(listingMessages.groups[key])}
                </button>
              )}
            </fieldset>
          </details>
        );
      })}
    </div>
  );
}
