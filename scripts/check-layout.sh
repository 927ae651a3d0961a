#!/usr/bin/env bash
# Where server code goes (docs/decisions/016-where-server-code-goes.md), checked without a build:
#  1. SQL statements only in *_repository.cpp, server/src/db/ and server/src/seed/.
#  2. A feature includes another feature only through its public headers: *_service.h,
#     *_repository.h, *_json.h and its model headers (PUBLIC_MODELS below). common/, db/, http/ and
#     app/ are infrastructure anyone may include; they include no feature (app/ is the composition
#     root and may include every feature's *_routes.h, as may main.cpp and seed/). mail/ is
#     infrastructure too: it includes no feature, and features use only mail/mail.h,
#     mail/*_repository.h and the one layout that renders every message (mail/layout.h).
# Usage: scripts/check-layout.sh [server/src directory]; exits 1 and lists each violation.
set -euo pipefail

src="${1:-$(dirname "$0")/../server/src}"
cd "$src"

# Model headers: a feature's plain types that other features pass around.
PUBLIC_MODELS=" auth/user.h auth/guards.h bookings/booking.h certificates/certificate.h schedule/session.h
  courses/course.h content/about.h learning/learning.h bug_reports/bug_report.h payments/taxes.h
  documents/document.h payments/refund.h "
INFRASTRUCTURE=" common db http app "

failures=0
fail() {
  echo "check-layout: $1"
  failures=$((failures + 1))
}

# 1. SQL: a string literal that starts a statement, or a statement sent through SOCI.
while IFS= read -r hit; do
  fail "SQL outside a repository: $hit"
done < <(grep -rnE '"(SELECT|INSERT|UPDATE|DELETE|WITH|SAVEPOINT|RELEASE|ROLLBACK|CREATE|ALTER|DROP|PRAGMA) |(sql|sql\(\)|prepare) <<' \
  --include='*.cpp' --include='*.h' . |
  sed 's#^\./##' | grep -vE '^[^:]*_repository\.cpp:|^(db|seed)/' || true)

# 2. Includes across features.
is_public() {  # $1: included path, e.g. bookings/booking_service.h
  local path="$1" feature="${1%%/*}"
  case " $INFRASTRUCTURE " in *" $feature "*) return 0 ;; esac
  if [[ "$feature" == mail ]]; then
    [[ "$path" == mail/mail.h || "$path" == mail/*_repository.h || "$path" == mail/layout.h ]]
    return
  fi
  [[ "$path" == *_service.h || "$path" == *_repository.h || "$path" == *_json.h ]] && return 0
  [[ " $(echo $PUBLIC_MODELS) " == *" $path "* ]]
}

while IFS= read -r line; do
  file="${line%%:*}"
  rest="${line#*:}"
  lineno="${rest%%:*}"
  included="$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"$rest")"
  [[ "$included" == */* ]] || continue
  from="${file%%/*}"
  to="${included%%/*}"
  [[ "$from" == "$to" ]] && continue
  [[ -e "$included" ]] || continue  # not one of ours
  case "$from" in
    main.cpp | app | seed)
      continue ;;  # the composition root and the command-line tools
    common | db | http | mail)
      case " $INFRASTRUCTURE " in *" $to "*) continue ;; esac
      fail "$file:$lineno: infrastructure includes a feature: $included"
      continue ;;
  esac
  is_public "$included" || fail "$file:$lineno: includes another feature's internals: $included"
done < <(grep -rnE '^#include "' --include='*.cpp' --include='*.h' . | sed 's#^\./##')

if ((failures > 0)); then
  echo "check-layout: $failures violation(s); see docs/decisions/016-where-server-code-goes.md"
  exit 1
fi
echo "check-layout: ok"
