/**
 * The pre-rendered pages of the posts, in each language a post is written in: an English page for
 * every post, an Arabic one (/ar/blog/{id}) only for a post with an Arabic version.
 */
import { createHash } from 'node:crypto';
import { inEveryLocale, toLocale } from '#src/i18n/locales.ts';
import { digestOf, reusable, showsNoPrices } from '#src/features/prerender/reuse.server.ts';
import { blogSummary } from './pictures.ts';
import { listedPosts, postIn, postsIn, type BlogPost, type LocalisedPost } from './post.ts';

/** How many other posts a post's page suggests. */
export const SUGGESTED_POSTS = 3;

export interface PostPageProps {
  post: LocalisedPost;
  more: LocalisedPost[];
}

/**
 * getStaticPaths of /blog/{id}. A page is reused from the last build while its cacheKey holds: the
 * hash of what it shows in its language (the post and the posts it suggests), so a change to the
 * Arabic text rebuilds the Arabic page and leaves the English one as it was.
 */
export function postPagePaths(posts: readonly BlogPost[]) {
  const byId = new Map(posts.map((post) => [post.id, post]));
  return inEveryLocale(posts.map((post) => ({ params: { id: post.id } }))).flatMap((path) => {
    const locale = toLocale(path.params.locale);
    const post = postIn(byId.get(path.params.id)!, locale);
    if (!post) return [];
    const more = listedPosts(postsIn(posts, locale))
      .filter((other) => other.id !== post.id)
      .slice(0, SUGGESTED_POSTS);
    const props: PostPageProps = { post, more };
    const cacheKey = createHash('sha256')
      .update(JSON.stringify([locale, props]))
      .digest('base64url');
    return [{ ...path, props, cacheKey }];
  });
}

/**
 * getStaticPaths of the list's JSON (list-data-path.ts): each language's list, reused from the last build while
 * it is the same.
 */
export function blogListDataPaths(posts: readonly BlogPost[]) {
  const paths = inEveryLocale([{ params: {} }]).map((path) => {
    const list = listedPosts(postsIn(posts, toLocale(path.params.locale))).map(blogSummary);
    return { ...path, props: { list }, cacheKey: digestOf(list) };
  });
  return reusable(paths, null, showsNoPrices);
}
