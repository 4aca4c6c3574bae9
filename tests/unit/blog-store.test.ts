import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { run } from '#scripts/lib/build.ts';
import { withBlogSynced } from '#scripts/lib/blog-store.ts';
import { DEFAULT_BLOG_ENTRIES_PATH } from '#src/features/blog/source.server.ts';
import { ROOT } from '#tests/support/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'lucky-blog-store-'));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});
const entriesFile = join(dir, 'entries.json');

/** `astro sync` on the entries in entriesFile, with a cache of its own: the data store it writes. */
async function astroSync(): Promise<string> {
  await run(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
    BUILD_CACHE_DIR: join(dir, 'cache'),
    BLOG_ENTRIES_PATH: entriesFile,
  });
  return readFileSync(join(dir, 'cache', 'astro', 'data-store.json'), 'utf8');
}

describe("the blog's data store made without astro sync", () => {
  it('is, byte for byte, the one astro sync writes after a post is edited', { timeout: 120_000 }, async () => {
    const entries = JSON.parse(readFileSync(DEFAULT_BLOG_ENTRIES_PATH, 'utf8')) as {
      items: Array<{ fields: { title: Record<string, string> } }>;
    };
    writeFileSync(entriesFile, JSON.stringify(entries));
    const before = await astroSync();

    entries.items[0]!.fields.title['en-US'] += ' (edited)';
    entries.items.splice(1, 1);
    writeFileSync(entriesFile, JSON.stringify(entries));
    const after = await astroSync();
    expect(after).not.toBe(before);

    vi.stubEnv('BLOG_ENTRIES_PATH', entriesFile);
    expect(await withBlogSynced(before)).toBe(after);
  });
});
