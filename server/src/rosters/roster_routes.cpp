#include "rosters/roster_routes.h"

#include <charconv>

#include "audit/audit_service.h"
#include "auth/guards.h"
#include "common/validation.h"
#include "core/route_binder.h"
#include "http/json.h"
#include "rosters/roster_json.h"
#include "rosters/roster_service.h"

namespace secours::rosters {

namespace {

constexpr std::size_t max_note = 500;

// A field that is absent (unchanged: false), null (cleared) or one of `names` (into `value`).
template <typename Enum, std::size_t N>
bool read_choice(validation::Input& input, const http::Json& body, const char* name,
                 const EnumNames<Enum, N>& names, std::optional<Enum>& value) {
  if (!body.contains(name)) return false;
  if (body[name].is_null()) return true;
  value = body[name].is_string() ? names.parse(body[name].get<std::string>()) : std::nullopt;
  if (!value) input.fail(name, "invalid-choice");
  return true;
}

// {"2": "present", "3": null}: the check-in of days of a session over several (issue 41), by their number
// (1 to 14); "invalid-day" for another key or value ("attendance" is day 1's too).
void read_day_attendance(validation::Input& input, const http::Json& body, EntryChange& change) {
  if (!body.contains("dayAttendance")) return;
  const auto& days = body["dayAttendance"];
  if (!days.is_object() || days.empty() || days.size() > 14)
    return input.fail("dayAttendance", "invalid-day");
  for (const auto& [key, value] : days.items()) {
    int day = 0;
    const auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), day);
    std::optional<Attendance> attendance;
    if (!value.is_null())
      attendance = value.is_string() ? attendance_names.parse(value.get<std::string>()) : std::nullopt;
    if (error != std::errc() || end != key.data() + key.size() || day < 1 || day > 14 ||
        (!value.is_null() && !attendance))
      return input.fail("dayAttendance", "invalid-day");
    change.days[day] = attendance;
  }
}

EntryChange read_change(const http::Json& body) {
  validation::Input input(body);
  EntryChange change;
  std::optional<Attendance> first_day;
  if (read_choice(input, body, "attendance", attendance_names, first_day)) change.days[1] = first_day;
  read_day_attendance(input, body, change);
  change.sets_result = read_choice(input, body, "result", result_names, change.result);
  if (body.contains("note")) {
    if (body["note"].is_null()) {
      change.note = "";
    } else {
      change.note = input.optional_text("note", max_note);
    }
  }
  if (auto version = input.optional_integer("version", 0, 1'000'000'000))
    change.version = static_cast<int>(*version);
  input.check();
  if (change.days.empty() && !change.sets_result && !change.note)
    throw errors::BadRequest("nothing-to-change", "Send attendance, dayAttendance, result or note.");
  return change;
}

// The office's audit trail (issue 27): a roster shows each attendee's details and medical notes, so the
// office's reading is recorded for each of them (the session's instructors need them for the class).
void audit_attendees(core::Context& context, const http::Request& request, const auth::User& reader,
                     audit::Action action, const std::vector<RosterAttendee>& attendees) {
  if (!reader.is_admin()) return;
  for (const auto& attendee : attendees) {
    audit::record(
        context, {reader.id, reader.email}, action,
        {attendee.user_id ? std::optional<long long>(attendee.user_id) : std::nullopt, attendee.email},
        request);
  }
}

http::Response roster(core::Context& context, http::Request& request) {
  auto reader = auth::require_instructor_or_admin(context, request);
  auto view = RosterService(context).roster(reader, request.id_param("id", "session"));
  audit_attendees(context, request, reader, audit::Action::view, view.attendees);
  return http::json_response(200, roster_json(view, auth::reading_language(request, reader)));
}

http::Response record(core::Context& context, http::Request& request) {
  auto writer = auth::require_instructor_or_admin(context, request);
  const auto session_id = request.id_param("id", "session");
  const auto booking_id = request.id_param("bookingId", "booking");
  const auto body = http::parse_json_object(request);
  auto attendee = RosterService(context).record(writer, session_id, booking_id, read_change(body));
  audit_attendees(context, request, writer, audit::Action::change, {attendee});
  return http::json_response(200, {{"attendee", attendee_json(attendee)}});
}

// The session in the path and the one text of the body that a roster's step takes (a signature, a reason).
struct SessionText {
  long long session_id = 0;
  std::string text;
};
SessionText read_session_text(const http::Request& request, const char* field, std::size_t max_length,
                              std::size_t min_length = 0) {
  SessionText read;
  read.session_id = request.id_param("id", "session");
  const auto body = http::parse_json_object(request);
  validation::Input input(body);
  read.text = input.required_text(field, max_length);
  if (!input.failed(field) && read.text.size() < min_length) input.fail(field, "too-short");
  input.check();
  return read;
}

http::Response finalize(core::Context& context, http::Request& request) {
  auto instructor = auth::require_instructor_or_admin(context, request);
  const auto signed_by = read_session_text(request, "signature", 200, 2);
  auto finalized = RosterService(context).finalize(instructor, signed_by.session_id, signed_by.text);
  return http::json_response(200, finalized_json(finalized));
}

http::Response reopen(core::Context& context, http::Request& request) {
  auto admin = auth::require_admin(context, request);
  const auto reopening = read_session_text(request, "reason", 500);
  auto state = RosterService(context).reopen(admin, reopening.session_id, reopening.text);
  return http::json_response(200, {{"roster", state_json(state)}});
}

http::Response sign_in_sheet(core::Context& context, http::Request& request) {
  auto reader = auth::require_instructor_or_admin(context, request);
  const auto session_id = request.id_param("id", "session");
  // French first: the sheet is printed for the class, whatever the reader's own language.
  const std::string language = request.page_language("fr");
  auto sheet = RosterService(context).sign_in_sheet(reader, session_id, language);
  audit_attendees(context, request, reader, audit::Action::export_data, sheet.attendees);
  return http::Response::download(
      sheet.pdf, "application/pdf",
      (language == "en" ? "sign-in-sheet-" : "feuille-de-presence-") + std::to_string(session_id) + ".pdf");
}

}  // namespace

void register_routes(http::Router& router, core::Context& context) {
  static constexpr core::Route routes[] = {
      {"GET /api/instructor/sessions/{id}/roster", roster},
      {"PATCH /api/instructor/sessions/{id}/roster/{bookingId}", record},
      {"POST /api/instructor/sessions/{id}/finalize", finalize},
      {"GET /api/instructor/sessions/{id}/sign-in-sheet.pdf", sign_in_sheet},
      {"POST /api/admin/sessions/{id}/roster/reopen", reopen},
  };
  core::add_routes(router, context, routes);
}

}  // namespace secours::rosters
