/**
 * The pages Lighthouse measures: one of each type, in English and in Arabic (issue 13 holds the Arabic
 * home, listing and product page to the English targets), and the first blog post the shop lists.
 */
import { getCatalogue } from '#src/catalogue/catalogue.ts';
import { productPath } from '#src/catalogue/paths.ts';
import { localizedPath } from '#src/i18n/paths.ts';

export async function pageTypes(baseURL: string, { all = false } = {}): Promise<string[]> {
  const product = getCatalogue().products[0]!;
  const productPage = productPath(product.title, product.id);
  const core = ['/', '/shoes/kids', productPage];
  const arabic = core.map((path) => localizedPath('ar', path));
  if (!all) return [...core, '/size', ...arabic];
  const blogs = (await (await fetch(new URL('/api/get-blogs', baseURL))).json().catch(() => [])) as Array<{
    id?: string;
    slug?: string;
  }>;
  const post = Array.isArray(blogs) && blogs[0] ? `/blog/${blogs[0].id ?? blogs[0].slug}` : null;
  return [...core, '/cart', '/blogs', ...(post ? [post] : []), '/size', ...arabic];
}
