/**
 * What every reliability scenario shares: the shop started on its own data
 * (PGlite in a temp dir, or the PostgreSQL of DATABASE_URL), stock prepared
 * straight in the database before the server opens it, and a verdict.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import { setStock } from '#src/commerce/inventory.ts';
import { openCommerce } from '#src/commerce/runtime.ts';
import { startShop, type RunningShop } from '#tests/support/server.ts';
import { envVar } from '#src/config/env.ts';

export interface Verdict {
  name: string;
  passed: boolean;
  detail: string;
}

export interface ScenarioOptions {
  short: boolean;
}

export const usesPostgres = (): boolean => envVar('DATABASE_URL')?.startsWith('postgres') ?? false;

export function databaseName(): string {
  return usesPostgres() ? 'PostgreSQL' : 'PGlite';
}

export type StockLevels = Array<[variantId: string, available: number]>;

/**
 * Runs `work` on a data directory of its own (unused with PostgreSQL) whose live stock is set to `stock`
 * first; the directory is removed afterwards, whatever happens.
 */
export async function withScratchData<T>(stock: StockLevels, work: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lucky-reliability-'));
  try {
    if (stock.length > 0) await prepareStock(dataDir, stock);
    return await work(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `work` against a shop started on scratch data with `stock` set (above), with `env` added to its
 * environment (WEB_CONCURRENCY=2 for two processes); stops it afterwards.
 */
export function withShop<T>(
  stock: StockLevels,
  work: (shop: RunningShop) => Promise<T>,
  env: NodeJS.ProcessEnv = {},
): Promise<T> {
  return withScratchData(stock, async (dataDir) => {
    const shop = await startShopOn(dataDir, env);
    try {
      return await work(shop);
    } finally {
      await shop.stop();
    }
  });
}

/** Sets live stock directly in the database; the server must not be holding an embedded database. */
async function prepareStock(dataDir: string, stock: StockLevels): Promise<void> {
  const commerce = await openCommerce({ databaseUrl: envVar('DATABASE_URL'), dataDir });
  try {
    for (const [variantId, available] of stock) await setStock(commerce.db, variantId, available);
  } finally {
    await commerce.close();
  }
}

export function startShopOn(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<RunningShop> {
  return startShop({ DATA_DIR: dataDir, ...env });
}

/** Variants of distinct products that are in stock in the feed, for scenarios that need fresh ones. */
export function sampleVariants(count: number, offset = 0): Array<{ productId: string; variantId: string }> {
  const picks: Array<{ productId: string; variantId: string }> = [];
  for (const product of getCatalogue().products.slice(offset)) {
    const variant = product.variants.find((v) => v.stock > 0);
    if (variant) picks.push({ productId: product.id, variantId: variant.id });
    if (picks.length === count) break;
  }
  return picks;
}
