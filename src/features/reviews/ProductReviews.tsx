/**
 * The REVIEWS section's live part (docs/product.md §9 "Reviews"): the approved reviews, fetched when the
 * section comes into view (the page is built ahead of time), with their average and fit summary; for a
 * signed-in buyer whose order was delivered, the form to write one. Until the answer comes, the summary
 * of the last build stands. Every text a reviewer wrote is shown as plain text.
 */
import { useEffect, useState } from 'react';
import { formatDate } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { SIGNED_IN_HINT } from '#src/features/account/session-hint.client.ts';
import ReviewForm from './ReviewForm.tsx';
import Stars from './Stars.tsx';
import type { ProductReviews as Reviews, ReviewSummary } from '#src/commerce/review-rules.ts';
import { fetchEligibility, fetchReviews, type Eligibility } from './reviews.client.ts';
import type { ReviewMessages } from './messages.ts';
import layout from '#src/styles/layout.module.css';
import shapes from '#src/styles/shapes.module.css';
import styles from './ProductReviews.module.css';

interface Props {
  productId: string;
  t: ReviewMessages;
  locale: Locale;
  /** The approved reviews' count and average at the build, when there were any. */
  built?: { count: number; average: number } | undefined;
}

function Summary({ summary, t, locale }: { summary: ReviewSummary; t: ReviewMessages; locale: Locale }) {
  if (summary.count === 0) return <p className={styles.none}>{t.none}</p>;
  const average = fill(t.average, { average: summary.average });
  return (
    <div className={styles.summary} data-testid="review-summary">
      <Stars stars={summary.average} label={fill(t.stars, { stars: summary.average })} />
      <span className={styles.average}>{average}</span>
      <span>{plural(locale, t.count, summary.count)}</span>
      {summary.mostSay && <span className={styles.mostSay}>{fill(t.mostSay, { fit: t.fits[summary.mostSay] })}</span>}
    </div>
  );
}

export default function ProductReviews({ productId, t, locale, built }: Props) {
  const [live, setLive] = useState<Reviews | null>(null);
  const [mine, setMine] = useState<Eligibility | null>(null);
  useEffect(() => {
    let gone = false;
    fetchReviews(productId)
      .then((reviews) => !gone && setLive(reviews))
      .catch(() => {});
    if (SIGNED_IN_HINT.present())
      fetchEligibility(productId)
        .then((eligibility) => !gone && setMine(eligibility))
        .catch(() => {});
    return () => {
      gone = true;
    };
  }, [productId]);
  const summary = live ?? { count: built?.count ?? 0, average: built?.average ?? 0, mostSay: null };
  return (
    <div className={styles.reviews} data-testid="reviews" data-loaded={live ? '' : undefined}>
      <Summary summary={summary} t={t} locale={locale} />
      {mine?.state === 'can-review' && (
        <ReviewForm
          productId={productId}
          sizes={mine.sizes}
          t={t}
          locale={locale}
          onSent={() => setMine({ state: 'reviewed', status: 'pending' })}
        />
      )}
      {mine?.state === 'not-delivered' && <p className={styles.mine}>{t.mine.notDelivered}</p>}
      {mine?.state === 'reviewed' && (
        <p className={styles.mine} role="status">
          {t.mine[mine.status]}
        </p>
      )}
      {live && live.reviews.length > 0 && (
        <ul className={`${layout.cardList} ${styles.list}`}>
          {live.reviews.map((review) => (
            <li key={review.id} className={`${shapes.outlined} ${styles.review}`} data-testid="review">
              <Stars stars={review.stars} label={fill(t.stars, { stars: review.stars })} />
              <h3 className={styles.title}>{review.title}</h3>
              <p className={styles.text}>{review.text}</p>
              <p className={styles.facts}>
                <span>{fill(t.sizeBought, { size: review.size })}</span>
                <span>{fill(t.fitWas, { fit: t.fits[review.fit] })}</span>
              </p>
              <p className={styles.byline}>
                {review.author}, {formatDate(review.createdAt, locale)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
