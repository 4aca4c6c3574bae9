/**
 * The review queue in the back office (issue 34, item 5): the pending reviews, oldest first, and the staff
 * member's decision on one, audited in the same transaction. As the operator's command does, a decision
 * rewrites DATA_DIR/review-ratings.json, which the next build puts in the Product JSON-LD.
 */
import type { Db, Queryable } from '../db/index.ts';
import { writeRatings } from '../ratings.ts';
import { decideReview, listReviews, reviewRatings, type ReviewForOperator } from '../reviews.ts';
import { audit, type Actor } from './audit.ts';

export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export function reviewQueue(db: Queryable, limit = 100): Promise<ReviewForOperator[]> {
  return listReviews(db, { status: 'pending', limit });
}

export type ReviewDecided =
  | { outcome: 'decided'; review: ReviewForOperator }
  | { outcome: 'refused'; code: 'review_not_found' | 'already_decided' };

/** Approves or rejects a pending review; one decided meanwhile by someone else is left as they decided it. */
export async function decideQueuedReview(
  db: Db,
  actor: Actor,
  id: number,
  decision: ReviewDecision,
): Promise<ReviewDecided> {
  const answer = await db.transaction(async (tx): Promise<ReviewDecided> => {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM reviews WHERE id = $1 FOR UPDATE', [id]);
    const before = rows[0];
    if (!before) return { outcome: 'refused', code: 'review_not_found' };
    if (before.status !== 'pending') return { outcome: 'refused', code: 'already_decided' };
    const review = await decideReview(tx, id, decision);
    if (!review) return { outcome: 'refused', code: 'review_not_found' };
    await audit(tx, actor, `review.${decision === 'approved' ? 'approve' : 'reject'}`, `review ${id}`, before, {
      status: decision,
    });
    return { outcome: 'decided', review };
  });
  if (answer.outcome === 'decided') writeRatings(await reviewRatings(db));
  return answer;
}
