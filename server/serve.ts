/**
 * One server process (started by server/main.ts, alone or as one of several). Serves the newest build
 * (SHOP_DIST, default dist/, or a later publish build) on HOST:PORT (default localhost:4321), and rebuilds
 * on POST /webhooks/publish (server/publish.ts); after a rebuild the commerce engine reloads the catalogue
 * before the new pages are served. Start-up problems end with one clear line, not a stack trace.
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { createRequestListener, type SiteHolder } from './app.ts';
import { endWith, exitOnUnhandledErrors } from './log.ts';
import { observed } from './observe.ts';
import { capConnectionsPerAddress, connectionsPerAddress, timeoutOptions } from './limits.ts';
import { answerClientErrors } from './client-errors.ts';
import { closeOperatorChannel, openOperatorChannel } from './operator-channel.ts';
import { buildsDirFor, latestBuild } from './builds.ts';
import { scheduleCardPaymentChecks, scheduleCleanUp } from './housekeeping.ts';
import { coordinateBuilds } from './build-coordinator.ts';
import { createPublisher, publishSecret, siteSwitcher } from './publish.ts';
import { paymentWebhook } from './payment-webhook.ts';
import { appleDomainFile } from './apple-pay-domain.ts';
import { loadSite, SiteError } from './site.ts';
import { closeCommerce, getCommerce } from '../src/commerce/runtime.ts';
import { openCommerceInWorker } from '../src/commerce/engine-thread.ts';
import { DatabaseSetupError, describeDatabase, databaseConfigFromEnv } from '../src/commerce/db/index.ts';
import { FeedError } from '../src/catalogue/load.server.ts';
import { dropPublishCaches } from '../src/catalogue/publish-caches.ts';
import { readEnvOrExit } from '../src/config/env.ts';
import { sellerTrnIsPlaceholder } from '../src/config/seller.ts';
import { log } from '#src/config/log.server.ts';

function fail(message: string): never {
  endWith(log(), `Lucky Shoes cannot start: ${message}`);
}

const env = readEnvOrExit(undefined, (line) => endWith(log(), line));
const {
  PORT: port,
  HOST: host,
  SHOP_DIST: distDir,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  CATALOGUE_PATH: feedPath,
} = env;
exitOnUnhandledErrors(log());
if (sellerTrnIsPlaceholder())
  log().warn('Tax invoices print a placeholder TRN: set SELLER_TRN (or seller.trn in src/config/seller.ts)');
const buildsDir = buildsDirFor(distDir);

let holder: SiteHolder;
try {
  holder = { current: await loadSite(latestBuild(distDir, buildsDir)) };
} catch (error) {
  fail(error instanceof SiteError ? error.message : String(error));
}

// The database opens before the port does: a data directory held by another
// process, an unreachable PostgreSQL or a broken feed stops the start here.
// It runs in a worker thread of its own; a crash there ends the process, which
// cannot take orders without it.
try {
  await getCommerce(() =>
    openCommerceInWorker(undefined, (error) => {
      endWith(log(), `Lucky Shoes stopped: the commerce engine failed: ${error.message}`);
    }),
  );
} catch (error) {
  fail(
    error instanceof DatabaseSetupError || error instanceof FeedError
      ? error.message
      : `database: ${(error as Error).message.split('\n')[0]}`,
  );
}

// The embedded database is this process's alone: the operator's commands come in through a local socket.
const commerce = await getCommerce();
const operatorChannel = databaseUrl
  ? null
  : await openOperatorChannel(dataDir, commerce.engine, log()).catch((error: Error) =>
      fail(`the operator channel in ${dataDir} cannot open: ${error.message}`),
    );
scheduleCleanUp(commerce.engine);
scheduleCardPaymentChecks(commerce.engine);

// A new build's catalogue goes live in the engine first: a page never offers a size the engine does not sell.
// The search this process answers itself (server/api-routes.ts) and every build's bundle read it again.
const switchTo = siteSwitcher(holder, async () => {
  const { variants, changed } = await commerce.engine.reloadCatalogue(feedPath);
  dropPublishCaches();
  if (changed) log().info(`[publish] catalogue reloaded: ${variants} variants`);
});
const coordinator = databaseUrl?.startsWith('postgres')
  ? await coordinateBuilds({
      databaseUrl,
      buildsDir,
      follow: async (dir) => {
        if ((await switchTo(dir)) !== dir) log().info(`[publish] live: ${dir} (built by another process)`);
      },
    }).catch((error: Error) => fail(`database: ${error.message.split('\n')[0]}`))
  : undefined;
const publisher = createPublisher({ holder, buildsDir, secret: publishSecret(), switchTo, coordinator });
const shop = createRequestListener(holder);
// The server's own endpoints, each answering its path before the shop does.
const endpoints = [publisher, paymentWebhook(commerce.engine), appleDomainFile];
const server = createServer(
  timeoutOptions(env),
  observed(
    (req, res) => {
      const endpoint = endpoints.find((candidate) => candidate.handles(req));
      void (endpoint ? endpoint.handle(req, res) : shop(req, res));
    },
    { log: log(), holder, engine: commerce.engine },
  ),
);
server.keepAliveTimeout = 5000;
capConnectionsPerAddress(server, connectionsPerAddress(env));
answerClientErrors(server);
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') fail(`port ${port} on ${host} is already in use (set PORT to another one)`);
  if (error.code === 'EACCES') fail(`no permission to listen on port ${port}`);
  fail(error.message);
});
server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  const which = cluster.isWorker ? `, process ${process.pid}` : '';
  log().info(`Lucky Shoes is open on http://${host}:${actual} (${describeDatabase(databaseConfigFromEnv())}${which})`);
});

// Requests in flight finish, then the database closes (PGlite writes its last
// pages and the data directory lock is released).
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (operatorChannel) closeOperatorChannel(operatorChannel, dataDir);
    void coordinator?.close();
    server.closeIdleConnections();
    server.close(() => {
      closeCommerce().then(
        () => process.exit(0),
        (error: Error) => {
          endWith(log(), `Lucky Shoes stopped, but the database did not close cleanly: ${error.message}`);
        },
      );
    });
    setTimeout(() => {
      void closeCommerce().finally(() => process.exit(0));
    }, 5000).unref();
  });
}
