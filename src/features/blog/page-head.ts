/**
 * What the blog's pages say about themselves to search engines and link previews: a post's description,
 * picture, breadcrumb and BlogPosting JSON-LD, and the list's Blog JSON-LD, each address absolute on `site`.
 */
import type { Blog, BlogPosting, BreadcrumbList, WithContext } from 'schema-dts';
import { breadcrumbJsonLd, type Crumb } from '#src/components/breadcrumb/breadcrumb.ts';
import { brand } from '#src/config/stores.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { blogMessages } from './messages.ts';
import { pictureAddress } from './pictures.ts';
import { blogPostPath, type LocalisedPost } from './post.ts';
import { plainText } from './rich-text.ts';

export interface PostPageHead {
  description: string;
  /** The post's picture, as the page's og:image. */
  picture: string;
  /** The trail above the post: home, then the list. */
  crumbs: Crumb[];
  jsonLd: [WithContext<BlogPosting>, WithContext<BreadcrumbList>];
}

export function postPageHead(post: LocalisedPost, locale: Locale, site: URL): PostPageHead {
  const t = blogMessages[locale];
  const url = new URL(localizedPath(locale, blogPostPath(post)), site).href;
  const description = post.shortDescription || plainText(post.content).slice(0, 160);
  const picture = new URL(pictureAddress(post.image), site).href;
  const crumbs: Crumb[] = [
    { label: t.home, href: localizedPath(locale, '/') },
    { label: t.listTitle, href: localizedPath(locale, '/blogs') },
  ];
  const jsonLd: PostPageHead['jsonLd'] = [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description,
      datePublished: post.publishedDate,
      image: [picture],
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      inLanguage: locale,
      author: { '@type': 'Organization', name: brand.name, url: new URL(localizedPath(locale, '/'), site).href },
      publisher: { '@type': 'Organization', name: brand.name },
    },
    breadcrumbJsonLd([...crumbs, { label: post.title, href: url }], site),
  ];
  return { description, picture, crumbs, jsonLd };
}

export function blogListJsonLd(locale: Locale, site: URL): WithContext<Blog>[] {
  const t = blogMessages[locale];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: `${t.listTitle} | ${brand.name}`,
      description: t.listDescription,
      url: new URL(localizedPath(locale, '/blogs'), site).href,
      publisher: { '@type': 'Organization', name: brand.name },
    },
  ];
}
