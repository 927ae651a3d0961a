#include "schedule/session_input.h"

#include <string>

#include "common/quebec_time.h"
#include "common/time_format.h"
#include "common/validation.h"

namespace secours::schedule {

namespace {

constexpr int max_capacity = 10000;
// A course given over more than two weeks of days is a programme, not a session.
constexpr std::size_t max_days = 14;

bool is_clock(const http::Json& day, const char* name) {
  return day.contains(name) && day[name].is_string() && clock_minutes(day[name].get<std::string>());
}

long long read_time(validation::Input& input, const http::Json& body, const char* name) {
  if (!input.has(name)) {
    input.fail(name, "required");
    return 0;
  }
  auto parsed = body[name].is_string() ? parse_iso8601(body[name].get<std::string>()) : std::nullopt;
  if (!parsed) input.fail(name, "invalid-date-time");
  return parsed.value_or(0);
}

// One of a day's times: "HH:MM" on `date`, or a date-time with its offset that falls on `date`.
std::optional<long long> day_time(validation::Input& input, const http::Json& day, const std::string& prefix,
                                  const char* name, const std::string& date) {
  const std::string field = prefix + name;
  if (!day.contains(name) || day[name].is_null()) {
    input.fail(field, "required");
    return std::nullopt;
  }
  if (!day[name].is_string()) {
    input.fail(field, "invalid-date-time");
    return std::nullopt;
  }
  const auto text = day[name].get<std::string>();
  if (auto minutes = clock_minutes(text)) {
    if (date.empty()) return std::nullopt;  // the date's own reason is given
    return montreal_wall_time(date, *minutes);
  }
  auto parsed = parse_iso8601(text);
  if (!parsed) {
    input.fail(field, "invalid-date-time");
  } else if (!date.empty() && quebec_date(*parsed) != date) {
    input.fail(field, "not-on-date");
    return std::nullopt;
  }
  return parsed;
}

std::vector<SessionDay> read_days(validation::Input& input, const http::Json& body) {
  std::vector<SessionDay> days;
  const auto& list = body["days"];
  if (!list.is_array()) {
    input.fail("days", "invalid-list");
    return days;
  }
  if (list.empty()) input.fail("days", "required");
  if (list.size() > max_days) input.fail("days", "too-many");
  if (input.failed("days")) return days;
  bool complete = true;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string prefix = "days[" + std::to_string(i) + "].";
    const auto& day = list[i];
    if (!day.is_object()) {
      input.fail("days[" + std::to_string(i) + "]", "invalid-type");
      complete = false;
      continue;
    }
    std::string date;
    if (day.contains("date") && !day["date"].is_null()) {
      date = day["date"].is_string() ? day["date"].get<std::string>() : "";
      if (!is_iso_date(date)) {
        input.fail(prefix + "date", "invalid-date");
        date.clear();
      }
    }
    auto starts = day_time(input, day, prefix, "startsAt", date);
    auto ends = day_time(input, day, prefix, "endsAt", date);
    if (date.empty() && !input.failed(prefix + "date") &&
        (is_clock(day, "startsAt") || is_clock(day, "endsAt")))
      input.fail(prefix + "date", "required");  // "HH:MM" needs its day
    if (!starts || !ends) {
      complete = false;
      continue;
    }
    if (*ends <= *starts) {
      input.fail(prefix + "endsAt", "before-start");
      complete = false;
      continue;
    }
    if (!days.empty() && *starts < days.back().ends_at) {
      input.fail(prefix + "startsAt", "overlaps-previous-day");
      complete = false;
      continue;
    }
    days.push_back({*starts, *ends});
  }
  if (!complete) days.clear();
  return days;
}

}  // namespace

SessionInput read_session_input(const http::Json& body) {
  validation::Input input(body);
  SessionInput session;
  if (input.has("days")) {
    session.days = read_days(input, body);
    if (!session.days.empty()) {
      session.starts_at = session.days.front().starts_at;
      session.ends_at = session.days.back().ends_at;
    }
  } else {
    session.starts_at = read_time(input, body, "startsAt");
    session.ends_at = read_time(input, body, "endsAt");
    if (!input.failed("startsAt") && !input.failed("endsAt") && session.ends_at <= session.starts_at) {
      input.fail("endsAt", "before-start");
    }
    session.days = {{session.starts_at, session.ends_at}};
  }
  session.location = input.required_text("location", 200);
  auto capacity = input.optional_integer("capacity", 1, max_capacity);
  if (!input.has("capacity")) input.fail("capacity", "required");
  session.capacity = static_cast<int>(capacity.value_or(0));
  if (input.has("instructorIds")) session.instructor_ids = input.optional_id_list("instructorIds", 10);
  // Issue 44: the language taught, and a minimum enrolment decided some hours before the first day.
  if (input.has("language")) session.language = input.language("language");
  if (input.has("minimumSeats"))
    session.minimum_seats =
        static_cast<int>(input.optional_integer("minimumSeats", 0, max_capacity).value_or(0));
  if (input.has("decisionHoursBefore"))
    session.decision_hours_before =
        static_cast<int>(input.optional_integer("decisionHoursBefore", 1, 720).value_or(72));
  if (session.minimum_seats && !input.failed("capacity") && *session.minimum_seats > session.capacity)
    input.fail("minimumSeats", "above-capacity");
  input.check();
  return session;
}

}  // namespace secours::schedule
