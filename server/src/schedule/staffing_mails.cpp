#include "schedule/staffing_mails.h"

#include <algorithm>
#include <string>

#include "auth/auth_service.h"
#include "common/localized.h"
#include "mail/calendar.h"
#include "mail/layout.h"
#include "schedule/session_json.h"

namespace secours::schedule {

namespace {

bool contains(const std::vector<long long>& ids, long long id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

mail::Attachment calendar(const CourseSession& session, const auth::User& instructor,
                          const mail::Company& company, const std::string& title, bool added, long long now) {
  mail::CalendarEvent event;
  event.method = added ? mail::CalendarMethod::publish : mail::CalendarMethod::cancel;
  const auto at = company.email.find('@');
  event.uid = "session-" + std::to_string(session.id) + "-instructor-" + std::to_string(instructor.id) +
              (at == std::string::npos ? std::string("@secours") : company.email.substr(at));
  event.sequence = added ? 0 : 1;
  event.stamp = now;
  for (const auto& day : session.days) event.days.push_back({day.starts_at, day.ends_at});
  event.summary = title;
  event.location = session.location;
  event.description = company.name;
  event.organizer_name = company.name;
  event.organizer_email = company.email;
  event.attendee_name = instructor.first_name + " " + instructor.last_name;
  event.attendee_email = instructor.email;
  mail::Wording t(instructor.language);
  return {t("session.ics", "seance.ics"),
          "text/calendar; charset=utf-8; method=" + mail::calendar_method_names.text(event.method),
          mail::calendar_file(event)};
}

// What a staffing mail tells: given the session, taken off it, offered it, or told another took it.
enum class Staffing { added, removed, offered, taken };

struct StaffingWords {
  std::string subject, paragraph;
};

StaffingWords words_for(Staffing kind, const mail::Wording& t, const std::string& title) {
  switch (kind) {
    case Staffing::added:
      return {t("You teach: ", "Vous donnez\u00a0: ") + title,
              t("The office has given you this session. Its roster opens on the first day.",
                "Le bureau vous a confié cette séance. Sa liste de présence s’ouvre le premier jour.")};
    case Staffing::removed:
      return {t("No longer yours: ", "Séance retirée\u00a0: ") + title,
              t("The office has taken you off this session: you no longer teach it.",
                "Le bureau vous a retiré cette séance\u00a0: vous ne la donnez plus.")};
    case Staffing::offered:
      return {t("Session offered: ", "Séance offerte\u00a0: ") + title,
              t("The office offers you this session; it goes to the first instructor who accepts it. Answer "
                "from your instructor space.",
                "Le bureau vous offre cette séance\u00a0; elle revient au premier formateur qui l’accepte. "
                "Répondez depuis votre espace formateur.")};
    case Staffing::taken:
      break;
  }
  return {t("Session taken: ", "Séance attribuée\u00a0: ") + title,
          t("Another instructor accepted this session first: the offer is closed. Thank you!",
            "Un autre formateur a accepté cette séance avant vous\u00a0: l’offre est close. Merci\u00a0!")};
}

mail::Message staffing_mail(const core::Config& config, const CourseSession& session,
                            const auth::User& instructor, Staffing kind, long long now) {
  mail::Wording t(instructor.language);
  const auto company = mail::company_of(config);
  const std::string& title = localized(t.language(), session.course_title_fr, session.course_title_en);
  const auto words = words_for(kind, t, title);
  mail::Layout layout;
  layout.language = t.language();
  layout.subject = words.subject;
  layout.greeting = mail::greeting(instructor.first_name, t.language());
  layout.before = {words.paragraph};
  layout.summary = {{t("Course", "Formation"), title},
                    {t(session.days.size() > 1 ? "Days" : "Date", session.days.size() > 1 ? "Jours" : "Date"),
                     days_text(session.days, t.language())},
                    {t("Location", "Lieu"), session.location},
                    {t("Seats", "Places"), std::to_string(session.capacity)}};
  if (kind == Staffing::added) {
    layout.link_label = t("Open the roster", "Ouvrir la liste de présence");
    layout.link_url = config.public_url + "/instructor/sessions/" + std::to_string(session.id);
  } else if (kind == Staffing::offered) {
    layout.link_label = t("Answer the offer", "Répondre à l’offre");
    layout.link_url = config.public_url + "/instructor/offers";
  }
  auto message = mail::render(instructor.email, layout, company);
  // Given or offered: the days as events; taken off or taken by another: the same events cancelled.
  const bool in_calendar = kind == Staffing::added || kind == Staffing::offered;
  message.attachments.push_back(calendar(session, instructor, company, title, in_calendar, now));
  return message;
}

void queue_each(soci::session& sql, const core::Config& config, const CourseSession& session,
                const std::vector<long long>& instructor_ids, Staffing kind, long long now) {
  for (long long id : instructor_ids)
    if (auto instructor = auth::find_account(sql, id))
      mail::enqueue(sql, staffing_mail(config, session, *instructor, kind, now), now);
}

}  // namespace

void queue_staffing_mails(soci::session& sql, const core::Config& config, const CourseSession& session,
                          const std::vector<long long>& before, const std::vector<long long>& after,
                          long long now) {
  std::vector<long long> added, removed;
  for (long long id : after)
    if (!contains(before, id)) added.push_back(id);
  for (long long id : before)
    if (!contains(after, id)) removed.push_back(id);
  queue_each(sql, config, session, added, Staffing::added, now);
  queue_each(sql, config, session, removed, Staffing::removed, now);
}

void queue_offer_mails(soci::session& sql, const core::Config& config, const CourseSession& session,
                       const std::vector<long long>& instructor_ids, long long now) {
  queue_each(sql, config, session, instructor_ids, Staffing::offered, now);
}

void queue_offer_taken_mails(soci::session& sql, const core::Config& config, const CourseSession& session,
                             const std::vector<long long>& instructor_ids, long long now) {
  queue_each(sql, config, session, instructor_ids, Staffing::taken, now);
}

}  // namespace secours::schedule
