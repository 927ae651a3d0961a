#pragma once

#include <string>

namespace secours::bookings {

struct CalendarEvent {
  std::string uid;  // stable per booking, so a calendar updates the event instead of duplicating it
  long long stamp = 0;
  long long starts_at = 0;
  long long ends_at = 0;
  std::string summary, location, description;
};

// An RFC 5545 calendar holding one event: UTC times, escaped texts, lines folded at 75 octets and
// ended with CRLF, as calendar programs require.
std::string calendar_file(const CalendarEvent& event);

}  // namespace secours::bookings
