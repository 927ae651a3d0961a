#include "certificates/renewal_service.h"

#include "certificates/certificate_repository.h"
#include "certificates/renewal_repository.h"
#include "common/display_format.h"
#include "common/localized.h"
#include "common/quebec_time.h"
#include "consents/consent_service.h"
#include "db/transaction.h"
#include "mail/layout.h"
#include "mail/mail.h"

namespace secours::certificates {

namespace {

constexpr int per_batch = 200;
// The stages, the later first: a certificate found already within 30 days of its expiry (the job did
// not run meanwhile, or it was issued short) gets that one only.
constexpr int stages[] = {30, 90};

mail::Message renewal_mail(const Certificate& certificate, const renewal_rows::RenewalFacts& facts,
                           const core::Config& config, const consents::UnsubscribeLinks& links) {
  const auto& language = facts.language;
  const bool english = mail::is_english(language);
  auto t = [english](const std::string& en, const std::string& fr) { return english ? en : fr; };
  const auto title = certificate.title(language);
  const auto renewal = localized(language, facts.renewal_title_fr, facts.renewal_title_en);
  const auto expiry = format_day(certificate.expires_on, language);
  mail::Layout layout;
  layout.language = english ? "en" : "fr";
  layout.subject = t("Your certificate “" + title + "” expires on " + expiry,
                     "Votre certificat « " + title + " » expire le " + expiry);
  layout.greeting = mail::greeting(facts.first_name, language);
  layout.before = {t("Your certificate expires soon. To stay qualified, book its renewal:",
                     "Votre certificat expire bientôt. Pour rester qualifié(e), inscrivez-vous à son "
                     "renouvellement\u00a0:")};
  layout.summary.push_back({t("Certificate", "Certificat"), title});
  layout.summary.push_back({t("Number", "Numéro"), certificate.credential_id});
  layout.summary.push_back({t("Expires on", "Expire le"), expiry});
  layout.summary.push_back({t("Renewal", "Renouvellement"), renewal});
  if (facts.next_session_starts_at != 0) {
    layout.summary.push_back(
        {t("Next session", "Prochaine séance"),
         format_session_time(facts.next_session_starts_at, facts.next_session_ends_at, language) +
             (facts.next_session_location.empty() ? "" : " — " + facts.next_session_location)});
  }
  layout.link_label = t("See the sessions and book", "Voir les séances et réserver");
  layout.link_url =
      config.public_url + "/booking/" + std::to_string(facts.renewal_course_id) + (english ? "?lng=en" : "");
  layout.after = {
      t("Sign in before booking: the form is filled in with your details.",
        "Connectez-vous avant de réserver\u00a0: le formulaire sera rempli avec vos coordonnées."),
      t("You receive this reminder because you agreed to our news and renewal reminders. To stop them: " +
            links.page,
        "Vous recevez ce rappel parce que vous avez accepté nos nouvelles et rappels de renouvellement. Pour "
        "ne "
        "plus les recevoir\u00a0: " +
            links.page)};
  auto message = mail::render(facts.email, layout, mail::company_of(config));
  message.list_unsubscribe = links.one_click;
  return message;
}

}  // namespace

int send_renewal_reminders(core::Context& context) {
  const long long now = context.clock.now();
  const auto today = quebec_date(now);
  int sent = 0;
  for (int stage : stages) {
    const auto after = stage == 30 ? today : add_days(today, 30);
    const auto by = add_days(today, stage);
    for (;;) {
      std::vector<long long> due;
      {
        auto sql = db::connection(context.database);
        due = renewal_rows::due(*sql, after, by, stage, per_batch);
      }
      int decided = 0;
      for (long long id : due) {
        db::Transaction tx(context.database);
        auto& sql = tx.sql();
        auto certificate = repository::find_by_id(sql, id);
        auto facts = renewal_rows::facts(sql, id, now);
        if (!certificate || !facts) continue;  // withdrawn, or its course no longer renewed
        const bool send = !facts->already_booked && consents::may_send_news(sql, facts->email);
        // The insert decides which instance acts; the mail is queued in the same transaction.
        if (!renewal_rows::decide(sql, id, stage, send, now)) continue;
        if (send) {
          const auto links =
              consents::unsubscribe_links(sql, context.config.public_url, facts->email, facts->language, now);
          mail::enqueue(sql, renewal_mail(*certificate, *facts, context.config, links), now);
          ++sent;
        }
        tx.commit();
        ++decided;
      }
      if (due.size() < static_cast<std::size_t>(per_batch) || decided == 0) break;
    }
  }
  return sent;
}

}  // namespace secours::certificates
