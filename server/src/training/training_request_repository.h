#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/paging.h"
#include "db/session_fwd.h"
#include "training/training.h"

namespace secours::training::request_rows {

// SQL for training requests; every function takes the caller's session (and so its transaction).

long long insert(soci::session& sql, const TrainingRequest& request);
std::optional<TrainingRequest> find(soci::session& sql, long long id);
// One page newest first, with one more row when a next page exists; `quoted`: those with a quote (true),
// without (false), all (nullopt).
std::vector<TrainingRequest> page(soci::session& sql, std::optional<bool> quoted, const PageRequest& page);
// The requests of `user_id`, or sent with `address` (any case; empty: none by address), oldest first.
std::vector<TrainingRequest> of_person(soci::session& sql, long long user_id, const std::string& address);
// The requests of `user_id` or sent with `address` (any case) no longer name their sender.
void forget_person(soci::session& sql, long long user_id, const std::string& address,
                   const std::string& replacement);

}  // namespace secours::training::request_rows
