#include "privacy/export_json.h"

#include "auth/user_json.h"
#include "bookings/booking_json.h"
#include "certificates/certificate_json.h"
#include "common/quebec_time.h"
#include "common/time_format.h"
#include "privacy/consent_json.h"

namespace secours::privacy {

namespace {

using Json = nlohmann::json;

Json time_or_null(long long at) { return at ? Json(iso8601(at)) : Json(nullptr); }

std::string reference_of(const PersonalData& data, long long booking_id) {
  for (const auto& booking : data.bookings) {
    if (booking.id == booking_id) return booking.reference;
  }
  return "";
}

void add_bookings(Json& out, const PersonalData& data, const core::Config& config, long long now) {
  Json list = Json::array(), documents = Json::array(), payments = Json::array();
  for (const auto& booking : data.bookings) {
    auto entry = bookings::booking_json(booking, config, now, data.person.language);
    entry["specialRequests"] = booking.special_requests;
    list.push_back(std::move(entry));
    for (const auto& document : booking.documents) {
      documents.push_back({{"kind", document.kind},
                           {"number", document.number},
                           {"bookingReference", booking.reference},
                           {"issuedAt", iso8601(document.issued_at)},
                           {"totalCents", document.total_cents}});
    }
    if (booking.paid_at) {
      payments.push_back({{"kind", "payment"},
                          {"bookingReference", booking.reference},
                          {"method", payments::payment_method_names(booking.payment_method)},
                          {"amountCents", booking.amounts.total_cents},
                          {"at", iso8601(booking.paid_at)}});
    }
    for (const auto& refund : booking.refunds) {
      payments.push_back({{"kind", "refund"},
                          {"bookingReference", booking.reference},
                          {"method", payments::payment_method_names(refund.method)},
                          {"amountCents", -refund.amount_cents},
                          {"at", iso8601(refund.completed_at ? refund.completed_at : refund.created_at)},
                          {"status", payments::refund_status_names(refund.status)},
                          {"reason", refund.reason},
                          {"creditNoteNumber", refund.credit_note_number}});
    }
  }
  out["bookings"] = std::move(list);
  out["documents"] = std::move(documents);
  out["payments"] = std::move(payments);
}

Json roster_entries(const PersonalData& data) {
  Json list = Json::array();
  for (const auto& recorded : data.roster_entries) {
    Json days = Json::array();
    for (long long day = 1; day <= recorded.session_days; ++day) {
      const auto there = recorded.entry.on_day(static_cast<std::size_t>(day));
      days.push_back(there ? Json(rosters::attendance_names(*there)) : Json(nullptr));
    }
    list.push_back({{"bookingReference", reference_of(data, recorded.booking_id)},
                    {"sessionStartsAt", iso8601(recorded.session_starts_at)},
                    {"attendanceByDay", std::move(days)},
                    {"result", recorded.entry.result ? Json(rosters::result_names(*recorded.entry.result))
                                                     : Json(nullptr)},
                    {"instructorNote", recorded.entry.note},
                    {"updatedAt", iso8601(recorded.updated_at)}});
  }
  return list;
}

Json enrollments(const PersonalData& data) {
  Json list = Json::array();
  for (const auto& e : data.enrollments) {
    list.push_back({{"course", e.course_title},
                    {"enrolledAt", iso8601(e.created_at)},
                    {"progress", e.progress},
                    {"attended", e.attended},
                    {"completedAt", time_or_null(e.completed_at.value_or(0))},
                    {"paid", e.paid},
                    {"overrideReason", e.override_reason ? Json(*e.override_reason) : Json(nullptr)}});
  }
  return list;
}

Json waiting_list(const PersonalData& data) {
  Json list = Json::array();
  for (const auto& e : data.waiting_list) {
    list.push_back({{"course", localized(data.person.language, e.course_title_fr, e.course_title_en)},
                    {"sessionStartsAt", iso8601(e.session_starts_at)},
                    {"location", e.session_location},
                    {"seats", e.seats},
                    {"status", waitlist::entry_status_names(e.status)},
                    {"position", e.position ? Json(e.position) : Json(nullptr)},
                    {"offerExpiresAt", time_or_null(e.offer_expires_at)},
                    {"joinedAt", iso8601(e.created_at)},
                    {"firstName", e.first_name},
                    {"lastName", e.last_name},
                    {"email", e.email},
                    {"phone", e.phone},
                    {"language", e.language}});
  }
  return list;
}

void add_companies(Json& out, const PersonalData& data) {
  Json companies = Json::array(), records = Json::array(), invitations = Json::array();
  // The companies they manage (the API's contract lists them): their part in each, not its people or money.
  for (const auto& membership : data.memberships) {
    const auto& company = membership.company;
    companies.push_back({{"id", company.id},
                         {"name", company.name},
                         {"neq", company.neq},
                         {"address", company.address},
                         {"billingEmail", company.billing_email},
                         {"role", "manager"},
                         {"since", iso8601(membership.since)},
                         {"createdByMe", membership.created_it}});
  }
  for (const auto& r : data.employee_records) {
    records.push_back({{"company", r.company},
                       {"firstName", r.first_name},
                       {"lastName", r.last_name},
                       {"email", r.email},
                       {"workplace", r.workplace},
                       {"shiftNumber", r.shift ? Json(*r.shift + 1) : Json(nullptr)},
                       {"employeeNumber", r.employee_number},
                       {"createdAt", iso8601(r.created_at)},
                       {"leftOn", r.left_on ? Json(*r.left_on) : Json(nullptr)}});
  }
  for (const auto& invitation : data.invitations)
    invitations.push_back({{"company", invitation.company}, {"invitedAt", iso8601(invitation.created_at)}});
  out["companies"] = std::move(companies);
  out["employeeRecords"] = std::move(records);
  out["companyInvitations"] = std::move(invitations);
}

Json instructor_profile(const PersonalData& data) {
  if (!data.instructor) return nullptr;
  const auto& instructor = *data.instructor;
  Json credentials = Json::array(), sessions = Json::array();
  for (const auto& c : instructor.credentials)
    credentials.push_back({{"body", c.body}, {"number", c.number}, {"expiresOn", c.expires_on}});
  for (const auto& s : data.sessions_taught) {
    sessions.push_back({{"course", localized(data.person.language, s.course_title_fr, s.course_title_en)},
                        {"startsAt", iso8601(s.starts_at)},
                        {"endsAt", iso8601(s.ends_at)},
                        {"location", s.location},
                        {"status", schedule::session_status_names(s.status)}});
  }
  Json weekly = Json::array(), time_off = Json::array(), offers = Json::array();
  for (const auto& hours : data.availability.weekly)
    weekly.push_back({{"weekday", hours.weekday},
                      {"startsMinute", hours.starts_minute},
                      {"endsMinute", hours.ends_minute}});
  for (const auto& off : data.availability.time_off)
    time_off.push_back({{"startsOn", off.starts_on}, {"endsOn", off.ends_on}, {"note", off.note}});
  for (const auto& o : data.offers) {
    offers.push_back(
        {{"course", localized(data.person.language, o.session.course_title_fr, o.session.course_title_en)},
         {"sessionStartsAt", iso8601(o.session.starts_at)},
         {"status", schedule::offer_status_names(o.status)},
         {"offeredAt", iso8601(o.offered_at)},
         {"answeredAt", time_or_null(o.answered_at)}});
  }
  return {{"languages", instructor.languages},       {"active", instructor.active},
          {"since", iso8601(instructor.created_at)}, {"credentials", std::move(credentials)},
          {"sessions", std::move(sessions)},         {"weeklyHours", std::move(weekly)},
          {"timeOff", std::move(time_off)},          {"offers", std::move(offers)}};
}

Json training_requests(const PersonalData& data) {
  Json list = Json::array();
  for (const auto& r : data.training_requests) {
    Json courses = Json::array();
    for (const auto& c : r.courses)
      courses.push_back(localized(data.person.language, c.title_fr, c.title_en));
    list.push_back({{"company", r.company_name},
                    {"courses", std::move(courses)},
                    {"people", r.people},
                    {"address", r.address},
                    {"preferredDates", r.preferred_dates},
                    {"language", r.language},
                    {"firstName", r.first_name},
                    {"lastName", r.last_name},
                    {"email", r.email},
                    {"phone", r.phone},
                    {"message", r.message},
                    {"sentAt", iso8601(r.created_at)}});
  }
  return list;
}

}  // namespace

Json export_json(const PersonalData& data, const core::Config& config, long long now) {
  const auto today = quebec_date(now);
  Json out{{"exportedAt", iso8601(now)}, {"profile", auth::user_json(data.person)}};
  add_bookings(out, data, config, now);
  Json certificates = Json::array(), mails = Json::array(), consents = Json::array(), reports = Json::array();
  for (const auto& certificate : data.certificates)
    certificates.push_back(certificates::certificate_json(certificate, data.person.language, today));
  for (const auto& mail : data.mails) {
    mails.push_back({{"subject", mail.subject},
                     {"createdAt", iso8601(mail.created_at)},
                     {"sentAt", time_or_null(mail.sent_at)},
                     {"text", mail.text}});
  }
  for (const auto& consent : data.consents) consents.push_back(consent_json(consent));
  for (const auto& r : data.bug_reports) {
    reports.push_back({{"sentAt", iso8601(r.created_at)},
                       {"page", r.page_url},
                       {"description", r.description},
                       {"email", r.email},
                       {"userAgent", r.user_agent}});
  }
  out["certificates"] = std::move(certificates);
  out["mails"] = std::move(mails);
  out["consents"] = std::move(consents);
  add_companies(out, data);
  out["rosterEntries"] = roster_entries(data);
  out["enrollments"] = enrollments(data);
  out["waitingList"] = waiting_list(data);
  out["instructorProfile"] = instructor_profile(data);
  out["trainingRequests"] = training_requests(data);
  out["bugReports"] = std::move(reports);
  return out;
}

}  // namespace secours::privacy
