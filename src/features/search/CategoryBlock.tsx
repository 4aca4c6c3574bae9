/** Links to the age groups and the trends, offered beside the search box and when a search finds nothing. */
import { AGE_BANDS, TRENDS } from '#src/config/shop.ts';
import { ageGroupPath, trendListingPath } from '#src/catalogue/paths.ts';
import { listingMessages, searchMessages, trendLabels } from '#src/i18n/messages.en.ts';
import tint from '../listing/tint.module.css';
import styles from './CategoryBlock.module.css';

export function CategoryBlock() {
  return (
    <section className={styles.block} aria-labelledby="category-block-title">
      <h2 id="category-block-title" className={styles.title}>
        {searchMessages.categories}
      </h2>
      <ul className={styles.ages} aria-label={searchMessages.ageGroups}>
        {AGE_BANDS.map((band) => (
          <li key={band.group}>
            <a className={`${styles.tile} ${tint[band.group]}`} href={ageGroupPath(band.group)}>
              <span className={styles.name}>{band.label}</span>
              <span className={styles.band}>{listingMessages.ageBand('', band.minAge, band.maxAge).trim()}</span>
            </a>
          </li>
        ))}
      </ul>
      <ul className={styles.trends} aria-label={searchMessages.trends}>
        {TRENDS.map((trend) => (
          <li key={trend}>
            <a className={styles.pill} href={trendListingPath(trend)}>
              {trendLabels[trend]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
