#include "bookings/session_reminder_service.h"

#include "bookings/booking_mail_templates.h"
#include "bookings/booking_repository.h"
#include "bookings/change_window.h"
#include "bookings/reminder_repository.h"
#include "bookings/session_days.h"
#include "common/crypto.h"
#include "common/localized.h"
#include "common/quebec_time.h"
#include "db/transaction.h"
#include "mail/mail.h"

namespace secours::bookings {

namespace {

constexpr int reminders_per_batch = 200;
constexpr long long day_seconds = 86400;

}  // namespace

int send_session_reminders(core::Context& context) {
  const auto& config = context.config;
  if (config.reminder_days_before == 0) return 0;
  const long long now = context.clock.now();
  const long long window = config.reminder_days_before * day_seconds;
  int sent = 0;
  for (;;) {
    std::vector<long long> due;
    {
      auto sql = db::connection(context.database);
      due = reminder_rows::due(*sql, now, now + window, window, reminders_per_batch);
    }
    int queued = 0;
    for (long long id : due) {
      db::Transaction tx(context.database);
      auto& sql = tx.sql();
      // Read again under its lock: cancelled or moved since the list was read, it is left for the next run.
      auto booking = booking_rows::find_locked(sql, id);
      if (!booking || !booking->seat_held || booking->session_id == 0 ||
          (booking->status != BookingStatus::pending && booking->status != BookingStatus::approved) ||
          booking->session_status != schedule::SessionStatus::scheduled) {
        continue;
      }
      // The insert decides which instance sends it; the mail is queued in the same transaction.
      if (!reminder_rows::claim(sql, booking->id, booking->session_id, now)) continue;
      ReminderDetails details;
      details.today = quebec_date(now);
      const auto [bring_fr, bring_en] = reminder_rows::what_to_bring(sql, booking->course_id);
      details.what_to_bring = localized(booking->language, bring_fr, bring_en);
      details.calendar_sequence = booking_rows::count_events(sql, booking->id, "moved");
      if (booking->team_booking_id != 0) {
        details.company_name = reminder_rows::team_company_name(sql, booking->team_booking_id);
      } else {
        const std::string token = crypto::random_token();
        reminder_rows::set_token(sql, booking->id, crypto::sha256_hex(token));
        details.manage_url =
            config.public_url + "/bookingsuccess?booking=" + std::to_string(booking->id) + "&token=" + token;
        const auto window_now = change_window(*booking, now, config.cancellation_deadline_hours);
        if (window_now.cancellable) details.change_deadline = window_now.deadline;
      }
      mail::enqueue(
          sql, session_reminder_mail(with_session_days(sql, *booking), mail::company_of(config), details),
          now);
      tx.commit();
      ++queued;
    }
    sent += queued;
    // A full batch may hide more behind it; a batch of only skipped bookings ends the run.
    if (due.size() < static_cast<std::size_t>(reminders_per_batch) || queued == 0) break;
  }
  return sent;
}

}  // namespace secours::bookings
