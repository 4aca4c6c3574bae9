/**
 * What a process manager, a load balancer and an operator need from the running server: GET /healthz (the
 * process serves), GET /readyz (the database answers and a build is served: 200, else 503), and one log
 * line per request with a request id, also sent back as X-Request-Id. Whatever else the request logs,
 * here or in the code it calls, carries the same id (withRequestId). The health checks log at debug level
 * only: a balancer polling every few seconds would drown the rest.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Engine } from '#src/commerce/engine.ts';
import { loggedPath } from '#src/http/logged-path.ts';
import type { SiteHolder } from './app.ts';
import { withRequestId, type Logger } from '#src/config/log.server.ts';
import { setSecurityHeaders } from './headers.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const HEALTH_PATHS = new Set(['/healthz', '/readyz']);
const PING_TIMEOUT_MS = 2000;
// An id a proxy set is kept (one trace across hops) if it looks like one; anything else is replaced.
const REQUEST_ID = /^[\w.:-]{1,100}$/;

export interface Readiness {
  ready: boolean;
  database: 'up' | 'down';
  build: 'served' | 'missing';
}

async function databaseAnswers(engine: Engine): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  try {
    return await Promise.race([engine.ping().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(engine: Engine, holder: { current: { clientDir: string } }): Promise<Readiness> {
  const [database, build] = await Promise.all([
    databaseAnswers(engine),
    existsSync(join(holder.current.clientDir, 'index.html')),
  ]);
  return { ready: database && build, database: database ? 'up' : 'down', build: build ? 'served' : 'missing' };
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  setSecurityHeaders(req, res, 'other');
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

export function observed(listener: Listener, options: { log: Logger; holder: SiteHolder; engine: Engine }): Listener {
  const { log } = options;
  return (req, res) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    withRequestId(id, () => handle(req, res, id));
  };
  function handle(req: IncomingMessage, res: ServerResponse, id: string): void {
    const started = performance.now();
    res.setHeader('X-Request-Id', id);
    // As the client sent it: the pipeline may hand a method no route takes on as another (server/app.ts).
    const method = req.method;
    const path = loggedPath(req.url);
    const isHealth = HEALTH_PATHS.has(path) && (method === 'GET' || method === 'HEAD');
    res.once('close', () => {
      const line = {
        reqId: id,
        method,
        path,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (isHealth) log.debug(line, 'request');
      else if (res.statusCode >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    });
    if (!isHealth) return listener(req, res);
    if (path === '/healthz') return sendJson(req, res, 200, { status: 'ok' });
    void readiness(options.engine, options.holder)
      .catch((): Readiness => ({ ready: false, database: 'down', build: 'missing' }))
      .then(({ ready, ...parts }) =>
        sendJson(req, res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', ...parts }),
      );
  }
}
