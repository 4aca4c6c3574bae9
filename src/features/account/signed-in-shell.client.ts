/**
 * Makes the static shell (header account menu, mobile menu, footer) follow the
 * signed-in shopper without an island: the pre-rendered HTML carries both
 * variants, marked data-signed-in / data-signed-out, and this flips `hidden`,
 * fills 'Hi, {firstName}' and points the account icon at /account ('My Account')
 * or /login ('Sign in'), in the page's language.
 * Subscribing to $user is also what signs a stored session in on startup.
 */
import { pageLocale } from '#src/i18n/page.client.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { $user } from './user.store.ts';

$user.subscribe((user) => {
  for (const element of document.querySelectorAll<HTMLElement>('[data-signed-in]')) element.hidden = !user;
  for (const element of document.querySelectorAll<HTMLElement>('[data-signed-out]')) element.hidden = Boolean(user);
  for (const element of document.querySelectorAll<HTMLElement>('[data-user-first-name]'))
    element.textContent = user?.firstName ?? '';
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-account-link]')) {
    link.href = localizedPath(pageLocale(), user ? '/account' : '/login');
    link.setAttribute('aria-label', (user ? link.dataset.signedInLabel : link.dataset.signedOutLabel) ?? '');
  }
});
