#!/usr/bin/env bash
# The office at a busy company's scale (issue 25): seeds BENCH_SCALE_BOOKINGS bookings (1,000,000) and
# BENCH_SCALE_STUDENTS students (200,000) with `secours seed-demo`, then prints for each admin list,
# search, filter, count and the overview the p50/p95 time to the answer's first byte and its size
# (curl on the same machine, BENCH_SCALE_REQUESTS requests each, one after the other, uncompressed);
# the server's peak memory (VmHWM) while the whole history's bookings and money CSVs download; and the
# admin bookings page's time until its rows can be used in Chromium (web/scripts/bench-admin-page.mjs).
# Runs on SQLite, then on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh
# database is created beside it and dropped). BENCH_ENGINES (sqlite postgresql), BENCH_PORT (18090),
# BENCH_SERVER (build/secours) and BENCH_WEB_ROOT (web/dist) change the run. BENCH_MEASURE_URL measures
# that database as it is instead (one `seed-demo` wrote earlier; 10 minutes saved, e.g. to measure
# again on a quiet machine); it is neither seeded nor dropped.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/bench.sh 18090
requests=${BENCH_SCALE_REQUESTS:-40}
web_root=${BENCH_WEB_ROOT:-web/dist}
engines=${BENCH_ENGINES:-sqlite postgresql}
server_pid=
bench_database=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  [ -n "$bench_database" ] && psql -q "$postgres_base" -c "DROP DATABASE IF EXISTS $bench_database WITH (FORCE)" \
    >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

run_sql() {  # URL SQL: rows as a|b|c
  case "$1" in
    sqlite:*) sqlite3 "${1#sqlite:}" "$2" ;;
    *) psql -qtA -v ON_ERROR_STOP=1 "$1" -c "$2" ;;
  esac
}


urlencode() { python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$1"; }

# measure NAME PATH: one line of the table; a non-200 answer stops the benchmark.
measure() {
  local name=$1 path=$2 samples="$workdir/samples" status
  status=$(curl -s -o /dev/null -w '%{http_code}' -b "$workdir/cookies" "$base$path")
  if [ "$status" != 200 ]; then
    echo "$name: HTTP $status for $path" >&2
    curl -s -b "$workdir/cookies" "$base$path" | head -c 400 >&2
    exit 1
  fi
  : >"$samples"
  for _ in $(seq 1 "$requests"); do
    curl -s -o /dev/null -b "$workdir/cookies" -w '%{time_starttransfer} %{size_download}\n' "$base$path" >>"$samples"
  done
  local p50 p95 size
  p50=$(awk '{ print $1 * 1000 }' "$samples" | percentile 50)
  p95=$(awk '{ print $1 * 1000 }' "$samples" | percentile 95)
  size=$(awk '{ if ($2 > max) max = $2 } END { printf "%.1f", max / 1024 }' "$samples")
  printf '  %-44s %8.1f %8.1f %9s\n' "$name" "$p50" "$p95" "$size"
}

json_field() {  # FIELD: from the JSON on stdin, a top-level string field ("" when null)
  python3 -c 'import json, sys; v = json.load(sys.stdin).get(sys.argv[1]); print(v if v is not None else "")' "$1"
}

bench_engine() {  # NAME DATABASE_URL [seeded]
  local name=$1 url=$2 started seconds
  if [ "${3:-}" = seeded ]; then
    echo "== $name: the database as it is"
    # The bench's admin, unless an earlier run made it.
    DATABASE_URL="$url" "$server" create-admin --email bureau@example.com --password banc-essai-2026 \
      >/dev/null 2>&1 || true
  else
    echo "== $name: seeding $bookings bookings and $students students"
    started=$(date +%s%N)
    DATABASE_URL="$url" "$server" seed-demo --bookings "$bookings" --students "$students" | sed 's/^/  /'
    seconds=$((($(date +%s%N) - started) / 1000000))
    echo "  seed-demo: $((seconds / 1000)).$(((seconds % 1000) / 100)) s"
    DATABASE_URL="$url" "$server" create-admin --email bureau@example.com --password banc-essai-2026 >/dev/null
  fi
  PORT=$port HOST=127.0.0.1 DATABASE_URL="$url" WEB_ROOT="$web_root" LOG_LEVEL=warn DATA_DIR="$workdir/data" \
    "$server" serve >>"$workdir/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 100); do curl -fs "$base/api/health" >/dev/null && break; sleep 0.2; done
  curl -fs -c "$workdir/cookies" -H "Origin: $base" -H 'Content-Type: application/json' \
    -d '{"email":"bureau@example.com","password":"banc-essai-2026"}' "$base/api/auth/login" >/dev/null

  # What the office would type, taken from the seeded history.
  local last_name full_name email reference code course session month_start month_end student deep
  IFS='|' read -r full_name last_name email reference code course session < <(run_sql "$url" \
    "SELECT first_name || ' ' || last_name, last_name, email, reference, interac_reference, course_id, session_id \
     FROM bookings WHERE interac_reference IS NOT NULL AND session_id IS NOT NULL ORDER BY id LIMIT 1 OFFSET 4321")
  student=$(run_sql "$url" "SELECT first_name FROM users WHERE role = 'student' ORDER BY id LIMIT 1 OFFSET 777")
  month_start=$(date -d "$(date +%Y-%m-01) -6 months" +%Y-%m-%d)
  month_end=$(date -d "$month_start +1 month -1 day" +%Y-%m-%d)
  deep=""
  for _ in $(seq 1 100); do  # 20,000 bookings down
    deep=$(curl -s -b "$workdir/cookies" "$base/api/admin/bookings?limit=200${deep:+&cursor=$deep}" | json_field nextCursor)
  done

  echo "  request (${requests} each)                           p50 ms   p95 ms   max KB"
  local b=/api/admin/bookings
  measure "bookings, first page" "$b?limit=50"
  measure "bookings, page 101 (cursor)" "$b?limit=50&cursor=$deep"
  measure "bookings, status pending" "$b?limit=50&status=pending"
  measure "bookings, Interac awaiting payment" "$b?limit=50&method=interac&paymentStatus=awaiting-payment"
  measure "bookings, one course" "$b?limit=50&courseId=$course"
  measure "bookings, one session" "$b?limit=50&sessionId=$session"
  measure "bookings, booked in one month" "$b?limit=50&from=$month_start&to=$month_end"
  measure "bookings, refund needed" "$b?limit=50&refundNeeded=true"
  measure "search, a common prefix (\"tr\")" "$b?limit=50&q=tr"
  measure "search, a last name" "$b?limit=50&q=$(urlencode "$last_name")"
  measure "search, a full name" "$b?limit=50&q=$(urlencode "$full_name")"
  measure "search, an email" "$b?limit=50&q=$(urlencode "$email")"
  measure "search, a reference" "$b?limit=50&q=$reference"
  measure "search, an Interac code" "$b?limit=50&q=$code"
  measure "search + status + method" "$b?limit=50&q=$(urlencode "$last_name")&status=approved&method=card"
  measure "students, first page" "/api/admin/students?limit=50"
  measure "students, a first name" "/api/admin/students?limit=50&q=$(urlencode "$student")"
  measure "sessions, not yet over" "/api/admin/sessions?limit=50"
  measure "sessions, a calendar month" "/api/admin/sessions?limit=200&from=$month_start&to=$month_end"
  measure "courses" "/api/admin/courses?limit=50"
  measure "bug reports" "/api/admin/bug-reports?limit=50"
  measure "overview" "/api/admin/overview"

  local before after export_started export_ms size
  before=$(awk '/^VmRSS/ { printf "%.0f", $2 / 1024 }' "/proc/$server_pid/status")
  export_started=$(date +%s%N)
  size=$(curl -fs -o /dev/null -w '%{size_download}' -b "$workdir/cookies" "$base/api/admin/exports/bookings.csv")
  export_ms=$((($(date +%s%N) - export_started) / 1000000))
  printf '  bookings.csv, every booking: %.0f MB in %d.%d s\n' "$(echo "$size / 1048576" | bc -l)" \
    $((export_ms / 1000)) $(((export_ms % 1000) / 100))
  export_started=$(date +%s%N)
  # Every payment of the seeded history (five years back): six years up to the end of next year.
  size=$(curl -fs -o /dev/null -w '%{size_download}' -b "$workdir/cookies" \
    "$base/api/admin/exports/money.csv?from=$(date -d '-6 years' +%Y-01-01)&to=$(date -d '+1 year' +%Y-12-31)")
  export_ms=$((($(date +%s%N) - export_started) / 1000000))
  printf '  money.csv, the whole history: %.0f MB in %d.%d s\n' "$(echo "$size / 1048576" | bc -l)" \
    $((export_ms / 1000)) $(((export_ms % 1000) / 100))
  after=$(awk '/^VmHWM/ { printf "%.0f", $2 / 1024 }' "/proc/$server_pid/status")
  echo "  server memory: ${before} MB resident before the exports, ${after} MB at its peak (VmHWM)"

  (cd web && node scripts/bench-admin-page.mjs "$base" bureau@example.com banc-essai-2026) | sed 's/^/  /'
  kill "$server_pid"
  wait "$server_pid" 2>/dev/null || true
  server_pid=
}

if [ -n "${BENCH_MEASURE_URL:-}" ]; then
  bench_engine "${BENCH_MEASURE_URL%%:*}" "$BENCH_MEASURE_URL" seeded
  exit 0
fi
[[ " $engines " == *" sqlite "* ]] && bench_engine sqlite "sqlite:$workdir/scale.db"
if [ -n "$postgres_base" ] && [[ " $engines " == *" postgresql "* ]]; then
  bench_database="secours_scale_$$"
  psql -q "$postgres_base" -c "CREATE DATABASE $bench_database" >/dev/null
  query=""
  [[ "$postgres_base" == *\?* ]] && query="?${postgres_base#*\?}"
  base_without_query=${postgres_base%%\?*}
  bench_engine postgresql "${base_without_query%/*}/$bench_database$query"
fi
