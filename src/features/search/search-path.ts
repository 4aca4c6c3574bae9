/** The search page's URL: /search/{what was typed}, reloadable and shareable (SPEC section 2 "Search"). */
export function searchPath(text: string): string {
  return text ? `/search/${encodeURIComponent(text)}` : '/search/';
}
