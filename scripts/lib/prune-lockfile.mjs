// Drops optional-dependency edges in package-lock.json that point at packages the
// lock does not hold. The registry mirror these machines use lacks some other
// platforms' binaries (e.g. @astrojs/compiler-binding-darwin-arm64), so
// `npm install` records edges it could not resolve and `npm ci` then refuses the
// lock. Plain JavaScript so that it runs on any Node before `npm ci`.
// Usage: node scripts/lib/prune-lockfile.mjs   (idempotent; prints what it dropped)
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const dropped = [];
for (const [at, entry] of Object.entries(lock.packages ?? {})) {
  for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
    let holder = at;
    let found = false;
    for (;;) {
      if (lock.packages[`${holder ? `${holder}/` : ''}node_modules/${dep}`]) {
        found = true;
        break;
      }
      const cut = holder.lastIndexOf('/node_modules/');
      if (!holder) break;
      holder = cut === -1 ? '' : holder.slice(0, cut);
    }
    if (!found) {
      delete entry.optionalDependencies[dep];
      dropped.push(`${at || '(root)'} → ${dep}`);
    }
  }
}
if (dropped.length) {
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`prune-lockfile: dropped ${dropped.length} unresolvable optional edges:\n  ${dropped.join('\n  ')}`);
}
