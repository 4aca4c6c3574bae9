/**
 * The back office's stock screens on the server (issue 34, item 4). The grid: the styles that match the
 * search (style name in either language, brand), a page of them at a time, each colour a row of its sizes
 * with their live figures. A change is posted with the figure the page showed; the engine saves it only if
 * the size still has that figure (changeStock), so a sale or another member of staff since the page loaded
 * is never overwritten. Without JavaScript each cell is a form posted here; with it, stock-cells.client.ts
 * posts to /api/admin/stock. The low-stock view lists the sizes at or below the threshold.
 */
import { getCatalogue, titleIn, type Catalogue } from '#src/catalogue/catalogue.ts';
import type { FeedProduct } from '#src/catalogue/schema.ts';
import { catalogueMessages } from '#src/catalogue/messages.ts';
import { backOffice } from '#src/config/back-office.ts';
import { BRANDS, type Brand } from '#src/config/catalogue.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import type { StaffMember } from '#src/commerce/staff/staff.ts';
import type { StockChange } from '#src/commerce/staff/admin-stock.ts';
import { parseFormBody } from '#src/http/guard.ts';
import { staffForPage, type AdminContext } from '#src/http/staff-session.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';

/** Styles per page of the grid: a phone in the stock room loads a few dozen forms, not the range. */
export const STYLES_PER_PAGE = 12;

export interface StockFilter {
  q: string;
  brand: Brand | '';
  page: number;
}

export interface SizeCell {
  variantId: string;
  size: number;
  available: number;
}

export interface ColourRow {
  productId: string;
  colour: string;
  /** One per size of the style, in order; null where this colour is not made in that size. */
  cells: (SizeCell | null)[];
}

export interface StyleBlock {
  title: string;
  brand: string;
  sizes: number[];
  colours: ColourRow[];
}

/** What a cell says after a post without JavaScript. */
export type CellNotice =
  | { variantId: string; kind: 'saved' | 'stale'; available: number }
  | { variantId: string; kind: 'invalid' | 'unknown' };

export interface StockShown {
  staff: StaffMember;
  filter: StockFilter;
  styles: StyleBlock[];
  /** Matching styles in all pages. */
  count: number;
  pages: number;
  notice: CellNotice | null;
}

const noStore = (context: AdminContext) => context.response.headers.set('Cache-Control', 'no-store');

export function readFilter(params: URLSearchParams | Record<string, string | undefined>): StockFilter {
  const get = (name: string) =>
    (params instanceof URLSearchParams ? params.get(name) : params[name])?.trim().slice(0, 80) ?? '';
  const brand = get('brand');
  const page = Number.parseInt(get('page'), 10);
  return {
    q: get('q'),
    brand: (BRANDS as readonly string[]).includes(brand) ? (brand as Brand) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The grid's address for a filter (a page of it), in the page's language. */
export function stockHref(locale: Locale, filter: Partial<StockFilter>, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  if (filter.q) query.set('q', filter.q);
  if (filter.brand) query.set('brand', filter.brand);
  if (filter.page && filter.page > 1) query.set('page', String(filter.page));
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  const search = query.toString();
  return localizedPath(locale, '/admin/stock') + (search ? `?${search}` : '');
}

/** The styles (their colours, in feed order) whose name in either language or brand matches. */
export function matchingStyles(
  catalogue: Catalogue,
  filter: Pick<StockFilter, 'q' | 'brand'>,
): (readonly FeedProduct[])[] {
  const words = filter.q.toLocaleLowerCase();
  return [...catalogue.byTitle.values()].filter((colours) => {
    const first = colours[0]!;
    if (filter.brand && first.brand !== filter.brand) return false;
    if (!words) return true;
    return [first.title, first.ar.title].some((name) => name.toLocaleLowerCase().includes(words));
  });
}

async function loadGrid(locale: Locale, filter: StockFilter) {
  const { engine } = await getCommerce();
  const matching = matchingStyles(getCatalogue(), filter);
  const pages = Math.max(1, Math.ceil(matching.length / STYLES_PER_PAGE));
  const page = Math.min(filter.page, pages);
  const shown = matching.slice((page - 1) * STYLES_PER_PAGE, page * STYLES_PER_PAGE);
  const sheet = await engine.stockSheet(shown.flat().map((product) => product.id));
  const byProduct = Map.groupBy(sheet, (row) => row.productId);
  const words = catalogueMessages[locale];
  const styles = shown.map((colours): StyleBlock => {
    const sizes = [...new Set(colours.flatMap((p) => (byProduct.get(p.id) ?? []).map((row) => row.size)))].sort(
      (a, b) => a - b,
    );
    return {
      title: titleIn(colours[0]!, locale),
      brand: words.brands[colours[0]!.brand],
      sizes,
      colours: colours.map((product) => {
        const rows = byProduct.get(product.id) ?? [];
        return {
          productId: product.id,
          colour: words.colors[product.color],
          cells: sizes.map((size) => rows.find((row) => row.size === size) ?? null),
        };
      }),
    };
  });
  return { styles, count: matching.length, pages, filter: { ...filter, page } };
}

function noticeOf(change: StockChange): CellNotice {
  if (change.outcome === 'saved') return { variantId: change.variantId, kind: 'saved', available: change.available };
  if (change.code === 'stale_figure')
    return { variantId: change.variantId, kind: 'stale', available: change.available };
  return { variantId: change.variantId, kind: change.code === 'invalid_figure' ? 'invalid' : 'unknown' };
}

const figureOf = (text: string | undefined) => (/^\d{1,6}$/.test(text?.trim() ?? '') ? Number(text) : -1);

/** GET: the grid. POST (a cell's form): the change, then the grid again with the cell's outcome. */
export async function stockRequest(context: AdminContext, locale: Locale): Promise<StockShown | Response> {
  const commerce = await getCommerce();
  const staff = await staffForPage(context, commerce.engine, locale, 'staff');
  if (staff instanceof Response) return staff;
  noStore(context);
  let filter = readFilter(context.url.searchParams);
  let notice: CellNotice | null = null;
  if (context.request.method === 'POST') {
    const form = await parseFormBody(context.request);
    filter = readFilter(form);
    const actor = { id: staff.id, email: staff.email };
    const change = await commerce.engine.changeStock(
      actor,
      form.variantId ?? '',
      figureOf(form.expected),
      figureOf(form.next),
    );
    if (change.outcome === 'saved') {
      if (change.alerts > 0) commerce.deliverMail();
      // After a save, a reload must not post again: the grid's address, the cell's outcome in it.
      return context.redirect(
        `${stockHref(locale, filter, { saved: change.variantId })}#cell-${change.variantId}`,
        303,
      );
    }
    notice = noticeOf(change);
    context.response.status = notice.kind === 'stale' ? 409 : 422;
  }
  const grid = await loadGrid(locale, filter);
  const saved = context.url.searchParams.get('saved');
  if (!notice && saved) {
    const cell = grid.styles.flatMap((s) => s.colours.flatMap((c) => c.cells)).find((c) => c?.variantId === saved);
    if (cell) notice = { variantId: saved, kind: 'saved', available: cell.available };
  }
  return { staff, ...grid, notice };
}

export interface LowRow {
  variantId: string;
  title: string;
  /** The English title, which the grid's search finds in both languages. */
  search: string;
  colour: string;
  size: number;
  available: number;
  waiting: number;
}

export interface LowShown {
  staff: StaffMember;
  rows: LowRow[];
  limit: number;
}

export const LOW_ROWS = 300;

export async function lowStockRequest(context: AdminContext, locale: Locale): Promise<LowShown | Response> {
  const { engine } = await getCommerce();
  const staff = await staffForPage(context, engine, locale, 'staff');
  if (staff instanceof Response) return staff;
  noStore(context);
  const catalogue = getCatalogue();
  const words = catalogueMessages[locale];
  const rows = (await engine.lowStock(backOffice.lowStockAt, LOW_ROWS)).flatMap((row): LowRow[] => {
    const product = catalogue.byId.get(row.productId);
    if (!product) return [];
    const { variantId, size, available, waiting } = row;
    const colour = words.colors[product.color];
    return [{ variantId, title: titleIn(product, locale), search: product.title, colour, size, available, waiting }];
  });
  return { staff, rows, limit: LOW_ROWS };
}
