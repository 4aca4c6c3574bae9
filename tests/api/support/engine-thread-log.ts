/**
 * The commerce engine in its worker thread, as the server runs it, asked for the same logged operation inside
 * a request and outside one (tests/api/engine-thread-log.test.ts reads the lines this process writes).
 */
import { readFileSync } from 'node:fs';
import { openCommerceInWorker } from '#src/commerce/engine-thread.ts';
import { withRequestId } from '#src/config/log.server.ts';

// The test run's migrated database, when it has one (its file in argv), spares a migration.
const snapshotFile = process.argv[2];
const snapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
const commerce = await openCommerceInWorker({ databaseUrl: 'memory://', snapshot });
try {
  await withRequestId('req-in-engine', () => commerce.engine.inviteStaff('in-request@example.com', 'staff', null));
  await commerce.engine.inviteStaff('outside@example.com', 'staff', null);
} finally {
  await commerce.close();
}
