#!/usr/bin/env bash
# Runs a command with a throw-away Varnish in front of a shop: installs Debian's varnish when missing,
# starts varnishd on a spare port with deploy/varnish/shop.vcl pointed at VARNISH_BACKEND (host:port,
# default 127.0.0.1:4321), exports VARNISH_URL and CDN_PURGE_URL, runs "$@", and always stops it.
# Usage: VARNISH_BACKEND=127.0.0.1:4321 bash scripts/ci/with-varnish.sh curl -sI '$VARNISH_URL/'
# The CDN test (tests/e2e/cdn.test.ts) and npm run bench:edge start their own (scripts/lib/varnish.ts):
# under this script they only find varnishd installed.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v varnishd >/dev/null 2>&1 && [ ! -x /usr/sbin/varnishd ]; then
  echo "[varnish] installing Debian's varnish"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq varnish >/dev/null
fi
VARNISHD=$(command -v varnishd || echo /usr/sbin/varnishd)
BACKEND=${VARNISH_BACKEND:-127.0.0.1:4321}
PORT=${VARNISH_PORT:-$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}
DIR=$(mktemp -d /tmp/lucky-varnish.XXXXXX)
chmod 755 "$DIR"

sed -e "s/\.host = \"[^\"]*\";/.host = \"${BACKEND%:*}\";/" -e "s/\.port = \"[^\"]*\";/.port = \"${BACKEND##*:}\";/" \
  deploy/varnish/shop.vcl >"$DIR/shop.vcl"
chmod 644 "$DIR/shop.vcl"

cleanup() {
  if [ -f "$DIR/varnishd.pid" ]; then kill "$(cat "$DIR/varnishd.pid")" 2>/dev/null || true; fi
  sleep 0.2
  rm -rf "$DIR"
}
trap cleanup EXIT

"$VARNISHD" -n "$DIR/work" -P "$DIR/varnishd.pid" -a "127.0.0.1:$PORT" -f "$DIR/shop.vcl" -s malloc,256m \
  -p http_gzip_support=off -T none
echo "[varnish] $("$VARNISHD" -V 2>&1 | head -n 1) on 127.0.0.1:$PORT in front of $BACKEND"

export VARNISH_URL="http://127.0.0.1:$PORT"
export CDN_PURGE_URL="$VARNISH_URL"
for _ in $(seq 100); do curl -s -o /dev/null "$VARNISH_URL/healthz" && break; sleep 0.1; done
"$@"
