/**
 * 'continue shopping' goes back one step in history (docs/product.md §2 "Cart page"); a
 * shopper who opened /cart directly, with nothing of ours to go back to, goes home.
 */
export function continueShopping(home = '/'): void {
  const cameFromShop = document.referrer !== '' && new URL(document.referrer).origin === location.origin;
  if (cameFromShop && history.length > 1) history.back();
  else location.assign(home);
}
