/**
 * Astro's data store with the blog collection made again from the blog's source, by the collection's own loader
 * (src/features/blog/loader.ts) on Astro's own store, its serialisation and its digest, as `astro sync` makes it,
 * without Astro's start and its Vite server: the sync was 2.3 s of a quiet publish of a post, 4.0–4.6 s under
 * the publish bench's load (decision 006). Astro does not export its store, so it is reached by file; if it has
 * moved, the caller runs `astro sync` (tests/unit/blog-store.test.ts compares the two).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { blogLoader } from '#src/features/blog/loader.ts';
import { blogPostSchema } from '#src/features/blog/post.ts';

interface MutableDataStore {
  scopedStore(collection: string): LoaderContext['store'];
  metaStore(collection: string): LoaderContext['meta'];
  toString(): string;
}

interface AstroStore {
  fromString(store: string): Promise<MutableDataStore>;
  digestOf(data: unknown): string;
}

async function astroStore(): Promise<AstroStore> {
  const fromAstro = createRequire(import.meta.resolve('astro/package.json'));
  const load = async (specifier: string) => (await import(pathToFileURL(fromAstro.resolve(specifier)).href)) as unknown;
  const { MutableDataStore } = (await load('./dist/content/mutable-data-store.js')) as {
    MutableDataStore: { fromString(store: string): Promise<MutableDataStore> };
  };
  const xxhash = (await load('xxhash-wasm')) as { default: () => Promise<{ h64ToString(text: string): string }> };
  const { h64ToString } = await xxhash.default();
  return {
    fromString: (store) => MutableDataStore.fromString(store),
    // Astro's content layer's generateDigest.
    digestOf: (data) => h64ToString(typeof data === 'string' ? data : JSON.stringify(data)),
  };
}

/** `store` (a data store as Astro serialises it) with the blog as its source has it now. */
export async function withBlogSynced(store: string): Promise<string> {
  const astro = await astroStore();
  const data = await astro.fromString(store);
  const say = (message: string) => console.log(`[blog] ${message}`);
  await blogLoader().load({
    collection: 'blog',
    store: data.scopedStore('blog'),
    meta: data.metaStore('blog'),
    // Astro's parseData is the collection's schema, here a plain zod schema (no image() helper).
    parseData: async ({ data: post }: { data: unknown }) => blogPostSchema.parseAsync(post),
    generateDigest: astro.digestOf,
    logger: { info: say, warn: say, error: say, debug: () => {}, label: 'blog', options: {} },
  } as unknown as LoaderContext);
  return data.toString();
}
