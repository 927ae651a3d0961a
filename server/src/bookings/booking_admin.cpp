// The admin's side of BookingService (declared in booking_service.h).
#include <algorithm>
#include <stdexcept>

#include "bookings/booking_documents.h"
#include "bookings/booking_mails.h"
#include "bookings/booking_repository.h"
#include "bookings/booking_service.h"
#include "bookings/booking_transitions.h"
#include "bookings/seats.h"
#include "bookings/tally_repository.h"
#include "common/errors.h"
#include "core/paging.h"
#include "db/transaction.h"

namespace secours::bookings {

namespace {

[[noreturn]] void not_found() { throw errors::NotFound("not-found", "No such booking."); }

// The booking, its row locked until the transaction ends: what the office decides on is the row as it is
// now (a move or a payment racing the decision waits, or has committed and is seen).
Booking locked_booking(soci::session& sql, long long id) {
  auto booking = booking_rows::find_locked(sql, id);
  if (!booking) not_found();
  return std::move(*booking);
}

// The counts' total adds up exact counts only: a count that reached the limit is a lower bound.
std::optional<long long> total_of(const AdminBookings& result) {
  long long total = 0;
  for (const auto& [name, count] : result.counts) {
    if (!count || (!result.exact && *count >= AdminBookings::count_limit)) return std::nullopt;
    total += *count;
  }
  return total;
}

}  // namespace

AdminBookings BookingService::admin_list(const AdminBookingFilter& filter, const PageRequest& page) {
  auto sql = db::connection(context_.database);
  AdminBookings result;
  const auto plan = booking_rows::plan_admin_list(*sql, filter);
  result.bookings = booking_rows::admin_page(*sql, plan, page);
  result.next_cursor = core::finish_page(result.bookings, page, core::by_created_at);
  if (page.after) return result;
  result.counted = true;
  if (filter.only_status()) {
    const auto tallies = booking_rows::tallies(*sql);
    auto tally_of = [&tallies](std::string_view name) {
      auto found = tallies.find(std::string(name));
      return found == tallies.end() ? 0 : found->second;
    };
    for (const auto& name : booking_status_names.all()) result.counts[std::string(name)] = tally_of(name);
    result.refund_needed = tally_of(booking_rows::refund_needed_tally);
    result.exact = true;
  } else {
    result.counts = booking_rows::count_by_status(*sql, plan, AdminBookings::count_limit);
    result.refund_needed = booking_rows::count_refund_needed(*sql, plan, AdminBookings::count_limit);
  }
  result.total = total_of(result);
  return result;
}

Booking BookingService::decide(long long id, BookingStatus decision, long long admin_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  const auto booking = locked_booking(sql, id);
  if (!booking_rows::change_status(sql, id, BookingStatus::pending, decision, now)) {
    throw errors::Conflict("invalid-transition", "Only a pending booking can be approved or rejected.");
  }
  booking_rows::add_event(sql, id, admin_id, booking_status_names.text(decision), "", now);
  if (decision == BookingStatus::rejected) {
    release_seat(sql, booking);
    // Paid and now without a seat: listed first for the office until the money goes back (decision 014).
    if (booking.payment_status == PaymentStatus::paid) flag_paid_without_seat(sql, booking, now);
  } else {
    booking_rows::enroll(sql, id, now);
  }
  auto updated = booking_rows::find(sql, id);
  BookingMails(sql, context_.config, now).decision(*updated);
  tx.commit();
  return *updated;
}

Booking BookingService::mark_paid(long long id, long long admin_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  // The receipt is drawn from the row as it is now (a move racing this waits or is seen).
  auto updated = record_manual_payment(sql, context_.config, locked_booking(sql, id), admin_id, now);
  context_.on_seat_paid(sql, id, now);  // a signed roster's certificate (issue 41)
  return tx.commit(std::move(updated));
}

Booking BookingService::apply(long long id, const AdminChange& change, long long admin_id) {
  switch (change.kind) {
    case AdminChange::payment_received:
      return mark_paid(id, admin_id);
    case AdminChange::refund_handled:
      return refund_handled(id, change.note, admin_id);
    case AdminChange::approve:
      return decide(id, BookingStatus::approved, admin_id);
    case AdminChange::reject:
      return decide(id, BookingStatus::rejected, admin_id);
    case AdminChange::none:
      break;
  }
  throw std::logic_error("no change to apply");
}

std::vector<BulkOutcome> BookingService::apply_to_each(const BulkChange& bulk, long long admin_id) {
  std::vector<BulkOutcome> outcomes;
  for (long long id : bulk.booking_ids) {
    BulkOutcome outcome{id, "", 0, ""};
    try {
      auto changed = apply(id, bulk.change, admin_id);
      outcome.user_id = changed.user_id;
      outcome.email = changed.email;
    } catch (const errors::NotFound& refused) {
      outcome.error = refused.code();
    } catch (const errors::Conflict& refused) {
      outcome.error = refused.code();
    }
    outcomes.push_back(std::move(outcome));
  }
  return outcomes;
}

Booking BookingService::refund_handled(long long id, const std::string& note, long long admin_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  if (!booking_rows::find(sql, id)) not_found();
  if (!booking_rows::set_refund_needed(sql, id, false, now)) {
    throw errors::Conflict("invalid-transition", "This booking is not waiting for a refund.");
  }
  booking_rows::add_event(sql, id, admin_id, "refund-handled", note, now);
  auto updated = booking_rows::find(sql, id);
  tx.commit();
  return *updated;
}

}  // namespace secours::bookings
