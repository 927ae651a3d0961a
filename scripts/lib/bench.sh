# Sourced by the scale benchmarks (bench-scale.sh, bench-backup.sh): the demo database's size
# (BENCH_SCALE_BOOKINGS, 1,000,000; BENCH_SCALE_STUDENTS, 200,000), the server (BENCH_SERVER), the
# PostgreSQL server beside which a database is made (BENCH_DATABASE_URL, else TEST_DATABASE_URL), the
# address on BENCH_PORT (the caller's default first), a work folder, and percentile.
port=${BENCH_PORT:-$1}
bookings=${BENCH_SCALE_BOOKINGS:-1000000}
students=${BENCH_SCALE_STUDENTS:-200000}
server=$(realpath "${BENCH_SERVER:-build/secours}")
postgres_base=${BENCH_DATABASE_URL:-${TEST_DATABASE_URL:-}}
base="http://127.0.0.1:$port"
workdir=$(mktemp -d)

percentile() {  # P: the P-th percentile (nearest rank) of the numbers on stdin
  sort -g | awk -v p="$1" '{ v[NR] = $1 } END { i = int((NR * p + 99) / 100); if (i < 1) i = 1; print v[i] }'
}
