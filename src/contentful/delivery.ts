/**
 * The door to a Contentful space's Delivery (or Preview) API, shared by the blog and the catalogue:
 * the space from the environment, every entry of one content type read in every locale at once
 * (`locale=*`) with the assets and entries they link to, and the reason of a failed call in one line.
 */
import { createClient } from 'contentful';
import { envVar } from '#src/config/env.ts';

export interface ContentfulSpace {
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

/** The Contentful locale codes of the shop's two languages: the space's default (English) one and the Arabic one. */
export interface ContentfulLocales {
  en: string;
  ar: string;
}

/** An answer of the entries call given in every locale, the links left unresolved. */
export interface EntriesAnswer {
  items: unknown[];
  includes: { Asset: unknown[]; Entry: unknown[] };
}

const PAGE_SIZE = 100;

/**
 * The space of CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN, or undefined when either is unset.
 * CONTENTFUL_HOST may carry a scheme ("http://127.0.0.1:8080" for a local stand-in); https is the default.
 */
export function contentfulSpaceFromEnv(env: NodeJS.ProcessEnv = process.env): ContentfulSpace | undefined {
  const space = envVar('CONTENTFUL_SPACE_ID', env);
  const accessToken = envVar('CONTENTFUL_ACCESS_TOKEN', env);
  if (!space || !accessToken) return undefined;
  const host = envVar('CONTENTFUL_HOST', env);
  return {
    space,
    accessToken,
    environment: envVar('CONTENTFUL_ENVIRONMENT', env),
    host: host.replace(/^https?:\/\//, '').replace(/\/+$/, ''),
    insecure: host.startsWith('http://'),
    retryLimit: 3,
    arabicLocale: envVar('CONTENTFUL_ARABIC_LOCALE', env),
  };
}

export function describeSpace(space: ContentfulSpace): string {
  return `Contentful space "${space.space}", environment "${space.environment}" at ${space.host}`;
}

/** The useful part of an SDK error (its message is a JSON dump that also carries request headers). */
export function reasonOf(error: unknown): string {
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

/**
 * Every entry of `contentType` in every locale, page after page, with what they link to (`include`
 * levels deep) in `includes`; and the locale codes of the two languages. Throws what the SDK throws.
 */
export async function readEntries(
  space: ContentfulSpace,
  query: { contentType: string; order: string[]; include: 1 | 2 },
): Promise<{ answer: EntriesAnswer; locales: ContentfulLocales }> {
  const client = createClient({
    space: space.space,
    accessToken: space.accessToken,
    environment: space.environment,
    host: space.host,
    insecure: space.insecure,
    retryLimit: space.retryLimit,
    timeout: 15_000,
    logHandler: () => {},
  }).withoutLinkResolution;
  // English is the space's default locale, whatever its code ('en-US', 'en'…).
  const spaceLocales = await client.getLocales();
  const english = spaceLocales.items.find((locale) => locale.default)?.code;
  if (!english) throw new Error('The space has no default locale');
  const answer: EntriesAnswer = { items: [], includes: { Asset: [], Entry: [] } };
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const page = await client.withAllLocales.getEntries({
      content_type: query.contentType,
      include: query.include,
      limit: PAGE_SIZE,
      skip,
      // The SDK types field paths only for a typed content model; these are checked by the API itself.
      order: query.order as ['sys.id'],
    });
    answer.items.push(...page.items);
    answer.includes.Asset.push(...(page.includes?.Asset ?? []));
    answer.includes.Entry.push(...(page.includes?.Entry ?? []));
    if (page.items.length === 0 || skip + PAGE_SIZE >= page.total) break;
  }
  return { answer, locales: { en: english, ar: space.arabicLocale } };
}
