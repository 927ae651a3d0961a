#include "schedule/session_json.h"

#include "common/display_format.h"
#include "common/localized.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "payments/payment_deadline.h"
#include "schedule/session_input.h"

namespace secours::schedule {

std::string days_text(const std::vector<SessionDay>& days, const std::string& language,
                      const std::string& separator) {
  const std::string between =
      !separator.empty() ? separator : localized(language, std::string("\u202f; "), std::string("; "));
  std::string text;
  for (const auto& day : days)
    text += (text.empty() ? "" : between) + format_session_time(day.starts_at, day.ends_at, language);
  return text;
}

nlohmann::json days_json(const std::vector<SessionDay>& session_days) {
  nlohmann::json days = nlohmann::json::array();
  for (const auto& day : session_days) {
    days.push_back({{"date", quebec_date(day.starts_at)},
                    {"startsAt", montreal_iso8601(day.starts_at)},
                    {"endsAt", montreal_iso8601(day.ends_at)}});
  }
  return days;
}

// The last day each offline method can pay for the session (decision 058), for the booking form.
nlohmann::json payment_deadlines_json(const CourseSession& session) {
  const auto first_day = quebec_date(session.starts_at);
  return {{"cash", payments::offline_payment_deadline(payments::PaymentMethod::cash, first_day)},
          {"interac", payments::offline_payment_deadline(payments::PaymentMethod::interac, first_day)}};
}

std::vector<SessionDay> read_days_json(const nlohmann::json& days) {
  return read_session_input({{"days", days}, {"location", "-"}, {"capacity", 1}}).days;
}

nlohmann::json session_json(const CourseSession& session) {
  return {{"id", session.id},
          {"courseId", session.course_id},
          {"startsAt", montreal_iso8601(session.starts_at)},
          {"endsAt", montreal_iso8601(session.ends_at)},
          {"days", days_json(session.days)},
          {"location", session.location},
          {"capacity", session.capacity},
          {"seatsLeft", session.seats_left()},
          {"status", session_status_names(session.status)},
          {"paymentDeadlines", payment_deadlines_json(session)},
          {"language", session.language},
          {"minimumSeats", session.minimum_seats},
          {"decisionAt", session.minimum_seats > 0 ? nlohmann::json(montreal_iso8601(session.decision_at()))
                                                   : nlohmann::json(nullptr)},
          {"decision", session.decision == SessionDecision::pending
                           ? nlohmann::json(nullptr)
                           : nlohmann::json(session_decision_names(session.decision))},
          {"private", session.is_private()}};
}

namespace {

nlohmann::json instructors_json(const CourseSession& session) {
  nlohmann::json instructors = nlohmann::json::array();
  for (const auto& instructor : session.instructors)
    instructors.push_back({{"id", instructor.id}, {"name", instructor.name}});
  return instructors;
}

}  // namespace

nlohmann::json instructor_session_json(const CourseSession& session, const std::string& language) {
  return {{"id", session.id},
          {"course",
           {{"id", session.course_id},
            {"title", localized(language, session.course_title_fr, session.course_title_en)}}},
          {"startsAt", montreal_iso8601(session.starts_at)},
          {"endsAt", montreal_iso8601(session.ends_at)},
          {"days", days_json(session.days)},
          {"location", session.location},
          {"capacity", session.capacity},
          {"seatsTaken", session.seats_taken},
          {"status", session_status_names(session.status)},
          {"instructors", instructors_json(session)},
          {"roster", session.roster_finalized ? "finalized" : "open"}};
}

nlohmann::json admin_session_json(const CourseSession& session, const std::string& language) {
  auto json = session_json(session);
  json["seatsTaken"] = session.seats_taken;
  json["course"] = {{"id", session.course_id},
                    {"title", localized(language, session.course_title_fr, session.course_title_en)}};
  json["instructors"] = instructors_json(session);
  json["roster"] = session.roster_finalized ? "finalized" : "open";
  json["createdAt"] = iso8601(session.created_at);
  json["updatedAt"] = iso8601(session.updated_at);
  return json;
}

}  // namespace secours::schedule
