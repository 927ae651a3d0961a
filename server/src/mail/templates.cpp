#include "mail/templates.h"

#include <vector>

namespace secours::mail {

namespace {

// French typography puts a no-break space before a colon.
constexpr const char* nbsp = "\u00a0";

// The pieces every mail is made of; the link sits between the paragraphs before and after it.
struct Content {
  std::string subject;
  std::string greeting;
  std::vector<std::string> before_link;
  std::string button;
  std::string url;
  std::vector<std::string> after_link;
  std::string closing;
  std::string team;
};

bool english(const std::string& language) { return language == "en" || language.starts_with("en-"); }

std::string greeting(const std::string& first_name, bool in_english) {
  std::string hello = in_english ? "Hello" : "Bonjour";
  return first_name.empty() ? hello + "," : hello + " " + first_name + ",";
}

std::string join_paragraphs(const std::vector<std::string>& paragraphs) {
  std::string out;
  for (const auto& paragraph : paragraphs) out += paragraph + "\n\n";
  return out;
}

constexpr const char* phone = "819 555-0142";
constexpr const char* email = "info@secours.example";

Message render(const std::string& to, const Content& content, bool in_english) {
  Message message;
  message.to = to;
  message.subject = content.subject;
  message.text = content.greeting + "\n\n" + join_paragraphs(content.before_link) + content.url + "\n\n" +
                 join_paragraphs(content.after_link) + content.closing + "\n" + content.team + "\n" + phone +
                 " · " + email + "\n";

  const std::string paragraph = "<p style=\"margin:0 0 16px\">";
  std::string html =
      std::string("<!DOCTYPE html>\n<html lang=\"") + (in_english ? "en" : "fr") +
      "\">\n<body style=\"margin:0;padding:24px;background:#f4f5f7\">\n"
      "<div style=\"max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;"
      "font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933\">\n";
  html += paragraph + html_escape(content.greeting) + "</p>\n";
  for (const auto& text : content.before_link) html += paragraph + html_escape(text) + "</p>\n";
  html += paragraph + "<a href=\"" + html_escape(content.url) +
          "\" style=\"display:inline-block;padding:12px 20px;background:#c8102e;color:#ffffff;"
          "text-decoration:none;border-radius:6px;font-weight:bold\">" +
          html_escape(content.button) + "</a></p>\n";
  html += "<p style=\"margin:0 0 16px;font-size:13px;color:#52606d;word-break:break-all\">" +
          html_escape(content.url) + "</p>\n";
  for (const auto& text : content.after_link) html += paragraph + html_escape(text) + "</p>\n";
  html += "<p style=\"margin:24px 0 0\">" + html_escape(content.closing) + "<br>" +
          html_escape(content.team) + "<br>" + phone + " · <a href=\"mailto:" + email +
          "\" style=\"color:#c8102e\">" + email + "</a></p>\n</div>\n</body>\n</html>\n";
  message.html = html;
  return message;
}

}  // namespace

std::string html_escape(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out.push_back(c);
    }
  }
  return out;
}

Message password_reset_mail(const std::string& to, const std::string& first_name, const std::string& language,
                            const std::string& reset_url) {
  bool in_english = english(language);
  Content content;
  content.greeting = greeting(first_name, in_english);
  content.url = reset_url;
  if (in_english) {
    content.subject = "Reset your password";
    content.before_link = {
        "We received a request to reset the password of your Formations Secours Outaouais "
        "account. Follow this link to choose a new one:"};
    content.button = "Choose a new password";
    content.after_link = {
        "The link is valid for one hour. If you did not ask for it, simply ignore this "
        "email: your password stays as it is."};
    content.closing = "Warm regards,";
    content.team = "The Formations Secours Outaouais team";
  } else {
    content.subject = "Réinitialisation de votre mot de passe";
    content.before_link = {
        std::string("Nous avons reçu une demande de réinitialisation du mot de passe de votre "
                    "compte Formations Secours Outaouais. Suivez ce lien pour en choisir un "
                    "nouveau") +
        nbsp + ":"};
    content.button = "Choisir un nouveau mot de passe";
    content.after_link = {std::string("Ce lien est valide pendant une heure. Si vous n’avez pas fait cette "
                                      "demande, ignorez simplement ce courriel") +
                          nbsp + ": votre mot de passe reste inchangé."};
    content.closing = "Au plaisir,";
    content.team = "L’équipe de Formations Secours Outaouais";
  }
  return render(to, content, in_english);
}

Message welcome_mail(const std::string& to, const std::string& first_name, const std::string& language,
                     const std::string& site_url) {
  bool in_english = english(language);
  Content content;
  content.greeting = greeting(first_name, in_english);
  content.url = site_url;
  if (in_english) {
    content.subject = "Welcome to Formations Secours Outaouais";
    content.before_link = {
        "Welcome! Your account is ready. You can now browse our courses, book your seat and "
        "find your certificates in your personal space:"};
    content.button = "Visit the site";
    content.after_link = {std::string("A question? Write to us at ") + email + " or call us at " + phone +
                          ", we will be glad to help."};
    content.closing = "See you soon in class,";
    content.team = "The Formations Secours Outaouais team";
  } else {
    content.subject = "Bienvenue chez Formations Secours Outaouais";
    content.before_link = {
        std::string("Bienvenue parmi nous! Votre compte est prêt. Vous pouvez dès maintenant "
                    "consulter nos formations, réserver votre place et retrouver vos "
                    "attestations dans votre espace personnel") +
        nbsp + ":"};
    content.button = "Visiter le site";
    content.after_link = {std::string("Une question? Écrivez-nous à ") + email + " ou appelez-nous au " +
                          phone + ", c’est avec plaisir que nous vous aiderons."};
    content.closing = "Au plaisir de vous voir en formation,";
    content.team = "L’équipe de Formations Secours Outaouais";
  }
  return render(to, content, in_english);
}

Message email_verification_mail(const std::string& to, const std::string& first_name,
                                const std::string& language, const std::string& verify_url, bool change) {
  bool in_english = english(language);
  Content content;
  content.greeting = greeting(first_name, in_english);
  content.url = verify_url;
  if (in_english) {
    content.subject = "Confirm your email address";
    content.before_link = {
        change ? "You asked to use this address for your Formations Secours Outaouais account. "
                 "Follow this link to confirm it:"
               : "Please confirm that this address is yours. Once it is confirmed, the bookings "
                 "you made with it without an account appear in your personal space:"};
    content.button = "Confirm my address";
    content.after_link = {
        change
            ? "The link is valid for 48 hours. Until then, your account keeps its current address. If you "
              "did "
              "not ask for this change, simply ignore this email."
            : "The link is valid for 48 hours. If you did not create an account, simply ignore this email."};
    content.closing = "Warm regards,";
    content.team = "The Formations Secours Outaouais team";
  } else {
    content.subject = "Confirmez votre adresse courriel";
    content.before_link = {
        change
            ? std::string("Vous avez demandé à utiliser cette adresse pour votre compte Formations Secours "
                          "Outaouais. Suivez ce lien pour la confirmer") +
                  nbsp + ":"
            : std::string("Veuillez confirmer que cette adresse est bien la vôtre. Une fois confirmée, les "
                          "réservations faites avec elle sans compte apparaîtront dans votre espace "
                          "personnel") +
                  nbsp + ":"};
    content.button = "Confirmer mon adresse";
    content.after_link = {
        change ? std::string("Ce lien est valide pendant 48 heures. D’ici là, votre compte garde "
                             "son adresse actuelle. Si vous n’avez pas demandé ce changement, "
                             "ignorez simplement ce courriel.")
               : std::string("Ce lien est valide pendant 48 heures. Si vous n’avez pas créé de "
                             "compte, ignorez simplement ce courriel.")};
    content.closing = "Au plaisir,";
    content.team = "L’équipe de Formations Secours Outaouais";
  }
  return render(to, content, in_english);
}

Message email_change_notice_mail(const std::string& to, const std::string& first_name,
                                 const std::string& language, const std::string& new_email,
                                 const std::string& reset_url) {
  bool in_english = english(language);
  Content content;
  content.greeting = greeting(first_name, in_english);
  content.url = reset_url;
  if (in_english) {
    content.subject = "Change of your email address";
    content.before_link = {"A change of the address of your Formations Secours Outaouais account to " +
                               new_email +
                               " was requested. This address stays in effect until the new one is confirmed.",
                           "If you did not ask for it, choose a new password now:"};
    content.button = "Choose a new password";
    content.after_link = {std::string("A question? Write to us at ") + email + " or call us at " + phone +
                          "."};
    content.closing = "Warm regards,";
    content.team = "The Formations Secours Outaouais team";
  } else {
    content.subject = "Changement de votre adresse courriel";
    content.before_link = {
        "Un changement de l’adresse de votre compte Formations Secours Outaouais pour " + new_email +
            " a été demandé. Cette adresse-ci reste en vigueur tant que la nouvelle n’est pas "
            "confirmée.",
        std::string("Si vous n’avez pas fait cette demande, choisissez dès maintenant un "
                    "nouveau mot de passe") +
            nbsp + ":"};
    content.button = "Choisir un nouveau mot de passe";
    content.after_link = {std::string("Une question? Écrivez-nous à ") + email + " ou appelez-nous au " +
                          phone + "."};
    content.closing = "Au plaisir,";
    content.team = "L’équipe de Formations Secours Outaouais";
  }
  return render(to, content, in_english);
}

}  // namespace secours::mail
