/**
 * The pages the newsletter's confirmation mail links to. /newsletter/confirm?token=… confirms on opening (the
 * double opt-in's one step); /newsletter/unsubscribe?token=… asks first, and ends the subscription when its
 * button posts the token back, so a mail scanner that opens every link unsubscribes nobody.
 */
import type { AstroGlobal } from 'astro';
import { getCommerce } from '#src/commerce/runtime.ts';

export type NewsletterLinkState = 'confirmed' | 'invalid' | 'ask' | 'unsubscribed';

type LinkContext = Pick<AstroGlobal, 'request' | 'url' | 'response'>;

/** The token of the link, from the query or, for the unsubscribe button, the posted form. */
async function tokenOf(context: LinkContext): Promise<string> {
  if (context.request.method === 'POST') {
    const form = await context.request.formData().catch(() => null);
    const posted = form?.get('token');
    return typeof posted === 'string' ? posted : '';
  }
  return context.url.searchParams.get('token') ?? '';
}

export async function newsletterLinkRequest(
  context: LinkContext,
  action: 'confirm' | 'unsubscribe',
): Promise<{ state: NewsletterLinkState; token: string }> {
  context.response.headers.set('Cache-Control', 'no-store');
  context.response.headers.set('Referrer-Policy', 'no-referrer');
  const token = await tokenOf(context);
  const { engine } = await getCommerce();
  let state: NewsletterLinkState;
  if (action === 'confirm') state = (await engine.confirmNewsletterSubscription(token)) ? 'confirmed' : 'invalid';
  else if (context.request.method !== 'POST') state = token ? 'ask' : 'invalid';
  else state = (await engine.unsubscribeFromNewsletter(token)) ? 'unsubscribed' : 'invalid';
  if (state === 'invalid') context.response.status = 404;
  return { state, token };
}
