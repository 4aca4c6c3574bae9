/**
 * The hosted checkout's request, for its page at a cart's checkoutUrl. GET shows the form with the cart's
 * lines and totals; the form posts back there (it works without JavaScript). A placed order goes to its
 * status page, in the page's language (a card order first to the provider's payment page); the order
 * remembers that language for its e-mail. A cart already checked out says so, and links to its order only
 * for whoever placed it (placed-order.server.ts, docs/decisions/024-checked-out-cart-link.md). A signed-in
 * shopper may deliver to a saved address and keep the one entered (docs/product.md §9 "Saved addresses").
 */
import type { AstroGlobal } from 'astro';
import { ApiError, parseFormBody } from '#src/http/guard.ts';
import { expiringDeadSession, signedInCustomer } from '#src/http/account.ts';
import { isSecureRequest } from '#src/http/session-cookie.ts';
import {
  deliveryAddressSchema,
  type CheckoutField,
  type CheckoutNotice,
  type CheckoutView,
  type FieldErrors,
} from '#src/commerce/checkout.ts';
import { deliveryFieldsOf, type SavedAddress } from '#src/commerce/accounts/addresses.ts';
import { isEmirate } from '#src/commerce/delivery-date.ts';
import { CommerceError } from '#src/commerce/errors.ts';
import { looksLikeId } from '#src/commerce/ids.ts';
import type { Order } from '#src/commerce/orders.ts';
import { getCommerce, type Commerce } from '#src/commerce/runtime.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { rememberedEmirate } from '../delivery/emirate-cookie.ts';
import { checkoutMessages } from './messages.ts';
import { placedBy, rememberPlacement } from './placed-order.server.ts';
import { expectedTotalOf } from './expected-total.ts';
import { letPaymentPageIn } from './payment-page-csp.server.ts';
import { PaymentProviderFailed } from '#src/commerce/payments/provider.ts';
import { log } from '#src/config/log.server.ts';

/** What the checkout page shows (CheckoutPage.astro's props). */
export interface CheckoutShown {
  view: CheckoutView | null;
  values: Partial<Record<CheckoutField, string>>;
  errors: FieldErrors;
  notices: CheckoutNotice[];
  problem: string | null;
  savedAddresses: SavedAddress[] | null;
  posted: { savedAddress?: string | undefined; saveAddress?: boolean; acceptsMarketing?: boolean };
  /** The cart is checked out: the order's page for whoever placed it, else null. */
  checkedOut: { orderUrl: string | null } | null;
}

/**
 * The parts of the page's Astro global the checkout reads and answers through: the status and headers (an
 * expired session's cookies) are set on `response`; a placed order is a `redirect`.
 */
export type CheckoutContext = Pick<AstroGlobal, 'request' | 'url' | 'params' | 'response' | 'redirect' | 'csp'>;

type SignedIn = Awaited<ReturnType<typeof signedInCustomer>>;
/** What a posted form leaves for the page to show, when it placed no order. */
type FormOutcome = Pick<CheckoutShown, 'values' | 'errors' | 'notices' | 'problem' | 'posted'>;
const nothingPosted = (): FormOutcome => ({ values: {}, errors: {}, notices: [], problem: null, posted: {} });

/** The checkout's answer: the redirect to a placed order, or what the page shows (its status set on `response`). */
export async function checkoutRequest(context: CheckoutContext, locale: Locale): Promise<Response | CheckoutShown> {
  const { request, response } = context;
  const t = checkoutMessages[locale];
  letPaymentPageIn(context);
  // An id no cart can have (NUL, broken Unicode, too long) is an unknown cart, answered 404 below.
  const cartId = looksLikeId(context.params.cartId ?? '') ? context.params.cartId! : '';
  const commerce = await getCommerce();
  const { engine } = commerce;
  // A signed-in shopper's order is listed in their account (/account), and their saved addresses are offered.
  const signedIn = await signedInCustomer(engine, request);
  if (!signedIn) expiringDeadSession(context, response);
  const savedAddresses = signedIn ? await engine.listAddresses(signedIn.customer.id) : null;

  const shown =
    request.method === 'POST'
      ? await placeFromForm(context, locale, commerce, cartId, signedIn, savedAddresses)
      : nothingPosted();
  if (shown instanceof Response) return shown;

  let { values, problem } = shown;
  let view: CheckoutView | null = null;
  let checkedOut: CheckoutShown['checkedOut'] = null;
  try {
    const emirate = values.emirate ?? rememberedEmirate(request.headers.get('cookie') ?? '');
    if (!values.emirate && emirate) values = { ...values, emirate };
    const prepared = await engine.prepareCheckout(cartId, isEmirate(emirate) ? emirate : undefined);
    // A checked-out cart's link outlives it (cookie, history, logs): it leads on to the order only for whoever
    // placed it.
    if ('placed' in prepared)
      checkedOut = {
        orderUrl: placedBy(request, prepared.placed, signedIn?.customer.id) ? orderPage(locale, prepared.placed) : null,
      };
    else view = prepared.view;
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    response.status = 404;
    problem = (t.problems as Record<string, string>)[error.code] ?? t.problems.failed;
  }
  return { ...shown, values, problem, view, savedAddresses, checkedOut };
}

const orderPage = (locale: Locale, order: Order) => localizedPath(locale, order.statusUrl);

/**
 * Where a placed order goes next: a card order to the provider's payment page, else (or when the provider
 * cannot be reached: the order page offers to try again or to pay on delivery) to its order page.
 */
async function nextPageOf(engine: Commerce['engine'], order: Order, origin: string, locale: Locale): Promise<string> {
  if (order.paymentMethod !== 'card') return orderPage(locale, order);
  try {
    const started = await engine.startCardPayment(order.token, { origin, locale });
    if (started && 'url' in started) return started.url;
  } catch (error) {
    if (!(error instanceof PaymentProviderFailed)) throw error;
    log().warn(`[payments] ${order.name}: no payment page (${error.message})`);
    return `${orderPage(locale, order)}?payment=unavailable`;
  }
  return orderPage(locale, order);
}

/**
 * Places the posted form's order: the redirect to its page, with the cookie that marks this browser as the one
 * that placed it; or the form back with its errors, notices or problem. A cart checked out meanwhile (another
 * tab, a double click) is answered as its link is.
 */
async function placeFromForm(
  context: CheckoutContext,
  locale: Locale,
  { engine, deliverMail }: Commerce,
  cartId: string,
  signedIn: SignedIn,
  savedAddresses: SavedAddress[] | null,
): Promise<Response | FormOutcome> {
  const { request, response } = context;
  const shown = nothingPosted();
  try {
    const form = await parseFormBody(request);
    shown.posted = {
      savedAddress: form.savedAddress,
      saveAddress: form.saveAddress === '1',
      acceptsMarketing: form.acceptsMarketing === '1',
    };
    // The saved address chosen stands for the delivery fields (they are filled in the browser too).
    const saved = savedAddresses?.find((address) => String(address.id) === form.savedAddress);
    shown.values = saved ? { ...form, ...deliveryFieldsOf(saved) } : form;
    if (signedIn) await engine.setCartCustomer(cartId, signedIn.customer.id);
    const result = await engine.placeOrder(cartId, shown.values, {
      origin: context.url.origin,
      expectedTotalFils: expectedTotalOf(form),
      locale,
    });
    if (result.outcome === 'placed') {
      const address = deliveryAddressSchema.safeParse(shown.values);
      if (signedIn && shown.posted.saveAddress && address.success)
        await engine.saveAddress(signedIn.customer.id, address.data);
      // The ticked marketing box: kept with the order (and the account), and the newsletter's double opt-in.
      if (shown.posted.acceptsMarketing)
        await engine.recordCheckoutConsent({
          orderId: result.order.id,
          customerId: signedIn?.customer.id,
          email: result.order.email,
          locale,
          siteUrl: context.url.origin,
        });
      deliverMail();
      const placed = context.redirect(await nextPageOf(engine, result.order, context.url.origin, locale), 303);
      rememberPlacement(placed.headers, result.order, isSecureRequest(request, context.url));
      return placed;
    }
    if (result.outcome !== 'already-placed') {
      if (result.outcome === 'invalid') shown.errors = result.errors;
      else shown.notices = result.notices;
      response.status = 422;
    }
  } catch (error) {
    if (error instanceof ApiError) {
      response.status = error.status;
      shown.problem = error.message;
    } else if (!(error instanceof CommerceError)) throw error;
  }
  return shown;
}
