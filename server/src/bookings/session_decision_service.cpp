#include "bookings/session_decision_service.h"

#include <spdlog/spdlog.h>

#include "bookings/booking_mails.h"
#include "bookings/booking_repository.h"
#include "bookings/session_cancellation_service.h"
#include "db/transaction.h"
#include "schedule/session_service.h"

namespace secours::bookings {

namespace {

constexpr int batch = 20;

// One session's decision in its own transaction; false when another instance took it first.
bool decide(core::Context& context, long long session_id, long long now) {
  db::Transaction tx(context.database);
  auto& sql = tx.sql();
  lock_session_bookings(sql, session_id);  // before the session's row, as the office's cancellation
  const auto session = schedule::lock_session(sql, session_id);
  if (!session || session->status != schedule::SessionStatus::scheduled ||
      session->decision != schedule::SessionDecision::pending)
    return false;
  const bool enough = session->seats_taken >= session->minimum_seats;
  const auto decision = enough ? schedule::SessionDecision::confirmed : schedule::SessionDecision::cancelled;
  if (!schedule::record_decision(sql, session_id, decision, now)) return false;
  if (enough) {
    for (const auto& booking : booking_rows::active_for_session(sql, session_id))
      BookingMails(sql, context.config, now).session_confirmed(booking);
  } else {
    cancel_session_and_bookings(sql, context.config, session_id, 0, now);
  }
  tx.commit();
  spdlog::info("session {} {} at its decision time ({} of at least {} seats)", session_id,
               enough ? "confirmed" : "cancelled", session->seats_taken, session->minimum_seats);
  return true;
}

}  // namespace

int decide_minimum_enrolment(core::Context& context) {
  const long long now = context.clock.now();
  std::vector<long long> due;
  {
    auto sql = db::connection(context.database);
    due = schedule::due_decisions(*sql, now, batch);
  }
  int decided = 0;
  for (const long long id : due) decided += decide(context, id, now) ? 1 : 0;
  return decided;
}

}  // namespace secours::bookings
