#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bookings/booking.h"
#include "common/enum_names.h"
#include "core/context.h"
#include "payments/bank_statement.h"

namespace secours::checkout {

// What becomes of one credit of the bank's file.
enum class TransferOutcome {
  matched,           // an unpaid Interac booking with this code and this amount: will be recorded paid
  recorded,          // matched, and recorded by this upload
  amount_differs,    // the code's booking costs another amount: the office looks into it
  unknown_code,      // a 7-digit code no booking carries
  no_code,           // no 7-digit code in the memo (another kind of credit)
  already_paid,      // the code's booking is paid (by another line, card or by hand)
  already_recorded,  // this very line was recorded by an earlier upload
};
inline constexpr EnumNames<TransferOutcome, 7> transfer_outcome_names{
    {"matched", "recorded", "amount-differs", "unknown-code", "no-code", "already-paid", "already-recorded"}};

struct TransferLine {
  payments::BankCredit credit;
  long long code = 0;
  TransferOutcome outcome = TransferOutcome::no_code;
  std::optional<bookings::Booking> booking;
};

struct Reconciliation {
  std::string bank;
  std::vector<TransferLine> lines;
};

// The office's Interac reconciliation from a bank's CSV export (issue 25, decision 037).
class InteracReconciliation {
 public:
  explicit InteracReconciliation(core::Context& context) : context_(context) {}
  // What the file would do, changing nothing. ValidationError (fields.file, fields.line) for a file
  // that cannot be read.
  Reconciliation preview(std::string_view csv);
  // Records every matched line in one transaction: each booking paid, its receipt issued and mailed,
  // the line kept so that it is never used twice. Nothing is recorded when any step fails.
  Reconciliation apply(std::string_view csv, long long admin_id);

 private:
  Reconciliation run(std::string_view csv, bool record, long long admin_id);
  core::Context& context_;
};

}  // namespace secours::checkout
