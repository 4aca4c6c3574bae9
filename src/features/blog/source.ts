/**
 * Where blog entries come from: the Contentful Delivery API when a space and a
 * token are configured, otherwise the entries kept in the repository in the
 * same JSON shape. Either way the entries are read in every locale at once
 * (`locale=*`), English and Arabic, and the answer goes through mapBlogEntries.
 * A source that cannot be read stops the build: an empty blog is never published.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createClient } from 'contentful';
import { mapBlogEntries, type BlogLocales } from './map-entries.ts';
import type { BlogPost } from './post.ts';
import { envVar } from '#src/config/env.ts';

export const BLOG_CONTENT_TYPE = 'blogPost';
export const DEFAULT_BLOG_ENTRIES_PATH = 'src/data/blog/entries.json';
/** The locale codes of the entries kept in the repository: Contentful's default English one, and Arabic. */
export const LOCAL_BLOG_LOCALES: BlogLocales = { en: 'en-US', ar: 'ar' };
const PAGE_SIZE = 100;

export type BlogSource =
  | {
      kind: 'contentful';
      space: string;
      accessToken: string;
      environment: string;
      /** Delivery (cdn.contentful.com) or Preview (preview.contentful.com) API host, with port if any. */
      host: string;
      /** Plain http: only for a local stand-in of the API. */
      insecure: boolean;
      retryLimit: number;
      /** The space's locale that holds the Arabic versions (its default locale holds the English ones). */
      arabicLocale: string;
    }
  | { kind: 'local'; path: string };

export class BlogSourceError extends Error {
  override name = 'BlogSourceError';
}

/** CONTENTFUL_HOST may carry a scheme ("http://127.0.0.1:8080" for a local stand-in); https is the default. */
export function blogSourceFromEnv(env: NodeJS.ProcessEnv = process.env): BlogSource {
  const space = envVar('CONTENTFUL_SPACE_ID', env);
  const accessToken = envVar('CONTENTFUL_ACCESS_TOKEN', env);
  if (!space || !accessToken)
    return { kind: 'local', path: resolve(envVar('BLOG_ENTRIES_PATH', env) ?? DEFAULT_BLOG_ENTRIES_PATH) };
  const host = envVar('CONTENTFUL_HOST', env);
  return {
    kind: 'contentful',
    space,
    accessToken,
    environment: envVar('CONTENTFUL_ENVIRONMENT', env),
    host: host.replace(/^https?:\/\//, '').replace(/\/+$/, ''),
    insecure: host.startsWith('http://'),
    retryLimit: 3,
    arabicLocale: envVar('CONTENTFUL_ARABIC_LOCALE', env),
  };
}

export function describeSource(source: BlogSource): string {
  return source.kind === 'local'
    ? `the entries in ${source.path}`
    : `Contentful space "${source.space}", environment "${source.environment}" at ${source.host}`;
}

/** The useful part of an SDK error (its message is a JSON dump that also carries request headers). */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const plain = message.split('\n')[0]!.replace(/\.$/, '');
  let parsed: { status?: number; statusText?: string; message?: string };
  try {
    parsed = JSON.parse(message) as typeof parsed;
  } catch {
    return plain;
  }
  if (!parsed || typeof parsed !== 'object') return plain;
  const status = [parsed.status, parsed.statusText].filter(Boolean).join(' ');
  return [status, parsed.message?.replace(/\.$/, '')].filter(Boolean).join(': ') || plain;
}

type Answer = { answer: unknown; locales: BlogLocales };

async function readContentful(source: Extract<BlogSource, { kind: 'contentful' }>): Promise<Answer> {
  const client = createClient({
    space: source.space,
    accessToken: source.accessToken,
    environment: source.environment,
    host: source.host,
    insecure: source.insecure,
    retryLimit: source.retryLimit,
    timeout: 15_000,
    logHandler: () => {},
  }).withoutLinkResolution;
  // English is the space's default locale, whatever its code ('en-US', 'en'…).
  const spaceLocales = await client.getLocales();
  const english = spaceLocales.items.find((locale) => locale.default)?.code;
  if (!english) throw new Error('The space has no default locale');
  const items: unknown[] = [];
  const assets: unknown[] = [];
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const page = await client.withAllLocales.getEntries({
      content_type: BLOG_CONTENT_TYPE,
      include: 1,
      limit: PAGE_SIZE,
      skip,
      order: ['-fields.publishedDate', 'sys.id'],
    });
    items.push(...page.items);
    assets.push(...(page.includes?.Asset ?? []));
    if (page.items.length === 0 || skip + PAGE_SIZE >= page.total) break;
  }
  return { answer: { items, includes: { Asset: assets } }, locales: { en: english, ar: source.arabicLocale } };
}

async function readLocal(path: string): Promise<Answer> {
  const text = await readFile(path, 'utf8');
  return { answer: JSON.parse(text) as unknown, locales: LOCAL_BLOG_LOCALES };
}

/**
 * Every post the source holds, mapped; throws BlogSourceError when it cannot be read,
 * BlogEntryError for a bad entry.
 */
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
