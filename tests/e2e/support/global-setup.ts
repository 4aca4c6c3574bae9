import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '#scripts/lib/build.ts';
import { startShop, type RunningShop } from '#tests/support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let shop: RunningShop | undefined;

export async function setup(project: TestProject): Promise<void> {
  await ensureBuilt();
  shop = await startShop();
  project.provide('baseURL', shop.baseURL);
}

export async function teardown(): Promise<void> {
  await shop?.stop();
}
