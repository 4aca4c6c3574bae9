/**
 * `npm run bench:interaction [-- --runs 5] [-- --english-only]`: the INP of the shop's main interactions
 * (open the filter overlay, choose a size, add to cart, open the cart drawer, open the header menu) in
 * English and Arabic, in Chromium with the CPU slowed 4× on a phone-sized window, median of the runs, each
 * beside its target (bench/targets.json interaction.inpMs) and a <details> toggle on the script-free
 * calibration page measured in the same run (scripts/bench/lib/interaction-runs.ts says how).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ensureBuilt, ROOT } from '../lib/build.ts';
import { startShop } from '#tests/support/server.ts';
import { startCalibrationPage } from './lib/calibration.ts';
import { formatTable } from './lib/load.ts';
import { CPU_SLOWDOWN, measureInteractions, type InteractionFigure } from './lib/interaction-runs.ts';
import { readTargets, verdict } from './lib/targets.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'english-only': { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number, at least 1');
const target = readTargets(ROOT).interaction.inpMs;

await ensureBuilt();
const shop = await startShop();
const calibration = await startCalibrationPage();
let figures: InteractionFigure[];
try {
  figures = await measureInteractions(shop.baseURL, calibration.url, {
    runs,
    locales: values['english-only'] ? ['en'] : ['en', 'ar'],
  });
} finally {
  await calibration.close();
  await shop.stop();
}

console.log(`\nINP, ${CPU_SLOWDOWN}× CPU slowdown, median of ${runs} runs; load average ${loadavg()[0]!.toFixed(1)}\n`);
console.log(
  formatTable(
    figures.map((figure) => ({
      interaction: figure.name,
      lang: figure.locale || '-',
      'INP ms': figure.medianMs,
      runs: figure.runsMs.join(' '),
      verdict: figure.locale ? verdict(figure.medianMs, target) : 'baseline',
    })),
  ),
);
