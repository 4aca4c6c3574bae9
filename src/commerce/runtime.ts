/**
 * The commerce engine of this process: the database (migrated, stock loaded
 * from the feed), the mail sender and the operations on them (engine.ts),
 * opened once and shared by every request.
 *
 * server/serve.ts opens it before listening, in a worker thread of its own
 * (engine-thread.ts), so that a locked data directory or an unreachable
 * PostgreSQL stops the start with one line, and closes it on SIGINT/SIGTERM.
 * The API routes reach the same instance through getCommerce(): the Astro
 * bundle holds its own copy of this module, so the instance lives on
 * globalThis rather than in a module variable. Elsewhere (tests, `astro dev`)
 * the first getCommerce() opens it in the calling thread.
 */
import { existsSync } from 'node:fs';
import { DEFAULT_FEED_PATH, loadFeed } from '../catalogue/load.server.ts';
import {
  databaseConfigFromEnv,
  memorySnapshot,
  migrate,
  openDatabase,
  type DatabaseConfig,
  type Db,
} from './db/index.ts';
import { reportEmailClashes } from './accounts/email-clashes.ts';
import { localEngine, type Engine } from './engine.ts';
import { loadStockFromFeed } from './inventory.ts';
import { smtpSender, type MailSender } from './mail/smtp.ts';
import { projectPath } from './paths.ts';
import { contact } from '../config/stores.ts';
import { envVar } from '#src/config/env.ts';
import { log } from '#src/config/log.server.ts';

export interface Commerce {
  /** What pages and routes call. */
  engine: Engine;
  /** The database when the engine runs in this thread; null when it runs in the engine's worker thread (the server). */
  db: Db | null;
  /** Asks the mail sender (when SMTP_URL is set) to deliver what the outbox holds; never waits, never throws. */
  deliverMail(): void;
  close(): Promise<void>;
}

export interface CommerceOptions extends DatabaseConfig {
  feedPath?: string | undefined;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
}

const MAIL_RETRY_MS = 60_000;

export function commerceOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CommerceOptions {
  return {
    ...databaseConfigFromEnv(env),
    feedPath: envVar('CATALOGUE_PATH', env),
    smtpUrl: envVar('SMTP_URL', env),
    mailFrom: envVar('MAIL_FROM', env),
  };
}

function defaultFeedPath(): string {
  return existsSync(DEFAULT_FEED_PATH) ? DEFAULT_FEED_PATH : projectPath('src/data/catalogue.json');
}

/** A database in memory, migrated and stocked from the feed: `openCommerce({ databaseUrl: 'memory://', snapshot })`. */
export async function stockedSnapshot(feedPath = defaultFeedPath()): Promise<Blob> {
  const feed = loadFeed(feedPath);
  return memorySnapshot(async (db) => {
    await migrate(db);
    await loadStockFromFeed(db, feed);
  });
}

/** The engine in the calling thread, its database at hand. */
export type LocalCommerce = Commerce & { db: Db };

export async function openCommerce(options: CommerceOptions = commerceOptionsFromEnv()): Promise<LocalCommerce> {
  const feed = loadFeed(options.feedPath ?? defaultFeedPath());
  const db = await openDatabase(options);
  try {
    await loadStockFromFeed(db, feed);
    await reportEmailClashes(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  let sender: MailSender | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delivering: Promise<unknown> = Promise.resolve();
  const deliverMail = () => {
    if (!sender) return;
    const active = sender;
    delivering = delivering
      .then(() => active.deliverPending())
      .catch((error: Error) => log().error(`[mail] delivery failed: ${error.message}`));
  };
  if (options.smtpUrl) {
    sender = smtpSender(db, options.smtpUrl, options.mailFrom ?? `Lucky Shoes <${contact.email}>`);
    retry = setInterval(deliverMail, MAIL_RETRY_MS);
    retry.unref();
    deliverMail();
  }
  return {
    engine: localEngine(db),
    db,
    deliverMail,
    async close() {
      if (retry) clearInterval(retry);
      await delivering;
      sender?.close();
      await db.close();
    },
  };
}

interface Registry {
  opening?: Promise<Commerce> | undefined;
}

const REGISTRY = Symbol.for('lucky-shoes.commerce');

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= {});
}

/** The process's commerce engine, opened on first use by `open` (the server opens it in a worker thread). */
export function getCommerce(open: () => Promise<Commerce> = openCommerce): Promise<Commerce> {
  const r = registry();
  if (!r.opening) {
    const opening = open();
    r.opening = opening;
    // A failed start is not remembered: the next request tries again (e.g. PostgreSQL came back).
    opening.catch(() => {
      if (r.opening === opening) r.opening = undefined;
    });
  }
  return r.opening;
}

/** Closes the engine if it was opened (flushes and releases the data directory lock). */
export async function closeCommerce(): Promise<void> {
  const r = registry();
  const opening = r.opening;
  r.opening = undefined;
  const commerce = await opening?.catch(() => null);
  await commerce?.close();
}
