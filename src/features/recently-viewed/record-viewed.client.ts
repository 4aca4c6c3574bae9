/** Records the product that RecordViewed.astro put in the page as viewed, when the page loads. */
import { loadRecentlyViewed } from './recently-viewed.store.ts';
import type { ViewedProduct } from './recently-viewed.ts';

const viewing = JSON.parse(
  document.querySelector('script[data-viewed-product]')?.textContent ?? 'null',
) as ViewedProduct | null;
if (viewing) loadRecentlyViewed(viewing);
