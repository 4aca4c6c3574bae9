/**
 * What the shell (header, mobile menu, footer) does in the browser, on every page, as one module: the
 * menus, the language links, and the cart, wishlist and account controls. One file rather than one per
 * component, because each file a page loads costs a request and compresses on its own (decision 022).
 */
import '#src/features/account/account-shell.client.ts';
import '#src/features/cart/cart-button.client.ts';
import '#src/features/wishlist/wishlist-button.client.ts';
import { enhanceHeader } from './header-menus.client.ts';
import { followQuery } from './language-switch.client.ts';

enhanceHeader();
followQuery();
