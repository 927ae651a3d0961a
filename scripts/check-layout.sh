#!/usr/bin/env bash
# Where server code goes (docs/decisions/016-where-server-code-goes.md, 034-layers.md), checked without
# a build:
#  1. SQL statements only in *_repository.cpp, server/src/db/ and server/src/seed/.
#  2. A feature includes another feature only through its public headers: *_service.h,
#     *_repository.h, *_json.h and its model headers (PUBLIC_MODELS below). mail/ is used only through
#     mail/mail.h, mail/*_repository.h, the one layout that renders every message (mail/layout.h) and
#     the calendar file a mail attaches (mail/calendar.h) and the queue as the office sees it (mail/outbox_service.h).
#  3. Layers point down: a folder includes its own files and those of lower layers (LAYERS below),
#     never a folder of its own layer or above, so no two folders ever include each other.
#  4. Routes parse and map: no *_routes.cpp includes a repository, a transaction or the database; the
#     services hold the transactions.
#  5. A feature owns its tables (issue 40): only its own files include its *_repository.h; another
#     feature calls its *_service.h functions, which take the caller's transaction. The composition
#     root and the tools (app, seed) are the only exceptions: the office's read-only views (admin,
#     exports) read through each feature's read functions, and privacy erases through its service. No
#     header includes another feature's repository (it would hand it on to whoever includes the header).
#  6. Our own headers are included as "folder/file.h": never in angle brackets (which hide them from
#     rules 2 to 5) nor through "../".
#  7. SQL keywords in capitals (rule 1 reads them so), lowercase statements fail anywhere.
# Usage: scripts/check-layout.sh [server/src directory]; exits 1 and lists each violation.
set -euo pipefail

src="${1:-$(dirname "$0")/../server/src}"
cd "$src"

# Model headers: a feature's plain types that other features pass around; and the clients of outside
# services that a feature offers (Stripe's, for the checkout; the bank's file, for the reconciliation).
PUBLIC_MODELS=" auth/user.h auth/guards.h bookings/booking.h bookings/booking_status.h bookings/booking_labels.h
  certificates/certificate.h
  schedule/session.h courses/course.h content/about.h learning/learning.h bug_reports/bug_report.h
  payments/taxes.h payments/payment_deadline.h payments/payment_method.h documents/document.h payments/refund.h
  payments/stripe_client.h payments/stripe_signature.h payments/bank_statement.h bookings/admin_booking_filter.h
  consents/consent.h instructors/instructor.h instructors/availability.h rosters/roster.h backups/backup_run.h
  training/training.h "

# The layers, highest first: the entry point, the composition root and command-line tools, views over
# several features, the money around a booking, the features, then what every feature may use.
LAYERS=(
  "main.cpp"
  "app seed"
  "admin exports seo health system"
  "backups"
  "privacy"
  "training"
  "companies"
  "checkout"
  "rosters"
  "learning"
  "bookings certificates"
  "waitlist"
  "schedule documents promotions"
  "payments courses content uploads bug_reports instructors"
  "auth"
  "mail figures consents audit"
  "core"
  "db"
  "http"
  "common"
)
FEATURES=" admin audit auth backups bookings instructors rosters promotions waitlist consents bug_reports certificates checkout companies content courses documents exports health privacy
  learning payments schedule seo system training uploads "

# Each folder's layer index, read once (the loops below run for every include: no subshells there).
declare -A LAYER_OF
for i in "${!LAYERS[@]}"; do
  for folder in ${LAYERS[$i]}; do LAYER_OF[$folder]=$i; done
done
layer_of() {  # $1: a folder (or main.cpp); prints its layer's index, nothing when it has none
  [[ -n "${LAYER_OF[$1]+set}" ]] && echo "${LAYER_OF[$1]}"
  return 0
}
FEATURES=" $(echo $FEATURES) "
PUBLIC_MODELS=" $(echo $PUBLIC_MODELS) "

# An include as grep -n prints it, "bookings/x.cpp:12:#include \"db/row.h\"", into file, lineno, included,
# from (the including file's folder) and to (the included file's): globals, since the loops below call it for
# every include (no subshells).
read_include() {
  file="${1%%:*}"
  local rest="${1#*:}"
  lineno="${rest%%:*}"
  included="${rest#*#include \"}"
  included="${included%%\"*}"
  from="${file%%/*}"
  to="${included%%/*}"
}

failures=0
fail() {
  echo "check-layout: $1"
  failures=$((failures + 1))
}

# 1. SQL: a string literal that starts a statement (not a route table's "DELETE /path"), or a statement sent through SOCI.
while IFS= read -r hit; do
  fail "SQL outside a repository: $hit"
done < <(grep -rnE '"(SELECT|INSERT|UPDATE|DELETE|WITH|SAVEPOINT|RELEASE|ROLLBACK|CREATE|ALTER|DROP|PRAGMA) [^/]|(sql|sql\(\)|prepare) <<' \
  --include='*.cpp' --include='*.h' . |
  sed 's#^\./##' | grep -vE '^[^:]*_repository\.cpp:|^(db|seed)/' || true)

# Every folder has its layer.
for folder in */; do
  folder="${folder%/}"
  [ -n "$(layer_of "$folder")" ] || fail "server/src/$folder is in no layer: add it to LAYERS"
done

# 2 and 3. Includes across folders.
is_public() {  # $1: included path, e.g. bookings/booking_service.h
  local path="$1" feature="${1%%/*}"
  [[ "$FEATURES" == *" $feature "* ]] || [[ "$feature" == mail ]] || return 0
  if [[ "$feature" == mail ]]; then
    [[ "$path" == mail/mail.h || "$path" == mail/*_repository.h || "$path" == mail/layout.h ||
      "$path" == mail/calendar.h || "$path" == mail/outbox_service.h ]]
    return
  fi
  [[ "$path" == *_service.h || "$path" == *_repository.h || "$path" == *_json.h ]] && return 0
  [[ "$PUBLIC_MODELS" == *" $path "* ]]
}

while IFS= read -r line; do
  read_include "$line"
  [[ "$included" == */* ]] || continue
  [[ "$from" == "$to" ]] && continue
  [[ -e "$included" ]] || continue  # not one of ours
  from_layer="${LAYER_OF[$from]-}"
  to_layer="${LAYER_OF[$to]-}"
  if [[ -n "$from_layer" && -n "$to_layer" && "$to_layer" -le "$from_layer" ]]; then
    fail "$file:$lineno: includes $included, of a layer that is not below its own (${LAYERS[$from_layer]} -> ${LAYERS[$to_layer]})"
    continue
  fi
  case "$from" in main.cpp | app | seed) continue ;; esac  # the composition root and the tools
  is_public "$included" || fail "$file:$lineno: includes another feature's internals: $included"
done < <(grep -rnE '^#include "' --include='*.cpp' --include='*.h' --include='*.in' . | sed 's#^\./##')

# 5. Another feature's repository: only from the composition root and the tools, and never from a header.
while IFS= read -r line; do
  read_include "$line"
  [[ "$from" == "$to" ]] && continue
  if [[ "$file" == *.h ]]; then
    fail "$file: a header includes another feature's repository (its includers would get it too): $included"
    continue
  fi
  [[ "$to" == mail ]] && continue  # mail's outbox is public (rule 2): the one infrastructure with rows
  case "$from" in main.cpp | app | seed) continue ;; esac
  fail "$file: includes another feature's repository, $included: call that feature's service instead"
done < <(grep -rnE '^#include "[a-z_]+/[a-z_]*_repository\.h"' --include='*.cpp' --include='*.h' . | sed 's#^\./##')

# 6. Includes of our own headers in angle brackets or through "../".
while IFS= read -r hit; do
  fail "include our headers as \"folder/file.h\": $hit"
done < <( (grep -rnE '^#include <[a-z_]+/[^>]+>' --include='*.cpp' --include='*.h' . | while IFS= read -r l; do
  h="$(sed -E 's/.*#include <([^>]+)>.*/\1/' <<<"$l")"
  [[ -e "$h" ]] && echo "$l"
done
  grep -rnE '^#include "\.\./' --include='*.cpp' --include='*.h' . ) | sed 's#^\./##' || true)

# 7. Lowercase SQL.
while IFS= read -r hit; do
  fail "SQL keywords in capitals: $hit"
done < <(grep -rnE '"[[:space:]]*(select[[:space:]].*[[:space:]]from|insert[[:space:]]+into|update[[:space:]]+[a-z_]+[[:space:]]+set|delete[[:space:]]+from)[[:space:]]' \
  --include='*.cpp' --include='*.h' . | sed 's#^\./##' || true)

# 4. Routes: no repository, transaction or database.
while IFS= read -r hit; do
  fail "a route reaches the database instead of its service: $hit"
done < <(grep -rnE '#include "[^"]*(_repository\.h|db/transaction\.h|db/database\.h)"|db::(Transaction|connection)' \
  --include='*_routes.cpp' --include='*_routes.h' . | sed 's#^\./##' || true)

if ((failures > 0)); then
  echo "check-layout: $failures violation(s); see docs/decisions/016-where-server-code-goes.md and 034-layers.md"
  exit 1
fi
echo "check-layout: ok"
