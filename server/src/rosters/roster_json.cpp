#include "rosters/roster_json.h"

#include "common/quebec_time.h"
#include "common/time_format.h"
#include "schedule/session_json.h"

namespace secours::rosters {

namespace {

template <typename Names, typename Value>
nlohmann::json name_or_null(const Names& names, const std::optional<Value>& value) {
  return value ? nlohmann::json(names.text(*value)) : nlohmann::json(nullptr);
}

}  // namespace

nlohmann::json attendee_json(const RosterAttendee& a) {
  // Each day's check-in, in the session's order; `attendance` is the first day's (one-day sessions).
  nlohmann::json days = nlohmann::json::array();
  for (long long day = 1; day <= a.session_days; ++day)
    days.push_back(name_or_null(attendance_names, a.entry.on_day(static_cast<std::size_t>(day))));
  return {{"bookingId", a.booking_id},
          {"reference", a.reference},
          {"firstName", a.first_name},
          {"lastName", a.last_name},
          {"email", a.email},
          {"phone", a.phone},
          {"company", a.company.empty() ? nlohmann::json(nullptr) : nlohmann::json(a.company)},
          {"bookingStatus", bookings::booking_status_names.text(a.booking_status)},
          {"paymentStatus", bookings::payment_status_names.text(a.payment_status)},
          {"specialRequests", a.special_requests},
          {"attendance", name_or_null(attendance_names, a.entry.attendance)},
          {"dayAttendance", days},
          {"result", name_or_null(result_names, a.entry.result)},
          {"note", a.entry.note},
          {"version", a.entry.version},
          {"certificate", a.credential_id.empty() ? nlohmann::json(nullptr)
                                                  : nlohmann::json{{"credentialId", a.credential_id}}}};
}

nlohmann::json state_json(const RosterState& state) {
  nlohmann::json reopenings = nlohmann::json::array();
  for (const auto& reopening : state.reopenings)
    reopenings.push_back({{"at", iso8601(reopening.at)}, {"by", reopening.by}, {"reason", reopening.reason}});
  return {{"status", state.finalized() ? "finalized" : "open"},
          {"finalizedAt",
           state.finalized() ? nlohmann::json(iso8601(state.finalized_at)) : nlohmann::json(nullptr)},
          {"finalizedBy", state.finalized() ? nlohmann::json(state.finalized_by) : nlohmann::json(nullptr)},
          {"signature", state.finalized() ? nlohmann::json(state.signature) : nlohmann::json(nullptr)},
          {"reopenings", reopenings}};
}

nlohmann::json roster_json(const RosterView& view, const std::string& language) {
  nlohmann::json attendees = nlohmann::json::array();
  for (const auto& attendee : view.attendees) attendees.push_back(attendee_json(attendee));
  auto session = view.session;
  session.roster_finalized = view.state.finalized();
  auto roster = state_json(view.state);
  // When the roster opens (issue 41): check-in at the first day's start, the signature at the last day's.
  roster["checkInOpensAt"] = montreal_iso8601(session.starts_at);
  roster["signatureOpensAt"] = montreal_iso8601(session.last_day_starts_at());
  return {{"session", schedule::instructor_session_json(session, language)},
          {"roster", roster},
          {"attendees", attendees}};
}

nlohmann::json finalized_json(const Finalized& finalized) {
  nlohmann::json certificates = nlohmann::json::array();
  for (const auto& c : finalized.certificates)
    certificates.push_back(
        {{"bookingId", c.booking_id}, {"name", c.name}, {"credentialId", c.credential_id}});
  nlohmann::json left_out = nlohmann::json::array();
  for (const auto& l : finalized.left_out) {
    left_out.push_back({{"bookingId", l.booking_id},
                        {"name", l.name},
                        {"reason", l.reason},
                        {"result", name_or_null(result_names, l.result)}});
  }
  return {{"roster", state_json(finalized.state)}, {"certificates", certificates}, {"leftOut", left_out}};
}

}  // namespace secours::rosters
