#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::waitlist {

// Joining a full session's waiting list and the person's place (with the mailed token); the office's
// list of each session, with offer, skip and remove.
void register_routes(http::Router& router, core::Context& context);

}  // namespace secours::waitlist
