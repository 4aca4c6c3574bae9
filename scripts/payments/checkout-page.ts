/**
 * The hosted payment page's routes: GET shows the session's page, POST pays with the card form, and the
 * 3D Secure step answers Complete or Fail. A paid session sends the browser to its success_url.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { judgeCard, type CardSeen } from './cards.ts';
import { decodeForm } from './form.ts';
import { messagePage, payPage, threeDsPage, type PageLang } from './hosted-page.ts';
import { redirect, sendHtml } from './http-io.ts';
import { newId, type Ledger, type Session } from './ledger.ts';

export class CheckoutPage {
  /** Cards waiting on their 3D Secure step, by attempt id: what the charge will show, nothing more. */
  private readonly authenticating = new Map<string, { sessionId: string; card: CardSeen }>();
  private readonly ledger: Ledger;
  private readonly merchantName: string;

  constructor(ledger: Ledger, merchantName: string) {
    this.ledger = ledger;
    this.merchantName = merchantName;
  }

  handle(request: IncomingMessage, response: ServerResponse, url: URL, body: string): void {
    const match = /^\/c\/pay\/([^/]+)(\/3ds)?$/.exec(url.pathname);
    const session = match ? this.ledger.sessions.get(decodeURIComponent(match[1]!)) : undefined;
    const lang = session ? langOf(session, request) : acceptsArabic(request) ? 'ar' : 'en';
    if (!match || !session || (request.method !== 'GET' && request.method !== 'POST')) {
      return sendHtml(response, 404, messagePage(lang, 'notFound'));
    }
    if (session.status === 'complete') return redirect(response, successUrl(session));
    if (session.status === 'expired') return sendHtml(response, 410, messagePage(lang, 'inactive'));
    if (request.method === 'GET') return this.show(response, session, lang, 200);
    const form = decodeForm(body);
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    if (match[2]) return this.authenticate(response, session, lang, field('attempt'), field('outcome'));
    const outcome = judgeCard(
      {
        email: field('email'),
        cardNumber: field('cardNumber'),
        cardExpiry: field('cardExpiry'),
        cardCvc: field('cardCvc'),
        billingName: field('billingName'),
      },
      new Date(),
    );
    const typed = { email: field('email'), name: field('billingName') };
    if (outcome.kind === 'refused') {
      const declined = ['declined', 'insufficient_funds', 'not_test_card'].includes(outcome.problem);
      return this.show(response, session, lang, declined ? 402 : 400, { problem: outcome.problem, ...typed });
    }
    if (outcome.kind === 'authenticate') {
      const attempt = newId('src_');
      this.authenticating.set(attempt, { sessionId: session.id, card: outcome.card });
      return sendHtml(response, 200, threeDsPage(session, attempt, lang));
    }
    this.ledger.pay(session, outcome.card);
    redirect(response, successUrl(session));
  }

  private authenticate(response: ServerResponse, session: Session, lang: PageLang, attempt: string, how: string) {
    const waiting = this.authenticating.get(attempt);
    if (!waiting || waiting.sessionId !== session.id) return this.show(response, session, lang, 400);
    this.authenticating.delete(attempt);
    if (how !== 'complete') {
      const typed = { email: waiting.card.email, name: waiting.card.name };
      return this.show(response, session, lang, 402, { problem: 'authentication_failed', ...typed });
    }
    this.ledger.pay(session, waiting.card);
    redirect(response, successUrl(session));
  }

  private show(
    response: ServerResponse,
    session: Session,
    lang: PageLang,
    status: number,
    extra: Pick<Parameters<typeof payPage>[0], 'problem' | 'email' | 'name'> = {},
  ): void {
    sendHtml(response, status, payPage({ session, merchantName: this.merchantName, lang, ...extra }));
  }
}

function successUrl(session: Session): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function langOf(session: Session, request: IncomingMessage): PageLang {
  if (session.locale === 'ar' || session.locale === 'en') return session.locale;
  return acceptsArabic(request) ? 'ar' : 'en';
}

/** `auto`, as Stripe reads it: the browser's first language. */
function acceptsArabic(request: IncomingMessage): boolean {
  return /^\s*ar\b/i.test(request.headers['accept-language'] ?? '');
}
