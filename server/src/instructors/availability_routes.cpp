#include <cstdio>
#include <set>
#include <utility>

#include "auth/guards.h"
#include "common/time_format.h"
#include "common/validation.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "instructors/availability_service.h"
#include "instructors/instructor_routes.h"

namespace secours::instructors {

namespace {

constexpr std::size_t max_weekly = 28, max_time_off = 100;

std::string clock_of(int minutes) {
  char text[24];
  std::snprintf(text, sizeof text, "%02d:%02d", minutes / 60, minutes % 60);
  return text;
}

// A list of objects under `name` read by `read_one(item_input, index)`, each field named name[i].field.
template <typename ReadOne>
void read_list(validation::Input& input, const http::Json& body, const char* name, std::size_t max,
               ReadOne read_one) {
  if (!input.has(name)) return;
  const auto& list = body[name];
  if (!list.is_array()) return input.fail(name, "invalid-list");
  if (list.size() > max) return input.fail(name, "too-many");
  for (std::size_t i = 0; i < list.size(); ++i) {
    const auto item_body = list[i].is_object() ? list[i] : http::Json::object();
    validation::Input item(item_body);
    read_one(item, i);
    for (const auto& [field, reason] : item.errors())
      input.fail(std::string(name) + "[" + std::to_string(i) + "]." + field, reason);
  }
}

Availability read_availability(const http::Json& body) {
  validation::Input input(body);
  Availability availability;
  std::set<std::pair<int, int>> starts;
  read_list(input, body, "weekly", max_weekly, [&](validation::Input& item, std::size_t) {
    WeeklyHours hours;
    hours.weekday = static_cast<int>(item.optional_integer("weekday", 1, 7).value_or(0));
    if (!item.has("weekday")) item.fail("weekday", "required");
    hours.starts_minute = clock_minutes(item.required_text("startsAt", 5), true).value_or(-1);
    hours.ends_minute = clock_minutes(item.required_text("endsAt", 5), true).value_or(-1);
    if (!item.failed("startsAt") && hours.starts_minute < 0) item.fail("startsAt", "invalid-time");
    if (!item.failed("endsAt") && hours.ends_minute < 0) item.fail("endsAt", "invalid-time");
    if (item.errors().empty() && hours.ends_minute <= hours.starts_minute)
      item.fail("endsAt", "before-start");
    if (item.errors().empty() && !starts.insert({hours.weekday, hours.starts_minute}).second)
      item.fail("startsAt", "duplicate");
    availability.weekly.push_back(hours);
  });
  read_list(input, body, "timeOff", max_time_off, [&](validation::Input& item, std::size_t) {
    TimeOff off;
    off.starts_on = item.required_text("startsOn", 10);
    off.ends_on = item.required_text("endsOn", 10);
    off.note = item.optional_text("note", 200);
    if (!item.failed("startsOn") && !is_iso_date(off.starts_on)) item.fail("startsOn", "invalid-date");
    if (!item.failed("endsOn") && !is_iso_date(off.ends_on)) item.fail("endsOn", "invalid-date");
    if (item.errors().empty() && off.ends_on < off.starts_on) item.fail("endsOn", "before-start");
    availability.time_off.push_back(off);
  });
  input.check();
  return availability;
}

http::Json availability_json(const Availability& availability) {
  http::Json weekly = http::Json::array(), time_off = http::Json::array();
  for (const auto& hours : availability.weekly)
    weekly.push_back({{"weekday", hours.weekday},
                      {"startsAt", clock_of(hours.starts_minute)},
                      {"endsAt", clock_of(hours.ends_minute)}});
  for (const auto& off : availability.time_off)
    time_off.push_back({{"startsOn", off.starts_on}, {"endsOn", off.ends_on}, {"note", off.note}});
  return {{"availability", {{"weekly", weekly}, {"timeOff", time_off}}}};
}

http::Response show(core::Context& context, http::Request& request) {
  const auto instructor = auth::require_instructor(context, request);
  return http::json_response(200, availability_json(AvailabilityService(context).get(instructor.id)));
}

http::Response replace(core::Context& context, http::Request& request) {
  const auto instructor = auth::require_instructor(context, request);
  const auto availability = read_availability(http::parse_json_object(request));
  return http::json_response(
      200, availability_json(AvailabilityService(context).replace(instructor.id, availability)));
}

}  // namespace

void register_availability_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/instructor/availability", show},
      {"PUT /api/instructor/availability", replace},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::instructors
