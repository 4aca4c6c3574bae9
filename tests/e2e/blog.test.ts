import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogMessages } from '#src/features/blog/messages.ts';
import { listedPosts, postsIn, type BlogPost, type LocalisedPost } from '#src/features/blog/post.ts';
import { formatDate } from '#src/i18n/format.ts';
import { blogSourceFromEnv, loadBlogPosts } from '#src/features/blog/source.server.ts';
import { useBrowser, WIDTHS, type Width } from './support/browser.ts';

const { open, seen, baseURL } = useBrowser();
let posts: BlogPost[];
let listed: BlogPost[];
let listedInArabic: LocalisedPost[];
const ar = blogMessages.ar;

beforeAll(async () => {
  posts = await loadBlogPosts(blogSourceFromEnv({}));
  listed = listedPosts(posts);
  listedInArabic = listedPosts(postsIn(posts, 'ar'));
});

const widths = Object.keys(WIDTHS) as Width[];

describe('the blog list', () => {
  it.each(widths)(
    'shows every listed post as a card with picture, title, description, date and read post (%s)',
    async (width) => {
      const page = await seen('/blogs', width);
      expect(await page.title()).toBe('Blog & News | Lucky Shoes');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Blog & News');
      const cards = page.locator('main article');
      expect(await cards.count()).toBe(listed.length);
      for (const [index, post] of listed.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('link', { name: post.title }).getAttribute('href')).resolves.toBe(
          `/blog/${post.id}`,
        );
        expect(await card.locator('img').getAttribute('alt')).toBe(post.image.alt);
        expect(await card.textContent()).toContain(post.shortDescription);
        expect(await card.textContent()).toContain('read post');
        expect(await card.locator('time').getAttribute('datetime')).toBe(post.publishedDate);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    },
  );

  it('features the newest post across the page on desktop only', async () => {
    for (const width of widths) {
      const page = await seen('/blogs', width);
      const first = (await page.locator('main li').nth(0).boundingBox())!;
      const second = (await page.locator('main li').nth(1).boundingBox())!;
      const picture = (await page.locator('main li').nth(0).locator('img').boundingBox())!;
      const title = (await page.locator('main li').nth(0).locator('h2').boundingBox())!;
      if (width === 'desktop') {
        expect(first.width).toBeGreaterThan(second.width * 2.5);
        expect(title.x).toBeGreaterThan(picture.x + picture.width);
      } else {
        expect(first.width).toBeCloseTo(second.width, 0);
        expect(title.y).toBeGreaterThan(picture.y + picture.height);
      }
    }
  });

  it('opens a post from anywhere on its card', async () => {
    const page = await open('/blogs', 'mobile');
    // Near the top corner of the card: on its picture, away from the title's own text.
    await page
      .locator('main article')
      .nth(1)
      .click({ position: { x: 12, y: 12 } });
    await page.waitForURL(`**/blog/${listed[1]!.id}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(listed[1]!.title);
  });

  it('has no accessibility violations', async () => {
    const page = await seen('/blogs', 'desktop');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe('a blog post', () => {
  const withPictures = () => posts.find((post) => Object.keys(post.embeddedImages).length > 0)!;

  it.each(widths)('renders its rich text with headings, lists, bold and a 5:3 picture (%s)', async (width) => {
    const post = withPictures();
    const page = await seen(`/blog/${post.id}`, width);
    expect(await page.title()).toBe(`${post.title} | Lucky Shoes`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(post.shortDescription);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(post.title);
    const content = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    for (const tag of ['h2', 'h3', 'h4', 'p', 'ul li', 'strong'])
      expect(await content.locator(tag).count(), tag).toBeGreaterThan(0);
    const figure = content.locator('figure img').first();
    await figure.scrollIntoViewIfNeeded();
    const box = (await figure.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(5 / 3, 1);
    const hero = (await content.locator('img').first().boundingBox())!;
    expect(hero.width / hero.height).toBeCloseTo(5 / 3, 1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  it('describes itself to search engines as a BlogPosting', async () => {
    const post = listed[0]!;
    const page = await seen(`/blog/${post.id}`, 'desktop');
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const posting = data.find((item) => item['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({
      headline: post.title,
      description: post.shortDescription,
      datePublished: post.publishedDate,
    });
    // Absolute addresses come from SITE_URL at build time.
    const path = (address: string) => new URL(address).pathname.replace(/\/$/, '');
    expect(path(posting.url as string)).toBe(`/blog/${post.id}`);
    expect((posting.image as string[])[0]).toMatch(/^https?:\/\/.*\.(webp|jpg|avif)/);
    expect(path((await page.locator('link[rel="canonical"]').getAttribute('href'))!)).toBe(`/blog/${post.id}`);
  });

  it('leads back to the list and on to other posts', async () => {
    const page = await open(`/blog/${listed[0]!.id}`, 'tablet');
    await page.getByRole('link', { name: 'Back to Blog & News' }).click();
    await page.waitForURL('**/blogs');
  });

  it('has no accessibility violations', async () => {
    const page = await seen(`/blog/${withPictures().id}`, 'mobile');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe('the blog in Arabic', () => {
  it.each(widths)('/ar/blogs lists only the posts written in Arabic, in Arabic, right to left (%s)', async (width) => {
    const page = await seen('/ar/blogs', width);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(ar.listTitle);
    const cards = page.locator('main article');
    expect(await cards.count()).toBe(listedInArabic.length);
    for (const [index, post] of listedInArabic.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: post.title }).getAttribute('href')).resolves.toBe(
        `/ar/blog/${post.id}`,
      );
      expect(await card.locator('img').getAttribute('alt')).toBe(post.image.alt);
      expect(await card.textContent()).toContain(post.shortDescription);
      expect(await card.textContent()).toContain(ar.readPost);
      expect(await card.locator('time').textContent()).toContain(formatDate(post.publishedDate, 'ar'));
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  it('shows an Arabic post in Arabic, right to left, with Arabic crumbs, suggestions and way back', async () => {
    const post = listedInArabic.find((candidate) => Object.keys(candidate.embeddedImages).length > 0)!;
    const page = await open(`/ar/blog/${post.id}`, 'mobile');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.title()).toContain(post.title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(post.shortDescription);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(post.title);
    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    expect(await article.locator('h2').first().textContent()).toMatch(/[\u0600-\u06FF]/);
    expect(await article.locator('time').first().textContent()).toBe(formatDate(post.publishedDate, 'ar'));
    const crumbs = page.locator('main nav ol a');
    await expect(crumbs.allTextContents()).resolves.toEqual([ar.home, ar.listTitle]);
    await expect(crumbs.nth(1).getAttribute('href')).resolves.toBe('/ar/blogs');
    const more = page.getByRole('region', { name: ar.moreFromTheBlog });
    for (const link of await more.getByRole('link').all())
      expect(await link.getAttribute('href')).toMatch(/^\/ar\/blog\//);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(data.find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
      headline: post.title,
      inLanguage: 'ar',
    });
    await page.getByRole('link', { name: ar.backToList }).click();
    await page.waitForURL('**/ar/blogs');
  });

  it('has no accessibility violations', async () => {
    for (const path of ['/ar/blogs', `/ar/blog/${listedInArabic[0]!.id}`]) {
      const page = await seen(path, 'desktop');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
    }
  });

  it('publishes no Arabic page for a post without an Arabic version', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap-0.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      new URL(match[1]!).pathname.replace(/\/$/, ''),
    );
    for (const post of posts) {
      expect(pages.includes(`/ar/blog/${post.id}`), post.id).toBe(Boolean(post.ar));
      if (!post.ar) expect((await fetch(`${baseURL}/ar/blog/${post.id}`)).status, post.id).toBe(404);
    }
  });
});

describe('the blog for other programs', () => {
  it('answers GET /api/get-blogs with the listed posts, newest first', async () => {
    const response = await fetch(`${baseURL}/api/get-blogs`);
    expect(response.status).toBe(200);
    const list = (await response.json()) as Array<Record<string, string>>;
    expect(list.map((item) => item.id)).toEqual(listed.map((post) => post.id));
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'publishedDate', 'shortDescription', 'slug', 'src', 'title']);
    expect(list[0]).toMatchObject({
      title: listed[0]!.title,
      slug: listed[0]!.slug,
      shortDescription: listed[0]!.shortDescription,
    });
    expect((await fetch(`${baseURL}${list[0]!.src}`)).status).toBe(200);
  });

  it('answers GET /api/get-blogs in Arabic, with only the Arabic posts, when Accept-Language asks for it', async () => {
    const response = await fetch(`${baseURL}/api/get-blogs`, { headers: { 'Accept-Language': 'ar' } });
    expect(response.headers.get('vary')).toMatch(/Accept-Language/i);
    const list = (await response.json()) as Array<Record<string, string>>;
    expect(list.map((item) => [item.id, item.title, item.shortDescription])).toEqual(
      listedInArabic.map((post) => [post.id, post.title, post.shortDescription]),
    );
  });

  it('lists every post in the sitemap', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap-0.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      new URL(match[1]!).pathname.replace(/\/$/, ''),
    );
    expect(pages).toContain('/blogs');
    for (const post of posts) expect(pages).toContain(`/blog/${post.id}`);
  });
});
