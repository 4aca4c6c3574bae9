/**
 * "Goes back one page" (docs/product.md §2 "Account screens"); a page opened
 * directly (nothing to go back to) goes home instead.
 */
export function goBack(): void {
  if (history.length > 1 && document.referrer) history.back();
  else location.replace('/');
}
