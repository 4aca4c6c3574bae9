/**
 * The operator's command line: `npm run shop -- <command>` (orders and their lifecycle, discount codes,
 * stock, the e-mail outbox, backups). With a server running on the embedded database, the command goes to
 * it over its operator channel (a Unix socket in DATA_DIR, server/operator-channel.ts); with none, or with
 * DATABASE_URL=postgres://…, it opens the database itself. The output is the same either way.
 */
import { readEnvOrExit } from '#src/config/env.ts';
import { createLogger, useLog } from '#src/config/log.server.ts';
import { returns } from '#src/config/money.ts';
import type { ErrorOnTheWire } from '#src/commerce/engine.ts';
import { DatabaseSetupError, databaseConfigFromEnv, describeDatabase } from '#src/commerce/db/index.ts';
import { keepNewFilesPrivate } from '#src/commerce/db/private-files.ts';
import { orderRefusalMessages } from '#src/commerce/refusal-messages.ts';
import { isLocale, type Locale } from '#src/i18n/locales.ts';
import { fill, plural } from '#src/i18n/messages.ts';
import { unitMessages } from '#src/i18n/units.ts';
import { callRunningShop, NoRunningShop, type OperatorAnswer } from '#server/operator-call.ts';
import { commands, UsageError, type Invocation } from './shop/commands.ts';
import { printable } from './shop/printable.ts';

// The command may open the database itself, restore a backup into it, or write a backup: all private.
keepNewFilesPrivate();

const STAFF_REFUSAL_WORDS: Record<string, string> = {
  staff_exists: 'That address already has a staff account.',
  staff_not_found: 'No staff member has that address.',
  last_owner: 'The last owner cannot be removed: make another owner first.',
};

const RESTORE = {
  usage: 'restore <FILE>',
  about: 'replace the embedded database of a stopped shop by a backup (the data it replaces is kept beside it)',
};

const USAGE = [
  'Usage: npm run shop -- [--lang en|ar] <command>',
  '',
  ...[...Object.entries(commands).filter(([name]) => name !== 'fulfill'), ['restore', RESTORE] as const].flatMap(
    ([, c]) => [`  ${c.usage}`, `      ${c.about}`],
  ),
  '  help',
  '      this list',
  '',
  'With a server running on the embedded database, commands go to it; restore needs it stopped.',
  '',
];

/**
 * Everything the CLI prints goes out here, each line escaped: answers and refusals hold what shoppers
 * wrote (names, addresses, reviews, e-mails), which must not drive the operator's terminal.
 */
function print(to: 'stdout' | 'stderr', lines: readonly string[]): void {
  const text = lines.map(printable).join('\n');
  if (to === 'stdout') console.log(text);
  else console.error(text);
}

/** A refusal: one line, and after it, when given, the lines that help (the usage). */
function fail(message: string, ...help: string[]): never {
  print('stderr', [`shop: ${message}`, ...help]);
  process.exit(1);
}

let argv = process.argv.slice(2);
let lang: Locale = 'en';
if (argv[0] === '--lang') {
  if (!isLocale(argv[1])) fail(`--lang must be en or ar, got "${argv[1] ?? ''}"`);
  lang = argv[1];
  argv = argv.slice(2);
}
const [name, ...rest] = argv;
if (!name || name === 'help' || name === '--help' || name === '-h') {
  print('stdout', USAGE);
  process.exit(name ? 0 : 1);
}

function isArgumentError(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    error instanceof UsageError ||
    code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ||
    code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' ||
    code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
  );
}

if (name === 'restore') {
  if (rest.length !== 1) fail('give the backup file, e.g. restore backups/shop.tar.gz', '', ...USAGE);
  const config = databaseConfigFromEnv();
  if (config.databaseUrl) fail('restore is for the embedded database; for PostgreSQL use pg_restore (see README)');
  try {
    const { restoreDatabase } = await import('#src/commerce/db/backup.ts');
    const { kept } = await restoreDatabase(config.dataDir ?? 'data', rest[0]!);
    print('stdout', [
      `Restored ${rest[0]} into ${describeDatabase(config)}` + (kept ? `; the data it replaced is in ${kept}.` : '.'),
    ]);
  } catch (error) {
    if (error instanceof DatabaseSetupError) fail(error.message);
    throw error;
  }
  process.exit(0);
}

const command = commands[name];
if (!command) fail(`unknown command "${name}"`, '', ...USAGE);
let invocation: Invocation;
try {
  invocation = command.parse(rest);
} catch (error) {
  if (isArgumentError(error)) fail((error as Error).message, '', ...USAGE);
  throw error;
}

/**
 * The database opened here; the answer goes through JSON as it would over the channel. The engine is loaded
 * only here: a second of CPU that a command sent to a running shop does without.
 */
async function runHere({ op, args }: Invocation): Promise<OperatorAnswer> {
  const [{ FeedError }, { errorToWire, runOperation }, { openCommerce }, { sendAuditLinesTo }] = await Promise.all([
    import('#src/catalogue/load.server.ts'),
    import('#src/commerce/engine.ts'),
    import('#src/commerce/runtime.ts'),
    import('#src/commerce/staff/audit.ts'),
  ]);
  // Run here, the command prints its own answer; the audit log keeps the action in the database. What the engine
  // logs (a clash of e-mail spellings, a mail that failed) is a warning to the operator: its words, on stderr.
  sendAuditLinesTo(() => {});
  useLog(
    createLogger(undefined, {
      write: (line: string) => void process.stderr.write(`${printable((JSON.parse(line) as { msg: string }).msg)}\n`),
    }),
  );
  let commerce;
  try {
    commerce = await openCommerce();
  } catch (error) {
    if (error instanceof DatabaseSetupError || error instanceof FeedError) fail(error.message);
    fail(`cannot open ${describeDatabase(databaseConfigFromEnv())}: ${(error as Error).message.split('\n')[0]}`);
  }
  try {
    const value = await runOperation(commerce.db, op, args);
    return JSON.parse(JSON.stringify({ value: value ?? null })) as OperatorAnswer;
  } catch (error) {
    return { error: errorToWire(error) };
  } finally {
    await commerce.close();
  }
}

readEnvOrExit('shop');
const config = databaseConfigFromEnv();
let answer: OperatorAnswer | null = null;
if (!config.databaseUrl) {
  try {
    answer = await callRunningShop(config.dataDir ?? 'data', invocation.op, invocation.args);
  } catch (error) {
    if (!(error instanceof NoRunningShop)) fail(`the running shop did not answer: ${(error as Error).message}`);
  }
}
answer ??= await runHere(invocation);

/** Refusals in the operator's language; the other known problems as their one line. */
function refusal(error: ErrorOnTheWire): string {
  if (error.name === 'OrderRefusal' && error.code && error.code in orderRefusalMessages[lang]) {
    const [target] = invocation.args;
    return fill(orderRefusalMessages[lang][error.code as keyof (typeof orderRefusalMessages)['en']], {
      order: typeof target === 'number' ? `#${target}` : '',
      returnPeriod: plural(lang, unitMessages[lang].days, returns.returnDays),
      exchangePeriod: plural(lang, unitMessages[lang].days, returns.exchangeDays),
      detail: error.message,
    });
  }
  if (['DiscountCodeError', 'StockError', 'DatabaseSetupError', 'FeedError'].includes(error.name)) return error.message;
  if (error.name === 'StaffRefusal') return STAFF_REFUSAL_WORDS[error.code ?? ''] ?? error.message;
  return `${error.name}: ${error.message}`;
}

if ('error' in answer) fail(refusal(answer.error));
try {
  print('stdout', invocation.lines(answer.value));
} catch (error) {
  if (error instanceof UsageError) fail(error.message);
  throw error;
}
