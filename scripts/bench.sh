#!/usr/bin/env bash
# Benchmarks the built server with wrk (-t2 -c64, keep-alive) side by side with nginx serving the very
# same response bytes from files: for each public read, /, and /api/health it prints requests/s, p99
# and the server's ratio to nginx. Then it measures booking creation (POST /api/bookings, bookings/s)
# and checks in the database that no session was oversold. Runs on SQLite, then on PostgreSQL when
# BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database is created beside it and dropped).
# BENCH_DURATION (10s), BENCH_PORT (18080), BENCH_NGINX_PORT (18081), BENCH_SERVER (build/secours) and
# BENCH_WEB_ROOT (web/dist) change the run.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-18080}
nginx_port=${BENCH_NGINX_PORT:-18081}
duration=${BENCH_DURATION:-10s}
server=${BENCH_SERVER:-build/secours}
web_root=${BENCH_WEB_ROOT:-web/dist}
postgres_base=${BENCH_DATABASE_URL:-${TEST_DATABASE_URL:-}}
workdir=$(mktemp -d)
chmod 755 "$workdir"
server_pid=
nginx_pid=
bench_database=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  [ -n "$nginx_pid" ] && kill "$nginx_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  [ -n "$bench_database" ] && psql -q "$postgres_base" -c "DROP DATABASE IF EXISTS $bench_database WITH (FORCE)" \
    >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

# run_sql ENGINE_URL SQL: one statement through the engine's own client, rows as a|b|c.
run_sql() {
  case "$1" in
    sqlite:*) sqlite3 "${1#sqlite:}" "$2" ;;
    *) psql -qtA -v ON_ERROR_STOP=1 "$1" -c "$2" ;;
  esac
}

# wrk_figures URL [wrk args…]: "requests/s p99-in-ms non-2xx-or-3xx".
wrk_figures() {
  local url=$1
  shift
  wrk -t2 -c64 -d"$duration" --latency "$@" "$url" | awk '
    function ms(value) {
      if (value ~ /us$/) return value / 1000
      if (value ~ /ms$/) return value + 0
      if (value ~ /s$/) return value * 1000
      return value
    }
    /Requests\/sec/ { rps = $2 }
    $1 == "99%" { p99 = ms($2) }
    /Non-2xx/ { bad = $NF }
    END { printf "%d %.2f %d\n", rps, p99, bad + 0 }'
}

# Waits up to 10 s for /api/health on the port to answer; stops the benchmark otherwise.
wait_until_up() {  # PORT NAME
  for _ in $(seq 1 50); do curl -fs "http://127.0.0.1:$1/api/health" >/dev/null && return; sleep 0.2; done
  echo "$2 did not start" >&2
  exit 1
}

start_server() {  # DATABASE_URL
  # TRUST_PROXY: the booking benchmark sends each request from its own X-Forwarded-For address.
  PORT=$port HOST=127.0.0.1 DATABASE_URL="$1" WEB_ROOT="$web_root" LOG_LEVEL=warn DATA_DIR="$workdir/data" \
    TRUST_PROXY=1 "$server" serve &
  server_pid=$!
  wait_until_up "$port" "the server"
}

stop_server() {
  kill "$server_pid"
  wait "$server_pid" 2>/dev/null || true
  server_pid=
}

# nginx on its own port serving, for each path, the body and Content-Type the server answered.
start_nginx() {  # paths…
  local root="$workdir/nginx" i=0 locations=""
  mkdir -p "$root/files" "$root/logs"
  for target in "$@"; do
    i=$((i + 1))
    local headers="$root/files/$i.headers"
    curl -fs -D "$headers" -o "$root/files/$i" "http://127.0.0.1:$port$target"
    local type
    type=$(grep -i '^content-type:' "$headers" | head -n 1 | cut -d' ' -f2- | tr -d '\r')
    locations+="    location = ${target%%\?*} { default_type \"$type\"; try_files /files/$i =404; }"$'\n'
  done
  local user_line=""
  [ "$(id -u)" -eq 0 ] && user_line="user root;"
  cat >"$root/nginx.conf" <<EOF
$user_line
worker_processes auto;
pid $root/nginx.pid;
error_log $root/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $root/tmp_body;
  proxy_temp_path $root/tmp_proxy;
  fastcgi_temp_path $root/tmp_fastcgi;
  uwsgi_temp_path $root/tmp_uwsgi;
  scgi_temp_path $root/tmp_scgi;
  types { }
  server {
    listen 127.0.0.1:$nginx_port;
    root $root;
$locations  }
}
EOF
  nginx -p "$root" -c "$root/nginx.conf" -g 'daemon off;' &
  nginx_pid=$!
  wait_until_up "$nginx_port" nginx
}

stop_nginx() {
  kill "$nginx_pid"
  wait "$nginx_pid" 2>/dev/null || true
  nginx_pid=
}

# One engine: seed the catalogue and a bench course with two sessions, measure the reads against
# nginx, then the bookings.
bench_engine() {  # ENGINE_NAME DATABASE_URL
  local engine=$1 url=$2
  DATABASE_URL="$url" DATA_DIR="$workdir/data" "$server" seed >/dev/null
  local now course_id big_session small_session
  now=$(date +%s)
  course_id=$(run_sql "$url" "INSERT INTO courses (slug, title_fr, description_fr, instructor, price_cents, \
    duration_minutes, created_at, updated_at) VALUES ('banc-essai', 'Banc d''essai', 'Banc', 'Banc', 10000, 420, \
    $now, $now) RETURNING id;" | head -n 1)
  new_session() {
    run_sql "$url" "INSERT INTO course_sessions (course_id, starts_at, ends_at, location, capacity, created_at, \
      updated_at) VALUES ($course_id, $((now + 864000)), $((now + 889200)), 'Gatineau', $1, $now, $now) \
      RETURNING id;" | head -n 1
  }
  big_session=$(new_session 10000000)
  small_session=$(new_session 50)
  start_server "$url"

  local first slug id
  first=$(curl -fs "http://127.0.0.1:$port/api/courses?lang=fr" | jq -c '.courses[0]')
  slug=$(jq -r .slug <<<"$first")
  id=$(jq -r .id <<<"$first")
  local targets=("/api/courses?lang=fr" "/api/courses/$slug?lang=fr" "/api/courses/$id?lang=en"
    "/api/courses/$course_id/sessions" "/api/content/about?lang=fr" "/" "/api/health")
  start_nginx "${targets[@]}"

  echo "== $engine: wrk -t2 -c64 -d$duration, same bytes from nginx (ratio = server / nginx)"
  printf '   %-52s %18s %18s %7s\n' endpoint "nginx req/s (p99)" "server req/s (p99)" ratio
  for target in "${targets[@]}"; do
    read -r nginx_rps nginx_p99 nginx_bad <<<"$(wrk_figures "http://127.0.0.1:$nginx_port$target")"
    read -r server_rps server_p99 server_bad <<<"$(wrk_figures "http://127.0.0.1:$port$target")"
    local ratio
    ratio=$(awk -v a="$server_rps" -v b="$nginx_rps" 'BEGIN { printf "%d%%", b ? 100 * a / b : 0 }')
    printf '   %-52s %9d (%5.1fms) %9d (%5.1fms) %7s%s\n' "$target" "$nginx_rps" "$nginx_p99" "$server_rps" \
      "$server_p99" "$ratio" "$([ $((server_bad + nginx_bad)) -gt 0 ] && echo " (non-2xx: $nginx_bad, $server_bad)")"
  done
  stop_nginx

  echo "== $engine: POST /api/bookings (bookings/s)"
  read -r rps p99 bad <<<"$(BENCH_COURSE_ID=$course_id BENCH_SESSION_ID=$big_session \
    wrk_figures "http://127.0.0.1:$port" -c16 -s scripts/bench_booking.lua)"
  echo "   $rps bookings/s, p99 ${p99}ms$([ "$bad" -gt 0 ] && echo ", $bad non-2xx")"
  # A 50-seat session that fills at once: the seats must add up.
  BENCH_COURSE_ID=$course_id BENCH_SESSION_ID=$small_session \
    wrk -t2 -c16 -d3s -s scripts/bench_booking.lua "http://127.0.0.1:$port" >/dev/null
  stop_server
  echo "== $engine: seats (session id, capacity, seats_taken, bookings holding a seat)"
  local oversold=0
  while IFS='|' read -r sid capacity taken holding; do
    echo "   session $sid: capacity $capacity, taken $taken, held by $holding bookings"
    if [ "$taken" -gt "$capacity" ] || [ "$taken" -ne "$holding" ]; then oversold=1; fi
  done < <(run_sql "$url" "SELECT s.id, s.capacity, s.seats_taken, (SELECT COUNT(*) FROM bookings b \
    WHERE b.session_id = s.id AND b.seat_held = 1) FROM course_sessions s WHERE s.course_id = $course_id \
    ORDER BY s.id;")
  if [ "$oversold" -ne 0 ]; then
    echo "FAIL: seats_taken exceeds capacity or disagrees with the bookings" >&2
    exit 1
  fi
  echo "   ok: seats_taken <= capacity and matches the bookings for every session"
}

bench_engine sqlite "sqlite:$workdir/bench.db"
if [ -n "$postgres_base" ]; then
  bench_database="secours_bench_$$"
  psql -q "$postgres_base" -c "CREATE DATABASE $bench_database" >/dev/null
  query=""
  [[ "$postgres_base" == *\?* ]] && query="?${postgres_base#*\?}"
  base_without_query=${postgres_base%%\?*}
  bench_engine postgresql "${base_without_query%/*}/$bench_database$query"
fi
