#pragma once

#include <functional>
#include <map>
#include <string>

#include "core/context.h"
#include "db/session_fwd.h"

namespace secours::figures {

// Figures of the whole history too costly to count on each request at scale (decision 041): the
// overview's counts, each course's students. A set of them is counted by a function of the caller's
// feature and kept in the database; pages read the kept set while it is fresh, and a background task
// counts it again every config.figures_refresh_seconds. With 0, every read counts (no keeping).
using Figures = std::map<std::string, long long>;
using Count = std::function<Figures(soci::session& sql, long long now)>;

// The set's figures: the kept ones when counted less than five refresh periods ago (the background
// task keeps them younger than one), else counted now and kept.
Figures read(core::Context& context, const std::string& set, const Count& count);

// Counts the set again and keeps it, unless another instance did less than a refresh period ago:
// the background task's work, so that pages never wait for a count.
void refresh(core::Context& context, const std::string& set, const Count& count);

}  // namespace secours::figures
