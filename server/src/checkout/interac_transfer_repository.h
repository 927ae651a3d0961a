#pragma once

#include <optional>
#include <string>

#include "db/session_fwd.h"

namespace secours::checkout::interac_transfers {

// A line of a bank's file, recorded against the booking it paid (migration V015).
struct Transfer {
  std::string line_key;
  long long booking_id = 0;
  std::string bank;
  std::string received_on;
  long long amount_cents = 0;
  std::string memo;
};

// The booking a line of a bank's file was recorded for; nullopt when it was not.
std::optional<long long> recorded_for(soci::session& sql, const std::string& line_key);
// false when that line was recorded already (by another upload, or another instance meanwhile).
bool record(soci::session& sql, const Transfer& transfer, long long admin_id, long long now);

}  // namespace secours::checkout::interac_transfers
