#!/usr/bin/env bash
# The layout check catches what it is meant to (issue 40): each probe file, added alone to a copy of
# server/src, must make scripts/check-layout.sh fail and name the probe; the copy without probes passes.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
src="$here/../server/src"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

failures=0
expect_pass() {
  if ! "$here/check-layout.sh" "$tmp/src" >"$tmp/out" 2>&1; then
    echo "test-check-layout: FAILED: the tree without probes does not pass"
    cat "$tmp/out"
    failures=$((failures + 1))
  fi
}
# $1: what the probe breaks; $2: the probe's path under src; $3: its text.
expect_fail() {
  rm -rf "$tmp/src" && cp -r "$src" "$tmp/src"
  mkdir -p "$(dirname "$tmp/src/$2")"
  printf '%s\n' "$3" >"$tmp/src/$2"
  if "$here/check-layout.sh" "$tmp/src" >"$tmp/out" 2>&1 || ! grep -q "$2" "$tmp/out"; then
    echo "test-check-layout: FAILED: $1 ($2) is not reported"
    cat "$tmp/out"
    failures=$((failures + 1))
  else
    echo "test-check-layout: ok: $1"
  fi
}

cp -r "$src" "$tmp/src"
expect_pass

expect_fail "another feature's repository included in angle brackets" bookings/probe_angle.cpp \
  '#include <schedule/session_repository.h>'
expect_fail "another feature's repository included" bookings/probe_service.cpp \
  '#include "schedule/session_repository.h"'
expect_fail "a header that re-exports another feature's repository" admin/probe_view.h \
  '#include "bookings/booking_repository.h"'
expect_fail "an office view that reads another feature's repository" admin/probe_view.cpp \
  '#include "bookings/booking_repository.h"'
expect_fail "an export that reads another feature's repository" exports/probe_export.cpp \
  '#include "documents/document_repository.h"'
expect_fail "an include through ../" bookings/probe_relative.cpp '#include "../schedule/session.h"'
expect_fail "lowercase SQL in a service" bookings/probe_lower.cpp \
  'const char* probe = "select * from bookings";'
expect_fail "lowercase SQL in a repository" bookings/probe_repository.cpp \
  'const char* probe = "select id from bookings WHERE id = 1";'
expect_fail "SQL outside a repository" bookings/probe_sql.cpp 'const char* probe = "SELECT id FROM bookings";'
expect_fail "an include that points up" common/probe_up.cpp '#include "bookings/booking.h"'
expect_fail "another feature's internals" bookings/probe_internals.cpp '#include "schedule/session_routes.h"'
expect_fail "a route that opens a transaction" bookings/probe_routes.cpp '#include "db/transaction.h"'

if ((failures > 0)); then
  echo "test-check-layout: $failures failure(s)"
  exit 1
fi
echo "test-check-layout: all probes caught"
