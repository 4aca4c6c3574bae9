/**
 * The signed-in shopper, shared by every island (header menu, footer, mobile
 * menu, account pages, checkout):
 *   $user: undefined while not known yet, null when nobody is signed in, else the User.
 *
 * On startup (the first island that reads $user) a stored session signs the
 * shopper in; a session the server no longer knows is dropped, and the server
 * expires its cookie (docs/product.md §4). The actions below follow docs/product.md
 * §4's transitions, navigation included.
 */
import { atom, onMount } from 'nanostores';
import { identifyShopper, trackSignUp } from '../analytics/analytics.client.ts';
import { whileLoading } from '../loading/loading.store.ts';
import * as api from './account.client.ts';
import { pageLocale } from '#src/i18n/page.client.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { SIGNED_IN_HINT } from './session-hint.client.ts';
import type { User } from '#src/http/user.ts';

export type { User, Order } from '#src/http/user.ts';

export const $user = atom<User | null | undefined>(undefined);

/** The page of the same language as the one the shopper is on: '/account' on an Arabic page is '/ar/account'. */
const here = (path: string): string => localizedPath(pageLocale(), path);

let restoring: Promise<User | null> | undefined;

/** Resolves with the shopper once known; asks the server only when the browser holds a session. */
export function whenUserKnown(): Promise<User | null> {
  restoring ??= (async () => {
    const user = SIGNED_IN_HINT.present() ? await api.signInWithSession() : null;
    const known = typeof user === 'string' ? null : user;
    // docs/product.md §7: the analytics identify call runs at startup for a signed-in shopper.
    if (known) identifyShopper(known.id);
    $user.set(known);
    return known;
  })();
  return restoring;
}

onMount($user, () => {
  // onMount also runs while pages are pre-rendered; only a browser has a session.
  if (typeof document !== 'undefined') void whenUserKnown();
});

/** Success goes to /; a wrong address or password to /login/fail. 'throttled' is left to the form to say. */
export async function signIn(email: string, password: string): Promise<'throttled' | void> {
  const result = await whileLoading(() => api.signIn(email, password));
  if (result === 'throttled') return result;
  if (typeof result !== 'string') identifyShopper(result.id);
  // The next page signs in from the new cookie; setting $user here would race this page's own redirects.
  location.assign(here(typeof result === 'string' ? '/login/fail' : '/'));
}

/** Success goes to /account, failure to /signup/fail. */
export async function signUp(form: api.SignUpForm): Promise<void> {
  const result = await whileLoading(() => api.signUp(form));
  if (typeof result !== 'string') trackSignUp();
  location.assign(here(typeof result === 'string' ? '/signup/fail' : '/account'));
}

/** Goes to /login/reset whatever the result (docs/product.md §4). */
export async function requestPasswordReset(email: string): Promise<void> {
  await whileLoading(() => api.sendResetEmail(email));
  location.assign(here('/login/reset'));
}

/** With a valid link: signed in with the new password, then / ; otherwise false. */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  const result = await whileLoading(() => api.resetPassword(token, password));
  if (typeof result === 'string') return false;
  location.assign(here('/'));
  return true;
}

/**
 * docs/product.md §4 "Privacy rights": deletes the account with its password asked again. Once deleted the
 * server has ended every session and expired the cookies; the shopper is signed out here too.
 */
export async function deleteAccount(password: string): Promise<api.DeleteOutcome> {
  const outcome = await whileLoading(() => api.deleteAccount(password));
  if (outcome === 'deleted') {
    restoring = Promise.resolve(null);
    $user.set(null);
  }
  return outcome;
}

export async function signOut(): Promise<void> {
  await whileLoading(() => api.signOut());
  restoring = Promise.resolve(null);
  $user.set(null);
  location.assign(here('/'));
}

/**
 * docs/product.md §4 "Edit save": sent only when signed in and a name actually
 * changed; then /account either way.
 */
export async function saveNames(firstName: string, lastName: string): Promise<void> {
  const user = await whenUserKnown();
  if (user && (firstName !== user.firstName || lastName !== user.lastName)) {
    const result = await whileLoading(() => api.updateNames(firstName, lastName));
    if (typeof result !== 'string') $user.set(result);
  }
  location.assign(here('/account'));
}
