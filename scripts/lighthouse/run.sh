#!/usr/bin/env bash
# make lighthouse: Lighthouse 12 (mobile preset: the default config, simulated throttling) on the
# public pages, each in French (bare address) and English (?lng=en), against the built server with
# the seeded catalogue; prints the four scores and LCP, CLS and TBT, marking with "!" what misses
# the targets of issue 15 (performance >= 98, accessibility, best practices and SEO 100,
# LCP <= 1.5 s, CLS <= 0.02, TBT <= 100 ms).
#
# Needs build/secours and web/dist (`make lighthouse` builds them first; this script never builds),
# Node.js 20 and Debian's Chromium (`apt-get install -y chromium`). Lighthouse itself is installed
# with `npm ci` into scripts/lighthouse/node_modules on the first run.
#
# The server runs on a fresh SQLite database in a temporary folder: `secours seed` (six courses and
# the About page), an admin made with `secours create-admin`, through whom run.mjs schedules three
# upcoming sessions of the course it measures (the seed schedules none), so that the booking page
# offers dates as it does in real life.
#
# Variables:
#   PORT=18090             the server's port (127.0.0.1)
#   LIGHTHOUSE_PAGES=…     some of: home courses course about booking (comma or space separated;
#                          default all)
#   LIGHTHOUSE_LANGS=…     fr, en or both (default both)
#   LIGHTHOUSE_RUNS=1      runs per page; with N > 1 the median run (Lighthouse's computeMedianRun,
#                          by FCP and TTI) is shown. Performance varies by a few points from run to
#                          run on a 2-core machine; LIGHTHOUSE_RUNS=3 is steadier (about three
#                          times as long: roughly 15 s per run).
#   LIGHTHOUSE_OUT=build/lighthouse   where the JSON reports go (its old .json files are removed)
#   LIGHTHOUSE_STRICT=1    exit with 1 when a figure misses its target (default: report only)
#   CHROME_PATH=/usr/bin/chromium
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/scripts/lighthouse"
cd "$ROOT"

SECOURS="${SECOURS_BINARY:-$ROOT/build/secours}"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
PORT="${PORT:-18090}"

die() {
  echo "lighthouse: $*" >&2
  exit 2
}

[[ -x "$SECOURS" ]] || die "$SECOURS is missing: run \`make build\` (or \`make lighthouse\`)"
[[ -f "$ROOT/web/dist/index.html" ]] || die "web/dist/index.html is missing: run \`make web\`"
[[ -x "$CHROME_PATH" ]] || die "no Chromium at $CHROME_PATH: apt-get install -y chromium (or set CHROME_PATH)"
command -v node >/dev/null || die "node is missing"
command -v curl >/dev/null || die "curl is missing"

# Lighthouse, pinned by package-lock.json, installed again only when the lock file changed.
if [[ ! -f "$HERE/node_modules/.package-lock.json" || "$HERE/package-lock.json" -nt "$HERE/node_modules/.package-lock.json" ]]; then
  echo "lighthouse: installing Lighthouse (npm ci in scripts/lighthouse)…" >&2
  (cd "$HERE" && npm ci --no-audit --no-fund --loglevel=error >&2)
fi

if curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$PORT/"; then
  die "port $PORT is in use: stop what listens there or set PORT"
fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/secours-lighthouse.XXXXXX")"
server_pid=""
# shellcheck disable=SC2317 # called by the EXIT trap
cleanup() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

export DATABASE_URL="sqlite:$tmp/lh.db"
export DATA_DIR="$tmp/data"
export PORT
export HOST=127.0.0.1
# A copy of the built site, so that a `make web` run meanwhile (which rewrites web/dist) changes
# nothing under the measurement.
cp -r "$ROOT/web/dist" "$tmp/web"
[[ -f "$tmp/web/index.html" ]] || die "web/dist/index.html vanished (is the site being built?)"
export WEB_ROOT="$tmp/web"
export LOG_LEVEL=warn
export PUBLIC_URL="http://127.0.0.1:$PORT"
mkdir -p "$DATA_DIR"

"$SECOURS" seed >"$tmp/seed.log" 2>&1 || { cat "$tmp/seed.log" >&2; die "secours seed failed"; }
admin_email="lighthouse@example.com"
admin_password="lh-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
"$SECOURS" create-admin --email "$admin_email" --password "$admin_password" >"$tmp/admin.log" 2>&1 ||
  { cat "$tmp/admin.log" >&2; die "secours create-admin failed"; }

"$SECOURS" serve >"$tmp/server.log" 2>&1 &
server_pid=$!

for _ in $(seq 1 150); do
  if curl -fs -o /dev/null --max-time 2 "http://127.0.0.1:$PORT/api/health"; then
    break
  fi
  if ! kill -0 "$server_pid" 2>/dev/null; then
    cat "$tmp/server.log" >&2
    die "the server stopped before it answered /api/health"
  fi
  sleep 0.2
done
curl -fs -o /dev/null --max-time 2 "http://127.0.0.1:$PORT/api/health" ||
  { cat "$tmp/server.log" >&2; die "no answer from /api/health after 30 s"; }

status=0
BASE_URL="http://127.0.0.1:$PORT" \
  LIGHTHOUSE_OUT="${LIGHTHOUSE_OUT:-$ROOT/build/lighthouse}" \
  LIGHTHOUSE_ADMIN_EMAIL="$admin_email" LIGHTHOUSE_ADMIN_PASSWORD="$admin_password" \
  node "$HERE/run.mjs" || status=$?

# The server's warnings and errors, but for the expected one about mail (no SMTP_URL here).
if grep -qv 'SMTP_URL is not set' "$tmp/server.log"; then
  echo "" >&2
  echo "server log (warnings and errors):" >&2
  grep -v 'SMTP_URL is not set' "$tmp/server.log" | tail -n 40 >&2
fi
exit "$status"
