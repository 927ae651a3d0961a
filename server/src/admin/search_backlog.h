#pragma once

#include "core/context.h"

namespace secours::admin {

// Writes the search words of bookings and accounts older than the search index (migration V014), a
// batch per transaction; several instances share the backlog without doing a row twice. Returns how
// many rows it took (0 once the backlog is empty: each later call costs two empty reads).
int index_search_backlog(core::Context& context, int batch = 500);

}  // namespace secours::admin
