#include "bookings/session_days.h"

#include "schedule/session_service.h"

namespace secours::bookings {

void read_session_days(soci::session& sql, std::vector<Booking>& bookings) {
  std::vector<long long> ids;
  for (const auto& booking : bookings)
    if (booking.session_id != 0 && booking.session_days.empty()) ids.push_back(booking.session_id);
  if (ids.empty()) return;
  const auto days = schedule::session_days(sql, ids);
  for (auto& booking : bookings) {
    auto found = days.find(booking.session_id);
    if (found != days.end() && booking.session_days.empty()) booking.session_days = found->second;
  }
}

Booking with_session_days(soci::session& sql, Booking booking) {
  std::vector<Booking> one{std::move(booking)};
  read_session_days(sql, one);
  auto& read = one.front();
  if (read.session_id != 0) {
    const auto session = schedule::find_session(sql, read.session_id);
    if (session && session->minimum_seats > 0 && session->decision == schedule::SessionDecision::pending) {
      read.session_decision_at = session->decision_at();
      read.session_minimum_seats = session->minimum_seats;
    }
  }
  return std::move(read);
}

}  // namespace secours::bookings
