/** Links to the age groups and the trends, offered beside the search box and when a search finds nothing. */
import { AGE_BANDS, TRENDS } from '#src/config/shop.ts';
import { ageGroupPath, trendListingPath } from '#src/catalogue/paths.ts';
import { listingMessages, searchMessages, trendLabels } from '#src/i18n/messages.en.ts';

export function CategoryBlock() {
  return (
    <section className="category-block" aria-labelledby="category-block-title">
      <h2 id="category-block-title" className="category-block__title">
        {searchMessages.categories}
      </h2>
      <ul className="category-block__ages" aria-label={searchMessages.ageGroups}>
        {AGE_BANDS.map((band) => (
          <li key={band.group}>
            <a className={`category-tile category-tile--${band.group}`} href={ageGroupPath(band.group)}>
              <span className="category-tile__name">{band.label}</span>
              <span className="category-tile__band">
                {listingMessages.ageBand('', band.minAge, band.maxAge).trim()}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <ul className="category-block__trends" aria-label={searchMessages.trends}>
        {TRENDS.map((trend) => (
          <li key={trend}>
            <a className="category-pill" href={trendListingPath(trend)}>
              {trendLabels[trend]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
