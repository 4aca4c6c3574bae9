/**
 * Renders an on-demand page (src/pages/[...locale]/…) in process, with Astro's container: a real Request,
 * the route's params, the page's language from its path as the shop's i18n routing gives it. The page runs
 * against the real engine, as the API routes do; the server's middleware and headers are not involved
 * (tests/e2e covers those over HTTP).
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import reactRenderer from '@astrojs/react/server.js';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { SSRManifest } from 'astro';
import { ORIGIN } from './call.ts';

const container = AstroContainer.create({
  // Pages render React components to static markup, as the build does with @astrojs/react.
  renderers: [{ name: '@astrojs/react', ssr: reactRenderer }],
  astroConfig: { site: ORIGIN },
  // The shop's routing (astro.config.mjs): English at the root, Arabic under /ar/.
  manifest: {
    i18n: {
      strategy: 'pathname-prefix-other-locales',
      locales: ['en', 'ar'],
      defaultLocale: 'en',
      fallbackType: 'rewrite',
      domainLookupTable: {},
    },
  } as unknown as SSRManifest,
});

export interface PageRequest {
  params: Record<string, string>;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A form, posted as application/x-www-form-urlencoded from the shop's own origin. */
  form?: Record<string, string>;
}

export async function renderPage(page: AstroComponentFactory, path: string, request: PageRequest): Promise<Response> {
  const form = request.form && new URLSearchParams(request.form).toString();
  const headers = form
    ? { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...request.headers }
    : request.headers;
  return (await container).renderToResponse(page, {
    request: new Request(new URL(path, ORIGIN), {
      method: request.method ?? (form ? 'POST' : 'GET'),
      headers,
      body: form,
    }),
    params: request.params,
    routeType: 'page',
    partial: false,
  });
}
