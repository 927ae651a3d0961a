#pragma once

#include <string>

#include "audit/audit_repository.h"
#include "core/context.h"
#include "core/paging.h"
#include "http/request.h"

namespace secours::audit {

// Records in its own transaction what the office just read, exported or changed, once it succeeded (an
// erasure is recorded inside its own transaction, through audit_rows::insert: the person's address is
// gone after it).
void record(core::Context& context, const Actor& actor, Action action, const Subject& subject,
            const std::string& detail);

// The same, the detail being the request (method and target, cut at 500 bytes).
void record(core::Context& context, const Actor& actor, Action action, const Subject& subject,
            const http::Request& request);

// One page of the trail, newest first; one person's entries when `email` is given.
core::Page<Entry> page(core::Context& context, const std::string& email, const PageRequest& page);

}  // namespace secours::audit
