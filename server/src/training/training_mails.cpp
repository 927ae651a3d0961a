#include "training/training_mails.h"

#include "common/display_format.h"
#include "common/localized.h"
#include "common/quebec_time.h"
#include "mail/layout.h"
#include "schedule/session_json.h"

namespace secours::training {

namespace {

std::string course_list(const TrainingRequest& request, const std::string& language) {
  std::string list;
  for (const auto& course : request.courses)
    list += (list.empty() ? "" : ", ") + localized(language, course.title_fr, course.title_en);
  return list;
}

}  // namespace

void queue_request_mails(soci::session& sql, const core::Config& config, const TrainingRequest& request,
                         long long now) {
  const auto company = mail::company_of(config);
  mail::Layout office;
  office.language = "fr";
  office.subject = "Demande de formation en entreprise — " + request.company_name;
  office.greeting = "Bonjour,";
  office.before = {"Une demande de formation en entreprise est arrivée par le site."};
  office.summary = {{"Entreprise", request.company_name},
                    {"Personne-ressource", request.first_name + " " + request.last_name},
                    {"Courriel", request.email},
                    {"Téléphone", request.phone.empty() ? "—" : request.phone},
                    {"Formation(s)", course_list(request, "fr")},
                    {"Participants", std::to_string(request.people)},
                    {"Adresse", request.address},
                    {"Dates souhaitées", request.preferred_dates},
                    {"Langue", request.language == "en" ? "anglais" : "français"}};
  if (!request.message.empty()) office.after = {"Message\u00a0: " + request.message};
  office.link_label = "Préparer le devis";
  office.link_url = config.public_url + "/admin/quotes";
  mail::enqueue(sql, mail::render(company.email, office, company), now);

  mail::Wording t(request.language);
  mail::Layout confirmation;
  confirmation.language = t.language();
  confirmation.subject = t("We received your training request", "Nous avons reçu votre demande de formation");
  confirmation.greeting = mail::greeting(request.first_name, request.language);
  confirmation.before = {
      t("Thank you: we received your request for a training at your workplace. We will send "
        "you a quote within two business days.",
        "Merci\u00a0: nous avons bien reçu votre demande de formation en entreprise. Nous vous "
        "enverrons un devis d’ici deux jours ouvrables.")};
  confirmation.summary = {{t("Training", "Formation"), course_list(request, request.language)},
                          {t("People", "Participants"), std::to_string(request.people)},
                          {t("Address", "Adresse"), request.address},
                          {t("Preferred dates", "Dates souhaitées"), request.preferred_dates}};
  confirmation.after = {t("Reply to this email to add anything to your request.",
                          "Répondez à ce courriel pour compléter votre demande.")};
  mail::enqueue(sql, mail::render(request.email, confirmation, company), now);
}

void queue_quote_mail(soci::session& sql, const core::Config& config, const Quote& quote,
                      const std::string& link, const std::string& pdf, long long now) {
  const auto company = mail::company_of(config);
  mail::Wording t(quote.language);
  const auto& language = quote.language;
  mail::Layout layout;
  layout.language = t.language();
  layout.subject = t("Your quote ", "Votre devis ") + quote.number + " — " + company.name;
  layout.greeting = mail::greeting("", language);
  layout.before = {
      t("Here is our quote for a training at your workplace; its PDF is attached.",
        "Voici notre devis pour une formation dans vos locaux\u00a0; vous le trouverez aussi en PDF "
        "en pièce jointe.")};
  layout.summary = {{t("Quote", "Devis"), quote.number + " (v" + std::to_string(quote.version) + ")"},
                    {t("For", "Pour"), quote.company_name},
                    {t("Dates", "Dates"), schedule::days_text(quote.days, language)},
                    {t("Location", "Lieu"), quote.address},
                    {t("Total (taxes included)", "Total (taxes incluses)"),
                     format_money(quote.amounts.total_cents, language)},
                    {t("Valid until", "Valide jusqu’au"), format_day(quote.valid_until, language)}};
  layout.link_label = t("See, accept or decline the quote", "Consulter, accepter ou refuser le devis");
  layout.link_url = link;
  layout.after = {
      t("Once accepted, your managers name the attendees from your company space.",
        "Une fois le devis accepté, vos gestionnaires nomment les participants depuis votre espace "
        "entreprise.")};
  auto message = mail::render(quote.contact_email, layout, company);
  message.attachments.push_back({"devis-" + quote.number + ".pdf", "application/pdf", pdf});
  mail::enqueue(sql, message, now);
}

void queue_quote_answered_mail(soci::session& sql, const core::Config& config, const Quote& quote,
                               long long now) {
  const auto company = mail::company_of(config);
  const bool accepted = quote.status == QuoteStatus::accepted;
  mail::Layout layout;
  layout.language = "fr";
  layout.subject = std::string(accepted ? "Devis accepté — " : "Devis refusé — ") + quote.number + " — " +
                   quote.company_name;
  layout.greeting = "Bonjour,";
  if (accepted) {
    layout.before = {
        "Le devis a été accepté\u00a0: la séance privée est créée et les places attendent les noms "
        "des participants."};
    layout.summary = {{"Accepté par", quote.accepted_name +
                                          (quote.accepted_title.empty() ? "" : ", " + quote.accepted_title)},
                      {"Bon de commande", quote.purchase_order.empty() ? "—" : quote.purchase_order},
                      {"Total", format_money(quote.amounts.total_cents, "fr")}};
  } else {
    layout.before = {"Le devis a été refusé."};
    layout.summary = {{"Raison", quote.decline_reason}};
  }
  layout.link_label = "Voir le devis";
  layout.link_url = config.public_url + "/admin/quotes/" + std::to_string(quote.id);
  mail::enqueue(sql, mail::render(company.email, layout, company), now);
}

}  // namespace secours::training
