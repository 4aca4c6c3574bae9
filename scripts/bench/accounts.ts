/**
 * `npm run bench:accounts`: the account calls under load, beside a plain
 * node:http server answering a User-sized JSON body in the same run.
 *
 * - POST /api/user/token-sign-in/ with a session cookie: what every page view
 *   of a signed-in shopper costs.
 * - POST /api/send-reset-password-email for an address with an account and
 *   for unknown ones: the two must not be told apart by their timing.
 * - POST /api/user/email-sign-in with the right password: bounded by scrypt
 *   (two hashes at a time per process), with the server's memory while it runs.
 */
import { ensureBuilt } from '../lib/build.ts';
import {
  formatTable,
  latencyRatios,
  loadRow,
  measureEach,
  measureLoad,
  rssMiB,
  startBaseline,
  type LoadResult,
} from './lib/load.ts';
import { startShop } from '#tests/support/server.ts';
import { envVar } from '#src/config/env.ts';

const CONNECTIONS = 10;
const SECONDS = envVar('BENCH_SECONDS');
/** Known and unknown addresses must answer within this ratio of each other (medians). */
const INDISTINGUISHABLE_RATIO = 1.5;

await ensureBuilt();
const shop = await startShop();
try {
  const origin = { origin: shop.baseURL };
  const email = `bench-${Date.now()}@example.com`;
  const password = 'shoes2024';
  const signUp = await fetch(`${shop.baseURL}/api/user/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Shopper', email, password, acceptsMarketing: true }),
  });
  const user = await signUp.text();
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const baseline = await startBaseline(JSON.parse(user));
  let unknown = 0;
  let peakRss = 0;
  let idleRss = 0;
  let results: Record<'floor' | 'constants' | 'session' | 'known' | 'strangers' | 'signIn', LoadResult>;
  try {
    const loaded = await measureEach(
      {
        floor: { name: `baseline (fixed ${user.length} B JSON)`, url: baseline.url, method: 'POST' },
        constants: { name: 'GET /api/constants (no database)', url: `${shop.baseURL}/api/constants` },
        session: {
          name: 'token-sign-in (cookie)',
          url: `${shop.baseURL}/api/user/token-sign-in/`,
          method: 'POST',
          body: '{}',
          headers: { ...origin, cookie },
        },
        known: {
          name: 'reset request, known address',
          url: `${shop.baseURL}/api/send-reset-password-email`,
          method: 'POST',
          body: JSON.stringify({ email }),
          headers: origin,
        },
        strangers: {
          name: 'reset request, unknown addresses',
          url: `${shop.baseURL}/api/send-reset-password-email`,
          method: 'POST',
          body: () => JSON.stringify({ email: `nobody-${unknown++}@example.com` }),
          headers: origin,
        },
      },
      { connections: CONNECTIONS, durationSeconds: SECONDS },
    );
    idleRss = rssMiB(shop.process.pid!);
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(shop.process.pid!))), 200);
    const signIn = await measureLoad({
      name: 'email-sign-in (right password)',
      url: `${shop.baseURL}/api/user/email-sign-in`,
      method: 'POST',
      body: JSON.stringify({ email, password }),
      headers: origin,
      // Fewer than the per-account throttle limit in flight: this measures hashing, not the throttle.
      connections: 4,
      durationSeconds: SECONDS,
    });
    clearInterval(sampler);
    results = { ...loaded, signIn };
  } finally {
    await baseline.close();
  }
  const { floor, session, known, strangers, signIn } = results;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each\n`);
  console.log(formatTable(Object.values(results).map((r) => loadRow('call', r))));
  const ratio = (a: number, b: number) => Math.max(a, b) / Math.min(a, b);
  console.log(`\ntoken-sign-in vs baseline: ${latencyRatios(session, floor)}`);
  console.log(
    `sign-in with scrypt: ${signIn.requestsPerSecond} req/s; ` +
      `server memory ${idleRss} MiB before, ${peakRss} MiB at most while hashing`,
  );
  // Medians: the tails of a shared machine are noise, not a signal about the address.
  const p50Ratio = ratio(known.p50Ms, strangers.p50Ms);
  const indistinguishable = p50Ratio <= INDISTINGUISHABLE_RATIO;
  console.log(
    `reset request, known vs unknown: p50 ${p50Ratio.toFixed(2)}× apart ` +
      `(${indistinguishable ? 'within' : 'OVER'} ${INDISTINGUISHABLE_RATIO}×)`,
  );
  process.exitCode = indistinguishable && session.non2xx === 0 && known.non2xx === 0 ? 0 : 1;
} finally {
  await shop.stop();
}
