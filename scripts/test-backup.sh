#!/usr/bin/env bash
# The backup commands as whoever runs the site calls them (issue 43): `secours backup` while the server
# serves and takes bookings, `secours verify-backup` (and a flipped byte refused), `secours restore` into
# an empty place holding every booking acknowledged before the backup began, kill -9 during a backup
# leaving nothing under the final name, and `secours migrate --status`.
# Prints "N passed, N failed"; exits non-zero on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/checks.sh
binary=$(realpath "${SECOURS_BINARY:-build/secours}")
work=$(mktemp -d)
server_pid=
writer_pid=

cleanup() {
  [ -n "$writer_pid" ] && kill "$writer_pid" 2>/dev/null
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

count_rows() {  # count_rows DATABASE-FILE QUERY
  python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])' "$1" "$2"
}

port=$((20000 + RANDOM % 20000))
base=http://127.0.0.1:$port
export DATABASE_URL=sqlite:$work/site/secours.db DATA_DIR=$work/site/data PORT=$port HOST=127.0.0.1 TRUST_PROXY=1 \
  LOG_LEVEL=warn WEB_ROOT=$work PUBLIC_URL=$base
mkdir -p "$work/site/data/uploads"
printf 'photo' >"$work/site/data/uploads/photo.jpg"
"$binary" seed-demo --bookings 20000 --students 500 >/dev/null
# A session a month or more ahead, with room for every booking the writer makes.
read -r session course < <(python3 - "$work/site/secours.db" <<'PY'
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1])
session, course = db.execute(
    "SELECT s.id, s.course_id FROM course_sessions s WHERE s.status = 'scheduled' AND s.starts_at > ? "
    "ORDER BY s.starts_at LIMIT 1", (int(time.time()) + 30 * 86400,)).fetchone()
db.execute("UPDATE course_sessions SET capacity = 1000000 WHERE id = ?", (session,))
db.commit()
print(session, course)
PY
)
"$binary" serve >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 50); do curl -sf "$base/api/health" >/dev/null && break; sleep 0.1; done

# One writer books as fast as it can; each acknowledged booking's id goes to acked.txt.
(
  i=0
  while :; do
    i=$((i + 1))
    body=$(curl -s -X POST "$base/api/bookings" -H 'Content-Type: application/json' -H "Origin: $base" \
      -H "X-Forwarded-For: 10.9.$((i / 250)).$((i % 250))" -w '\n%{http_code}' \
      -d '{"firstName":"Julie","lastName":"Bérubé","email":"backup'"$i"'@example.com","phone":"819 555-0100",
           "courseId":'"$course"',"sessionId":'"$session"',"paymentMethod":"cash","language":"fr"}')
    [ "${body##*$'\n'}" = 201 ] && python3 -c 'import json, sys; print(json.loads(sys.argv[1])["booking"]["id"])' \
      "${body%$'\n'*}" >>"$work/acked.txt"
  done
) &
writer_pid=$!
for _ in $(seq 1 100); do [ "$(cat "$work/acked.txt" 2>/dev/null | wc -l)" -ge 20 ] && break; sleep 0.1; done
cp "$work/acked.txt" "$work/before.txt" 2>/dev/null || : >"$work/before.txt"

"$binary" backup --output "$work/archive.tar" >"$work/backup.out" 2>&1
check "secours backup exits 0 while the server serves and takes bookings ($(cat "$work/backup.out"))" $?
kill "$writer_pid" 2>/dev/null
wait "$writer_pid" 2>/dev/null
writer_pid=
[ "$(wc -l <"$work/before.txt")" -ge 20 ]
check "bookings were acknowledged before the backup ($(wc -l <"$work/before.txt"))" $?

"$binary" verify-backup "$work/archive.tar" >"$work/verify.out" 2>&1
check "secours verify-backup exits 0 ($(cat "$work/verify.out"))" $?
tar -tf "$work/archive.tar" | grep -qx 'uploads/photo.jpg'
check "the archive is a plain tar that tar lists, the uploads in it" $?

cp "$work/archive.tar" "$work/flipped.tar"
size=$(stat -c %s "$work/flipped.tar")
offset=$((size / 3))
byte=$(dd if="$work/flipped.tar" bs=1 skip=$offset count=1 2>/dev/null | od -An -tu1 | tr -d ' ')
printf "$(printf '\\%03o' $(((byte + 1) % 256)))" | dd of="$work/flipped.tar" bs=1 seek=$offset conv=notrunc 2>/dev/null
"$binary" verify-backup "$work/flipped.tar" >"$work/flipped.out" 2>&1
[ $? -ne 0 ] && grep -q 'damaged' "$work/flipped.out"
check "a flipped byte: non-zero exit and what failed ($(cat "$work/flipped.out"))" $?

DATABASE_URL=sqlite:$work/restored/secours.db DATA_DIR=$work/restored-data \
  "$binary" restore "$work/archive.tar" >"$work/restore.out" 2>&1
check "secours restore into an empty place exits 0 ($(cat "$work/restore.out"))" $?
restored=$(count_rows "$work/restored/secours.db" "SELECT COUNT(*) FROM bookings")
expected=$(grep -o '[0-9]* bookings' "$work/verify.out" | cut -d' ' -f1)
[ "$restored" = "$expected" ]
check "the restored database holds the archive's $expected bookings ($restored)" $?
missing=0
while read -r id; do
  [ "$(count_rows "$work/restored/secours.db" "SELECT COUNT(*) FROM bookings WHERE id = $id")" = 1 ] || missing=$((missing + 1))
done <"$work/before.txt"
[ "$missing" = 0 ]
check "every booking acknowledged before the backup is restored ($missing missing)" $?
[ "$(cat "$work/restored-data/uploads/photo.jpg")" = photo ]
check "the uploads are restored" $?
DATABASE_URL=sqlite:$work/restored/secours.db DATA_DIR=$work/restored-data \
  "$binary" restore "$work/archive.tar" >"$work/again.out" 2>&1
[ $? -ne 0 ] && grep -q 'not empty' "$work/again.out"
check "a restore over a database with tables is refused ($(cat "$work/again.out"))" $?

# kill -9 at several moments of a backup: never a file under the final name unless it is whole.
killed_before_the_end=0
whole=0
broken=0
for delay in 0.02 0.05 0.1 0.15 0.2 0.3 0.5; do
  target=$work/killed-$delay.tar
  "$binary" backup --output "$target" >/dev/null 2>&1 &
  pid=$!
  sleep "$delay"
  kill -9 "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  if [ -e "$target" ]; then
    if "$binary" verify-backup "$target" >/dev/null 2>&1; then whole=$((whole + 1)); else broken=$((broken + 1)); fi
  else
    killed_before_the_end=$((killed_before_the_end + 1))
  fi
done
[ "$broken" = 0 ] && [ "$killed_before_the_end" -gt 0 ]
check "kill -9 during a backup leaves no partial archive under its name ($killed_before_the_end killed early, $whole whole, $broken broken)" $?

"$binary" migrate --status >"$work/status.out" 2>&1
grep -q '^applied  V001 ' "$work/status.out" && grep -q ' 0 pending$' "$work/status.out"
check "secours migrate --status lists the applied migrations ($(tail -1 "$work/status.out"))" $?
DATABASE_URL=sqlite:$work/empty.db "$binary" migrate --status >"$work/pending.out" 2>&1
grep -q '^pending  V001 ' "$work/pending.out"
check "and the pending ones of an empty database ($(tail -1 "$work/pending.out"))" $?

checks_summary test-backup
