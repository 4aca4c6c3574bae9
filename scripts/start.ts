/**
 * `npm start`: build when the build is missing or older than the sources, then serve; with PAYMENTS=stand-in,
 * beside a local stand-in for Stripe (scripts/payments/for-start.ts). Drawn pictures still missing (a fresh
 * clone) are drawn once the shop answers, and on request before (scripts/images/after-start.ts, decision 007).
 */
import cluster from 'node:cluster';
import { openCommerce } from '#src/commerce/runtime.ts';
import { envVar } from '#src/config/env.ts';
import { buildDir, ensureBuilt } from './lib/build.ts';
import { drawMissingPictures, picturesToDraw } from './images/after-start.ts';

/**
 * The database opened once and closed, beside the build: on a new data directory, making it (PostgreSQL's
 * files, the migrations, the catalogue's stock) takes half a minute, mostly waiting on the disk, which the
 * server's start would otherwise add after the build (decision 007). A database that cannot open is left to
 * the server, which says why in its own words. Not with products from Contentful: the build writes the feed
 * that the stock is read from.
 */
async function openDatabaseOnce(): Promise<void> {
  if (envVar('CATALOGUE_SOURCE') === 'contentful') return;
  try {
    await (await openCommerce()).close();
  } catch {
    // the server's start reports it
  }
}

try {
  await Promise.all([ensureBuilt(buildDir(), { deferPictures: true }), openDatabaseOnce()]);
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
