#!/usr/bin/env bash
# Benchmarks the built server with wrk (-t2 -c64, keep-alive) side by side with nginx serving the very
# same response bytes from files: for each public read, /, and /api/health it prints the median of
# BENCH_RUNS runs of requests/s and p99, and the server's ratio to nginx. Then: cold start to the first
# healthy answer and idle memory; booking creation (POST /api/bookings) against the booking service
# run in a loop without HTTP (build/secours_booking_loop: the database's own limit for the same
# writes), /api/health's p99 during that burst, two instances at once on PostgreSQL; and a check in the
# database that no session was oversold. Runs on SQLite, then on PostgreSQL when BENCH_DATABASE_URL or
# TEST_DATABASE_URL is set (a fresh database is created beside it and dropped).
# BENCH_ENGINES (sqlite postgresql), BENCH_DURATION (5s), BENCH_RUNS (3), BENCH_PORT (18080, and the next two), BENCH_NGINX_PORT (18081),
# BENCH_SERVER (build/secours) and BENCH_WEB_ROOT (web/dist) change the run.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-18080}
nginx_port=${BENCH_NGINX_PORT:-18081}
duration=${BENCH_DURATION:-5s}
seconds=${duration%s}
runs=${BENCH_RUNS:-3}
second_port=$((port + 2))
server=${BENCH_SERVER:-build/secours}
booking_loop=${BENCH_BOOKING_LOOP:-build/secours_booking_loop}
web_root=${BENCH_WEB_ROOT:-web/dist}
postgres_base=${BENCH_DATABASE_URL:-${TEST_DATABASE_URL:-}}
workdir=$(mktemp -d)
chmod 755 "$workdir"
server_pid=
second_pid=
nginx_pid=
bench_database=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  [ -n "$second_pid" ] && kill "$second_pid" 2>/dev/null || true
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

# median: the middle of the numbers on stdin (the lower middle of an even count).
median() {
  sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

# median_field K LINE…: the median of the K-th field of wrk_figures lines.
median_field() {
  printf '%s\n' "${@:2}" | awk -v k="$1" '{ print $k }' | median
}

# Waits up to 10 s for /api/health on the port to answer; stops the benchmark otherwise.
wait_until_up() {  # PORT NAME
  for _ in $(seq 1 50); do curl -fs "http://127.0.0.1:$1/api/health" >/dev/null && return; sleep 0.2; done
  echo "$2 did not start" >&2
  exit 1
}

launch_server() {  # DATABASE_URL PORT
  # TRUST_PROXY: the booking benchmark sends each request from its own X-Forwarded-For address.
  PORT=$2 HOST=127.0.0.1 DATABASE_URL="$1" WEB_ROOT="$web_root" LOG_LEVEL=warn DATA_DIR="$workdir/data" \
    TRUST_PROXY=1 "$server" serve >>"$workdir/server.log" 2>&1 &
}

start_server() {  # DATABASE_URL
  launch_server "$1" "$port"
  server_pid=$!
  wait_until_up "$port" "the server"
}

stop_server() {
  kill "$server_pid"
  wait "$server_pid" 2>/dev/null || true
  server_pid=
}

# Starts the server and sets cold_ms to the milliseconds from its start to its first healthy answer.
cold_start() {  # DATABASE_URL
  local started now
  started=$(date +%s%N)
  launch_server "$1" "$port"
  server_pid=$!
  until curl -fs -o /dev/null "http://127.0.0.1:$port/api/health"; do
    now=$(date +%s%N)
    if [ $(((now - started) / 1000000)) -gt 10000 ]; then
      echo "the server did not start" >&2
      exit 1
    fi
  done
  now=$(date +%s%N)
  cold_ms=$(((now - started) / 1000000))
}

resident_mb() {  # PID
  awk '/^VmRSS/ { printf "%.1f", $2 / 1024 }' "/proc/$1/status"
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

# Certificate verification needs a certificate: a bench student, an enrollment and its certificate.
add_certificate() {  # DATABASE_URL COURSE_ID NOW
  local url=$1 course_id=$2 now=$3 user_id enrollment_id
  user_id=$(run_sql "$url" "INSERT INTO users (email, email_key, password_hash, first_name, last_name, \
    created_at, updated_at, last_seen_at) VALUES ('banc@example.com', 'banc@example.com', '!', 'Banc', 'Essai', \
    $now, $now, $now) RETURNING id;" | head -n 1)
  enrollment_id=$(run_sql "$url" "INSERT INTO enrollments (user_id, course_id, progress, created_at, updated_at) \
    VALUES ($user_id, $course_id, 100, $now, $now) RETURNING id;" | head -n 1)
  run_sql "$url" "INSERT INTO certificates (enrollment_id, user_id, course_id, credential_id, holder_name, \
    title_fr, title_en, issued_at, issued_on, expires_on) VALUES ($enrollment_id, $user_id, $course_id, \
    'SEC-BENC-HMAR-KABC', 'Banc Essai', 'Banc d''essai', 'Test bench', $now, '2026-01-15', '2029-01-15');" \
    >/dev/null
  echo SEC-BENC-HMAR-KABC
}

# Seats taken never exceed a session's capacity and always match the bookings holding one.
check_seats() {  # ENGINE_NAME DATABASE_URL COURSE_ID
  local oversold=0
  echo "== $1: seats (session id, capacity, seats_taken, bookings holding a seat)"
  while IFS='|' read -r sid capacity taken holding; do
    echo "   session $sid: capacity $capacity, taken $taken, held by $holding bookings"
    if [ "$taken" -gt "$capacity" ] || [ "$taken" -ne "$holding" ]; then oversold=1; fi
  done < <(run_sql "$2" "SELECT s.id, s.capacity, s.seats_taken, (SELECT COUNT(*) FROM bookings b \
    WHERE b.session_id = s.id AND b.seat_held = 1) FROM course_sessions s WHERE s.course_id = $3 \
    ORDER BY s.id;")
  if [ "$oversold" -ne 0 ]; then
    echo "FAIL: seats_taken exceeds capacity or disagrees with the bookings" >&2
    exit 1
  fi
  echo "   ok: seats_taken <= capacity and matches the bookings for every session"
}

# POST /api/bookings on the given ports at once (16 connections in all) for the run's duration, with
# /api/health measured on the first port meanwhile: "bookings/s p99 non-2xx health-p99".
booking_burst() {  # COURSE_ID SESSION_ID PORT…
  local course_id=$1 session_id=$2
  shift 2
  local connections=$((16 / $#)) i=0 files=() pids=()
  for burst_port in "$@"; do
    i=$((i + 1))
    BENCH_COURSE_ID=$course_id BENCH_SESSION_ID=$session_id \
      wrk_figures "http://127.0.0.1:$burst_port" -c"$connections" -d"$((seconds + 2))s" \
      -s scripts/bench_booking.lua >"$workdir/burst.$i" &
    pids+=($!)
    files+=("$workdir/burst.$i")
  done
  sleep 1
  local health
  health=$(wrk_figures "http://127.0.0.1:$1/api/health" -t1 -c2 | awk '{ print $2 }')
  wait "${pids[@]}"  # not the servers, started from this shell too
  cat "${files[@]}" | awk -v health="$health" '
    { rps += $1; if ($2 > p99) p99 = $2; bad += $3 }
    END { printf "%d %.2f %d %s\n", rps, p99, bad, health }'
}

# One engine: seed the catalogue, a bench course with two sessions and a certificate; measure the
# reads against nginx, the cold start and idle memory, then the bookings.
bench_engine() {  # ENGINE_NAME DATABASE_URL
  local engine=$1 url=$2
  DATABASE_URL="$url" DATA_DIR="$workdir/data" "$server" seed >/dev/null
  local now course_id big_session small_session credential
  now=$(date +%s)
  course_id=$(run_sql "$url" "INSERT INTO courses (slug, title_fr, description_fr, instructor, price_cents, \
    duration_minutes, created_at, updated_at) VALUES ('banc-essai', 'Banc d''essai', 'Banc', 'Banc', 10000, 420, \
    $now, $now) RETURNING id;" | head -n 1)
  new_session() {
    run_sql "$url" "INSERT INTO course_sessions (course_id, starts_at, ends_at, location, capacity, created_at, \
      updated_at) VALUES ($course_id, $((now + 864000)), $((now + 889200)), 'Gatineau', $1, $now, $now) \
      RETURNING id;" | head -n 1
  }
  # Nothing left for PostgreSQL's autovacuum to do on what was just written: it would run mid-measure.
  [ "$engine" = postgresql ] && run_sql "$url" "VACUUM ANALYZE" >/dev/null
  big_session=$(new_session 10000000)
  small_session=$(new_session 50)
  credential=$(add_certificate "$url" "$course_id" "$now")

  # Cold start (migrations already applied) and memory once idle, median of three starts.
  local starts=() memory=()
  for _ in 1 2 3; do
    cold_start "$url"
    starts+=("$cold_ms")
    sleep 1
    memory+=("$(resident_mb "$server_pid")")
    stop_server
  done
  echo "== $engine: cold start to the first healthy answer $(printf '%s\n' "${starts[@]}" | median) ms" \
    "(of ${starts[*]}), idle memory $(printf '%s\n' "${memory[@]}" | median) MB"

  start_server "$url"
  local first slug id
  first=$(curl -fs "http://127.0.0.1:$port/api/courses?lang=fr" | jq -c '.courses[0]')
  slug=$(jq -r .slug <<<"$first")
  id=$(jq -r .id <<<"$first")
  local targets=("/api/courses?lang=fr" "/api/courses/$slug?lang=fr" "/api/courses/$id?lang=en"
    "/api/courses/$course_id/sessions" "/api/content/about?lang=fr" "/api/certificates/$credential?lang=fr" "/"
    "/api/health")
  start_nginx "${targets[@]}"

  echo "== $engine: wrk -t2 -c64 -d$duration, same bytes from nginx, median of $runs runs" \
    "(ratio: the median of server / nginx, each run with the nginx run just before it)"
  printf '   %-52s %18s %18s %7s\n' endpoint "nginx req/s (p99)" "server req/s (p99)" ratio
  for target in "${targets[@]}"; do
    local nginx_runs=() server_runs=() ratios=() bad=0 run
    for ((run = 0; run < runs; run++)); do
      nginx_runs+=("$(wrk_figures "http://127.0.0.1:$nginx_port$target")")
      server_runs+=("$(wrk_figures "http://127.0.0.1:$port$target")")
      # Back to back, the two runs share the machine's state of the moment (its neighbours' load).
      ratios+=("$(awk -v a="${server_runs[-1]%% *}" -v b="${nginx_runs[-1]%% *}" 'BEGIN { printf "%.4f", b ? a / b : 0 }')")
    done
    local nginx_rps nginx_p99 server_rps server_p99 ratio
    nginx_rps=$(median_field 1 "${nginx_runs[@]}")
    nginx_p99=$(median_field 2 "${nginx_runs[@]}")
    server_rps=$(median_field 1 "${server_runs[@]}")
    server_p99=$(median_field 2 "${server_runs[@]}")
    bad=$(printf '%s\n' "${nginx_runs[@]}" "${server_runs[@]}" | awk '{ s += $3 } END { print s + 0 }')
    ratio=$(printf '%s\n' "${ratios[@]}" | median | awk '{ printf "%d%%", 100 * $1 }')
    printf '   %-52s %9d (%5.1fms) %9d (%5.1fms) %7s%s\n' "$target" "$nginx_rps" "$nginx_p99" "$server_rps" \
      "$server_p99" "$ratio" "$([ "$bad" -gt 0 ] && echo " (non-2xx: $bad)")"
  done
  stop_nginx
  stop_server

  # The database's own limit for the same writes: the booking service in a loop, no HTTP, with as
  # many threads and connections as the instances below have in all.
  local instances=1 threads=4
  [ "$engine" = postgresql ] && instances=2 && threads=8
  local direct direct_failed
  read -r direct direct_failed <<<"$(DATABASE_URL="$url" DATA_DIR="$workdir/data" WORKER_THREADS=$threads \
    DB_POOL_SIZE=$threads LOG_LEVEL=warn "$booking_loop" "$course_id" "$big_session" "$seconds")"

  start_server "$url"
  local ports=("$port")
  if [ "$instances" -eq 2 ]; then
    launch_server "$url" "$second_port"
    second_pid=$!
    wait_until_up "$second_port" "the second instance"
    ports+=("$second_port")
  fi
  echo "== $engine: POST /api/bookings, $instances instance(s), 16 connections, against the booking service" \
    "without HTTP ($threads threads)"
  local rps p99 bad health
  read -r rps p99 bad health <<<"$(booking_burst "$course_id" "$big_session" "${ports[@]}")"
  echo "   HTTP $rps bookings/s (p99 ${p99}ms$([ "$bad" -gt 0 ] && echo ", $bad non-2xx")), without HTTP" \
    "$direct bookings/s$([ "$direct_failed" -gt 0 ] && echo " ($direct_failed failed)"): ratio" \
    "$(awk -v a="$rps" -v b="$direct" 'BEGIN { printf "%d%%", b ? 100 * a / b : 0 }')"
  echo "   /api/health during the burst: p99 ${health}ms"
  # A 50-seat session that fills at once, from every instance: the seats must add up.
  booking_burst "$course_id" "$small_session" "${ports[@]}" >/dev/null
  if [ -n "$second_pid" ]; then
    kill "$second_pid"
    wait "$second_pid" 2>/dev/null || true
    second_pid=
  fi
  stop_server
  check_seats "$engine" "$url" "$course_id"
}

engines=${BENCH_ENGINES:-sqlite postgresql}
[[ " $engines " == *" sqlite "* ]] && bench_engine sqlite "sqlite:$workdir/bench.db"
if [ -n "$postgres_base" ] && [[ " $engines " == *" postgresql "* ]]; then
  bench_database="secours_bench_$$"
  psql -q "$postgres_base" -c "CREATE DATABASE $bench_database" >/dev/null
  query=""
  [[ "$postgres_base" == *\?* ]] && query="?${postgres_base#*\?}"
  base_without_query=${postgres_base%%\?*}
  bench_engine postgresql "${base_without_query%/*}/$bench_database$query"
fi
