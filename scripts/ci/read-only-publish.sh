#!/usr/bin/env bash
# Proves deploy/lucky-shoes.service as written (issue 36 item 4): runs a build the way a publish runs one
# (server/publish.ts buildInto: `node scripts/build.ts` into dist-builds/.staging, from the live build) with
# the whole machine read-only except the unit's ReadWritePaths and a private /tmp (PrivateTmp=true), under
# bubblewrap, and with the unit's own Environment= (BUILD_CACHE_DIR among it). /srv/lucky-shoes stands for
# this checkout and /var/lib/lucky-shoes for a throw-away data folder. Installs Debian's bubblewrap when
# missing. Minutes on a cold checkout (every picture drawn), so CI runs it as a step of its own.
# Usage: bash scripts/ci/read-only-publish.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
UNIT=deploy/lucky-shoes.service

if ! command -v bwrap >/dev/null 2>&1; then
  echo "[read-only] installing Debian's bubblewrap"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bubblewrap >/dev/null
fi

DATA=$(mktemp -d /tmp/lucky-read-only-data.XXXXXX)
trap 'rm -rf "$DATA"' EXIT
# The unit's paths, moved from /srv/lucky-shoes to this checkout and from /var/lib/lucky-shoes to $DATA.
place() { sed -e "s#/srv/lucky-shoes#$ROOT#g" -e "s#/var/lib/lucky-shoes#$DATA#g"; }
read -r -a WRITABLE <<<"$(sed -n 's/^ReadWritePaths=//p' "$UNIT" | place)"
read -r -a SETTINGS <<<"$(sed -n 's/^Environment=//p' "$UNIT" | place)"
[ "$(sed -n 's/^ProtectSystem=//p' "$UNIT")" = strict ] || { echo "[read-only] $UNIT is not ProtectSystem=strict"; exit 1; }

BINDS=(--ro-bind / / --dev /dev --proc /proc --tmpfs /tmp --ro-bind "$ROOT" "$ROOT")
for path in "${WRITABLE[@]}"; do
  mkdir -p "$path"
  BINDS+=(--bind "$path" "$path")
done
echo "[read-only] writable: ${WRITABLE[*]}"
echo "[read-only] environment: ${SETTINGS[*]}"

# The pictures this checkout has drawn already (npm test's build) seed BUILD_CACHE_DIR, as the deployer's
# first `npm run build` with the unit's settings would have: hard links, instant; without them it draws all.
CACHE=$(printf '%s\n' "${SETTINGS[@]}" | sed -n 's/^BUILD_CACHE_DIR=//p')
if [ -n "$CACHE" ] && [ ! -d "$CACHE/pictures" ] && [ -d pictures ]; then
  mkdir -p "$CACHE" && cp -al pictures "$CACHE/pictures"
fi

# The deployer's first build, with the tree writable, points .astro into BUILD_CACHE_DIR (Astro writes it on
# every build and cannot be told elsewhere: scripts/lib/build-cache.ts); only that step of it is run here.
env "${SETTINGS[@]}" node_modules/.bin/node scripts/lib/build-cache.ts

# The live build a publish starts from (the newest publish, else dist/), when there is one.
LIVE=$(ls -d dist-builds/2*/ 2>/dev/null | sort | tail -n 1 || true)
LIVE=${LIVE%/}
[ -n "$LIVE" ] || LIVE=dist
PREVIOUS=()
[ -f "$LIVE/.build-stamp" ] && PREVIOUS=(SHOP_PREVIOUS_BUILD="$ROOT/$LIVE")
STAGING="$ROOT/dist-builds/.staging"
bwrap "${BINDS[@]}" --chdir "$ROOT" --die-with-parent \
  env "${SETTINGS[@]}" SHOP_DIST="$STAGING" "${PREVIOUS[@]}" \
  "$ROOT/node_modules/.bin/node" scripts/build.ts
STAMP=$(node_modules/.bin/node -e "import('#server/builds.ts').then((m) => console.log(m.BUILD_STAMP))")
[ -f "$STAGING/$STAMP" ] || { echo "[read-only] no finished build in $STAGING"; exit 1; }
echo "[read-only] a publish's build finished with only the unit's paths writable"
rm -rf "$STAGING"
