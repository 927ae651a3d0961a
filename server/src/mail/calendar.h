#pragma once

#include <string>
#include <vector>

#include "common/enum_names.h"

namespace secours::mail {

// PUBLISH: the first copy; REQUEST: a change to it (same uid, higher sequence); CANCEL: removes it.
enum class CalendarMethod { publish, request, cancel };
inline constexpr EnumNames<CalendarMethod, 3> calendar_method_names{{"PUBLISH", "REQUEST", "CANCEL"}};

struct CalendarEvent {
  CalendarMethod method = CalendarMethod::publish;
  std::string uid;  // stable per booking, so a calendar updates the event instead of duplicating it
  int sequence = 0;
  long long stamp = 0;
  // One event a day (a session over several days, issue 41), each with its own UID: uid, then uid-2, …
  struct Day {
    long long starts_at = 0;
    long long ends_at = 0;
  };
  std::vector<Day> days;
  std::string summary, location, description;
  // REQUEST and CANCEL are iTIP messages, which name the organizer (the office) and the attendee (the
  // customer, who already accepted: no reply is asked for).
  std::string organizer_name, organizer_email;
  std::string attendee_name, attendee_email;
};

// An RFC 5545 calendar holding one event a day: UTC times, escaped texts, lines folded at 75 octets and
// ended with CRLF, as calendar programs require.
std::string calendar_file(const CalendarEvent& event);

}  // namespace secours::mail
