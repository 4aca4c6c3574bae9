/**
 * The online payment providers the shop can use, and which one is on: a provider is on when its keys are
 * set (README, "Configuration"). With none, the shop takes cash on delivery alone. Adding a provider is its
 * adapter file and one entry here (docs/decisions/025-payment-providers.md).
 */
import { envVar } from '#src/config/env.ts';
import type { PaymentMethod } from '#src/config/payments.ts';
import type { PaymentProvider } from './provider.ts';
import { stripeProvider } from './stripe.ts';

interface ProviderEntry {
  /** The adapter's settings from the environment, or null while they are not all set. */
  settings(): object | null;
  open(settings: never): PaymentProvider;
}

const PROVIDERS = {
  stripe: {
    settings() {
      const secretKey = envVar('STRIPE_SECRET_KEY');
      const webhookSecret = envVar('STRIPE_WEBHOOK_SECRET');
      return secretKey && webhookSecret ? { secretKey, webhookSecret, apiUrl: envVar('STRIPE_API_URL') } : null;
    },
    open: stripeProvider,
  },
} satisfies Record<string, ProviderEntry>;

export type ProviderId = keyof typeof PROVIDERS;
export const isProviderId = (id: unknown): id is ProviderId => typeof id === 'string' && Object.hasOwn(PROVIDERS, id);

// One client per provider and settings: tests change the environment between cases.
const opened = new Map<string, PaymentProvider>();

/** The provider by its id, when its keys are set. */
export function paymentProvider(id: string): PaymentProvider | null {
  if (!isProviderId(id)) return null;
  const entry: ProviderEntry = PROVIDERS[id];
  const settings = entry.settings();
  if (!settings) return null;
  const key = `${id}\0${JSON.stringify(settings)}`;
  let provider = opened.get(key);
  if (!provider) {
    provider = entry.open(settings as never);
    opened.set(key, provider);
  }
  return provider;
}

/** The provider that takes cards now: the first whose keys are set. */
export function cardProvider(): PaymentProvider | null {
  for (const id of Object.keys(PROVIDERS)) {
    const provider = paymentProvider(id);
    if (provider?.method === 'card') return provider;
  }
  return null;
}

/** What the checkout offers, the first chosen unless the shopper picks another. */
export function offeredPaymentMethods(): PaymentMethod[] {
  return cardProvider() ? ['card', 'cash-on-delivery'] : ['cash-on-delivery'];
}
