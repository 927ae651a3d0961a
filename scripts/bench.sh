#!/usr/bin/env bash
# Benchmarks the built server with wrk: /api/health and one static asset, keep-alive, 64 connections.
# Prints requests/s and the latency distribution (p99 included) for each.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-18080}
duration=${BENCH_DURATION:-10s}
workdir=$(mktemp -d)
trap 'kill $server_pid 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$workdir"' EXIT

PORT=$port HOST=127.0.0.1 DATABASE_URL="sqlite:$workdir/bench.db" WEB_ROOT=web/dist LOG_LEVEL=warn \
  build/secours serve &
server_pid=$!
for _ in $(seq 1 50); do curl -fs "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.2; done

asset=$(cd web/dist && ls assets/*.js | head -n 1)
for target in /api/health "/$asset"; do
  echo "== $target"
  wrk -t2 -c64 -d"$duration" --latency "http://127.0.0.1:$port$target" | grep -E "Requests/sec|Latency|50%|90%|99%|Non-2xx"
done
