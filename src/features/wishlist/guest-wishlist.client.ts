/** The wishlist of a shopper who is not signed in: kept in this browser's localStorage, newest first. */
export const GUEST_KEY = 'lucky-shoes:wishlist';

export function readGuestList(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(GUEST_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeGuestList(ids: readonly string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(GUEST_KEY);
    else localStorage.setItem(GUEST_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the list lasts as long as the page.
  }
}
