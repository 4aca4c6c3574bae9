/**
 * Live stock for a pre-rendered product page: the page was built with the
 * feed's stock, so on hydration it asks GET /api/stock/{productId} for this
 * colour's sizes as they are now. A size sold since the build then shows
 * sold out. The buying island and Notify me both want it: the page asks once,
 * and both show the same stock.
 */
import type { SizeOption } from '#src/catalogue/types.ts';
import { answeredOk, callChecked } from '#src/http/call.client.ts';
import type { StockAnswer } from './stock-answers.ts';

const stockShape = () => import('./stock-answers.ts').then((answers) => answers.stockSchema);

const askStock = (productId: string) => callChecked(`stock/${encodeURIComponent(productId)}`, stockShape);
const asked = new Map<string, ReturnType<typeof askStock>>();

/** The page's one answer for the product; after a failure, the next island to ask asks again. */
function pageAnswer(productId: string): ReturnType<typeof askStock> {
  let answer = asked.get(productId);
  if (!answer) {
    answer = askStock(productId);
    asked.set(productId, answer);
    void answer.then((settled) => {
      if (!answeredOk(settled) || !settled.checked) asked.delete(productId);
    });
  }
  return answer;
}

/** The built sizes with the stock the answer gives; a size the answer does not name keeps its built stock. */
export function withStockFromAnswer(sizes: readonly SizeOption[], answer: StockAnswer): SizeOption[] {
  const live = new Map(answer.variants.map((variant) => [variant.id, variant.quantityAvailable]));
  return sizes.map((size) => ({ ...size, maxQuantity: live.get(size.id) ?? size.maxQuantity }));
}

/** The sizes with their stock now; null when the shop did not answer with it, or the page no longer wants it. */
export async function fetchLiveSizes(
  productId: string,
  sizes: readonly SizeOption[],
  signal?: AbortSignal,
): Promise<SizeOption[] | null> {
  const answer = await pageAnswer(productId);
  if (signal?.aborted || !answeredOk(answer) || !answer.checked) return null;
  return withStockFromAnswer(sizes, answer.checked);
}
