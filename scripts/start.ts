/**
 * `npm start`: build when the build is missing or older than the sources, then serve; with PAYMENTS=stand-in,
 * beside a local stand-in for Stripe (scripts/payments/for-start.ts). Drawn pictures still missing (a fresh
 * clone) are drawn once the shop answers, and on request before (scripts/images/after-start.ts, decision 007).
 */
import cluster from 'node:cluster';
import { buildDir, ensureBuilt } from './lib/build.ts';
import { drawMissingPictures, picturesToDraw } from './images/after-start.ts';

try {
  await ensureBuilt(buildDir(), { deferPictures: true });
} catch (error) {
  console.error(`Build failed: ${(error as Error).message}`);
  process.exit(1);
}
const missingPictures = picturesToDraw();
if (process.env.PAYMENTS === 'stand-in') {
  const { startStandInForShop } = await import('./payments/for-start.ts');
  await startStandInForShop();
}
await import('../server/main.ts');
if (missingPictures > 0 && cluster.isPrimary) drawMissingPictures(buildDir(), missingPictures);
