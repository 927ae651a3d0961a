#pragma once

#include "core/config.h"

namespace soci {
class session;
}

namespace secours::companies {

// Inside the caller's transaction, once money or a credit reached the invoice: paid in full, it becomes
// paid with its receipt's number (the receipts' series), its seats are marked paid, and the receipt is
// mailed. Nothing when a balance remains. `by`: the admin who recorded the last change (0: a manager).
void settle_if_paid(soci::session& sql, const core::Config& config, long long invoice_id, long long by,
                    long long now);

}  // namespace secours::companies
