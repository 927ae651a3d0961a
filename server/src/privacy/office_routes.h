#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::privacy {

// The office's duties under Law 25 (admins only): who consented and when, the register of confidentiality
// incidents, and the audit trail of who viewed, exported, changed or erased a person's data.
void register_office_routes(http::Router& router, core::Context& context);

}  // namespace secours::privacy
