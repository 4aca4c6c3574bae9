/**
 * Where a build publishes the answer of GET /api/get-blogs in a language: the listed posts, newest first, as
 * pre-rendered JSON (src/pages/data/blog/). The route answers with the served build's file, so the server's
 * bundle holds no post, and a post's publish leaves it as it is (decision 006).
 */
import { DEFAULT_LOCALE, type Locale } from '#src/i18n/locales.ts';

export const blogListDataPath = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? '/data/blog/list.json' : `/data/blog/${locale}/list.json`;
