/**
 * The review queue on the server (issue 34, item 5): the pending reviews, oldest first, each with its
 * shoe's name; a decision is a plain form posted back here (approve or reject), made by the engine with the
 * staff member's name in the audit log, then the queue again with what happened (post, redirect, get).
 */
import { getCatalogue, titleIn } from '#src/catalogue/catalogue.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import type { ReviewForOperator } from '#src/commerce/reviews.ts';
import type { StaffMember } from '#src/commerce/staff/staff.ts';
import { REVIEW_DECISIONS, type ReviewDecision } from '#src/commerce/staff/admin-reviews.ts';
import { parseFormBody } from '#src/http/guard.ts';
import { staffForPage, type AdminContext } from '#src/http/staff-session.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';

export interface QueuedReview extends ReviewForOperator {
  productTitle: string;
}

export type ReviewNotice =
  { kind: 'decided'; decision: ReviewDecision } | { kind: 'refused'; code: 'review_not_found' | 'already_decided' };

export interface ReviewQueueShown {
  staff: StaffMember;
  reviews: QueuedReview[];
  notice: ReviewNotice | null;
}

const isDecision = (value: unknown): value is ReviewDecision =>
  (REVIEW_DECISIONS as readonly unknown[]).includes(value);

export async function reviewQueueRequest(context: AdminContext, locale: Locale): Promise<ReviewQueueShown | Response> {
  const { engine } = await getCommerce();
  const staff = await staffForPage(context, engine, locale, 'staff');
  if (staff instanceof Response) return staff;
  context.response.headers.set('Cache-Control', 'no-store');
  const here = localizedPath(locale, '/admin/reviews');
  let notice: ReviewNotice | null = null;
  if (context.request.method === 'POST') {
    const form = await parseFormBody(context.request);
    const id = Number(form.id);
    const decision = form.decision;
    if (!Number.isSafeInteger(id) || !isDecision(decision)) notice = { kind: 'refused', code: 'review_not_found' };
    else {
      const answer = await engine.decideQueuedReview({ id: staff.id, email: staff.email }, id, decision);
      if (answer.outcome === 'decided') return context.redirect(`${here}?decided=${decision}`, 303);
      notice = { kind: 'refused', code: answer.code };
    }
    context.response.status = 409;
  } else {
    const decided = context.url.searchParams.get('decided');
    if (isDecision(decided)) notice = { kind: 'decided', decision: decided };
  }
  const catalogue = getCatalogue();
  const reviews = (await engine.reviewQueue(100)).map((review) => {
    const product = catalogue.byId.get(review.productId);
    return { ...review, productTitle: product ? titleIn(product, locale) : review.productId };
  });
  return { staff, reviews, notice };
}
