/**
 * `npm start` on a fresh clone (decision 007): the build serves the pages without waiting for the drawn
 * pictures, and this draws them behind the running shop. It turns on drawing on demand in the server
 * (server/pictures-on-demand.ts), so a picture asked for first is drawn first, then runs the renderer
 * (render.ts) at a lower priority and links what it drew into the build's client/generated/. Called
 * again on a later start that finds pictures missing (a first start stopped half-way), it finishes them.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { linkPictures, ROOT } from '#scripts/lib/build.ts';
import { drawPicturesOnDemand } from '#server/pictures-on-demand.ts';
import { DEFAULT_OUT_DIR, feedToRender, keysToRender, missingFiles } from './plan.ts';
import { committedVersion } from './version.ts';

/** Drawing on demand, on; answers the number of drawn files missing, which `drawMissingPictures` draws. */
export function picturesToDraw(): number {
  const version = committedVersion();
  const keys = keysToRender(feedToRender());
  const missing = missingFiles(keys, DEFAULT_OUT_DIR, version).reduce((n, job) => n + job.missing.length, 0);
  if (missing === 0) return 0;
  drawPicturesOnDemand({
    version,
    store: DEFAULT_OUT_DIR,
    keys: new Set(keys),
    draw: async (key) => {
      const { renderImages } = await import('./render.ts');
      await renderImages({ keys: [key], version });
    },
  });
  return missing;
}

/** Runs the renderer behind the shop, then links its pictures into the build. */
export function drawMissingPictures(buildDir: string, missing: number): void {
  const started = performance.now();
  console.log(`[pictures] drawing ${missing} pictures behind the shop; one asked for sooner is drawn on request`);
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'images', 'render.ts')], { cwd: ROOT, stdio: 'ignore' });
  try {
    setPriority(child.pid!, 10);
  } catch {
    // a lower priority is a courtesy to the requests, not a need
  }
  child.on('exit', (code) => {
    if (code !== 0) return console.error(`[pictures] drawing failed (exit ${code}); the next npm start tries again`);
    void linkPictures(DEFAULT_OUT_DIR, join(buildDir, 'client', 'generated')).then(
      (linked) =>
        console.log(
          `[pictures] all ${linked} drawn and linked in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        ),
      (error: unknown) => console.error(`[pictures] linking failed: ${(error as Error).message}`),
    );
  });
  process.once('exit', () => child.kill());
}
