// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { DEFAULT_SITE_URL, readEnvOrExit } from './src/config/env.ts';
import { onDemandStylesheets } from './scripts/lib/on-demand-stylesheets.ts';
import { givenEveryPage, pageOverlay } from './scripts/lib/page-overlay.ts';
import { isPrivatePage } from './src/seo/private-pages.ts';

const env = readEnvOrExit('Lucky Shoes cannot build');
const site = env.SITE_URL ?? DEFAULT_SITE_URL;
// The tag manager is allowed by the CSP only when an id is configured (src/features/analytics/).
const tagManager = env.PUBLIC_GTM_ID
  ? {
      script: ['https://www.googletagmanager.com'],
      connect: ' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
      img: ' https://*.google-analytics.com https://*.googletagmanager.com',
    }
  : { script: [], connect: '', img: '' };
// `npm run bench` times the English-only build beside the full one (BENCH_ENGLISH_ONLY); src/i18n/locales.ts
// gets the list as a constant, so inEveryLocale() pre-renders only these.
const builtLocales = env.BENCH_ENGLISH_ONLY === '1' ? ['en'] : ['en', 'ar'];
// BUILD_CACHE_DIR holds what builds reuse, Astro's and Vite's caches among it (scripts/lib/build-cache.ts).
const buildCache = env.BUILD_CACHE_DIR ? fileURLToPath(new URL(`${env.BUILD_CACHE_DIR}/`, import.meta.url)) : undefined;

/**
 * 'https://x/size/' → 'https://x/size'; the home page keeps its '/'.
 * @param {string} url
 */
function withoutTrailingSlash(url) {
  const parsed = new URL(url);
  if (parsed.pathname.length > 1) parsed.pathname = parsed.pathname.replace(/\/+$/, '');
  return parsed.href;
}

// Pages are pre-rendered; only /api/* and a few shells opt into on-demand
// rendering. The Node adapter runs in middleware mode because server/main.ts
// serves the static files itself (pre-compressed, with our headers).
export default defineConfig({
  site,
  output: 'static',
  outDir: env.SHOP_DIST,
  ...(buildCache ? { cacheDir: `${buildCache}astro` } : {}),
  trailingSlash: 'ignore',
  // English at the root, Arabic under /ar/ (docs/decisions/013-two-languages.md); no redirect by language.
  i18n: { locales: builtLocales, defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  // Whitespace with a line break between tags is dropped, as in JSX: Prettier lays out markup inside
  // expressions as JSX, so its line breaks must not become spaces on the page (docs/layout.md "Markup").
  compressHTML: 'jsx',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    react(),
    {
      name: 'lucky-shoes:engaged-hydration',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({ name: 'engaged', entrypoint: './src/components/hydration/engaged.client.ts' }),
      },
    },
    onDemandStylesheets(),
    pageOverlay(),
    givenEveryPage(
      sitemap({
        // Only indexable pages: the noindex ones are listed once, for robots.txt too (src/seo/private-pages.ts).
        filter: (page) => !isPrivatePage(new URL(page).pathname),
        i18n: { defaultLocale: 'en', locales: { en: 'en-AE', ar: 'ar-AE' } },
        // The shop links and canonicalises pages without a trailing slash; the sitemap says the same.
        serialize: (item) => ({
          ...item,
          url: withoutTrailingSlash(item.url),
          links: item.links?.map((link) => ({ ...link, url: withoutTrailingSlash(link.url) })),
        }),
      }),
    ),
  ],
  security: {
    checkOrigin: true,
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data: https://images.ctfassets.net${tagManager.img}`,
        'frame-src https://www.google.com',
        `connect-src 'self'${tagManager.connect}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'", ...tagManager.script] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  markdown: { syntaxHighlight: false },
  image: {
    domains: ['images.ctfassets.net'],
  },
  devToolbar: { enabled: false },
  // Each page waits for its files to be written (its folder, the page, the incremental cache's copy); with a
  // few pages in flight the next one renders meanwhile. The prerender takes a fifth less, a publish's
  // reused pages half (decision 006); the pages come out byte for byte the same.
  build: { concurrency: 4 },
  // A build after a change of code copies from the last build each page whose getStaticPaths gives an
  // unchanged cacheKey (src/features/prerender/reuse.server.ts). A publish over a live build of the same code
  // renders only the changed pages and takes the rest from the live build instead (page-overlay.ts), and
  // leaves Astro's cache as the last whole build made it.
  experimental: { incrementalBuild: !env.SHOP_OVERLAY_OF },
  // Sessions are the shop's own (database-backed); Astro's file-based ones would break with two processes.
  session: false,
  vite: {
    ...(buildCache ? { cacheDir: `${buildCache}vite` } : {}),
    build: { assetsInlineLimit: 0 },
    define: { __BUILT_LOCALES__: JSON.stringify(builtLocales) },
  },
});
