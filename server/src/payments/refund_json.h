#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "payments/refund.h"

namespace secours::payments {

// [{id, amountCents, method, status, reason, note, failureMessage, createdAt, completedAt,
// creditNoteNumber}], as a booking lists its refunds (see BookingRefund in api/openapi.yaml).
nlohmann::json refunds_json(const std::vector<Refund>& refunds);

}  // namespace secours::payments
