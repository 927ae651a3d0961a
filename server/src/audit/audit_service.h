#pragma once

#include <string>

#include "audit/audit_repository.h"
#include "core/context.h"
#include "core/paging.h"
#include "db/session_fwd.h"
#include "http/request.h"

namespace secours::audit {

// Records in its own transaction what the office just read, exported or changed, once it succeeded.
void record(core::Context& context, const Actor& actor, Action action, const Subject& subject,
            const std::string& detail);

// The same inside the caller's transaction: an erasure is recorded inside its own, once the person's
// address is gone from the trail.
void record(soci::session& sql, const Actor& actor, Action action, const Subject& subject,
            const std::string& detail, long long now);

// The same, the detail being the request (method and target, cut at 500 bytes).
void record(core::Context& context, const Actor& actor, Action action, const Subject& subject,
            const http::Request& request);

// One page of the trail, newest first; one person's entries when `email` is given.
core::Page<Entry> page(core::Context& context, const std::string& email, const PageRequest& page);

// A person's data (privacy/: an erasure, the retention, an export), inside the caller's transaction.
// The trail forgets who this person was (their id and address in its entries).
void forget_subject(soci::session& sql, long long user_id, const std::string& email);
// Retention: entries older than `before`; how many.
long long remove_entries_before(soci::session& sql, long long before);

}  // namespace secours::audit
