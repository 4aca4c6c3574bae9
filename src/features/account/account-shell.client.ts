/**
 * The static shell (header account menu, mobile menu, footer) is pre-rendered signed out. Only a browser
 * that holds a session (its readable hint cookie) may have a shopper to show, so only there do the
 * shopper's store and the account's API client load, with signed-in-shell.client.ts (decision 022).
 */
import { SIGNED_IN_HINT } from './session-hint.client.ts';

// Offline, the shell stays signed out until the next page.
if (SIGNED_IN_HINT.present()) import('./signed-in-shell.client.ts').catch(() => undefined);
