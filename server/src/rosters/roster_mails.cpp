#include "rosters/roster_mails.h"

#include "common/display_format.h"
#include "mail/layout.h"

namespace secours::rosters {

mail::Message certificate_mail(const RosterAttendee& attendee, const certificates::Certificate& certificate,
                               const std::string& pdf, const core::Config& config) {
  const mail::Wording t(attendee.language);
  const std::string language = t.language();
  const auto title = certificate.title(language);
  const auto verification = config.public_url + "/verify/" + certificate.credential_id;
  mail::Layout layout;
  layout.language = language;
  layout.subject = t("Your certificate “" + title + "”", "Votre certificat « " + title + " »");
  layout.greeting = mail::greeting(attendee.first_name, language);
  layout.before = {
      t("Congratulations: you passed “" + title + "”. Your certificate is attached to this mail.",
        "Félicitations\u00a0: vous avez réussi la formation « " + title +
            " ». Votre certificat est joint à ce courriel.")};
  layout.summary = {{t("Certificate", "Certificat"), certificate.credential_id},
                    {t("Holder", "Titulaire"), certificate.holder_name},
                    {t("Issued on", "Délivré le"), format_day(certificate.issued_on, language)},
                    {t("Valid until", "Valide jusqu’au"), format_day(certificate.expires_on, language)}};
  if (!certificate.instructor().empty())
    layout.summary.push_back({t("Instructor", "Formateur ou formatrice"), certificate.instructor()});
  layout.link_label = t("Verify the certificate", "Vérifier le certificat");
  layout.link_url = verification + (t.english ? "?lng=en" : "");
  layout.after = {
      t("Anyone (an employer, an inspector) can verify it at this address or with the QR code it "
        "carries.",
        "Toute personne (un employeur, un inspecteur) peut le vérifier à cette adresse ou avec son "
        "code QR.")};
  if (attendee.user_id == 0) {
    layout.after.push_back(t("Create your account with this address (" + attendee.email +
                                 ") to find your certificates in your "
                                 "dashboard: " +
                                 config.public_url + "/signup",
                             "Créez votre compte avec cette adresse (" + attendee.email +
                                 ") pour retrouver vos certificats dans votre tableau de bord\u00a0: " +
                                 config.public_url + "/signup"));
  }
  auto message = mail::render(attendee.email, layout, mail::company_of(config));
  message.attachments.push_back(
      {(t.english ? "certificate-" : "certificat-") + certificate.credential_id + ".pdf", "application/pdf",
       pdf});
  return message;
}

}  // namespace secours::rosters
