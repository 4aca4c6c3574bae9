/**
 * The Contentful path, end to end through the real SDK, against a local
 * stand-in of the Delivery API that answers in Contentful's own shape.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogEntryError } from '#src/features/blog/map-entries.ts';
import {
  BlogSourceError,
  DEFAULT_BLOG_ENTRIES_PATH,
  blogSourceFromEnv,
  loadBlogPosts,
  type BlogSource,
} from '#src/features/blog/source.server.ts';
import { startFakeContentful, type FakeContentful } from '../support/fake-contentful.ts';

type Collection = Parameters<typeof startFakeContentful>[0]['collection'];

/** The repository's entries as a real space would hold them: pictures uploaded to Contentful's image host. */
function hostedEntries(): Collection {
  const text = readFileSync(DEFAULT_BLOG_ENTRIES_PATH, 'utf8').replace(
    /"lucky-art:art\/([\w-]+)"/g,
    '"//images.ctfassets.net/space1/$1/0123abcd/$1.jpg"',
  );
  return JSON.parse(text) as Collection;
}

const contentful = (fake: FakeContentful, env: Record<string, string> = {}): BlogSource => ({
  ...(blogSourceFromEnv({
    CONTENTFUL_SPACE_ID: 'space1',
    CONTENTFUL_ACCESS_TOKEN: 'delivery-token',
    CONTENTFUL_HOST: fake.host,
    ...env,
  }) as Extract<BlogSource, { kind: 'contentful' }>),
  retryLimit: 0,
});

// Each test maps the whole blog (230 entries in one), twice over for the two languages: slow on a loaded machine.
describe('reading the blog from Contentful', { timeout: 20_000 }, () => {
  let fake: FakeContentful;
  beforeAll(async () => {
    fake = await startFakeContentful({ space: 'space1', accessToken: 'delivery-token', collection: hostedEntries() });
  });
  afterAll(() => fake.close());

  it('is chosen when a space and an access token are configured', () => {
    expect(blogSourceFromEnv({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 't' })).toMatchObject({
      kind: 'contentful',
      host: 'cdn.contentful.com',
      insecure: false,
      environment: 'master',
    });
    expect(
      blogSourceFromEnv({
        CONTENTFUL_SPACE_ID: 's',
        CONTENTFUL_ACCESS_TOKEN: 't',
        CONTENTFUL_HOST: 'preview.contentful.com',
        CONTENTFUL_ENVIRONMENT: 'staging',
      }),
    ).toMatchObject({
      host: 'preview.contentful.com',
      environment: 'staging',
    });
  });

  it('gives the same posts as the same entries kept locally, with pictures from Contentful', async () => {
    const remote = await loadBlogPosts(contentful(fake));
    const local = await loadBlogPosts(blogSourceFromEnv({}));
    expect(remote.map((post) => [post.id, post.title, post.publishedDate])).toEqual(
      local.map((post) => [post.id, post.title, post.publishedDate]),
    );
    for (const post of remote) {
      expect(post.image).toMatchObject({
        source: 'contentful',
        url: expect.stringMatching(/^https:\/\/images\.ctfassets\.net\/space1\//),
      });
      for (const image of Object.values(post.embeddedImages)) expect(image.source).toBe('contentful');
    }
    expect(fake.requests.at(-1)).toMatch(/^\/spaces\/space1\/environments\/master\/entries\?.*content_type=blogPost/);
  });

  it('reads every page of a large space', async () => {
    const base = hostedEntries();
    const many: Collection = {
      items: Array.from({ length: 230 }, (_, i) => ({
        ...base.items[0]!,
        sys: { ...base.items[0]!.sys, id: `post-${i}` },
        fields: { ...base.items[0]!.fields, slug: { 'en-US': `post-${i}` } },
      })),
      includes: base.includes,
    };
    const big = await startFakeContentful({ space: 'space1', accessToken: 'delivery-token', collection: many });
    try {
      const posts = await loadBlogPosts(contentful(big));
      expect(posts).toHaveLength(230);
      // The space's locales once, then three pages of entries.
      expect(big.requests).toHaveLength(4);
    } finally {
      await big.close();
    }
  });

  it('names the entry and field of a malformed entry, as for local entries', async () => {
    const broken = hostedEntries();
    delete broken.items[2]!.fields.publishedDate;
    const bad = await startFakeContentful({ space: 'space1', accessToken: 'delivery-token', collection: broken });
    try {
      const failure = loadBlogPosts(contentful(bad));
      await expect(failure).rejects.toThrow(BlogEntryError);
      await expect(failure).rejects.toThrow(`Blog entry "${broken.items[2]!.sys.id}", field "publishedDate"`);
    } finally {
      await bad.close();
    }
  });

  it('fails clearly on a wrong access token, without repeating the token', async () => {
    const failure = loadBlogPosts(contentful(fake, { CONTENTFUL_ACCESS_TOKEN: 'wrong-token-123' }));
    await expect(failure).rejects.toThrow(BlogSourceError);
    await expect(failure).rejects.toThrow(/space "space1".*401.*access token you sent could not be found/);
    await expect(failure).rejects.not.toThrow(/wrong-token-123/);
  });

  it('fails the build during an outage rather than publish an empty blog', async () => {
    fake.failWith(503);
    try {
      await expect(loadBlogPosts(contentful(fake))).rejects.toThrow(
        /Cannot read the blog from Contentful space "space1".*503.*no empty blog goes live/,
      );
    } finally {
      fake.failWith(null);
    }
  });

  it('fails clearly when Contentful cannot be reached at all', async () => {
    const gone = await startFakeContentful({
      space: 'space1',
      accessToken: 'delivery-token',
      collection: hostedEntries(),
    });
    await gone.close();
    await expect(loadBlogPosts(contentful(gone))).rejects.toThrow(/Cannot read the blog from Contentful.*ECONNREFUSED/);
  });
});
