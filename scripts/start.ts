/**
 * `npm start`: build when the build is missing or older than the sources, then serve; with PAYMENTS=stand-in,
 * beside a local stand-in for Stripe (scripts/payments/for-start.ts).
 */
import { ensureBuilt } from './lib/build.ts';

try {
  await ensureBuilt();
} catch (error) {
  console.error(`Build failed: ${(error as Error).message}`);
  process.exit(1);
}
if (process.env.PAYMENTS === 'stand-in') {
  const { startStandInForShop } = await import('./payments/for-start.ts');
  await startStandInForShop();
}
await import('../server/main.ts');
