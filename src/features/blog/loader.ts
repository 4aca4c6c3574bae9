/**
 * The content-layer loader of the `blog` collection. Runs on every build; an
 * entry whose digest has not changed is left as it is in the store, so the
 * pages built from it can be reused by the incremental build (their cacheKey is
 * the digest) and their pictures come from the image cache. The digest covers
 * both languages: a change to the Arabic text alone changes it too.
 */
import type { Loader } from 'astro/loaders';
import { blogPostSchema } from './post.ts';
import { blogSourceFromEnv, describeSource, loadBlogPosts, POSTS_DIGEST, postsDigest } from './source.server.ts';

export function blogLoader(): Loader {
  return {
    name: 'lucky-blog',
    schema: blogPostSchema,
    async load({ store, meta, parseData, generateDigest, logger }) {
      const source = blogSourceFromEnv();
      const posts = await loadBlogPosts(source);
      const kept = new Set<string>();
      let changed = 0;
      for (const post of posts) {
        const data = await parseData({ id: post.id, data: post });
        if (store.set({ id: post.id, data, digest: generateDigest(data) })) changed++;
        kept.add(post.id);
      }
      const gone = store.keys().filter((id) => !kept.has(id));
      for (const id of gone) store.delete(id);
      meta.set(POSTS_DIGEST, postsDigest(posts));
      logger.info(
        `${posts.length} posts from ${describeSource(source)}, ${posts.filter((post) => post.ar).length} of them in ` +
          `Arabic (${changed} new or changed, ${gone.length} removed)`,
      );
    },
  } satisfies Loader;
}
