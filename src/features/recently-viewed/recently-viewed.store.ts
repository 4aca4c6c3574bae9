/**
 * $recentlyViewed: the products this browser viewed last, kept in localStorage (./recently-viewed.ts);
 * undefined until read, so the pre-rendered page holds nothing of it.
 */
import { atom } from 'nanostores';
import { parseViewed, withViewed, type ViewedProduct } from './recently-viewed.ts';

const KEY = 'lucky-shoes:recently-viewed';

export const $recentlyViewed = atom<readonly ViewedProduct[] | undefined>(undefined);

function save(list: readonly ViewedProduct[]): void {
  $recentlyViewed.set(list);
  try {
    if (list.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the list lasts as long as the page.
  }
}

/** Reads the stored list; with `viewing`, records that product first. */
export function loadRecentlyViewed(viewing?: ViewedProduct): void {
  let stored: unknown = [];
  try {
    stored = JSON.parse(localStorage.getItem(KEY) ?? '[]');
  } catch {
    // Unreadable: start again.
  }
  const list = parseViewed(stored);
  if (viewing) save(withViewed(list, viewing));
  else $recentlyViewed.set(list);
}

export function clearRecentlyViewed(): void {
  save([]);
}
