#include "privacy/privacy_mails.h"

#include "common/display_format.h"
#include "common/legal.h"
#include "common/quebec_time.h"
#include "mail/layout.h"
#include "mail/mail.h"

namespace secours::privacy {

void queue_account_deleted_mail(soci::session& sql, const core::Config& config, const auth::User& person,
                                const std::vector<documents::DocumentSummary>& kept, long long now) {
  mail::Wording t(person.language);
  const auto company = mail::company_of(config);
  mail::Layout layout;
  layout.language = t.language();
  layout.subject = t("Your account has been deleted", "Votre compte a été supprimé");
  layout.greeting = mail::greeting(person.first_name, t.language());
  layout.before = {
      t("As you asked, your " + company.name +
            " account has been deleted: your profile, your sign-in, the names and contact details "
            "on your bookings, your special requests, your certificates and the mails we sent you "
            "are erased.",
        "Comme vous l’avez demandé, votre compte " + company.name +
            " a été supprimé\u00a0: votre profil, votre connexion, les noms et coordonnées de vos "
            "réservations, vos demandes particulières, vos attestations et les courriels que nous "
            "vous avons envoyés sont effacés.")};
  const std::string years = std::to_string(tax_documents_years);
  if (kept.empty()) {
    layout.before.push_back(t("No receipt or credit note had to be kept.",
                              "Aucun reçu ni note de crédit n’avait à être conservé."));
  } else {
    layout.before.push_back(t("Tax law requires us to keep these documents for " + years +
                                  " years; they are no longer linked to any account:",
                              "La loi fiscale nous oblige à conserver ces documents pendant " + years +
                                  "\u00a0ans\u00a0; ils ne sont plus liés à aucun compte\u00a0:"));
    for (const auto& document : kept) {
      const bool receipt = document.kind == documents::receipt;
      layout.summary.push_back(
          {(receipt ? t("Receipt ", "Reçu ") : t("Credit note ", "Note de crédit ")) + document.number,
           format_day(quebec_date(document.issued_at), t.language()) + " — " +
               format_money(document.total_cents, t.language())});
    }
  }
  layout.after = {t("A question? Write to " + config.privacy_officer_email + ".",
                    "Une question\u00a0? Écrivez à " + config.privacy_officer_email + ".")};
  mail::enqueue(sql, mail::render(person.email, layout, company), now);
}

}  // namespace secours::privacy
