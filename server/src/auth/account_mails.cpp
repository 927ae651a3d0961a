#include "auth/account_mails.h"

namespace secours::auth {

namespace {

using mail::Company;
using mail::Layout;
using mail::Message;
using mail::Wording;

// Every account mail greets by first name and leads to one link.
Layout account_layout(const std::string& first_name, const Wording& t, const std::string& subject,
                      const std::string& link_label, const std::string& link_url) {
  Layout layout;
  layout.language = t.language();
  layout.subject = subject;
  layout.greeting = mail::greeting(first_name, t.language());
  layout.link_label = link_label;
  layout.link_url = link_url;
  return layout;
}

// "A question? Write to us at … or call us at …" and what follows it.
std::string question(const Company& company, const Wording& t, const std::string& en_end,
                     const std::string& fr_end) {
  return t("A question? Write to us at " + company.email + " or call us at " + company.phone + en_end,
           "Une question? Écrivez-nous à " + company.email + " ou appelez-nous au " + company.phone + fr_end);
}

}  // namespace

Message password_reset_mail(const Company& company, const std::string& to, const std::string& first_name,
                            const std::string& language, const std::string& reset_url) {
  Wording t(language);
  auto layout =
      account_layout(first_name, t, t("Reset your password", "Réinitialisation de votre mot de passe"),
                     t("Choose a new password", "Choisir un nouveau mot de passe"), reset_url);
  layout.before = {t("We received a request to reset the password of your " + company.name +
                         " account. Follow this link to choose a new one:",
                     "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte " +
                         company.name + ". Suivez ce lien pour en choisir un nouveau\u00a0:")};
  layout.after = {
      t("The link is valid for one hour. If you did not ask for it, simply ignore this email: your password "
        "stays as it is.",
        "Ce lien est valide pendant une heure. Si vous n’avez pas fait cette demande, ignorez simplement ce "
        "courriel\u00a0: votre mot de passe reste inchangé.")};
  return mail::render(to, layout, company);
}

Message welcome_mail(const Company& company, const std::string& to, const std::string& first_name,
                     const std::string& language, const std::string& site_url) {
  Wording t(language);
  auto layout = account_layout(first_name, t, t("Welcome to ", "Bienvenue chez ") + company.name,
                               t("Visit the site", "Visiter le site"), site_url);
  layout.before = {
      t("Welcome! Your account is ready. You can now browse our courses, book your seat and find your "
        "certificates in your personal space:",
        "Bienvenue parmi nous! Votre compte est prêt. Vous pouvez dès maintenant consulter nos formations, "
        "réserver votre place et retrouver vos attestations dans votre espace personnel\u00a0:")};
  layout.after = {
      question(company, t, ", we will be glad to help.", ", c’est avec plaisir que nous vous aiderons.")};
  layout.closing = t("See you soon in class,", "Au plaisir de vous voir en formation,");
  return mail::render(to, layout, company);
}

Message email_verification_mail(const Company& company, const std::string& to, const std::string& first_name,
                                const std::string& language, const std::string& verify_url, bool change) {
  Wording t(language);
  auto layout =
      account_layout(first_name, t, t("Confirm your email address", "Confirmez votre adresse courriel"),
                     t("Confirm my address", "Confirmer mon adresse"), verify_url);
  if (change) {
    layout.before = {t("You asked to use this address for your " + company.name +
                           " account. Follow this link to confirm it:",
                       "Vous avez demandé à utiliser cette adresse pour votre compte " + company.name +
                           ". Suivez ce lien pour la confirmer\u00a0:")};
    layout.after = {
        t("The link is valid for 48 hours. Until then, your account keeps its current address. If you did "
          "not ask for this change, simply ignore this email.",
          "Ce lien est valide pendant 48 heures. D’ici là, votre compte garde son adresse actuelle. Si vous "
          "n’avez pas demandé ce changement, ignorez simplement ce courriel.")};
  } else {
    layout.before = {
        t("Please confirm that this address is yours. Once it is confirmed, the bookings you made with it "
          "without an account appear in your personal space:",
          "Veuillez confirmer que cette adresse est bien la vôtre. Une fois confirmée, les réservations "
          "faites avec elle sans compte apparaîtront dans votre espace personnel\u00a0:")};
    layout.after = {
        t("The link is valid for 48 hours. If you did not create an account, simply ignore this email.",
          "Ce lien est valide pendant 48 heures. Si vous n’avez pas créé de compte, ignorez simplement ce "
          "courriel.")};
  }
  return mail::render(to, layout, company);
}

Message email_change_notice_mail(const Company& company, const std::string& to, const std::string& first_name,
                                 const std::string& language, const std::string& new_email,
                                 const std::string& reset_url) {
  Wording t(language);
  auto layout =
      account_layout(first_name, t, t("Change of your email address", "Changement de votre adresse courriel"),
                     t("Choose a new password", "Choisir un nouveau mot de passe"), reset_url);
  layout.before = {
      t("A change of the address of your " + company.name + " account to " + new_email +
            " was requested. This address stays in effect until the new one is confirmed.",
        "Un changement de l’adresse de votre compte " + company.name + " pour " + new_email +
            " a été demandé. Cette adresse-ci reste en vigueur tant que la nouvelle n’est pas confirmée."),
      t("If you did not ask for it, choose a new password now:",
        "Si vous n’avez pas fait cette demande, choisissez dès maintenant un nouveau mot de passe\u00a0:")};
  layout.after = {question(company, t, ".", ".")};
  return mail::render(to, layout, company);
}

}  // namespace secours::auth
