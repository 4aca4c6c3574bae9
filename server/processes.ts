/**
 * Several server processes on one port (WEB_CONCURRENCY above 1, PostgreSQL only): this process forks that many
 * copies of server/serve.ts with node:cluster, which share the listening socket, and does nothing else.
 *
 * A process that ends is replaced, so one crash leaves the others serving and the shop back to full strength.
 * One that ends soon after its start waits longer each time (1 s, 2 s, 4 s … 30 s), so a crash loop does not
 * spin. A process that cannot start while none has ever started (a port in use, PostgreSQL unreachable) is a
 * configuration fault, not a crash: the whole start stops, after the process has printed its reason.
 */
import cluster, { type Worker } from 'node:cluster';
import { log as serverLog } from '#src/config/log.server.ts';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** A process that served this long was healthy: its end starts the back-off afresh. */
const STEADY_MS = 30_000;
/** SIGTERM lets requests finish (server/serve.ts waits 5 s at most); after this the rest are killed. */
const STOP_LIMIT_MS = 10_000;

export interface ProcessesOptions {
  count: number;
  /** The script each process runs. */
  exec: string;
  log?: (line: string) => void;
}

/** The wait before replacing a process, after `quickEnds` ends in a row that came soon after a start. */
export function restartDelay(quickEnds: number): number {
  return quickEnds === 0 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (quickEnds - 1));
}

export function runServerProcesses({ count, exec, log = (line) => serverLog().info(line) }: ProcessesOptions): void {
  cluster.setupPrimary({ exec });
  const startedAt = new Map<Worker, number>();
  let everListened = false;
  let quickEnds = 0;
  let stopping = false;

  const fork = () => {
    if (stopping) return;
    startedAt.set(cluster.fork(), Date.now());
  };

  cluster.on('listening', () => {
    everListened = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    if (!everListened) {
      log(`[processes] a server process could not start (${signal ?? `code ${code}`}); stopping`);
      stopping = true;
      for (const other of startedAt.keys()) other.kill('SIGKILL');
      process.exit(1);
    }
    quickEnds = lived < STEADY_MS ? quickEnds + 1 : 0;
    const delay = restartDelay(quickEnds);
    log(
      `[processes] server process ${worker.process.pid} ended (${signal ?? `code ${code}`}); ` +
        `a new one starts in ${delay / 1000} s`,
    );
    setTimeout(fork, delay);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      if (startedAt.size === 0) process.exit(0);
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
      setTimeout(() => {
        for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
        process.exit(0);
      }, STOP_LIMIT_MS).unref();
    });
  }

  log(`[processes] starting ${count} server processes`);
  for (let i = 0; i < count; i++) fork();
}
