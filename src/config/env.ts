/**
 * Every environment variable the shop reads, in one list: how it is validated, its default and what it
 * does. The README's configuration table is rendered from this list (`npm run docs:env`), and a unit test
 * keeps the two equal.
 *
 * `readEnv()` validates them all; the server and the scripts call it first, so a bad value stops the start
 * with one line naming the variable. `envVar(name)` reads one, at the moment it is needed: tests change
 * variables between calls, and a request path should not parse the whole environment.
 * An empty value counts as unset.
 */
import { z } from 'zod';
import { requestLimits, type LimitedRequest, type RequestLimit } from './accounts.ts';

function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  const error =
    max === Number.MAX_SAFE_INTEGER
      ? `must be a whole number, at least ${min}`
      : `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}
/** The site's address when SITE_URL is unset: a shop on this machine. */
export const DEFAULT_SITE_URL = 'http://localhost:4321';

const text = z.string();
const absoluteUrl = z.url({ error: 'must be an absolute URL such as https://luckyshoes.ae' });
const flag = z.enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' });
const requestLimitPair = /^(\w+)=(\d+)\/(\d+)$/;
const requestLimitsOverride = z
  .string()
  .refine(
    (value) =>
      value.split(',').every((pair) => {
        const match = requestLimitPair.exec(pair.trim());
        return match && Object.hasOwn(requestLimits, match[1]!) && Number(match[2]) >= 1 && Number(match[3]) >= 1;
      }),
    { error: `must be name=limit/seconds pairs separated by commas, names among ${Object.keys(requestLimits)}` },
  )
  .transform(
    (value) =>
      Object.fromEntries(
        value.split(',').map((pair) => {
          const [, name, limit, windowSeconds] = requestLimitPair.exec(pair.trim())!;
          return [name as LimitedRequest, { limit: Number(limit), windowSeconds: Number(windowSeconds) }];
        }),
      ) as Partial<Record<LimitedRequest, RequestLimit>>,
  );

interface Variable {
  schema: z.ZodType;
  /** The default as the README shows it. */
  default: string;
  doc: string;
  /** Set by the shop for its own child processes, never by an operator: left out of the README. */
  internal?: true;
  /** Carries a password or token: an error never repeats the value. */
  secret?: true;
  /**
   * Read by the server or the tools, never while pages are rendered: a build whose only change is one of
   * these reuses every page of the last (src/features/prerender/reuse.server.ts).
   */
  serverOnly?: true;
}

/** Declared with `satisfies`, so each variable keeps its own schema's output type. */
const VARIABLES = {
  PORT: {
    schema: wholeNumber(0, 65535).default(4321),
    default: '`4321`',
    doc: 'port the server listens on',
    serverOnly: true,
  },
  WEB_CONCURRENCY: {
    schema: wholeNumber(1, 64).default(1),
    default: '`1`',
    doc:
      'server processes sharing the port (node:cluster); above 1 needs `DATABASE_URL=postgres://…`, since the ' +
      'embedded database opens in one process only',
    serverOnly: true,
  },
  HOST: {
    schema: text.default('localhost'),
    default: '`localhost`',
    doc: 'address the server listens on (`0.0.0.0` in a container)',
    serverOnly: true,
  },
  SITE_URL: {
    schema: absoluteUrl.optional(),
    default: `\`${DEFAULT_SITE_URL}\``,
    doc: 'the public URL: canonical links, sitemap, Open Graph, e-mailed links (read at build time)',
  },
  SHOP_DIST: {
    schema: text.default('dist'),
    default: '`dist`',
    doc: 'the build folder that `npm run build` writes and the server serves',
    serverOnly: true,
  },
  SHOP_BUILDS: {
    schema: text.optional(),
    default: '`dist-builds` (beside `SHOP_DIST`)',
    doc: 'where publishes build; must be inside the project',
    serverOnly: true,
  },
  SHOP_PREVIOUS_BUILD: {
    schema: text.optional(),
    default: 'unset',
    doc: 'the build a publish replaces, whose compressed files it reuses',
    internal: true,
    serverOnly: true,
  },
  SHOP_OVERLAY_OF: {
    schema: text.optional(),
    default: 'unset',
    doc: 'the live build a publish renders only the changed pages over, made by the same code (decision 006)',
    internal: true,
    serverOnly: true,
  },
  BUILD_CACHE_DIR: {
    schema: text.optional(),
    default: 'unset: `node_modules/.astro`, `node_modules/.cache/pictures`, `pictures/`',
    doc:
      'one folder for what builds reuse (Astro’s cache, the picture cache, the drawn pictures), so a build or ' +
      'publish writes only there, in its build folder and in `DATA_DIR`; keep it on the builds’ disk (they link ' +
      'the pictures), e.g. `dist-builds/.cache` (docs/deploy.md)',
    serverOnly: true,
  },
  SHOP_ROOT: {
    schema: text.optional(),
    default: 'the working directory',
    doc: 'where the server finds `src/commerce/db/migrations` and the feed when started from elsewhere',
  },
  CATALOGUE_PATH: {
    schema: text.optional(),
    default: '`src/data/catalogue.json`',
    doc:
      'the catalogue feed the build and the server read; with `CATALOGUE_SOURCE=contentful` the build writes it ' +
      'first, so it must be set then (e.g. `data/catalogue.json`)',
  },
  CATALOGUE_SOURCE: {
    schema: z.enum(['file', 'contentful'], { error: 'must be file or contentful' }).default('file'),
    default: '`file`',
    doc:
      '`contentful` makes each build read the products of the Contentful space (`CONTENTFUL_SPACE_ID`; model in ' +
      '[docs/contentful-products.md](docs/contentful-products.md)) and write them to `CATALOGUE_PATH`; ' +
      '`file` reads the feed as it is',
  },
  CATALOGUE_IMAGES_DIR: {
    schema: text.optional(),
    default: '`catalogue/images/`',
    doc:
      "the folder of the catalogue's photographs (a feed image's `src` is relative to it); " +
      "`npm run catalogue -- import` copies a CSV's pictures into it",
  },
  CONTENTFUL_SPACE_ID: {
    schema: text.optional(),
    default: 'unset',
    doc:
      'read the blog (and the products, with `CATALOGUE_SOURCE=contentful`) from this Contentful space with the ' +
      'Delivery API token in `CONTENTFUL_ACCESS_TOKEN` (both needed); unset, the build reads `BLOG_ENTRIES_PATH`',
  },
  CONTENTFUL_ACCESS_TOKEN: {
    schema: text.optional(),
    default: 'unset',
    doc: 'the Delivery (or Preview) API token for `CONTENTFUL_SPACE_ID`',
    secret: true,
  },
  CONTENTFUL_ENVIRONMENT: { schema: text.default('master'), default: '`master`', doc: "the space's environment" },
  CONTENTFUL_HOST: {
    schema: text.default('cdn.contentful.com'),
    default: '`cdn.contentful.com`',
    doc:
      'the API host: `preview.contentful.com` with a Preview token shows drafts; ' +
      '`http://host:port` for a local stand-in',
  },
  CONTENTFUL_ARABIC_LOCALE: {
    schema: text.default('ar'),
    default: '`ar`',
    doc:
      "the space's locale code that holds the Arabic versions of the posts and products (its default locale holds " +
      'the English ones); a post without an Arabic title and content is not published under `/ar/`',
  },
  BLOG_ENTRIES_PATH: {
    schema: text.optional(),
    default: '`src/data/blog/entries.json`',
    doc: "the blog entries kept in the repository, in the Delivery API's JSON shape",
  },
  CDN_PURGE: {
    schema: z
      .enum(['cloudflare', 'fastly', 'cloudfront', 'http'], { error: 'must be cloudflare, fastly, cloudfront or http' })
      .optional(),
    default: 'unset (no purge)',
    doc:
      'the CDN a publish purges of the pages it changed ([docs/deploy.md](docs/deploy.md), "A CDN in front"): ' +
      '`cloudflare`, `fastly`, `cloudfront`, or `http` (a cache of our own such as Varnish, at `CDN_PURGE_URL`)',
    serverOnly: true,
  },
  CDN_PURGE_BY: {
    schema: z.enum(['tags', 'urls'], { error: 'must be tags or urls' }).default('tags'),
    default: '`tags`',
    doc:
      '`urls` purges Cloudflare and the `http` cache by address rather than by `Cache-Tag`/`Surrogate-Key` ' +
      '(Fastly always purges by key, CloudFront by path)',
    serverOnly: true,
  },
  CDN_PURGE_URL: {
    schema: absoluteUrl.optional(),
    default: 'unset',
    doc: 'with `CDN_PURGE=http`: the address of the cache that takes `PURGE` and `BAN` (e.g. `http://127.0.0.1:6081`)',
    serverOnly: true,
  },
  CLOUDFLARE_ZONE_ID: {
    schema: text.optional(),
    default: 'unset',
    doc: "with `CDN_PURGE=cloudflare`: the zone of the shop's domain",
    serverOnly: true,
  },
  CLOUDFLARE_API_TOKEN: {
    schema: text.optional(),
    default: 'unset',
    doc: 'with `CDN_PURGE=cloudflare`: an API token allowed Zone › Cache Purge',
    secret: true,
    serverOnly: true,
  },
  FASTLY_SERVICE_ID: {
    schema: text.optional(),
    default: 'unset',
    doc: 'with `CDN_PURGE=fastly`: the service in front of the shop',
    serverOnly: true,
  },
  FASTLY_API_KEY: {
    schema: text.optional(),
    default: 'unset',
    doc: 'with `CDN_PURGE=fastly`: an API token with the `purge_select` and `purge_all` scopes',
    secret: true,
    serverOnly: true,
  },
  CLOUDFRONT_DISTRIBUTION_ID: {
    schema: text.optional(),
    default: 'unset',
    doc: 'with `CDN_PURGE=cloudfront`: the distribution in front of the shop',
    serverOnly: true,
  },
  AWS_ACCESS_KEY_ID: {
    schema: text.optional(),
    default: 'unset',
    doc: 'with `CDN_PURGE=cloudfront`: a key allowed `cloudfront:CreateInvalidation`',
    serverOnly: true,
  },
  AWS_SECRET_ACCESS_KEY: {
    schema: text.optional(),
    default: 'unset',
    doc: 'the secret of `AWS_ACCESS_KEY_ID`',
    secret: true,
    serverOnly: true,
  },
  AWS_SESSION_TOKEN: {
    schema: text.optional(),
    default: 'unset',
    doc: 'with temporary AWS credentials: their session token',
    secret: true,
    serverOnly: true,
  },
  CONTENTFUL_WEBHOOK_SECRET: {
    schema: text.optional(),
    default: 'made on first start, kept in `data/webhook-secret`',
    doc: 'the shared secret a publish call must send in `X-Webhook-Secret`',
    secret: true,
    serverOnly: true,
  },
  STRIPE_SECRET_KEY: {
    schema: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key, sk_live_… or sk_test_…' })
      .optional(),
    default: 'unset (cash on delivery only)',
    doc:
      'with `STRIPE_WEBHOOK_SECRET`, turns on card payment (Apple Pay and Google Pay too) on Stripe Checkout ' +
      '(docs/payments.md)',
    secret: true,
    serverOnly: true,
  },
  STRIPE_WEBHOOK_SECRET: {
    schema: z
      .string()
      .regex(/^whsec_\w+$/, { error: 'must be the signing secret of a Stripe webhook, whsec_…' })
      .optional(),
    default: 'unset',
    doc: 'the signing secret of the webhook registered at Stripe for `/webhooks/stripe`',
    secret: true,
    serverOnly: true,
  },
  STRIPE_API_URL: {
    schema: absoluteUrl.optional(),
    default: "unset (Stripe's own)",
    doc: "another address for Stripe's API: the local stand-in sets it (`PAYMENTS=stand-in npm start`)",
    serverOnly: true,
  },
  PAYMENTS: {
    schema: z.enum(['stand-in'], { error: 'must be stand-in, or unset' }).optional(),
    default: 'unset',
    doc:
      '`stand-in` makes `npm start` run a local stand-in for Stripe (its test cards, its hosted page) and turn ' +
      'card payment on with it: to try paying by card without an account',
    serverOnly: true,
  },
  PAYMENT_SESSION_MINUTES: {
    schema: wholeNumber(30, 1440).optional(),
    default: '`30`',
    doc: 'how long an unpaid card order holds its pairs before it is cancelled (Stripe allows 30 to 1440)',
    serverOnly: true,
  },
  SELLER_TRN: {
    schema: z
      .string()
      .regex(/^\d{15}$/, { error: 'must be the 15 digits of a UAE Tax Registration Number' })
      .optional(),
    default: 'the placeholder in `src/config/seller.ts`',
    doc: "the seller's Tax Registration Number on tax invoices and credit notes (a warning at start while unset)",
    serverOnly: true,
  },
  APPLE_PAY_DOMAIN_FILE: {
    schema: text.optional(),
    default: 'unset',
    doc:
      "the file Stripe gives for Apple Pay's domain verification, served at " +
      '`/.well-known/apple-developer-merchantid-domain-association`',
    serverOnly: true,
  },
  ADMIN_IDLE_MINUTES: {
    schema: wholeNumber(1, 1440).optional(),
    default: '`30`',
    doc: 'a back-office session unused for this many minutes ends (docs/admin.md)',
    serverOnly: true,
  },
  TRUST_PROXY: {
    schema: flag.default('0'),
    default: '`0`',
    doc: '`1` trusts `X-Forwarded-Proto` and `X-Forwarded-For` from a TLS-terminating proxy (turns on HSTS)',
    serverOnly: true,
  },
  REQUEST_TIMEOUT_SECONDS: {
    schema: wholeNumber(1, 3600).default(30),
    default: '`30`',
    doc:
      'a request whose headers and body have not all arrived this many seconds after it began is cut off ' +
      '(408): a body trickled a byte at a time holds no connection for long',
    serverOnly: true,
  },
  MAX_CONNECTIONS_PER_ADDRESS: {
    schema: wholeNumber(0, 1_000_000).optional(),
    default: '`100`; `0` with `TRUST_PROXY=1`',
    doc:
      'open connections one client address may hold per server process; the next is closed at once. ' +
      '`0` turns the cap off. Behind a proxy every connection comes from the proxy, so it is off by default ' +
      "there: the proxy limits its clients, or set it above the proxy's own connection pool. Many shoppers " +
      "can share one address (a mobile carrier's NAT)",
    serverOnly: true,
  },
  LOG_LEVEL: {
    schema: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    default: '`info`',
    doc:
      "the server log's level (one JSON line per request and per operator action at `info`; " +
      '`debug` adds the health checks)',
    serverOnly: true,
  },
  DATA_DIR: {
    schema: text.default('data'),
    default: '`data`',
    doc: 'where the embedded database (PGlite) keeps its files; created on first start, locked by the running server',
    serverOnly: true,
  },
  DATABASE_URL: {
    schema: z
      .string()
      .regex(/^(memory:\/\/|postgres(ql)?:\/\/.+)$/, {
        error: 'must be memory:// or postgres://user:password@host:port/database',
      })
      .optional(),
    default: 'unset (PGlite in `DATA_DIR`)',
    doc:
      '`postgres://user:password@host:5432/db` uses a PostgreSQL server instead, with no other change; ' +
      '`memory://` keeps PGlite in memory (tests)',
    secret: true,
    serverOnly: true,
  },
  DATABASE_POOL_SIZE: {
    schema: wholeNumber(1, 1000).default(10),
    default: '`10`',
    doc: 'connections per server process to PostgreSQL',
    serverOnly: true,
  },
  SMTP_URL: {
    schema: z
      .string()
      .regex(/^smtps?:\/\/.+/, { error: 'must be smtp://… or smtps://user:password@host' })
      .optional(),
    default: 'unset (mail stays in the outbox)',
    doc: '`smtps://user:password@mail.example.com` sends the outbox (order confirmations, reset links) through SMTP',
    secret: true,
    serverOnly: true,
  },
  MAIL_FROM: {
    schema: text.optional(),
    default: '`Lucky Shoes <care@luckyshoes.ae>`',
    doc: "sender of the shop's e-mail",
    serverOnly: true,
  },
  SIGN_IN_THROTTLE_WINDOW_SECONDS: {
    schema: wholeNumber(1).optional(),
    default: '`900`',
    doc:
      'the window in which failed sign-ins are counted per account (10) and per client address (50); ' +
      'a shorter one lets tests wait it out',
    serverOnly: true,
  },
  REQUEST_LIMITS: {
    schema: requestLimitsOverride.optional(),
    default: 'unset (the config)',
    doc:
      'per client address, overrides the limits of calls that create something, send mail or hash a password, as ' +
      `\`name=limit/seconds\` pairs separated by commas (names: ${Object.keys(requestLimits).join(', ')}), ` +
      'e.g. `signUp=1000/60,cartCreate=1000/60` for a load test',
    serverOnly: true,
  },
  ABANDONED_CART_DAYS: {
    schema: wholeNumber(1).optional(),
    default: '`30`',
    doc: 'carts untouched this many days and never checked out are deleted by the hourly clean-up',
    serverOnly: true,
  },
  PUBLIC_GTM_ID: {
    schema: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, { error: 'must be a tag manager container id such as GTM-XXXXXXX' })
      .optional(),
    default: 'unset (no analytics)',
    doc:
      'a tag manager container id, e.g. `GTM-XXXXXXX` (read at build time): pages load the tag manager, ' +
      'the CSP allows it, and `add_to_cart` and `InitiateCheckout` go to `window.dataLayer`; ' +
      'unset, nothing is loaded or pushed',
  },
  CHROME_PATH: {
    schema: text.optional(),
    default: "`/usr/bin/chromium` (tests: `/usr/bin/chromium-headless-shell` first), then Playwright's",
    doc: 'the Chromium used by tests, screenshots and Lighthouse',
    serverOnly: true,
  },
  BENCH_ENGLISH_ONLY: {
    schema: flag.default('0'),
    default: '`0`',
    doc:
      'benchmarks only: `1` builds the English pages alone (no `/ar/`), so `npm run bench` can time the ' +
      'two-language build against it (read at build time); never set it for a shop',
  },
  BENCH_SECONDS: {
    schema: wholeNumber(1, 3600).default(8),
    default: '`8`',
    doc: 'how long each load run of the bench scripts lasts',
    serverOnly: true,
  },
  PASSWORD_HASH_TEST_N: {
    schema: wholeNumber(2).optional(),
    default: 'unset',
    doc:
      'tests only: a cheaper scrypt cost for the many sign-ups of the test suite; ' +
      'honoured only when `NODE_ENV=test`',
    serverOnly: true,
  },
  NODE_ENV: {
    schema: text.optional(),
    default: 'unset',
    doc: '`test` while Vitest runs (set by Vitest)',
    internal: true,
  },
} satisfies Record<string, Variable>;

export type EnvName = keyof typeof VARIABLES;

/** The variables marked serverOnly: none of them changes a page. */
export const SERVER_ONLY: ReadonlySet<string> = new Set(
  Object.entries(VARIABLES as Record<string, Variable>)
    .filter(([, variable]) => variable.serverOnly)
    .map(([name]) => name),
);
export type Env = { [K in EnvName]: z.output<(typeof VARIABLES)[K]['schema']> };

export class EnvError extends Error {
  override name = 'EnvError';
}

type Source = Record<string, string | undefined>;

export function envVar<K extends EnvName>(name: K, source: Source = process.env): Env[K] {
  const raw = source[name]?.trim() || undefined;
  const variable: Variable = VARIABLES[name];
  const result = variable.schema.safeParse(raw);
  if (!result.success) {
    const problem = `${name} ${result.error.issues[0]?.message}`;
    throw new EnvError(variable.secret ? problem : `${problem}, got "${raw}"`);
  }
  return result.data as Env[K];
}

/** Settings that only make sense together: the problem when `env` breaks one, else undefined. */
const REQUIREMENTS: ReadonlyArray<(env: Env) => string | undefined> = [
  (env) =>
    env.CATALOGUE_SOURCE === 'contentful' && !(env.CONTENTFUL_SPACE_ID && env.CONTENTFUL_ACCESS_TOKEN)
      ? 'CATALOGUE_SOURCE=contentful needs CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN'
      : undefined,
  // The build writes the products there and the server reads them there: never over the demo feed in src/data.
  (env) =>
    env.CATALOGUE_SOURCE === 'contentful' && !env.CATALOGUE_PATH
      ? 'CATALOGUE_SOURCE=contentful needs CATALOGUE_PATH, the feed file the build writes and the server reads ' +
        '(e.g. data/catalogue.json)'
      : undefined,
];

/** Every variable, validated; the first bad one, or the first broken requirement, throws an EnvError naming it. */
export function readEnv(source: Source = process.env): Env {
  const values: Partial<Record<EnvName, unknown>> = {};
  for (const name of Object.keys(VARIABLES) as EnvName[]) values[name] = envVar(name, source);
  const env = values as Env;
  for (const requirement of REQUIREMENTS) {
    const problem = requirement(env);
    if (problem) throw new EnvError(problem);
  }
  return env;
}

/** The README's configuration table. */
export function envTable(): string {
  const rows = Object.entries(VARIABLES as Record<string, Variable>)
    .filter(([, variable]) => !variable.internal)
    .map(([name, variable]) => `| \`${name}\` | ${variable.default} | ${variable.doc} |`);
  return ['| variable | default | what it does |', '|---|---|---|', ...rows].join('\n');
}

/**
 * For entry points (the server, scripts): every variable, or the one bad line and exit code 1. A script
 * prints the line for the person at the terminal; the server hands it to its log with `report`.
 */
export function readEnvOrExit(
  what = 'Lucky Shoes cannot start',
  // eslint-disable-next-line no-console -- a script's reader is a person at a terminal, not a log shipper
  report: (line: string) => void = (line) => console.error(line),
): Env {
  try {
    return readEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    report(`${what}: ${error.message}`);
    process.exit(1);
  }
}
