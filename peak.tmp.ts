import { readFileSync } from 'node:fs';
import { startShop } from '#tests/support/server.ts';
import { prepareCartRuns } from './scripts/bench/lib/cart-runs.ts';
import { measureLoad, settledRssMiB } from './scripts/bench/lib/load.ts';

/** Resident KiB by kind of mapping. */
function breakdown(pid: number): Record<string, number> {
  const text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  const out: Record<string, number> = {};
  let kind = '';
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const size = (parseInt(head[2]!, 16) - parseInt(head[1]!, 16)) / 1024;
      const name = head[3]!;
      if (name.startsWith('[heap]')) kind = 'brk heap';
      else if (name.startsWith('/')) kind = 'files';
      else if (name) kind = name;
      else if (size >= 4 * 1024 * 1024) kind = 'huge (wasm?) ' + Math.round(size / 1024) + 'M';
      else if (size === 65536 || size === 131072) kind = 'malloc arena-ish 64M';
      else if (size === 256 || size % 256 === 0) kind = 'anon 256K-multiple (v8 pages?)';
      else kind = 'anon other';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) out[kind] = (out[kind] ?? 0) + Number(rss[1]);
  }
  return out;
}
function top(pid: number) { const t = readFileSync(`/proc/${pid}/smaps`, "utf8"); const rows: string[] = []; let h = ""; for (const l of t.split("\n")) { const m = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(l); if (m) { h = `${((parseInt(m[2]!,16)-parseInt(m[1]!,16))/1048576).toFixed(1)}M ${m[3]} ${m[4]}`; continue; } const r = /^Rss:\s+(\d+)/.exec(l); if (r && Number(r[1]) > 4096) rows.push(`${(Number(r[1])/1024).toFixed(0)} of ${h}`); } return rows.join("\n"); }
const total = (b: Record<string, number>) => Object.values(b).reduce((a, c) => a + c, 0);
const fmt = (b: Record<string, number>) =>
  Object.entries(b)
    .filter(([, v]) => v > 2048)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k}: ${(v / 1024).toFixed(0)}`)
    .join(', ');

const shop = await startShop({});
const pid = shop.process.pid!;
await settledRssMiB(pid);
const idle = breakdown(pid);
console.log('idle', (total(idle) / 1024).toFixed(0), fmt(idle));
let peak = idle;
const timer = setInterval(() => {
  const b = breakdown(pid);
  if (total(b) > total(peak)) peak = b;
}, 150);
const { getCart, addToCart } = await prepareCartRuns(shop.baseURL, 10);
for (const run of [getCart, addToCart, getCart, addToCart])
  await measureLoad({ ...run, connections: 10, durationSeconds: 8 });
clearInterval(timer);
console.log('peak', (total(peak) / 1024).toFixed(0), fmt(peak));
const after = breakdown(pid);
console.log(top(pid));
console.log('after', (total(after) / 1024).toFixed(0), fmt(after));
const gc = shop.output().split('\n').filter((l) => /Mark-Compact|Mark-Sweep/.test(l));
console.log(gc.slice(-14).join('\n'));
await shop.stop();
