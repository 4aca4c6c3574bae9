/**
 * Where blog entries come from: the Contentful Delivery API when a space and a
 * token are configured, otherwise the entries kept in the repository in the
 * same JSON shape. Either way the entries are read in every locale at once
 * (`locale=*`), English and Arabic, and the answer goes through mapBlogEntries.
 * A source that cannot be read stops the build: an empty blog is never published.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { mapBlogEntries, type BlogLocales } from './map-entries.ts';
import type { BlogPost } from './post.ts';
import { envVar } from '#src/config/env.ts';
import {
  contentfulSpaceFromEnv,
  describeSpace,
  readEntries,
  reasonOf,
  type ContentfulSpace,
} from '#src/contentful/delivery.ts';

export const BLOG_CONTENT_TYPE = 'blogPost';
export const DEFAULT_BLOG_ENTRIES_PATH = 'src/data/blog/entries.json';
/** The locale codes of the entries kept in the repository: Contentful's default English one, and Arabic. */
export const LOCAL_BLOG_LOCALES: BlogLocales = { en: 'en-US', ar: 'ar' };

export type BlogSource = ({ kind: 'contentful' } & ContentfulSpace) | { kind: 'local'; path: string };

export class BlogSourceError extends Error {
  override name = 'BlogSourceError';
}

export function blogSourceFromEnv(env: NodeJS.ProcessEnv = process.env): BlogSource {
  const space = contentfulSpaceFromEnv(env);
  if (space) return { kind: 'contentful', ...space };
  return { kind: 'local', path: resolve(envVar('BLOG_ENTRIES_PATH', env) ?? DEFAULT_BLOG_ENTRIES_PATH) };
}

export function describeSource(source: BlogSource): string {
  return source.kind === 'local' ? `the entries in ${source.path}` : describeSpace(source);
}

type Answer = { answer: unknown; locales: BlogLocales };

function readContentful(source: ContentfulSpace): Promise<Answer> {
  return readEntries(source, {
    contentType: BLOG_CONTENT_TYPE,
    include: 1,
    order: ['-fields.publishedDate', 'sys.id'],
  });
}

async function readLocal(path: string): Promise<Answer> {
  const text = await readFile(path, 'utf8');
  return { answer: JSON.parse(text) as unknown, locales: LOCAL_BLOG_LOCALES };
}

/**
 * Every post the source holds, mapped; throws BlogSourceError when it cannot be read,
 * BlogEntryError for a bad entry.
 */
/**
 * The blog loader's meta key (Astro stores it with the collection, `meta:blog`) for a digest of the posts it
 * stored: a publish whose posts have the same digest keeps a build's blog as it is (scripts/lib/render-changed.ts).
 */
export const POSTS_DIGEST = 'posts-digest';

export const postsDigest = (posts: readonly BlogPost[]): string =>
  createHash('sha256').update(JSON.stringify(posts)).digest('base64url');

export async function loadBlogPosts(source: BlogSource): Promise<BlogPost[]> {
  let answer: Answer;
  try {
    answer = source.kind === 'local' ? await readLocal(source.path) : await readContentful(source);
  } catch (error) {
    throw new BlogSourceError(
      `Cannot read the blog from ${describeSource(source)}: ${reasonOf(error)}. ` +
        'The build stops here so that no empty blog goes live.',
    );
  }
  return mapBlogEntries(answer.answer, answer.locales);
}
