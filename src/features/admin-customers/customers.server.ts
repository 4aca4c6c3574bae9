/**
 * The back office's customers on the server (docs/admin.md): the owner's look-up by e-mail, name or phone, and
 * one customer's account, orders, saved addresses and newsletter state. Owner only; the engine's queries never
 * read a password hash or a token (src/commerce/back-office/customer-lookup.ts).
 */
import type { CustomerMatch, StaffCustomer } from '#src/commerce/back-office/customer-lookup.ts';
import { getCommerce } from '#src/commerce/runtime.ts';
import type { StaffMember } from '#src/commerce/staff/staff.ts';
import { staffForPage, type AdminContext } from '#src/http/staff-session.ts';
import type { Locale } from '#src/i18n/locales.ts';

export interface CustomersShown {
  staff: StaffMember;
  query: string;
  matches: CustomerMatch[];
}

export async function customersRequest(context: AdminContext, locale: Locale): Promise<Response | CustomersShown> {
  const { engine } = await getCommerce();
  const staff = await staffForPage(context, engine, locale, 'owner');
  if (staff instanceof Response) return staff;
  const query = (context.url.searchParams.get('q') ?? '').trim().slice(0, 200);
  return { staff, query, matches: query ? await engine.findCustomers(query) : [] };
}

export interface CustomerShown {
  staff: StaffMember;
  found: StaffCustomer | null;
}

export async function customerRequest(
  context: AdminContext & { params: Record<string, string | undefined> },
  locale: Locale,
): Promise<Response | CustomerShown> {
  const { engine } = await getCommerce();
  const staff = await staffForPage(context, engine, locale, 'owner');
  if (staff instanceof Response) return staff;
  const id = context.params.id ?? '';
  const found = id.length > 0 && id.length <= 100 ? await engine.customerForStaff(id) : null;
  if (!found) context.response.status = 404;
  return { staff, found };
}
