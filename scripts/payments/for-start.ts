/**
 * `PAYMENTS=stand-in npm start`: card payment on the local stand-in for Stripe, for trying the shop without
 * a Stripe account. The stand-in runs in the starting process; the shop is pointed at it through the same
 * variables a real Stripe account sets (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), plus STRIPE_API_URL.
 */
import { randomBytes } from 'node:crypto';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

export async function startStandInForShop(env: NodeJS.ProcessEnv = process.env): Promise<StripeStandIn> {
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`;
  const shopPort = env.PORT ?? '4321';
  const standIn = await startStripeStandIn({
    webhookUrl: `http://127.0.0.1:${shopPort}/webhooks/stripe`,
    webhookSecret,
  });
  env.STRIPE_SECRET_KEY = 'sk_test_standin';
  env.STRIPE_WEBHOOK_SECRET = webhookSecret;
  env.STRIPE_API_URL = standIn.url;
  console.log(
    `Card payment is on, with a local stand-in for Stripe at ${standIn.url}: ` +
      'pay with 4242 4242 4242 4242, any future date and any CVC (docs/payments.md)',
  );
  return standIn;
}
