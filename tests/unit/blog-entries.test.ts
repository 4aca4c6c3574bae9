import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BlogEntryError, mapBlogEntries } from '#src/features/blog/map-entries.ts';
import { listedPosts, type RichTextNode } from '#src/features/blog/post.ts';
import { contentSegments } from '#src/features/blog/rich-text.ts';
import {
  BlogSourceError,
  DEFAULT_BLOG_ENTRIES_PATH,
  blogSourceFromEnv,
  loadBlogPosts,
} from '#src/features/blog/source.server.ts';

const text = (value: string, marks: string[] = []) => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const block = (nodeType: string, ...content: object[]) => ({ nodeType, data: {}, content });
const assetLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });
const document = (...content: object[]) => ({ nodeType: 'document', data: {}, content });

function asset(id: string, url: string, extra: object = {}) {
  return {
    sys: { id, type: 'Asset' },
    fields: {
      title: `Picture ${id}`,
      description: `Alt of ${id}`,
      file: { url, details: { image: { width: 1500, height: 900 } }, ...extra },
    },
  };
}

function entry(id: string, fields: Record<string, unknown> = {}) {
  return {
    sys: { id, type: 'Entry' },
    fields: {
      title: `Post ${id}`,
      slug: `post-${id}`,
      publishedDate: '2026-05-01',
      shortDescription: `About ${id}`,
      featuredImage: assetLink('cover'),
      content: document(block('paragraph', text('Hello'))),
      ...fields,
    },
  };
}

const answer = (items: object[], assets: object[] = [asset('cover', 'lucky-art:art/blog-1')]) => ({
  items,
  includes: { Asset: assets },
});

function entryError(run: () => unknown): BlogEntryError {
  try {
    run();
  } catch (error) {
    if (error instanceof BlogEntryError) return error;
    throw error;
  }
  throw new Error('expected a BlogEntryError');
}

describe('the blog entries kept in the repository', () => {
  const posts = () => loadBlogPosts(blogSourceFromEnv({}));

  it('are read when no Contentful space is configured', () => {
    expect(blogSourceFromEnv({})).toMatchObject({ kind: 'local' });
    expect(blogSourceFromEnv({ CONTENTFUL_SPACE_ID: 'space' })).toMatchObject({ kind: 'local' });
  });

  it('hold at least six listed posts, each with a drawn picture', async () => {
    const all = await posts();
    expect(listedPosts(all).length).toBeGreaterThanOrEqual(6);
    for (const post of all) expect(post.image.source, post.id).toBe('drawn');
  });

  it('use every rich-text node the blog renders', async () => {
    const seen = new Set<string>();
    const walk = (node: RichTextNode) => {
      seen.add(node.nodeType);
      node.marks?.forEach((mark) => seen.add(`mark:${mark.type}`));
      node.content?.forEach(walk);
    };
    for (const post of await posts()) walk(post.content);
    for (const kind of [
      'paragraph',
      'heading-1',
      'heading-2',
      'heading-3',
      'unordered-list',
      'list-item',
      'mark:bold',
      'embedded-asset-block',
    ]) {
      expect(seen, kind).toContain(kind);
    }
  });

  it('never skip a heading level, so screen readers can walk the outline', async () => {
    for (const post of await posts()) {
      let deepest = 0;
      const walk = (node: RichTextNode) => {
        const level = /^heading-(\d)$/.exec(node.nodeType)?.[1];
        if (level) {
          expect(Number(level), `${post.id}: a heading-${level} after a heading-${deepest}`).toBeLessThanOrEqual(
            deepest + 1,
          );
          deepest = Number(level);
        }
        node.content?.forEach(walk);
      };
      walk(post.content);
    }
  });

  it('keep to the Delivery API shape: items, includes.Asset, sys and fields', () => {
    const raw = JSON.parse(readFileSync(DEFAULT_BLOG_ENTRIES_PATH, 'utf8')) as {
      items: Array<{ sys: { type: string; contentType: { sys: { id: string } } } }>;
      includes: { Asset: unknown[] };
    };
    expect(raw.items.every((item) => item.sys.type === 'Entry' && item.sys.contentType.sys.id === 'blogPost')).toBe(
      true,
    );
    expect(raw.includes.Asset.length).toBeGreaterThan(0);
  });
});

describe('mapping blog entries', () => {
  it('maps a Contentful image to an https address with its size', () => {
    const [post] = mapBlogEntries(
      answer([entry('a')], [asset('cover', '//images.ctfassets.net/space/cover/token/feet.jpg')]),
    );
    expect(post!.image).toEqual({
      source: 'contentful',
      url: 'https://images.ctfassets.net/space/cover/token/feet.jpg',
      width: 1500,
      height: 900,
      alt: 'Alt of cover',
    });
  });

  it('maps a drawn illustration to its image key', () => {
    const [post] = mapBlogEntries(answer([entry('a')]));
    expect(post!.image).toEqual({ source: 'drawn', key: 'art/blog-1', alt: 'Alt of cover' });
  });

  it('collects the pictures embedded in the content', () => {
    const content = document(block('paragraph', text('Before')), {
      nodeType: 'embedded-asset-block',
      data: { target: assetLink('inline') },
      content: [],
    });
    const [post] = mapBlogEntries(
      answer(
        [entry('a', { content })],
        [asset('cover', 'lucky-art:art/blog-1'), asset('inline', 'lucky-art:art/blog-2')],
      ),
    );
    expect(post!.embeddedImages).toEqual({ inline: { source: 'drawn', key: 'art/blog-2', alt: 'Alt of inline' } });
    expect(contentSegments(post!.content)).toEqual([
      { kind: 'html', html: '<p>Before</p>' },
      { kind: 'picture', assetId: 'inline' },
    ]);
  });

  it('keeps a post without a short description but does not list it', () => {
    const posts = mapBlogEntries(
      answer([entry('a', { shortDescription: undefined }), entry('b', { shortDescription: '  ' }), entry('c')]),
    );
    expect(posts.map((post) => post.id)).toEqual(['a', 'b', 'c']);
    expect(listedPosts(posts).map((post) => post.id)).toEqual(['c']);
  });

  it('lists the newest post first', () => {
    const posts = mapBlogEntries(
      answer([
        entry('old', { publishedDate: '2025-01-02' }),
        entry('new', { publishedDate: '2026-03-04T09:00+04:00' }),
      ]),
    );
    expect(listedPosts(posts).map((post) => post.id)).toEqual(['new', 'old']);
  });

  it.each([
    ['a missing title', { title: undefined }, 'title', 'is missing'],
    ['an empty title', { title: ' ' }, 'title', 'is empty'],
    ['a slug with spaces', { slug: 'My Post' }, 'slug', 'lower-case words'],
    ['a date that is not one', { publishedDate: 'soon' }, 'publishedDate', 'not a date'],
    ['a featured image that is not a link', { featuredImage: 'cover.jpg' }, 'featuredImage', 'not a link to an asset'],
    [
      'a featured image linking to an unpublished asset',
      { featuredImage: assetLink('gone') },
      'featuredImage',
      'missing or not published',
    ],
    ['content that is not rich text', { content: '<p>Hi</p>' }, 'content', ''],
    [
      'a rich-text node without a type',
      { content: document({ data: {}, content: [] }) },
      'content.content.0.nodeType',
      '',
    ],
    [
      'an embedded picture linking to nothing',
      { content: document({ nodeType: 'embedded-asset-block', data: { target: assetLink('gone') }, content: [] }) },
      'content.content.0',
      'missing or not published',
    ],
  ])('refuses %s, naming the entry and the field', (_case, fields, field, problem) => {
    const error = entryError(() => mapBlogEntries(answer([entry('good'), entry('bad-one', fields)])));
    expect(error.entryId).toBe('bad-one');
    expect(error.field).toBe(field);
    expect(error.message).toContain('Blog entry "bad-one"');
    expect(error.message).toContain(problem);
  });

  it('refuses an asset that is not an image, naming the entry and the field that links to it', () => {
    const pdf = {
      sys: { id: 'cover', type: 'Asset' },
      fields: {
        title: 'Leaflet',
        file: { url: '//assets.ctfassets.net/space/cover/token/leaflet.pdf', details: { size: 100 } },
      },
    };
    const error = entryError(() => mapBlogEntries(answer([entry('a')], [pdf])));
    expect([error.entryId, error.field]).toEqual(['a', 'featuredImage']);
    expect(error.message).toContain('not an image');
  });

  it('refuses a drawing the shop does not draw', () => {
    const error = entryError(() => mapBlogEntries(answer([entry('a')], [asset('cover', 'lucky-art:art/unicorn')])));
    expect([error.entryId, error.field]).toEqual(['a', 'featuredImage']);
    expect(error.message).toContain('"art/unicorn"');
  });

  it('refuses a malformed asset through the entry that links to it', () => {
    const error = entryError(() =>
      mapBlogEntries(answer([entry('a')], [{ sys: { id: 'cover' }, fields: { title: 'No file' } }])),
    );
    expect([error.entryId, error.field]).toEqual(['a', 'featuredImage']);
    expect(error.message).toContain('file');
  });

  it('refuses two posts with one slug', () => {
    const error = entryError(() =>
      mapBlogEntries(answer([entry('a', { slug: 'same' }), entry('b', { slug: 'same' })])),
    );
    expect([error.entryId, error.field]).toEqual(['b', 'slug']);
  });

  it('refuses an answer that is not a list of entries', () => {
    expect(() => mapBlogEntries({ message: 'Service unavailable' })).toThrow(/not a list of entries|other than a list/);
  });
});

describe('rendering rich text', () => {
  const html = (...content: object[]) =>
    contentSegments(document(...content) as never)
      .map((segment) => (segment.kind === 'html' ? segment.html : `[${segment.assetId}]`))
      .join('');

  it('starts the content headings at h2, below the post title', () => {
    expect(html(block('heading-1', text('A')), block('heading-2', text('B')), block('heading-3', text('C')))).toBe(
      '<h2>A</h2><h3>B</h3><h4>C</h4>',
    );
  });

  it('renders bullet lists and bold text', () => {
    expect(
      html(block('unordered-list', block('list-item', block('paragraph', text('Soft', ['bold']), text(' sole'))))),
    ).toBe('<ul><li><p><strong>Soft</strong> sole</p></li></ul>');
  });

  it('escapes text and keeps only safe links', () => {
    const link = (uri: string) => ({ nodeType: 'hyperlink', data: { uri }, content: [text('here')] });
    expect(
      html(
        block(
          'paragraph',
          text('<script>'),
          link('/size'),
          link('javascript:alert(1)'),
          link('https://example.com/"x'),
        ),
      ),
    ).toBe(
      '<p>&lt;script&gt;<a href="/size">here</a>here<a href="https://example.com/&quot;x" rel="noopener noreferrer">here</a></p>',
    );
  });
});

describe('a blog source that cannot be read', () => {
  it('fails clearly instead of giving an empty blog', async () => {
    await expect(loadBlogPosts({ kind: 'local', path: '/nonexistent/entries.json' })).rejects.toThrow(BlogSourceError);
    await expect(loadBlogPosts({ kind: 'local', path: '/nonexistent/entries.json' })).rejects.toThrow(
      /Cannot read the blog from the entries in \/nonexistent\/entries\.json.*no empty blog/,
    );
  });
});
