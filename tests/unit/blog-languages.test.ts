/**
 * The blog in English and Arabic: the Contentful path reads every entry in both locales at once
 * (`locale=*`), through the real SDK against a stand-in that answers in Contentful's own shape; a post
 * without an Arabic version is English only (not listed, no page under /ar/).
 */
import { readFileSync } from 'node:fs';
import { createClient } from 'contentful';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogEntryError } from '#src/features/blog/map-entries.ts';
import { postPagePaths } from '#src/features/blog/pages.server.ts';
import { listedPosts, postIn, postsIn, type BlogPost, type RichTextNode } from '#src/features/blog/post.ts';
import {
  DEFAULT_BLOG_ENTRIES_PATH,
  blogSourceFromEnv,
  loadBlogPosts,
  type BlogSource,
} from '#src/features/blog/source.server.ts';
import { startFakeContentful, type FakeContentful, type FakeLocale } from '../support/fake-contentful.ts';

type Collection = Parameters<typeof startFakeContentful>[0]['collection'];
type Fields = Record<string, Record<string, unknown>>;

const ARABIC = /[\u0600-\u06FF]/;

/** The repository's entries as a real space would hold them, with `edit` applied to the JSON text. */
function hostedEntries(edit: (text: string) => string = (text) => text): Collection {
  const text = readFileSync(DEFAULT_BLOG_ENTRIES_PATH, 'utf8').replace(
    /"lucky-art:art\/([\w-]+)"/g,
    '"//images.ctfassets.net/space1/$1/0123abcd/$1.jpg"',
  );
  return JSON.parse(edit(text)) as Collection;
}

const fieldsOf = (collection: Collection, id: string) =>
  collection.items.find((item) => item.sys.id === id)!.fields as Fields;

const contentful = (fake: FakeContentful, env: Record<string, string> = {}): BlogSource => ({
  ...(blogSourceFromEnv({
    CONTENTFUL_SPACE_ID: 'space1',
    CONTENTFUL_ACCESS_TOKEN: 'delivery-token',
    CONTENTFUL_HOST: fake.host,
    ...env,
  }) as Extract<BlogSource, { kind: 'contentful' }>),
  retryLimit: 0,
});

async function withSpace<T>(
  collection: Collection,
  run: (fake: FakeContentful) => Promise<T>,
  locales?: FakeLocale[],
): Promise<T> {
  const fake = await startFakeContentful({ space: 'space1', accessToken: 'delivery-token', collection, locales });
  try {
    return await run(fake);
  } finally {
    await fake.close();
  }
}

describe('reading the blog from Contentful in English and Arabic', { timeout: 20_000 }, () => {
  let fake: FakeContentful;
  let local: BlogPost[];
  beforeAll(async () => {
    fake = await startFakeContentful({ space: 'space1', accessToken: 'delivery-token', collection: hostedEntries() });
    local = await loadBlogPosts(blogSourceFromEnv({}));
  });
  afterAll(() => fake.close());

  it('asks the space for its locales, then for every entry in all locales at once', async () => {
    await loadBlogPosts(contentful(fake));
    expect(fake.requests[0]).toMatch(/^\/spaces\/space1\/environments\/master\/locales/);
    expect(fake.requests[1]).toMatch(/^\/spaces\/space1\/environments\/master\/entries\?.*locale=(\*|%2A)(&|$)/);
  });

  it('gives each post its English text and its Arabic version, as the same entries kept locally', async () => {
    const remote = await loadBlogPosts(contentful(fake));
    expect(remote.map((post) => [post.id, post.title, post.ar?.title, post.ar?.shortDescription])).toEqual(
      local.map((post) => [post.id, post.title, post.ar?.title, post.ar?.shortDescription]),
    );
    for (const post of remote) {
      expect(post.title, post.id).not.toMatch(ARABIC);
      expect(post.ar?.title, post.id).toMatch(ARABIC);
    }
  });

  it('shows the same pictures in Arabic, described in Arabic', async () => {
    const [post] = await loadBlogPosts(contentful(fake));
    expect(post!.ar!.image).toMatchObject({ source: 'contentful', url: (post!.image as { url: string }).url });
    expect(post!.image.alt).not.toMatch(ARABIC);
    expect(post!.ar!.image.alt).toMatch(ARABIC);
  });

  it('keeps an entry without an Arabic version in English only: not listed in Arabic, no Arabic page', async () => {
    const collection = hostedEntries();
    const fields = fieldsOf(collection, 'shoe-care');
    for (const name of ['title', 'shortDescription', 'content']) delete fields[name]!.ar;
    const posts = await withSpace(collection, (space) => loadBlogPosts(contentful(space)));
    const post = posts.find((candidate) => candidate.id === 'shoe-care')!;
    expect(post.ar).toBeUndefined();
    expect(postIn(post, 'en')?.title).toBe(post.title);
    expect(postIn(post, 'ar')).toBeUndefined();
    expect(listedPosts(postsIn(posts, 'ar')).map((other) => other.id)).not.toContain('shoe-care');
    expect(listedPosts(postsIn(posts, 'en')).map((other) => other.id)).toContain('shoe-care');
    const pages = postPagePaths(posts).map((page) => `${page.params.locale ?? 'en'}/${page.params.id}`);
    expect(pages).toContain('en/shoe-care');
    expect(pages).not.toContain('ar/shoe-care');
    expect(pages).toContain('ar/shoe-fit-check');
  });

  it('needs both an Arabic title and Arabic content: a title alone is not an Arabic version', async () => {
    const collection = hostedEntries();
    delete fieldsOf(collection, 'shoe-care').content!.ar;
    const posts = await withSpace(collection, (space) => loadBlogPosts(contentful(space)));
    expect(posts.find((post) => post.id === 'shoe-care')!.ar).toBeUndefined();
  });

  it('publishes an Arabic post without an Arabic short description, unlisted, never with the English one', async () => {
    const collection = hostedEntries();
    delete fieldsOf(collection, 'shoe-care').shortDescription!.ar;
    const posts = await withSpace(collection, (space) => loadBlogPosts(contentful(space)));
    const arabic = postIn(
      posts.find((post) => post.id === 'shoe-care')!,
      'ar',
    )!;
    expect(arabic.title).toMatch(ARABIC);
    expect(arabic.shortDescription).toBeUndefined();
    expect(listedPosts(postsIn(posts, 'ar')).map((post) => post.id)).not.toContain('shoe-care');
  });

  it('reads Arabic from the locale CONTENTFUL_ARABIC_LOCALE names, and English from the default locale', async () => {
    const collection = hostedEntries((text) => text.replaceAll('"en-US":', '"en-GB":').replaceAll('"ar":', '"ar-AE":'));
    const locales: FakeLocale[] = [
      { code: 'en-GB', name: 'English (United Kingdom)', default: true, fallbackCode: null },
      { code: 'ar-AE', name: 'Arabic (U.A.E.)', default: false, fallbackCode: 'en-GB' },
    ];
    await withSpace(
      collection,
      async (space) => {
        const configured = await loadBlogPosts(contentful(space, { CONTENTFUL_ARABIC_LOCALE: 'ar-AE' }));
        expect(configured.map((post) => [post.title, post.ar?.title])).toEqual(
          local.map((post) => [post.title, post.ar?.title]),
        );
        // The default code, 'ar', is not a locale of this space: every post is then English only.
        const unconfigured = await loadBlogPosts(contentful(space));
        expect(unconfigured.map((post) => post.title)).toEqual(local.map((post) => post.title));
        expect(unconfigured.filter((post) => post.ar)).toEqual([]);
      },
      locales,
    );
  });

  it('names the entry, the field and the locale of a malformed Arabic version', async () => {
    const collection = hostedEntries();
    fieldsOf(collection, 'shoe-fit-check').content!.ar = { nodeType: 'paragraph', data: {}, content: [] };
    const failure = withSpace(collection, (space) => loadBlogPosts(contentful(space)));
    await expect(failure).rejects.toThrow(BlogEntryError);
    await expect(failure).rejects.toThrow(
      'Blog entry "shoe-fit-check", field "content.nodeType" in locale "ar": is not a rich-text document',
    );
  });
});

describe('the Contentful stand-in', () => {
  it('answers a one-locale request as Contentful does: the locale’s values, else its fallback’s', async () => {
    await withSpace(hostedEntries(), async (space) => {
      const client = createClient({
        space: 'space1',
        accessToken: 'delivery-token',
        host: space.host.replace('http://', ''),
        insecure: true,
        retryLimit: 0,
      }).withoutLinkResolution;
      const arabic = await client.getEntries({ content_type: 'blogPost', locale: 'ar' });
      const entry = arabic.items.find((item) => item.sys.id === 'shoe-fit-check')!;
      expect(entry.sys.locale).toBe('ar');
      expect(entry.fields.title).toMatch(ARABIC);
      expect(entry.fields.slug).toBe('does-it-fit-a-five-minute-shoe-check');
      const english = await client.getEntries({ content_type: 'blogPost' });
      expect(english.items[0]!.sys.locale).toBe('en-US');
      expect(english.items[0]!.fields.title).not.toMatch(ARABIC);
      const all = await client.withAllLocales.getEntries({ content_type: 'blogPost' });
      expect(Object.keys(all.items[0]!.fields.title as object).sort()).toEqual(['ar', 'en-US']);
      expect(all.items[0]!.sys.locale).toBeUndefined();
      const locales = await client.getLocales();
      expect(locales.items.find((locale) => locale.default)?.code).toBe('en-US');
    });
  });
});

describe('the Arabic versions of the entries kept in the repository', () => {
  let posts: BlogPost[];
  beforeAll(async () => {
    posts = await loadBlogPosts(blogSourceFromEnv({}));
  });

  const outline = (nodes: RichTextNode[]) =>
    nodes.map((node) =>
      node.nodeType === 'embedded-asset-block'
        ? `picture ${(node.data.target as { sys: { id: string } }).sys.id}`
        : `${node.nodeType}${node.nodeType.endsWith('list') ? ` ${node.content?.length}` : ''}`,
    );
  const text = (node: RichTextNode): string => (node.value ?? '') + (node.content ?? []).map(text).join('');

  it('exist for every post, listed, in Arabic, with the English outline and pictures', () => {
    for (const post of posts) {
      const arabic = post.ar!;
      expect(arabic, post.id).toBeDefined();
      expect(arabic.title).toMatch(ARABIC);
      expect(arabic.shortDescription).toMatch(ARABIC);
      expect(outline(arabic.content.content), post.id).toEqual(outline(post.content.content));
      expect(Object.keys(arabic.embeddedImages)).toEqual(Object.keys(post.embeddedImages));
      // Full posts, not summaries: about as long as the English ones.
      expect(text(arabic.content).length, post.id).toBeGreaterThan(text(post.content).length * 0.6);
    }
    expect(listedPosts(postsIn(posts, 'ar'))).toHaveLength(listedPosts(posts).length);
  });

  it('have a page under /ar/ each, whose cacheKey follows the Arabic text and leaves the English page alone', () => {
    const key = (all: BlogPost[], locale: string, id: string) =>
      postPagePaths(all).find((page) => (page.params.locale ?? 'en') === locale && page.params.id === id)!.cacheKey;
    const pages = postPagePaths(posts);
    expect(pages).toHaveLength(posts.length * 2);
    const [first] = posts;
    const edited = posts.map((post) =>
      post === first ? { ...post, ar: { ...post.ar!, title: `${post.ar!.title} (محدّث)` } } : post,
    );
    expect(key(edited, 'ar', first!.id)).not.toBe(key(posts, 'ar', first!.id));
    expect(key(edited, 'en', first!.id)).toBe(key(posts, 'en', first!.id));
    expect(key(posts, 'ar', first!.id)).not.toBe(key(posts, 'en', first!.id));
  });

  it('suggest other Arabic posts on an Arabic page', () => {
    const page = postPagePaths(posts).find((path) => path.params.locale === 'ar')!;
    expect(page.props.post.title).toMatch(ARABIC);
    expect(page.props.more.length).toBeGreaterThan(0);
    for (const other of page.props.more) expect(other.title).toMatch(ARABIC);
  });
});
