#include "waitlist/waitlist_mails.h"

#include "common/display_format.h"
#include "common/localized.h"
#include "core/config.h"
#include "mail/layout.h"

namespace secours::waitlist {

namespace {

struct Words {
  bool english;
  std::string operator()(const std::string& en, const std::string& fr) const { return english ? en : fr; }
};

mail::Layout layout_for(const Entry& entry, const std::string& subject) {
  mail::Layout layout;
  layout.language = mail::is_english(entry.language) ? "en" : "fr";
  layout.subject = subject;
  layout.greeting = mail::greeting(entry.first_name, layout.language);
  return layout;
}

void add_session_rows(mail::Layout& layout, const Entry& entry, const Words& t) {
  layout.summary.push_back(
      {t("Course", "Formation"), localized(layout.language, entry.course_title_fr, entry.course_title_en)});
  layout.summary.push_back({t("Date", "Date"), format_session_time(entry.session_starts_at,
                                                                   entry.session_ends_at, layout.language)});
  if (!entry.session_location.empty())
    layout.summary.push_back({t("Location", "Lieu"), entry.session_location});
  layout.summary.push_back({t("Seats", "Places"), std::to_string(entry.seats)});
}

}  // namespace

mail::Message joined_mail(const Entry& entry, const core::Config& config, const std::string& page_url) {
  const Words t{mail::is_english(entry.language)};
  const auto title = localized(entry.language, entry.course_title_fr, entry.course_title_en);
  auto layout = layout_for(entry, t("Waiting list: ", "Liste d’attente\u00a0: ") + title);
  layout.before = {
      t("You are number " + std::to_string(entry.position) +
            " on the waiting list of this session. As soon as a seat frees up for you, we will "
            "hold it and tell you by mail.",
        "Vous êtes au rang " + std::to_string(entry.position) +
            " de la liste d’attente de cette séance. Dès qu’une place se libère pour vous, nous la "
            "réservons et vous l’annonçons par courriel.")};
  add_session_rows(layout, entry, t);
  layout.link_label = t("See my place or leave the list", "Voir ma place ou quitter la liste");
  layout.link_url = page_url;
  return mail::render(entry.email, layout, mail::company_of(config));
}

mail::Message session_cancelled_mail(const Entry& entry, const core::Config& config) {
  const Words t{mail::is_english(entry.language)};
  const auto title = localized(entry.language, entry.course_title_fr, entry.course_title_en);
  auto layout = layout_for(entry, t("Session cancelled: ", "Séance annulée\u00a0: ") + title);
  layout.before = {
      t("We are sorry: the session you were waiting for is cancelled, and its waiting list with it.",
        "Nous sommes désolés\u00a0: la séance que vous attendiez est annulée, et sa liste d’attente "
        "avec elle.")};
  add_session_rows(layout, entry, t);
  layout.after = {
      t("Another date may suit you: see the course's other sessions on our site, or reply to this "
        "email.",
        "Une autre date vous conviendra peut-être\u00a0: voyez les autres séances de la formation sur "
        "notre site, ou répondez à ce courriel.")};
  return mail::render(entry.email, layout, mail::company_of(config));
}

mail::Message offer_mail(const Entry& entry, const core::Config& config, const std::string& page_url) {
  const Words t{mail::is_english(entry.language)};
  const auto title = localized(entry.language, entry.course_title_fr, entry.course_title_en);
  const auto until = format_moment(entry.offer_expires_at, entry.language);
  auto layout = layout_for(entry, t("A seat is yours: ", "Une place pour vous\u00a0: ") + title);
  layout.before = {
      t(entry.seats == 1 ? "A seat has freed up and we are holding it for you until " + until + "."
                         : "Seats have freed up and we are holding them for you until " + until + ".",
        entry.seats == 1 ? "Une place s’est libérée et nous vous la réservons jusqu’au " + until + "."
                         : "Des places se sont libérées et nous vous les réservons jusqu’au " + until + ".")};
  add_session_rows(layout, entry, t);
  layout.link_label = t("Book my seat", "Réserver ma place");
  layout.link_url = page_url;
  layout.after = {t("Past that time, or if you decline, the seat goes to the next person on the list.",
                    "Passé ce délai, ou si vous refusez, la place est offerte à la personne suivante.")};
  return mail::render(entry.email, layout, mail::company_of(config));
}

}  // namespace secours::waitlist
