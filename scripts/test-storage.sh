#!/usr/bin/env bash
# A real full disk and a read-only database, on a small tmpfs (needs root, as in CI): bookings
# answer 503 storage-unavailable (never 500) while the disk is full, health says read-only, service
# resumes by itself once space is back, and a read-only database gives a clear start-up message.
# Prints "N passed, N failed"; exits non-zero on a failure. Without the right to mount, says so and
# skips (exit 0).
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/checks.sh
binary=${SECOURS_BINARY:-build/secours}
work=$(mktemp -d)
disk=$work/disk
server_pid=

cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  mountpoint -q "$disk" && umount "$disk"
  rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$disk"
if ! mount -t tmpfs -o size=6m tmpfs "$disk" 2>/dev/null; then
  echo "test-storage: cannot mount a tmpfs here (not root?): skipped"
  echo "0 passed, 0 failed, 1 skipped"
  exit 0
fi

port=$((20000 + RANDOM % 20000))
base=http://127.0.0.1:$port
export DATABASE_URL=sqlite:$disk/secours.db DATA_DIR=$disk/data PORT=$port HOST=127.0.0.1 TRUST_PROXY=1 \
  LOG_LEVEL=warn WEB_ROOT=$work PUBLIC_URL=$base
"$binary" seed >/dev/null
"$binary" serve >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 50); do curl -sf "$base/api/health" >/dev/null && break; sleep 0.1; done

book() {  # book N: prints the HTTP status, the body in $work/body and the headers in $work/headers
  curl -s -o "$work/body" -D "$work/headers" -w '%{http_code}' -X POST "$base/api/bookings" \
    -H 'Content-Type: application/json' -H "Origin: $base" -H "X-Forwarded-For: 10.7.$(($1 / 250)).$(($1 % 250))" \
    -d '{"firstName":"Julie","lastName":"Bérubé","email":"julie'"$1"'@example.com","phone":"819 555-0100",
         "courseId":1,"preferredDate":"2030-01-15","paymentMethod":"interac","language":"fr",
         "specialRequests":"'"$(head -c 900 /dev/zero | tr '\0' 'x')"'"}'
}

[ "$(book 0)" = 201 ]
check "a booking is saved while the disk has room" $?

# Fill the disk to the last block.
dd if=/dev/zero of="$disk/fill" bs=64k >/dev/null 2>&1
statuses=()
first_503=
for n in $(seq 1 400); do
  status=$(book "$n")
  statuses+=("$status")
  if [ "$status" = 503 ]; then first_503=$n; break; fi
  [ "$status" = 201 ] || break
done
[ -n "$first_503" ] && grep -q '"storage-unavailable"' "$work/body" && grep -qi '^retry-after: ' "$work/headers"
check "a full disk answers 503 storage-unavailable with Retry-After (after ${#statuses[@]} attempts)" $?
! printf '%s\n' "${statuses[@]}" | grep -qv -e 201 -e 503
check "no other status than 201 or 503 while the disk fills" $?
health=$(curl -s -w ' %{http_code}' "$base/api/health")
[[ "$health" == *'"read-only"'* && "$health" == *' 503' ]]
check "health says read-only while writes fail ($health)" $?

rm -f "$disk/fill"
sleep 0.2
health=$(curl -s -w ' %{http_code}' "$base/api/health")
[[ "$health" == *'"ok"'* && "$health" == *' 200' ]]
check "health is ok again once space is back ($health)" $?
[ -z "$(find "$disk/data" -name '*.tmp' 2>/dev/null)" ]
check "no half-written mail file stays behind once space is back" $?
[ "$(book 1000)" = 201 ]
check "bookings are saved again once space is back, without a restart" $?
kill -0 "$server_pid" 2>/dev/null
check "the server never stopped" $?

kill "$server_pid" && wait "$server_pid" 2>/dev/null
server_pid=
mount -o remount,ro "$disk"
message=$("$binary" migrate 2>&1)
status=$?
[ $status -ne 0 ] && [[ "$message" == *"$disk"* && "$message" == *"read-only"* && "$message" == *"DATABASE_URL"* ]]
check "a read-only database stops the start with a message naming the path and the fix: $message" $?

checks_summary
