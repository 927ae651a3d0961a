#include "payments/refund_json.h"

#include "common/time_format.h"

namespace secours::payments {

nlohmann::json refunds_json(const std::vector<Refund>& refunds) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& refund : refunds) {
    list.push_back(
        {{"id", refund.id},
         {"amountCents", refund.amount_cents},
         {"method", payment_method_names(refund.method)},
         {"status", refund_status_names(refund.status)},
         {"reason", refund.reason},
         {"note", refund.note},
         {"failureMessage",
          refund.failure_message.empty() ? nlohmann::json(nullptr) : nlohmann::json(refund.failure_message)},
         {"createdAt", iso8601(refund.created_at)},
         {"completedAt",
          refund.completed_at ? nlohmann::json(iso8601(refund.completed_at)) : nlohmann::json(nullptr)},
         {"creditNoteNumber", refund.credit_note_number.empty()
                                  ? nlohmann::json(nullptr)
                                  : nlohmann::json(refund.credit_note_number)}});
  }
  return list;
}

}  // namespace secours::payments
