/**
 * The shop's Node entry point: `node server/main.ts` (`npm start` builds first). One server process
 * (server/serve.ts) by default; WEB_CONCURRENCY=N runs N of them on one port against PostgreSQL
 * (server/processes.ts). Start-up problems end with one clear line, not a stack trace.
 */
import { fileURLToPath } from 'node:url';
import { runServerProcesses } from './processes.ts';
import { publishSecret } from './publish.ts';
import { readEnvOrExit } from '../src/config/env.ts';
import { keepNewFilesPrivate } from '../src/commerce/db/private-files.ts';
import { log } from '#src/config/log.server.ts';
import { endWith } from './log.ts';

// Before anything is written: the processes this one starts (server/serve.ts, setup-process.ts) inherit it.
keepNewFilesPrivate();
const { WEB_CONCURRENCY: count, DATABASE_URL: databaseUrl } = readEnvOrExit(undefined, (line) => endWith(log(), line));

if (count > 1) {
  if (!databaseUrl?.startsWith('postgres')) {
    endWith(
      log(),
      `Lucky Shoes cannot start: WEB_CONCURRENCY=${count} needs PostgreSQL (DATABASE_URL=postgres://…); ` +
        'the embedded database opens in one process only',
    );
  }
  // Made once here, so the processes do not race to create the file.
  publishSecret();
  runServerProcesses({ count, exec: fileURLToPath(new URL('./serve.ts', import.meta.url)) });
} else {
  await import('./serve.ts');
}
