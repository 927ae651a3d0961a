#include "checkout/interac_reconciliation.h"

#include <map>
#include <set>

#include "bookings/booking_record_service.h"
#include "checkout/interac_transfer_repository.h"
#include "common/crypto.h"
#include "common/errors.h"
#include "db/transaction.h"

namespace secours::checkout {

namespace {

payments::BankStatement read(std::string_view csv) {
  try {
    return payments::read_bank_statement(csv);
  } catch (const payments::BankFileError& error) {
    errors::HttpError::Fields fields{{"file", error.reason}};
    if (error.line > 0) fields["line"] = std::to_string(error.line);
    throw errors::ValidationError(fields);
  }
}

// The line's identity: the same transfer in the same file gives the same key, and two identical lines
// of one file (two payments of one amount on one day with one memo) differ by their rank.
std::string line_key(const std::string& bank, const payments::BankCredit& credit, int rank) {
  return crypto::sha256_hex(bank + "\n" + credit.date + "\n" + std::to_string(credit.amount_cents) + "\n" +
                            credit.memo + "\n" + std::to_string(rank));
}

}  // namespace

Reconciliation InteracReconciliation::preview(std::string_view csv) { return run(csv, false, 0); }

Reconciliation InteracReconciliation::apply(std::string_view csv, long long admin_id) {
  return run(csv, true, admin_id);
}

Reconciliation InteracReconciliation::run(std::string_view csv, bool record, long long admin_id) {
  const auto statement = read(csv);
  const long long now = context_.clock.now();
  Reconciliation result;
  result.bank = statement.bank;
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  std::map<std::string, int> seen;   // identical lines so far
  std::set<long long> paid_in_file;  // bookings this file pays already
  for (const auto& credit : statement.credits) {
    TransferLine line;
    line.credit = credit;
    line.code = payments::interac_code_in(credit.memo);
    const std::string base = credit.date + "\n" + std::to_string(credit.amount_cents) + "\n" + credit.memo;
    const auto key = line_key(statement.bank, credit, seen[base]++);
    if (auto recorded = interac_transfers::recorded_for(sql, key)) {
      line.outcome = TransferOutcome::already_recorded;
      line.booking = bookings::find_booking(sql, *recorded);  // which booking it paid, for the office
    } else if (line.code == 0) {
      line.outcome = TransferOutcome::no_code;
    } else if (auto booking = bookings::find_by_interac_code(sql, line.code); !booking) {
      line.outcome = TransferOutcome::unknown_code;
    } else {
      // Locked before it is decided on when recording: a payment by hand racing this one waits.
      if (record) booking = bookings::lock_booking(sql, booking->id);
      line.booking = booking;
      if (booking->payment_status != bookings::PaymentStatus::awaiting_payment ||
          paid_in_file.count(booking->id)) {
        line.outcome = TransferOutcome::already_paid;
      } else if (booking->amounts.total_cents != credit.amount_cents) {
        line.outcome = TransferOutcome::amount_differs;
      } else {
        line.outcome = TransferOutcome::matched;
        paid_in_file.insert(booking->id);
        if (record &&
            interac_transfers::record(
                sql, {key, booking->id, statement.bank, credit.date, credit.amount_cents, credit.memo},
                admin_id, now)) {
          line.booking = bookings::record_payment_received(sql, context_.config, *booking, admin_id, now);
          context_.on_seat_paid(sql, booking->id, now);  // a signed roster's certificate
          line.outcome = TransferOutcome::recorded;
        } else if (record) {
          line.outcome = TransferOutcome::already_recorded;  // another upload recorded it meanwhile
        }
      }
    }
    result.lines.push_back(std::move(line));
  }
  if (record) tx.commit();
  return result;
}

}  // namespace secours::checkout
