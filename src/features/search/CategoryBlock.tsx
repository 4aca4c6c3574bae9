/** Links to the age groups and the trends, offered beside the search box and when a search finds nothing. */
import { AGE_BANDS, TRENDS } from '#src/config/catalogue.ts';
import { ageGroupPath, trendListingPath } from '#src/catalogue/paths.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill } from '#src/i18n/messages.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import type { BrowseText } from '../listing/messages.ts';
import type { SearchMessages } from './messages.ts';
import tint from '../listing/tint.module.css';
import styles from './CategoryBlock.module.css';

export function CategoryBlock({ locale, t }: { locale: Locale; t: SearchMessages & { browse: BrowseText } }) {
  const { ageGroups, trends } = t.browse.vocabulary;
  return (
    <section className={styles.block} aria-labelledby="category-block-title">
      <h2 id="category-block-title" className={styles.title}>
        {t.categories}
      </h2>
      <ul className={styles.ages} aria-label={t.ageGroups}>
        {AGE_BANDS.map((band) => (
          <li key={band.group}>
            <a className={`${styles.tile} ${tint[band.group]}`} href={localizedPath(locale, ageGroupPath(band.group))}>
              <span className={styles.name}>{ageGroups[band.group]}</span>
              <span className={styles.band}>{fill(t.ageBand, { min: band.minAge, max: band.maxAge })}</span>
            </a>
          </li>
        ))}
      </ul>
      <ul className={styles.trends} aria-label={t.trends}>
        {TRENDS.map((trend) => (
          <li key={trend}>
            <a className={styles.pill} href={localizedPath(locale, trendListingPath(trend))}>
              {trends[trend]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
