/** The search page's URL: /search/{what was typed}, reloadable and shareable (docs/product.md §2 "Search"). */
export function searchPath(text: string): string {
  return text ? `/search/${encodeURIComponent(text)}` : '/search/';
}

/** What was typed, read back from a search page's path; '' for /search or a path that is not valid encoding. */
export function searchTextFromPath(pathname: string): string {
  const encoded = pathname.replace(/^\/search\/?/, '');
  try {
    return decodeURIComponent(encoded);
  } catch {
    return '';
  }
}
