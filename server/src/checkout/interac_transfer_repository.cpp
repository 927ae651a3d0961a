#include "checkout/interac_transfer_repository.h"

#include <soci/soci.h>

#include "db/statements.h"

namespace secours::checkout::interac_transfers {

std::optional<long long> recorded_for(soci::session& sql, const std::string& line_key) {
  const auto ids =
      db::select_integers(sql, "SELECT booking_id FROM interac_transfers WHERE line_key = :k", line_key);
  if (ids.empty()) return std::nullopt;
  return ids.front();
}

bool record(soci::session& sql, const Transfer& transfer, long long admin_id, long long now) {
  const char* const query =
      "INSERT INTO interac_transfers (line_key, booking_id, bank, received_on, amount_cents, memo, "
      "recorded_at, "
      "recorded_by) VALUES (:k, :b, :bank, :on, :amount, :memo, :at, :by) ON CONFLICT (line_key) DO NOTHING";
  return db::changed_one_row(sql, query, transfer.line_key, transfer.booking_id, transfer.bank,
                             transfer.received_on, transfer.amount_cents, transfer.memo, now, admin_id);
}

}  // namespace secours::checkout::interac_transfers
