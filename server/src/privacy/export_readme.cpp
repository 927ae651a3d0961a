#include "privacy/export_readme.h"

#include <array>
#include <string_view>

#include "common/localized.h"
#include "common/quebec_time.h"

namespace secours::privacy {

namespace {

struct FileWords {
  std::string_view name, fr, en;
};

// NBSP: the no-break space French puts before a colon, a semicolon, a question mark.
constexpr std::array<FileWords, 21> files{{
    {"donnees.json",
     "Toutes ces données en un seul fichier, pour un programme (format JSON)\u00a0: les dates y sont en "
     "temps "
     "universel (UTC, ISO 8601), les montants en cents et les états en codes.",
     "All of this data in one file, for a program (JSON format): dates in universal time (UTC, ISO 8601), "
     "amounts in cents and states as codes."},
    {"profil.csv",
     "Votre profil\u00a0: nom, coordonnées, langue, rôle, création du compte et dernière visite.",
     "Your profile: name, contact details, language, role, when the account was created and last used."},
    {"reservations.csv",
     "Vos réservations\u00a0: formation, séance, statut, paiement, montants, coordonnées données en "
     "réservant "
     "et demandes particulières.",
     "Your bookings: course, session, status, payment, amounts, the contact details given when booking and "
     "special requests."},
    {"paiements.csv",
     "Chaque paiement reçu pour vos réservations et chaque remboursement\u00a0: mode, montant, date, état, "
     "reçu ou note de crédit.",
     "Each payment received for your bookings and each refund: method, amount, date, status, receipt or "
     "credit note."},
    {"documents.csv", "Vos reçus et vos notes de crédit.", "Your receipts and credit notes."},
    {"attestations.csv",
     "Vos attestations\u00a0: numéro, formation, organisme, formateur, dates de délivrance et d’expiration.",
     "Your certificates: number, course, certifying body, instructor, issue and expiry dates."},
    {"presences.csv",
     "Ce que le formateur a inscrit le jour de la formation\u00a0: votre présence chaque jour, votre "
     "résultat "
     "et sa note à votre sujet.",
     "What the instructor recorded on the day of the course: your attendance on each day, your result and "
     "their note about you."},
    {"suivi_formations.csv",
     "Vos inscriptions aux formations\u00a0: progression dans les leçons, présence, fin de la formation.",
     "Your enrolments: progress through the lessons, attendance, completion."},
    {"liste_attente.csv", "Vos places sur les listes d’attente des séances complètes.",
     "Your places on the waiting lists of full sessions."},
    {"entreprises.csv",
     "Les entreprises que vous gérez sur le site, et celles qui vous invitent à les gérer.",
     "The companies you manage on the site, and those inviting you to manage them."},
    {"employes.csv",
     "Les fiches d’employé que des entreprises ont à votre nom (liées à votre compte ou à votre adresse "
     "courriel)\u00a0: entreprise, lieu de travail, quart.",
     "The employee records companies keep about you (linked to your account or to your email address): "
     "company, workplace, shift."},
    {"formateur.csv", "Votre fiche de formateur\u00a0: langues d’enseignement, rôle actif ou non.",
     "Your instructor page: teaching languages, whether the role is active."},
    {"formateur_numeros.csv", "Vos numéros de formateur auprès des organismes.",
     "Your instructor numbers with the certifying bodies."},
    {"formateur_seances.csv", "Les séances qui vous ont été confiées comme formateur.",
     "The sessions you were assigned to teach."},
    {"consentements.csv",
     "Vos consentements\u00a0: conditions de vente acceptées, nouvelles et rappels donnés ou retirés, avec "
     "la "
     "version du texte.",
     "Your consents: terms of sale accepted, news and reminders given or withdrawn, with the wording’s "
     "version."},
    {"courriels.csv",
     "Les courriels que nous vous avons envoyés (le texte des plus anciens est effacé après le délai de "
     "conservation).",
     "The emails we sent you (the text of the oldest is erased after the retention period)."},
    {"demandes_formation.csv", "Les demandes de formation en entreprise que vous nous avez envoyées.",
     "The requests for a training at your workplace you sent us."},
    {"formateur_disponibilites.csv",
     "Vos heures de disponibilité chaque semaine et vos congés, comme formateur.",
     "Your weekly hours and time off, as an instructor."},
    {"formateur_offres.csv", "Les séances que le bureau vous a offertes, et votre réponse.",
     "The sessions the office offered you, and your answer."},
    {"signalements.csv", "Les problèmes que vous nous avez signalés depuis le site.",
     "The problems you reported to us from the site."},
    {"README.txt", "Ce fichier.", "This file."},
}};

std::string_view describe(const std::string& name, bool french) {
  for (const auto& file : files) {
    if (file.name == name) return french ? file.fr : file.en;
  }
  return "";
}

}  // namespace

std::string export_readme(const PersonalData& data, const std::vector<zip::Entry>& entries,
                          const core::Config& config, long long now) {
  const bool fr = data.person.language != "en";
  auto t = [fr](std::string_view french, std::string_view english) {
    return std::string(fr ? french : english);
  };
  std::string out =
      t("Vos données personnelles — ", "Your personal data — ") + config.company_name + "\r\n" +
      t("Exportées le ", "Exported on ") + quebec_date_time(now) + t(" (heure du Québec)", " (Quebec time)") +
      "\r\n\r\n" +
      t("Ce fichier ZIP contient une copie de tout ce que nous conservons à votre sujet, et rien "
        "sur d’autres personnes.",
        "This ZIP file holds a copy of everything we keep about you, and nothing about anyone "
        "else.") +
      "\r\n\r\n" + t("Les fichiers", "The files") + "\r\n";
  for (const auto& entry : entries)
    out += "  " + entry.name + " — " + std::string(describe(entry.name, fr)) + "\r\n";
  out += "\r\n" + t("Pour lire les tableaux", "Reading the tables") + "\r\n";
  const std::vector<std::string> notes{
      t("Chaque fichier .csv est un tableau qui s’ouvre dans un tableur (Excel, LibreOffice Calc, "
        "Numbers)\u00a0: "
        "colonnes séparées par des points-virgules et virgule décimale, comme dans un tableur en français.",
        "Each .csv file is a table that opens in a spreadsheet (Excel, LibreOffice Calc, Numbers): columns "
        "separated by commas and a decimal point, as in an English spreadsheet."),
      t("Les dates et les heures sont à l’heure du Québec (heure de l’Est, America/Toronto), écrites "
        "AAAA-MM-JJ HH:MM, par exemple 2026-11-29 14:05.",
        "Dates and times are Quebec time (Eastern time, America/Toronto), written YYYY-MM-DD HH:MM, for "
        "example 2026-11-29 14:05."),
      t("Les montants sont en dollars canadiens\u00a0; un remboursement ou une note de crédit est un montant "
        "négatif.",
        "Amounts are in Canadian dollars; a refund or a credit note is a negative amount."),
      t("Un tableau qui n’a que sa ligne de titres veut dire que nous n’avons rien de ce genre à votre "
        "sujet.",
        "A table holding only its headings means that we have nothing of that kind about you."),
      t("Les noms des fichiers sont en français, quelle que soit votre langue.",
        "The files’ names are in French, whatever your language."),
  };
  for (const auto& note : notes) out += "  • " + note + "\r\n";
  if (!data.address_proven) {
    out +=
        "  • " +
        t("Votre adresse courriel n’est pas encore confirmée\u00a0: ce que nous ne connaissons que par cette "
          "adresse (courriels envoyés, consentements, listes d’attente, fiches d’employé, invitations) "
          "s’ajoutera à ce fichier une fois l’adresse confirmée.",
          "Your email address is not confirmed yet: what we know only through that address (emails sent, "
          "consents, waiting lists, employee records, invitations) will join this file once the address is "
          "confirmed.") +
        "\r\n";
  }
  out += "\r\n" +
         t("Des questions sur vos données\u00a0? Écrivez à ", "Questions about your data? Write to ") +
         config.privacy_officer_name + ", " +
         localized(data.person.language, config.privacy_officer_title, config.privacy_officer_title_en) +
         t(", responsable de la protection des renseignements personnels\u00a0: ",
           ", the person in charge of the protection of personal information: ") +
         config.privacy_officer_email + "\r\n";
  return std::string("\xEF\xBB\xBF") + out;
}

}  // namespace secours::privacy
