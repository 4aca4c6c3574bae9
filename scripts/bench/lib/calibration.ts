/**
 * The calibration page of `bench:pages` and `npm run bench`: a page without a script, served by plain
 * node:http on the same machine and measured by Lighthouse in the same run as the shop's pages. Whatever
 * blocking time it shows is the machine's, not the shop's (issue 14 measured 0–60 ms on a busy 2-core
 * machine where the shop's pages showed hundreds). Its <details> toggle is the baseline of `bench:interaction`.
 */
import { startReplay, type Peer } from './load.ts';

const PARAGRAPH =
  'Soft soles for first steps, sturdy sneakers for the playground and sandals for the beach: shoes for ' +
  'children of every age, delivered across the seven emirates.';

const HTML = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Calibration page · Lucky Shoes benchmark</title>
<meta name="description" content="A page without scripts that the benchmark measures beside the shop's pages.">
<style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1d1d1f; background: #fff; }
header, main, footer { padding: 16px; max-width: 960px; margin: 0 auto; }
h1 { font-size: 1.75rem; margin: 0 0 12px; }
ul { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 12px; padding: 0; }
li { list-style: none; border: 1px solid #ccc; border-radius: 8px; padding: 12px; min-height: 120px; }
</style>
</head>
<body>
<header><a href="/">Lucky Shoes</a></header>
<main>
<h1>Children's shoes</h1>
${Array.from({ length: 6 }, () => `<p>${PARAGRAPH}</p>`).join('\n')}
<details><summary>Delivery and returns</summary><p>${PARAGRAPH}</p></details>
<ul>${Array.from({ length: 24 }, (_, i) => `<li>Shoe ${i + 1}<br>AED ${99 + i}.00</li>`).join('')}</ul>
</main>
<footer><p>© Lucky Shoes</p></footer>
</body>
</html>
`;

export const CALIBRATION_LABEL = 'calibration (no script)';

export function startCalibrationPage(): Promise<Peer> {
  const body = Buffer.from(HTML);
  return startReplay({
    answers: {
      '*': {
        status: 200,
        headers: ['Content-Type', 'text/html; charset=utf-8', 'Content-Length', String(body.length)],
        bodyBase64: body.toString('base64'),
      },
    },
  });
}
