/**
 * The account calls of docs/product.md §7, from the browser. The session
 * cookie travels by itself (HttpOnly, same origin); answers are checked
 * against the User's shape before the islands see them.
 */
import type { User } from '#src/http/user.ts';
import { callApi, callChecked, refusalOf } from '#src/http/call.client.ts';

const userShape = () => import('./account-answers.ts').then((answers) => answers.userSchema);

/** The User of a 2xx answer, or the failure string of docs/product.md §8 ('login fail', 'register fail', …). */
async function userCall(path: string, body: object, failure: string): Promise<User | string> {
  const answer = await callChecked(path, userShape, body);
  return answer.status >= 200 && answer.status <= 299 ? (answer.checked ?? failure) : failure;
}

/** 'throttled' when the server asks the shopper to wait (429) rather than saying the password is wrong. */
export async function signIn(email: string, password: string): Promise<User | 'login fail' | 'throttled'> {
  const answer = await callChecked('user/email-sign-in', userShape, { email, password });
  if (answer.status === 429) return 'throttled';
  return answer.status === 200 ? (answer.checked ?? 'login fail') : 'login fail';
}

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The marketing box, unticked unless the shopper ticks it. */
  acceptsMarketing: boolean;
}

export const signUp = (form: SignUpForm) => userCall('user/create/', form, 'register fail');

/** The session of the cookie; on failure the server has already expired the cookies. */
export const signInWithSession = () => userCall('user/token-sign-in/', {}, 'login fail');

export async function signOut(): Promise<void> {
  await callApi('user/sign-out', {});
}

export async function sendResetEmail(email: string): Promise<void> {
  await callApi('send-reset-password-email', { email });
}

export const resetPassword = (token: string, password: string) =>
  userCall('user/reset-password', { token, password }, 'reset fail');

export const updateNames = (firstName: string, lastName: string) =>
  userCall('update-user', { firstName, lastName }, 'edit info fail');

/** The path of the data download (GET, the cookie signs it): a link, so the browser saves the file itself. */
export const DATA_EXPORT_PATH = '/api/user/export';

/** The outcome of deleting the account; `refused` carries the server's own words (an order still on its way). */
export type DeleteOutcome = 'deleted' | 'wrong' | 'throttled' | 'failed' | { refused: string };

export async function deleteAccount(password: string): Promise<DeleteOutcome> {
  const answer = await callApi('user/delete', { password });
  if (answer.status === 200) return 'deleted';
  if (answer.status === 401) return 'wrong';
  if (answer.status === 429) return 'throttled';
  const refused = answer.status === 409 ? refusalOf(answer) : null;
  return refused ? { refused } : 'failed';
}
