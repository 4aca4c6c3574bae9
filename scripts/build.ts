/** `npm run build`: always builds (npm start builds only when stale). */
import { build } from './lib/build.ts';

try {
  await build();
} catch (error) {
  console.error(`Build failed: ${(error as Error).message}`);
  process.exit(1);
}
