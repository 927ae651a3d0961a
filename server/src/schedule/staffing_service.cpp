#include "schedule/staffing_service.h"

#include <algorithm>
#include <cctype>

#include "common/errors.h"
#include "common/quebec_time.h"
#include "db/transaction.h"
#include "instructors/availability_service.h"
#include "instructors/instructor_service.h"
#include "schedule/session_repository.h"
#include "schedule/staffing_mails.h"
#include "schedule/staffing_repository.h"

namespace secours::schedule {

namespace {

// The picker lists this many instructors at most (a training company has tens).
constexpr int max_candidates = 200;

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

CourseSession session_or_404(soci::session& sql, long long session_id) {
  auto session = session_rows::find(sql, session_id);
  if (!session) throw errors::NotFound("not-found", "No such session.");
  std::vector<CourseSession> one{*session};
  session_rows::load_instructors(sql, one);
  return one.front();
}

// A number of the course's certifying body, valid on the session's last day.
bool qualified(const instructors::Instructor& instructor, const std::pair<std::string, std::string>& body,
               const std::string& last_day) {
  for (const auto& credential : instructor.credentials) {
    const auto name = lower(credential.body);
    const bool same_body = (!body.first.empty() && name == lower(body.first)) ||
                           (!body.second.empty() && name == lower(body.second));
    if (same_body && (credential.expires_on.empty() || credential.expires_on >= last_day)) return true;
  }
  return false;
}

// Why the instructor cannot teach every day of the session; empty when they can.
std::string unavailable_reason(soci::session& sql, const CourseSession& session, long long user_id) {
  const auto availability = instructors::availability_of(sql, user_id);
  for (const auto& day : session.days) {
    switch (instructors::unavailable_for(availability, day.starts_at, day.ends_at)) {
      case instructors::Unavailable::time_off:
        return "time-off";
      case instructors::Unavailable::outside_hours:
        return "outside-hours";
      case instructors::Unavailable::none:
        break;
    }
    if (session_rows::overlapping_session(sql, user_id, session.id, day)) return "other-session";
  }
  return "";
}

void with_sessions(soci::session& sql, std::vector<StaffingOffer>& offers) {
  for (auto& offer : offers) {
    if (auto session = session_rows::find(sql, offer.session_id)) {
      std::vector<CourseSession> one{*session};
      session_rows::load_instructors(sql, one);
      offer.session = one.front();
    }
  }
}

StaffingOffer offer_of(soci::session& sql, const auth::User& instructor, long long offer_id) {
  auto offer = staffing_rows::find_locked(sql, offer_id);
  if (!offer || offer->user_id != instructor.id) throw errors::NotFound("not-found", "No such offer.");
  return *offer;
}

StaffingOffer read_back(soci::session& sql, long long offer_id) {
  std::vector<StaffingOffer> one{*staffing_rows::find_locked(sql, offer_id)};
  with_sessions(sql, one);
  return one.front();
}

}  // namespace

std::vector<StaffingCandidate> StaffingService::candidates(long long session_id) {
  auto sql = db::connection(context_.database);
  const auto session = session_or_404(*sql, session_id);
  const auto body = staffing_rows::accreditation(*sql, session.course_id);
  const auto last_day = quebec_date(session.last_day_starts_at());
  const auto offers = staffing_rows::of_session(*sql, session_id);
  std::vector<StaffingCandidate> candidates;
  for (const auto& instructor : instructors::active_instructors(*sql, max_candidates)) {
    StaffingCandidate candidate;
    candidate.id = instructor.user_id;
    candidate.name = instructor.name();
    candidate.languages = instructor.languages;
    candidate.unavailable_reason = unavailable_reason(*sql, session, instructor.user_id);
    candidate.free = candidate.unavailable_reason.empty();
    candidate.qualified = qualified(instructor, body, last_day);
    candidate.speaks_language = std::find(instructor.languages.begin(), instructor.languages.end(),
                                          session.language) != instructor.languages.end();
    candidate.staffed = std::any_of(session.instructors.begin(), session.instructors.end(),
                                    [&](const auto& staffed) { return staffed.id == instructor.user_id; });
    for (const auto& offer : offers)
      if (offer.user_id == instructor.user_id) candidate.offer = offer_status_names(offer.status);
    candidates.push_back(std::move(candidate));
  }
  // The fittest first: free, qualified, speaking the language; then by name.
  auto score = [](const StaffingCandidate& c) {
    return (c.free ? 4 : 0) + (c.qualified ? 2 : 0) + (c.speaks_language ? 1 : 0);
  };
  std::stable_sort(candidates.begin(), candidates.end(), [&](const auto& a, const auto& b) {
    return score(a) != score(b) ? score(a) > score(b) : a.name < b.name;
  });
  return candidates;
}

std::vector<StaffingOffer> StaffingService::offer(long long session_id,
                                                  const std::vector<long long>& instructor_ids) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto session = session_rows::find_locked(sql, session_id);
  if (!session) throw errors::NotFound("not-found", "No such session.");
  if (session->status == SessionStatus::cancelled)
    throw errors::Conflict("session-cancelled", "This session is cancelled.");
  if (session->starts_at <= now) throw errors::Conflict("session-started", "This session has started.");
  std::vector<long long> offered;
  for (const long long id : instructor_ids) {
    const auto instructor = instructors::instructor_of(sql, id);
    if (!instructor || !instructor->active)
      throw errors::ValidationError(errors::HttpError::Fields{{"instructorIds", "unknown-instructor"}});
    if (staffing_rows::offer(sql, session_id, id, now)) offered.push_back(id);
  }
  auto with_days = *session_rows::find(sql, session_id);
  queue_offer_mails(sql, context_.config, with_days, offered, now);
  auto offers = staffing_rows::of_session(sql, session_id);
  with_sessions(sql, offers);
  return tx.commit(std::move(offers));
}

core::Page<StaffingOffer> StaffingService::offers_of(const auth::User& instructor, const PageRequest& page) {
  auto sql = db::connection(context_.database);
  auto offers = staffing_rows::of_instructor(*sql, instructor.id, page);
  auto result = core::page_of(std::move(offers), page, core::by_created_at);
  with_sessions(*sql, result.first);
  return result;
}

StaffingOffer StaffingService::accept(const auth::User& instructor, long long offer_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  // The session's row first, then the offer's: two instructors accepting at once are taken one after the
  // other (the first one's acceptance then changes the second one's offer).
  const auto unlocked = staffing_rows::find(sql, offer_id);
  if (!unlocked || unlocked->user_id != instructor.id) throw errors::NotFound("not-found", "No such offer.");
  auto session = session_rows::find_locked(sql, unlocked->session_id);
  auto offer = offer_of(sql, instructor, offer_id);
  if (offer.status == OfferStatus::taken)
    throw errors::Conflict("offer-taken", "Another instructor accepted first.");
  if (offer.status != OfferStatus::offered || !session || session->status != SessionStatus::scheduled ||
      session->starts_at <= now)
    throw errors::Conflict("offer-closed", "This offer is closed.");
  if (!staffing_rows::accept_first(sql, offer_id, offer.session_id, now))
    throw errors::Conflict("offer-taken", "Another instructor accepted first.");
  if (!instructors::lock_for_staffing(sql, instructor.id))
    throw errors::Conflict("offer-closed", "You are no longer an instructor.");
  for (const auto& day : session->days)
    if (session_rows::overlapping_session(sql, instructor.id, session->id, day))
      throw errors::Conflict("instructor-busy", "You already teach another session at that time.");
  const auto before = session_rows::instructor_ids(sql, session->id);
  auto after = before;
  if (std::find(after.begin(), after.end(), instructor.id) == after.end()) after.push_back(instructor.id);
  std::sort(after.begin(), after.end());
  session_rows::set_instructors(sql, session->id, after);
  const auto others = staffing_rows::take_others(sql, session->id, now);
  queue_staffing_mails(sql, context_.config, *session, before, after, now);
  queue_offer_taken_mails(sql, context_.config, *session, others, now);
  return tx.commit(read_back(sql, offer_id));
}

StaffingOffer StaffingService::decline(const auth::User& instructor, long long offer_id) {
  const long long now = context_.clock.now();
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  auto offer = offer_of(sql, instructor, offer_id);
  if (!staffing_rows::decline(sql, offer_id, now)) {
    if (offer.status == OfferStatus::taken)
      throw errors::Conflict("offer-taken", "Another instructor accepted first.");
    throw errors::Conflict("offer-closed", "This offer is closed.");
  }
  return tx.commit(read_back(sql, offer_id));
}

std::vector<StaffingOffer> offers_to(soci::session& sql, long long user_id) {
  std::vector<StaffingOffer> all;
  PageRequest page{PageRequest::max_limit, std::nullopt};
  while (true) {
    auto rows = staffing_rows::of_instructor(sql, user_id, page);
    const bool more = rows.size() > static_cast<std::size_t>(page.limit);
    if (more) rows.resize(static_cast<std::size_t>(page.limit));
    all.insert(all.end(), rows.begin(), rows.end());
    if (!more) break;
    page.after = core::by_created_at(rows.back());
  }
  std::reverse(all.begin(), all.end());
  with_sessions(sql, all);
  return all;
}

}  // namespace secours::schedule
