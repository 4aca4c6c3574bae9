/**
 * The filter groups with their options (docs/product.md §9), each option with the
 * number of styles it would give; an option that would give none is disabled
 * unless it is selected (so it can always be cleared).
 */
import { AGE_BANDS, type Color } from '#src/config/catalogue.ts';
import { FILTER_GROUPS, type FilterGroupKey, type FilterOptions, type FilterSelection } from '#src/catalogue/filter.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import type { BrowseText } from './messages.ts';
import { ColourSwatch } from '#src/components/product/ColourSwatch.tsx';
import shapes from '#src/styles/shapes.module.css';
import styles from './panels.module.css';

type Words = Pick<BrowseText, 'vocabulary' | 'ageBand' | 'sizeOption'>;

const OPTION_LABEL: Record<FilterGroupKey, (t: Words, value: string) => string> = {
  trend: ({ vocabulary }, value) => vocabulary.trends[value as keyof typeof vocabulary.trends],
  age: (t, value) => {
    const band = AGE_BANDS.find((b) => b.group === value)!;
    return fill(t.ageBand, { label: t.vocabulary.ageGroups[band.group], min: band.minAge, max: band.maxAge });
  },
  type: ({ vocabulary }, value) => vocabulary.productTypes[value as keyof typeof vocabulary.productTypes],
  gender: ({ vocabulary }, value) => vocabulary.genders[value as keyof typeof vocabulary.genders],
  brand: ({ vocabulary }, value) => vocabulary.brands[value as keyof typeof vocabulary.brands],
  color: ({ vocabulary }, value) => vocabulary.colors[value as keyof typeof vocabulary.colors],
  size: (t, value) => fill(t.sizeOption, { size: value }),
};

/** Short groups start open; long ones start folded unless something in them is chosen. */
const OPEN_BY_DEFAULT: ReadonlySet<FilterGroupKey> = new Set(['trend', 'age', 'type', 'gender', 'brand']);

export function optionLabel(t: Words, group: FilterGroupKey, value: string): string {
  return OPTION_LABEL[group](t, value);
}

interface Props {
  locale: Locale;
  t: BrowseText;
  options: FilterOptions;
  selection: FilterSelection;
  onToggle(group: FilterGroupKey, value: string): void;
  onClearGroup(group: FilterGroupKey): void;
}

export function FilterPanel({ locale, t, options, selection, onToggle, onClearGroup }: Props) {
  return (
    <div className={styles.filter}>
      <h2 className={styles.heading}>{t.filterBy}</h2>
      {FILTER_GROUPS.map(({ key }) => {
        const groupOptions = options[key];
        if (groupOptions.length === 0) return null;
        const chosen = selection[key].length;
        return (
          <details key={key} className={styles.group} open={OPEN_BY_DEFAULT.has(key) || chosen > 0}>
            <summary className={styles.groupTitle}>
              <span>{t.groups[key]}</span>
              {chosen > 0 && <span className={`${shapes.disc} ${styles.chosen}`}>{chosen}</span>}
            </summary>
            <fieldset className={key === 'size' ? `${styles.options} ${styles.sizes}` : styles.options}>
              <legend className="visually-hidden">{t.groups[key]}</legend>
              {groupOptions.map((option) => {
                const label = optionLabel(t, key, option.value);
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
                      aria-label={plural(locale, t.optionLabel, option.count, { label })}
                      onChange={() => onToggle(key, option.value)}
                    />
                    {key === 'color' && <ColourSwatch colour={option.value as Color} className={styles.swatch} />}
                    <span className={styles.label} aria-hidden="true">
                      {label}
                      {key !== 'size' && (
                        <span className={styles.count}> {fill(t.optionCount, { count: option.count })}</span>
                      )}
                    </span>
                  </label>
                );
              })}
              {chosen > 0 && (
                <button type="button" className={styles.clearGroup} onClick={() => onClearGroup(key)}>
                  {fill(t.clearGroup, { group: t.groups[key] })}
                </button>
              )}
            </fieldset>
          </details>
        );
      })}
    </div>
  );
}
