/**
 * GET /api/admin/exports/subscribers.csv[?lang=ar]: the newsletter list as CSV, streamed (owner only;
 * docs/admin.md "Exports").
 */
import type { APIRoute } from 'astro';
import { subscribersCsvResponse } from '#src/features/admin-exports/exports.server.ts';
import { otherMethods } from '#src/http/guard.ts';

export const prerender = false;

export const GET: APIRoute = ({ request, url }) => subscribersCsvResponse(request, url);

export const ALL = otherMethods({ GET });
