/** /robots.txt, built from SITE_URL (see src/seo/robots.ts). */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../seo/robots.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(site!), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
