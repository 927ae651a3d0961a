#!/usr/bin/env bash
# Backups at a busy company's scale (issue 43): seeds BENCH_SCALE_BOOKINGS bookings (1,000,000) and
# BENCH_SCALE_STUDENTS students (200,000) with `secours seed-demo`, starts the server, then prints the
# time of `secours backup`, its archive's size, `secours verify-backup` and `secours restore` into an
# empty place, and the p50/p99 time of public reads (the catalogue and a course's sessions, fresh from
# the database each time) before and during the backup, BENCH_BACKUP_REQUESTS (400) each.
# BENCH_ENGINES (sqlite; add postgresql with TEST_DATABASE_URL or BENCH_DATABASE_URL set), BENCH_PORT
# (18091) and BENCH_SERVER (build/secours) change the run.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/bench.sh 18091
requests=${BENCH_BACKUP_REQUESTS:-400}
engines=${BENCH_ENGINES:-sqlite}
server_pid=
databases=()
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  for database in "${databases[@]}"; do
    psql -q "$postgres_base" -c "DROP DATABASE IF EXISTS $database WITH (FORCE)" >/dev/null 2>&1 || true
  done
  rm -rf "$workdir"
}
trap cleanup EXIT

seconds_since() { awk -v s="$1" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }'; }

# reads OUT: public reads one after the other until the file $workdir/stop exists or `requests` are done;
# each time to the first byte, in ms, into OUT.
reads() {
  : >"$1"
  for i in $(seq 1 "$requests"); do
    [ -e "$workdir/stop" ] && break
    path=/api/courses
    [ $((i % 2)) = 0 ] && path=/api/courses/1/sessions
    curl -s -o /dev/null -H 'Cache-Control: no-cache' -w '%{time_starttransfer}\n' "$base$path?lang=fr" |
      awk '{ printf "%.2f\n", $1 * 1000 }' >>"$1"
  done
}

postgres_url_for() {  # NAME: the URL of a database NAME beside postgres_base
  local query="" url=$postgres_base
  [[ "$url" == *\?* ]] && query="?${url#*\?}" && url=${url%%\?*}
  echo "${url%/*}/$1$query"
}

for engine in $engines; do
  rm -rf "$workdir/site" "$workdir/restored" "$workdir/stop"
  mkdir -p "$workdir/site/data/uploads"
  if [ "$engine" = sqlite ]; then
    url=sqlite:$workdir/site/secours.db
    restore_url=sqlite:$workdir/restored/secours.db
  else
    [ -n "$postgres_base" ] || { echo "postgresql: TEST_DATABASE_URL not set, skipped"; continue; }
    name=secours_bench_backup_$$
    databases+=("$name" "${name}_restored")
    psql -q "$postgres_base" -c "CREATE DATABASE $name" -c "CREATE DATABASE ${name}_restored" >/dev/null
    url=$(postgres_url_for "$name")
    restore_url=$(postgres_url_for "${name}_restored")
  fi
  export DATABASE_URL=$url DATA_DIR=$workdir/site/data PORT=$port HOST=127.0.0.1 LOG_LEVEL=warn \
    WEB_ROOT=$workdir PUBLIC_URL=$base
  started=$(date +%s.%N)
  "$server" seed-demo --bookings "$bookings" --students "$students" >/dev/null
  echo "$engine: seeded $bookings bookings and $students students in $(seconds_since "$started") s"
  for i in $(seq 1 200); do head -c 40000 /dev/urandom >"$workdir/site/data/uploads/photo-$i.jpg"; done
  "$server" serve >"$workdir/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 100); do curl -sf "$base/api/health" >/dev/null && break; sleep 0.2; done

  reads "$workdir/idle.ms"
  reads "$workdir/during.ms" &
  readers=$!
  started=$(date +%s.%N)
  "$server" backup --output "$workdir/archive.tar" >/dev/null
  backup_seconds=$(seconds_since "$started")
  touch "$workdir/stop"
  wait "$readers"
  size=$(stat -c %s "$workdir/archive.tar")
  started=$(date +%s.%N)
  "$server" verify-backup "$workdir/archive.tar" >/dev/null
  verify_seconds=$(seconds_since "$started")
  kill "$server_pid"
  wait "$server_pid" 2>/dev/null || true
  server_pid=
  started=$(date +%s.%N)
  DATABASE_URL=$restore_url DATA_DIR=$workdir/restored/data "$server" restore "$workdir/archive.tar" >/dev/null
  restore_seconds=$(seconds_since "$started")

  printf '%s: backup %s s, archive %s MB, verify %s s, restore %s s\n' "$engine" "$backup_seconds" \
    "$(awk -v b="$size" 'BEGIN { printf "%.1f", b / 1048576 }')" "$verify_seconds" "$restore_seconds"
  printf '%s: public reads p50/p99 ms: idle %s / %s (%s requests), during the backup %s / %s (%s requests)\n' \
    "$engine" "$(percentile 50 <"$workdir/idle.ms")" "$(percentile 99 <"$workdir/idle.ms")" \
    "$(wc -l <"$workdir/idle.ms")" "$(percentile 50 <"$workdir/during.ms")" \
    "$(percentile 99 <"$workdir/during.ms")" "$(wc -l <"$workdir/during.ms")"
  rm -f "$workdir/archive.tar"
done
