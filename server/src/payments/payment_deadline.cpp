#include "payments/payment_deadline.h"

#include "common/quebec_time.h"

namespace secours::payments {

namespace {

// Working days before the first day: cash needs a visit to the office during its hours, an e-Transfer a
// match in the office's reconciliation (decision 058).
constexpr int cash_notice_working_days = 5;
constexpr int interac_notice_working_days = 2;

}  // namespace

std::string offline_payment_deadline(PaymentMethod method, const std::string& first_day) {
  if (method == PaymentMethod::cash) return working_days_before(first_day, cash_notice_working_days);
  if (method == PaymentMethod::interac) return working_days_before(first_day, interac_notice_working_days);
  return "";
}

bool past_payment_deadline(PaymentMethod method, const std::string& first_day, const std::string& today) {
  const auto deadline = offline_payment_deadline(method, first_day);
  return !deadline.empty() && today > deadline;
}

PaymentDue payment_due(PaymentMethod method, const std::string& first_day, const std::string& today) {
  const auto deadline = offline_payment_deadline(method, first_day);
  if (deadline.empty()) return {};
  return {deadline, today > deadline};
}

}  // namespace secours::payments
