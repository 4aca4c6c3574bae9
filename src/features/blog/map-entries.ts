/**
 * Turns a Contentful Delivery API answer (entries plus the assets they link to
 * in `includes`, links unresolved) into blog posts. The Contentful source and
 * the entries kept in the repository both come through here, so the same
 * checks hold for both: a malformed entry stops the build with the entry's id
 * and the field at fault.
 *
 * Both languages come in one answer, read with `locale=*`: every field is an
 * object of values by locale code (`{ "en-US": "…", "ar": "…" }`), as the
 * Delivery API gives it. An entry has an Arabic version when its title and
 * content are written in the Arabic locale; its other fields (slug, date,
 * pictures) are the English ones unless given in Arabic too.
 */
import { z } from 'zod';
import { imageShape } from '#src/catalogue/image-keys.ts';
import { type ContentfulLocales } from '#src/contentful/delivery.ts';
import {
  assetSchema,
  EntryError,
  entrySysSchema,
  fieldOf,
  inLocale,
  indexById,
  linkTo,
  type Asset,
} from '#src/contentful/entries.ts';
import { blogImageSchema, richTextDocumentSchema, type BlogImage, type BlogPost, type RichTextNode } from './post.ts';

/** Asset URLs of the shop's drawn illustrations (docs/decisions/005-blog-pictures.md). */
export const DRAWN_ART_SCHEME = 'lucky-art:';

export class BlogEntryError extends EntryError {
  override name = 'BlogEntryError';
  constructor(entryId: string, field: string, problem: string, locale?: string) {
    super('Blog entry', entryId, field, problem, locale);
  }
}

export type BlogLocales = ContentfulLocales;

/** The fields an editor writes again in Arabic: they never fall back to English. */
const TRANSLATED_FIELDS: readonly string[] = ['title', 'shortDescription', 'content'];

const collectionSchema = z.object({
  items: z.array(z.unknown()),
  includes: z.object({ Asset: z.array(z.unknown()).optional() }).optional(),
});

const blogFieldsSchema = z.object({
  title: z.string({ error: 'is missing' }).trim().min(1, { error: 'is empty' }),
  slug: z
    .string({ error: 'is missing' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be lower-case words joined by hyphens' }),
  publishedDate: z
    .string({ error: 'is missing' })
    .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
      error: 'is not a date like 2026-05-01',
    }),
  shortDescription: z.string().trim().optional(),
  featuredImage: linkTo('Asset'),
  content: richTextDocumentSchema,
});

function imageFromAsset(asset: Asset, entryId: string, field: string): BlogImage {
  const { url, details } = asset.fields.file;
  const alt = asset.fields.description?.trim() || asset.fields.title?.trim() || '';
  if (url.startsWith(DRAWN_ART_SCHEME)) {
    const key = url.slice(DRAWN_ART_SCHEME.length);
    try {
      imageShape(key);
    } catch {
      throw new BlogEntryError(
        entryId,
        field,
        `asset "${asset.sys.id}" asks for the drawing "${key}", which the shop does not draw`,
      );
    }
    return { source: 'drawn', key, alt };
  }
  if (!/^(https:)?\/\//.test(url)) {
    throw new BlogEntryError(
      entryId,
      field,
      `asset "${asset.sys.id}" has the URL "${url}", which is neither a Contentful image nor ${DRAWN_ART_SCHEME}…`,
    );
  }
  const size = details?.image;
  if (!size)
    throw new BlogEntryError(entryId, field, `asset "${asset.sys.id}" is not an image (it has no width and height)`);
  const image = blogImageSchema.safeParse({
    source: 'contentful',
    url: url.startsWith('//') ? `https:${url}` : url,
    width: size.width,
    height: size.height,
    alt,
  });
  if (!image.success)
    throw new BlogEntryError(
      entryId,
      field,
      `asset "${asset.sys.id}" is not a usable image (${image.error.issues[0]?.message})`,
    );
  return image.data;
}

function* embeddedAssetNodes(node: RichTextNode, path: string): Generator<{ node: RichTextNode; path: string }> {
  if (node.nodeType === 'embedded-asset-block') yield { node, path };
  for (const [index, child] of (node.content ?? []).entries())
    yield* embeddedAssetNodes(child, `${path}.content.${index}`);
}

/** Assets by id; a malformed one is kept as the reason, reported by the entry that links to it. */
type AssetIndex = Map<string, Asset | string>;

function mapEntry(raw: unknown, position: number, assets: AssetIndex): BlogPost {
  const head = entrySysSchema.safeParse(raw);
  if (!head.success) throw new BlogEntryError(`#${position + 1}`, 'sys.id', 'the entry has no id or no fields');
  const id = head.data.sys.id;
  const fields = blogFieldsSchema.safeParse(head.data.fields);
  if (!fields.success) {
    const issue = fields.error.issues[0]!;
    throw new BlogEntryError(id, fieldOf(issue), issue.message);
  }
  const { title, slug, publishedDate, shortDescription, featuredImage, content } = fields.data;

  const linkedImage = (assetId: string, field: string): BlogImage => {
    const asset = assets.get(assetId);
    if (!asset) throw new BlogEntryError(id, field, `links to asset "${assetId}", which is missing or not published`);
    if (typeof asset === 'string') throw new BlogEntryError(id, field, `asset "${assetId}" is malformed: ${asset}`);
    return imageFromAsset(asset, id, field);
  };

  const embeddedImages: Record<string, BlogImage> = {};
  for (const { node, path } of embeddedAssetNodes(content, 'content')) {
    const target = linkTo('Asset').safeParse(node.data.target);
    if (!target.success)
      throw new BlogEntryError(id, `${path}.data.target`, 'an embedded image without a link to its asset');
    embeddedImages[target.data.sys.id] = linkedImage(target.data.sys.id, path);
  }

  return {
    id,
    slug,
    title,
    shortDescription: shortDescription || undefined,
    publishedDate,
    image: linkedImage(featuredImage.sys.id, 'featuredImage'),
    content,
    embeddedImages,
  };
}

const indexAssets = (raws: readonly unknown[]): AssetIndex => indexById(raws, assetSchema);

function checkSlugs(posts: BlogPost[]): BlogPost[] {
  const seen = new Map<string, string>();
  for (const post of posts) {
    const other = seen.get(post.slug);
    if (other) throw new BlogEntryError(post.id, 'slug', `"${post.slug}" is already the slug of entry "${other}"`);
    seen.set(post.slug, post.id);
  }
  return posts;
}

/** The Arabic version of an entry given in every locale, or undefined when it has none. */
function arabicVersion(raw: unknown, position: number, english: BlogPost, locales: BlogLocales, assets: AssetIndex) {
  const arabic = inLocale(raw, locales.ar, locales.en, TRANSLATED_FIELDS) as { fields?: Record<string, unknown> };
  if (arabic.fields?.title === undefined || arabic.fields.content === undefined) return undefined;
  // The address and the date are the English ones, whatever the Arabic locale holds.
  const fields = { ...arabic.fields, slug: english.slug, publishedDate: english.publishedDate };
  try {
    const { title, shortDescription, image, content, embeddedImages } = mapEntry(
      { ...arabic, fields },
      position,
      assets,
    );
    return { title, shortDescription, image, content, embeddedImages };
  } catch (error) {
    if (error instanceof BlogEntryError)
      throw new BlogEntryError(error.entryId, error.field, error.problem, locales.ar);
    throw error;
  }
}

/**
 * Every entry of the answer as a post; throws BlogEntryError on the first malformed one.
 * With `locales`, the answer holds every locale (`locale=*`) and the posts carry their Arabic
 * version when they have one; without, it is a one-locale answer, read as English.
 */
export function mapBlogEntries(answer: unknown, locales?: BlogLocales): BlogPost[] {
  const collection = collectionSchema.safeParse(answer);
  if (!collection.success) throw new Error('The blog source answered something other than a list of entries');
  const { items, includes } = collection.data;
  const rawAssets = includes?.Asset ?? [];
  if (!locales) {
    const assets = indexAssets(rawAssets);
    return checkSlugs(items.map((raw, position) => mapEntry(raw, position, assets)));
  }

  const englishAssets = indexAssets(rawAssets.map((raw) => inLocale(raw, locales.en)));
  const arabicAssets = indexAssets(rawAssets.map((raw) => inLocale(raw, locales.ar, locales.en)));
  return checkSlugs(
    items.map((raw, position) => {
      const post = mapEntry(inLocale(raw, locales.en), position, englishAssets);
      const ar = arabicVersion(raw, position, post, locales, arabicAssets);
      return ar ? { ...post, ar } : post;
    }),
  );
}
