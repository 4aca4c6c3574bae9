/** The newsletter's double opt-in in API tests: the confirmation mail's links, and an address fully subscribed. */
import type { Db } from '#src/commerce/db/index.ts';
import { confirmNewsletterSubscription, subscribeToNewsletter } from '#src/commerce/accounts/newsletter.ts';
import { readOutbox } from '#src/commerce/mail/outbox.ts';

/** The confirm and unsubscribe links of the newest confirmation mail to `email`. */
export async function newsletterLinks(db: Db, email: string): Promise<{ confirm: URL; unsubscribe: URL }> {
  const [mail] = (await readOutbox(db, { to: email, limit: 50 })).filter(
    (entry) => entry.kind === 'newsletter-confirmation',
  );
  if (!mail) throw new Error(`no newsletter confirmation mail to ${email}`);
  const link = (path: string) => new URL(mail.text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))![0]);
  return { confirm: link('/newsletter/confirm'), unsubscribe: link('/newsletter/unsubscribe') };
}

/** Subscribes `email` and opens its confirmation link: an address that counts as subscribed. */
export async function confirmedSubscriber(db: Db, email: string): Promise<void> {
  await subscribeToNewsletter(db, { email, siteUrl: 'http://shop.test' });
  const { confirm } = await newsletterLinks(db, email);
  if (!(await confirmNewsletterSubscription(db, confirm.searchParams.get('token')!)))
    throw new Error(`the confirmation link of ${email} did not confirm`);
}
