/**
 * Tracking consent with Google Consent Mode v2 (docs/product.md §10): every signal is denied by default, pushed
 * to the dataLayer before anything else, and the tag manager loads only once the shopper accepts; refused, it
 * never loads. The choice is kept in this browser's localStorage (key `trackingConsent`, 'granted' or
 * 'denied'): nothing is sent to the server, and no cookie is set before the shopper chooses. The footer's
 * 'Cookie settings' shows the banner again to change it.
 */
import { tagManagerId } from './analytics.client.ts';
import { loadTagManager } from './load-tag-manager.client.ts';

export const CONSENT_KEY = 'trackingConsent';
type Choice = 'granted' | 'denied';
const SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;

const signals = (choice: Choice) => Object.fromEntries(SIGNALS.map((signal) => [signal, choice]));

/** Google's gtag(): the tag manager reads a consent command only as an Arguments object. */
function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- an array is not read as a command; `arguments` is
  window.dataLayer.push(arguments);
}

function storedChoice(): Choice | null {
  try {
    const choice = localStorage.getItem(CONSENT_KEY);
    return choice === 'granted' || choice === 'denied' ? choice : null;
  } catch {
    return null;
  }
}

function store(choice: Choice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage refused (a private window's quota): the choice holds for this page only.
  }
}

let loaded = false;
function grant(): void {
  gtag('consent', 'update', signals('granted'));
  if (!loaded) loadTagManager();
  loaded = true;
}

export function startConsent(): void {
  if (!tagManagerId()) return;
  gtag('consent', 'default', signals('denied'));
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
  if (!banner) return;
  const show = () => {
    banner.hidden = false;
  };
  const choice = storedChoice();
  if (choice === 'granted') grant();
  else if (!choice) show();
  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent]');
    if (!button) return;
    const chosen: Choice = button.dataset.consent === 'granted' ? 'granted' : 'denied';
    store(chosen);
    banner.hidden = true;
    if (chosen === 'granted') return grant();
    gtag('consent', 'update', signals('denied'));
    // The tag manager cannot be unloaded: a page that ran it starts again without it.
    if (loaded) location.reload();
  });
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[data-cookie-settings]')) return;
    show();
    banner.querySelector<HTMLElement>('[data-consent]')?.focus();
  });
}
