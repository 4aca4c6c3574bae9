/**
 * One-click unsubscribe (RFC 8058), the address in a marketing mail's List-Unsubscribe header
 * (src/commerce/mail/list-unsubscribe.ts):
 * - POST /api/unsubscribe?token=… (a mail client's `List-Unsubscribe=One-Click`, form-encoded, from no page of
 *   ours), or POST {token} from the unsubscribe page → 200 {unsubscribed: true}: the list stops at once, no
 *   confirmation. The same answer for an unknown or used token, so a second click is harmless.
 * - GET /api/unsubscribe?token=… (someone opened the header's link) → 303 to the page that asks first.
 * The server answers it itself (server/api-routes.ts): Astro's origin check would refuse a mail client's
 * cross-site form POST.
 */
import type { APIRoute } from 'astro';
import { otherMethods } from '#src/http/guard.ts';
import { getCommerce } from '#src/commerce/runtime.ts';

export const prerender = false;

const NO_STORE = { 'Cache-Control': 'no-store' };

async function tokenOf(request: Request, url: URL): Promise<string | null> {
  const inQuery = url.searchParams.get('token');
  if (inQuery) return inQuery;
  if (!/^application\/json/i.test(request.headers.get('content-type') ?? '')) return null;
  const text = await request.text();
  if (text.length > 1024) return null;
  try {
    const body = JSON.parse(text) as { token?: unknown };
    return typeof body.token === 'string' ? body.token : null;
  } catch {
    return null;
  }
}

export const POST: APIRoute = async ({ request, url }) => {
  const token = await tokenOf(request, url);
  if (!token || token.length > 128)
    return Response.json({ error: 'invalid_token' }, { status: 400, headers: NO_STORE });
  await (await getCommerce()).engine.unsubscribeByToken(token);
  return Response.json({ unsubscribed: true }, { headers: NO_STORE });
};

export const GET: APIRoute = ({ url }) => {
  const token = url.searchParams.get('token') ?? '';
  return new Response(null, {
    status: 303,
    headers: { ...NO_STORE, Location: `/unsubscribe#token=${encodeURIComponent(token)}` },
  });
};

export const ALL = otherMethods({ GET, POST });
