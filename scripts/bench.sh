#!/usr/bin/env bash
# Benchmarks the built server with wrk: /api/health and one static asset, keep-alive, 64 connections.
# Prints requests/s and the latency distribution (p99 included) for each. Then measures booking
# creation (POST /api/bookings, bookings/s) and checks in the database that no session was oversold.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-18080}
duration=${BENCH_DURATION:-10s}
workdir=$(mktemp -d)
trap 'kill $server_pid 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$workdir"' EXIT

# TRUST_PROXY: the booking benchmark sends each request from its own X-Forwarded-For address.
PORT=$port HOST=127.0.0.1 DATABASE_URL="sqlite:$workdir/bench.db" WEB_ROOT=web/dist LOG_LEVEL=warn \
  DATA_DIR="$workdir/data" TRUST_PROXY=1 build/secours serve &
server_pid=$!
for _ in $(seq 1 50); do curl -fs "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.2; done

asset=$(cd web/dist && ls assets/*.js | head -n 1)
for target in /api/health "/$asset"; do
  echo "== $target"
  wrk -t2 -c64 -d"$duration" --latency "http://127.0.0.1:$port$target" | grep -E "Requests/sec|Latency|50%|90%|99%|Non-2xx"
done

# Booking creation: one session big enough never to fill, then a 50-seat one that fills at once.
db="$workdir/bench.db"
now=$(date +%s)
course_id=$(sqlite3 "$db" "INSERT INTO courses (slug, title_fr, description_fr, instructor, price_cents, \
  duration_minutes, created_at, updated_at) VALUES ('banc-essai', 'Banc d''essai', 'Banc', 'Banc', 10000, 420, \
  $now, $now) RETURNING id;")
new_session() {
  sqlite3 "$db" "INSERT INTO course_sessions (course_id, starts_at, ends_at, location, capacity, created_at, \
    updated_at) VALUES ($course_id, $((now + 864000)), $((now + 889200)), 'Gatineau', $1, $now, $now) RETURNING id;"
}
big_session=$(new_session 10000000)
small_session=$(new_session 50)
echo "== POST /api/bookings (bookings/s)"
BENCH_COURSE_ID=$course_id BENCH_SESSION_ID=$big_session \
  wrk -t2 -c16 -d"$duration" --latency -s scripts/bench_booking.lua "http://127.0.0.1:$port" |
  grep -E "Requests/sec|Latency|50%|90%|99%|Non-2xx"
BENCH_COURSE_ID=$course_id BENCH_SESSION_ID=$small_session \
  wrk -t2 -c16 -d3s -s scripts/bench_booking.lua "http://127.0.0.1:$port" >/dev/null
echo "== seats (session id, capacity, seats_taken, bookings holding a seat)"
oversold=0
while IFS='|' read -r id capacity taken holding; do
  echo "   session $id: capacity $capacity, taken $taken, held by $holding bookings"
  if [ "$taken" -gt "$capacity" ] || [ "$taken" -ne "$holding" ]; then oversold=1; fi
done < <(sqlite3 "$db" "SELECT s.id, s.capacity, s.seats_taken, (SELECT COUNT(*) FROM bookings b \
  WHERE b.session_id = s.id AND b.seat_held = 1) FROM course_sessions s ORDER BY s.id;")
if [ "$oversold" -ne 0 ]; then
  echo "FAIL: seats_taken exceeds capacity or disagrees with the bookings" >&2
  exit 1
fi
echo "   ok: seats_taken <= capacity and matches the bookings for every session"
