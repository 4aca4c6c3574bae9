/**
 * The order page's request (its statusUrl). GET shows the order; coming back from the card provider's page
 * (`?payment=return`) it first asks the provider how the payment stands, so the page says 'paid' as soon as
 * the shop knows, whether the webhook came first or not. An order awaiting card payment offers two forms
 * posted back here: pay now (a new payment page) and pay on delivery instead. The token in the URL is the
 * only key to the order, to its page and to these two actions alike.
 */
import type { AstroGlobal } from 'astro';
import { looksLikeId } from '#src/commerce/ids.ts';
import type { Order } from '#src/commerce/orders.ts';
import { PaymentProviderFailed } from '#src/commerce/payments/provider.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import { CURRENCY } from '#src/config/money.ts';
import { filsToDecimal } from '#src/i18n/format.ts';
import type { Locale } from '#src/i18n/locales.ts';
import { localizedPath } from '#src/i18n/paths.ts';
import { ApiError, parseFormBody } from '#src/http/guard.ts';
import { tagManagerId } from '../analytics/analytics.client.ts';
import { letPaymentPageIn } from './payment-page-csp.server.ts';

/** What the page says about the payment, beside the order's own state. */
export type PaymentNotice = 'cancelled' | 'unavailable' | 'confirming';

/** GA4's purchase event (docs/product.md §7), handed to the page once per order. */
export interface PurchaseEvent {
  transaction_id: string;
  value: number;
  currency: string;
  items: Array<{ item_id: string; item_name: string; item_variant: string; price: number; quantity: number }>;
}

export interface OrderShown {
  order: Order | null;
  notice: PaymentNotice | null;
  purchase: PurchaseEvent | null;
}

export type OrderContext = Pick<AstroGlobal, 'request' | 'url' | 'params' | 'response' | 'redirect' | 'csp'>;

const NOTICES: Record<string, PaymentNotice> = { cancelled: 'cancelled', unavailable: 'unavailable' };

function purchaseOf(order: Order): PurchaseEvent {
  return {
    transaction_id: order.name,
    value: Number(filsToDecimal(order.totalFils)),
    currency: CURRENCY,
    items: order.lines.map((line) => ({
      item_id: line.productId,
      item_name: line.title.en,
      item_variant: `EU ${line.size}`,
      price: Number(filsToDecimal(line.unitPriceFils)),
      quantity: line.quantity,
    })),
  };
}

export async function orderRequest(context: OrderContext, locale: Locale): Promise<Response | OrderShown> {
  const { request, url, response } = context;
  const token = looksLikeId(context.params.token ?? '') ? context.params.token! : '';
  const { engine, deliverMail } = await getCommerce();
  letPaymentPageIn(context);
  const links = { origin: url.origin, locale };
  const page = (query = '') => `${localizedPath(locale, `/order/${token}`)}${query}`;

  if (request.method === 'POST' && token) {
    try {
      const { action } = await parseFormBody(request);
      if (action === 'cash') {
        await engine.payOnDeliveryInstead(token, links);
        deliverMail();
        return context.redirect(page(), 303);
      }
      const started = await engine.startCardPayment(token, links, { again: true });
      return context.redirect(started && 'url' in started ? started.url : page(), 303);
    } catch (error) {
      if (error instanceof PaymentProviderFailed) return context.redirect(page('?payment=unavailable'), 303);
      if (!(error instanceof ApiError)) throw error;
      response.status = error.status;
    }
  }

  let notice = NOTICES[url.searchParams.get('payment') ?? ''] ?? null;
  let order: Order | null = null;
  if (token && url.searchParams.get('payment') === 'return') {
    order = await engine.confirmCardPayment(token, links).catch((error: unknown) => {
      if (error instanceof PaymentProviderFailed) return engine.orderByToken(token);
      throw error;
    });
    if (order?.financialStatus === 'PENDING' && order.paymentMethod === 'card') notice = 'confirming';
    deliverMail();
  } else if (token) order = await engine.orderByToken(token);
  if (!order) response.status = 404;
  const purchase = order && tagManagerId() && (await engine.claimPurchaseReport(token)) ? purchaseOf(order) : null;
  return { order, notice, purchase };
}
