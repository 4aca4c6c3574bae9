/**
 * A listing's filter, sort and page in the URL query, so a filtered listing can
 * be shared, reloaded and left with the back button. Only what differs from the
 * route's defaults is written (a route's pre-selected type that the shopper
 * cleared is written as an empty value: `?type=`); unknown keys and values are
 * ignored when read. Pages are 1-based in the URL.
 */
import { SIZE_RANGE } from '../config/catalogue.ts';
import type { BrowseState } from './browse.ts';
import { FILTER_GROUPS, type FilterGroup, type FilterSelection } from './filter.ts';
import type { SortKey } from './sort.ts';

function isValidOption(group: FilterGroup, value: string): boolean {
  if (group.options) return group.options.includes(value);
  const size = Number(value);
  return /^\d+$/.test(value) && size >= SIZE_RANGE.min && size <= SIZE_RANGE.max;
}

/** Selected values in the group's own order, so one selection has one URL. */
function canonical(group: FilterGroup, values: readonly string[]): string[] {
  const unique = [...new Set(values)];
  const options = group.options;
  return options
    ? unique.sort((a, b) => options.indexOf(a) - options.indexOf(b))
    : unique.sort((a, b) => Number(a) - Number(b));
}

export function readBrowseQuery(
  query: string | URLSearchParams,
  defaults: BrowseState,
  sorts: readonly SortKey[],
): BrowseState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const filters = { ...defaults.filters } as FilterSelection;
  for (const group of FILTER_GROUPS) {
    const raw = params.get(group.key);
    if (raw === null) continue;
    const values = raw
      .split(',')
      .map((value) => value.trim())
      .filter((value) => isValidOption(group, value));
    filters[group.key] = canonical(group, values);
  }
  const sortParam = params.get('sort');
  const sort = sorts.find((key) => key === sortParam) ?? defaults.sort;
  const pageParam = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageParam) && Number(pageParam) >= 1 ? Number(pageParam) - 1 : defaults.page;
  return { filters, sort, page };
}

export function writeBrowseQuery(state: BrowseState, defaults: BrowseState): string {
  const parts: string[] = [];
  for (const group of FILTER_GROUPS) {
    const values = canonical(group, state.filters[group.key]);
    const base = canonical(group, defaults.filters[group.key]);
    if (values.join(',') !== base.join(',')) parts.push(`${group.key}=${values.map(encodeURIComponent).join(',')}`);
  }
  if (state.sort !== defaults.sort) parts.push(`sort=${state.sort}`);
  if (state.page !== defaults.page) parts.push(`page=${state.page + 1}`);
  return parts.length ? `?${parts.join('&')}` : '';
}
