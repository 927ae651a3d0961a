#pragma once

#include <map>
#include <optional>
#include <string>

#include "db/session_fwd.h"

namespace secours::figures::figure_rows {

struct KeptSet {
  std::map<std::string, long long> values;
  long long computed_at = 0;  // the oldest of its figures
};

// The kept figures of a set; nullopt when none is kept.
std::optional<KeptSet> kept(soci::session& sql, const std::string& set);
// Keeps the set's figures, computed at `now`, in place of the ones kept before (another instance may
// keep the same set at the same moment: the last one stays, both counted from the same history).
void keep(soci::session& sql, const std::string& set, const std::map<std::string, long long>& values,
          long long now);

}  // namespace secours::figures::figure_rows
