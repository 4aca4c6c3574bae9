/** `npm start`: build when the build is missing or older than the sources, then serve. */
import { ensureBuilt } from './lib/build.ts';

try {
  await ensureBuilt();
} catch (error) {
  console.error(`Build failed: ${(error as Error).message}`);
  process.exit(1);
}
await import('../server/main.ts');
