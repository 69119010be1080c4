#!/usr/bin/env bash
# The README's first command on this machine's Node: `npm install && npm start` on a fresh
# embedded database, then one page and one API call. Exits 0 when both answer 200.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${SMOKE_PORT:-3999}"
data="$(mktemp -d)"
log="$data/server.log"
npm install --no-audit --no-fund >/dev/null

# Its own process group, so stopping it stops npm, the build and the server together.
DATA_DIR="$data/db" PORT="$port" setsid npm start >"$log" 2>&1 &
server=$!
stop() { kill -TERM -- "-$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$data"; }
trap stop EXIT

for _ in $(seq 1 180); do
  if curl -fsS -o /dev/null "http://127.0.0.1:$port/api/settings/" 2>/dev/null; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then echo "smoke: the server stopped"; cat "$log"; exit 1; fi
  sleep 1
done
page="$(curl -fsS "http://127.0.0.1:$port/")" || { echo "smoke: / did not answer 200"; cat "$log"; exit 1; }
curl -fsS -o /dev/null "http://127.0.0.1:$port/api/settings/" || { echo "smoke: /api/settings/ did not answer 200"; cat "$log"; exit 1; }
grep -q '<title>' <<<"$page" || { echo "smoke: / is not a page"; exit 1; }
echo "smoke: npm start on Node $(node --version) served / and /api/settings/ on port $port"
