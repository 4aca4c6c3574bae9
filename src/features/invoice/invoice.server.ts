/**
 * The tax invoice page's request (/order/{token}/invoice): the order's invoice and credit notes as issued.
 * The order's token is the only key to them, as to the order page; an unknown token answers 404.
 */
import type { AstroGlobal } from 'astro';
import { looksLikeId } from '#src/commerce/ids.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import type { OrderTaxDocuments } from '#src/commerce/tax-documents.ts';

export interface InvoiceShown {
  documents: OrderTaxDocuments | null;
}

export async function invoiceRequest(context: Pick<AstroGlobal, 'params' | 'response'>): Promise<InvoiceShown> {
  const token = context.params.token ?? '';
  const { engine } = await getCommerce();
  const documents = looksLikeId(token) ? await engine.taxDocumentsOfOrder(token) : null;
  if (!documents) context.response.status = 404;
  context.response.headers.set('Cache-Control', 'private, no-store');
  return { documents };
}
