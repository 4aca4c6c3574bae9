/**
 * What importing the commerce engine loads (src/commerce/runtime.ts): the server's main thread imports it but
 * runs its operations in the engine's thread, and the engine's thread needs some libraries only for one kind
 * of work. Those load on first use, so an idle server holds none of them (decision 018).
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

const RUNTIME = fileURLToPath(new URL('../../src/commerce/runtime.ts', import.meta.url));

/** The CommonJS packages loaded in a new thread once it has imported `file`. */
function packagesLoadedBy(file: string): Promise<string[]> {
  const source = `
    const { parentPort } = require('node:worker_threads');
    import(${JSON.stringify(file)}).then(() => {
      const packages = Object.keys(require('node:module')._cache)
        .map((path) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(path)?.[1])
        .filter(Boolean);
      parentPort.postMessage([...new Set(packages)]);
    });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true });
    worker.once('message', (packages: string[]) => void worker.terminate().then(() => resolve(packages)));
    worker.once('error', reject);
  });
}

describe('importing the commerce engine', () => {
  it('loads none of the libraries that only a mail, a card payment, an enrolment or PostgreSQL needs', async () => {
    const loaded = await packagesLoadedBy(RUNTIME);
    expect(loaded.length, 'it reads what the import loaded').toBeGreaterThan(0);
    for (const heavy of ['mjml', 'mjml-core', 'juice', 'nodemailer', 'stripe', 'qrcode', 'pg'])
      expect(loaded, heavy).not.toContain(heavy);
  });
});
