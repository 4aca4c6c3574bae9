/**
 * Which builds copy a page from the last instead of rendering it again (src/features/prerender/reuse.server.ts):
 * the page's cache key changes with what pages are rendered from, and only with that.
 */
import { describe, expect, it, vi } from 'vitest';

/** The cache key a page gets in a build run with these variables. */
async function keyWith(env: Record<string, string>): Promise<string> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  try {
    const { reusable } = await import('#src/features/prerender/reuse.server.ts');
    return reusable([{ params: { slug: 'fit-check' } }])[0]!.cacheKey;
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('a pre-rendered page is reused', () => {
  it("when only the server's settings differ: port, address, data folder, secrets, limits, build folders", async () => {
    const built = await keyWith({});
    const published = await keyWith({
      PORT: '4999',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/lucky-data',
      CONTENTFUL_WEBHOOK_SECRET: 'a-secret',
      REQUEST_LIMITS: 'signUp=5/60',
      SHOP_BUILDS: '/srv/builds',
      SHOP_DIST: '/srv/builds/.building',
      SHOP_PREVIOUS_BUILD: '/srv/dist',
    });
    expect(published).toBe(built);
  });

  it('not when a setting that pages show differs: the site address, the tag manager, the blog source', async () => {
    const built = await keyWith({});
    for (const [name, value] of [
      ['SITE_URL', 'https://luckyshoes.ae'],
      ['PUBLIC_GTM_ID', 'GTM-ABC123'],
      ['BLOG_ENTRIES_PATH', '/srv/entries.json'],
    ]) {
      expect(await keyWith({ [name!]: value! }), name).not.toBe(built);
    }
  });
});
