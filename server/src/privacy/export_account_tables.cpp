#include <cctype>
#include <string>

#include "consents/consent.h"
#include "privacy/export_format.h"
#include "privacy/export_tables.h"

namespace secours::privacy {

namespace {

const char* role_label(auth::Role role, const ExportFormat& t) {
  switch (role) {
    case auth::Role::admin:
      return t("Administrateur", "Administrator");
    case auth::Role::instructor:
      return t("Formateur", "Instructor");
    case auth::Role::student:
      break;
  }
  return t("Étudiant", "Student");
}

zip::Entry profile_table(const PersonalData& data, const ExportFormat& t) {
  const auto& p = data.person;
  return {"profil.csv",
          t.table({t("Prénom", "First name"), t("Nom", "Last name"), t("Courriel", "Email"),
                   t("Courriel confirmé le", "Email confirmed on"),
                   t("Nouveau courriel à confirmer", "New email awaiting confirmation"),
                   t("Téléphone", "Phone"), t("Date de naissance", "Date of birth"), t("Adresse", "Address"),
                   t("Photo de profil", "Profile picture"), t("Langue", "Language"), t("Rôle", "Role"),
                   t("Compte créé le", "Account created on"), t("Dernière visite", "Last visit")},
                  {{p.first_name, p.last_name, p.email, t.moment(p.email_verified_at), p.pending_email,
                    p.phone, p.date_of_birth, p.address, p.avatar_url, t.language_name(p.language),
                    role_label(p.role, t), t.moment(p.created_at), t.moment(p.last_seen_at)}})};
}

// The companies they manage, and those that invited them to.
zip::Entry companies_table(const PersonalData& data, const ExportFormat& t) {
  std::vector<Row> rows;
  for (const auto& membership : data.memberships) {
    const auto& c = membership.company;
    rows.push_back({c.name, c.neq, c.address, c.billing_email, t("Gestionnaire", "Manager"),
                    t.moment(membership.since), t.yes_no(membership.created_it)});
  }
  for (const auto& invitation : data.invitations) {
    rows.push_back({invitation.company, "", "", "",
                    t("Invitation à gérer, en attente", "Invitation to manage, not yet taken up"),
                    t.moment(invitation.created_at), t.yes_no(false)});
  }
  return {"entreprises.csv",
          t.table({t("Entreprise", "Company"), t("NEQ", "Quebec enterprise number (NEQ)"),
                   t("Adresse", "Address"), t("Courriel de facturation", "Billing email"), t("Rôle", "Role"),
                   t("Depuis le", "Since"), t("Créée par moi", "Created by me")},
                  rows)};
}

// The companies' records of them as an employee.
zip::Entry employees_table(const PersonalData& data, const ExportFormat& t) {
  std::vector<Row> rows;
  for (const auto& r : data.employee_records) {
    rows.push_back({r.company, r.first_name, r.last_name, r.email, r.workplace,
                    r.shift ? t("Quart ", "Shift ") + std::to_string(*r.shift + 1) : "", r.employee_number,
                    t.moment(r.created_at), r.left_on.value_or("")});
  }
  return {"employes.csv",
          t.table({t("Entreprise", "Company"), t("Prénom", "First name"), t("Nom", "Last name"),
                   t("Courriel", "Email"), t("Lieu de travail", "Workplace"), t("Quart", "Shift"),
                   t("Numéro d’employé", "Employee number"), t("Ajouté le", "Added on"),
                   t("Départ le", "Left on")},
                  rows)};
}

zip::Entry waiting_list_table(const PersonalData& data, const ExportFormat& t) {
  std::vector<Row> rows;
  for (const auto& e : data.waiting_list) {
    rows.push_back(
        {localized(data.person.language, e.course_title_fr, e.course_title_en), t.moment(e.session_starts_at),
         e.session_location, std::to_string(e.seats), waitlist::entry_status_label(e.status, t.french()),
         e.position ? std::to_string(e.position) : "", t.moment(e.offer_expires_at), t.moment(e.created_at),
         e.first_name, e.last_name, e.email, e.phone, t.language_name(e.language)});
  }
  return {"liste_attente.csv",
          t.table({t("Formation", "Course"), t("Début de la séance", "Session start"), t("Lieu", "Location"),
                   t("Places demandées", "Seats wanted"), t("Statut", "Status"), t("Rang", "Position"),
                   t("Offre valable jusqu’au", "Offer valid until"), t("Inscription le", "Joined on"),
                   t("Prénom", "First name"), t("Nom", "Last name"), t("Courriel", "Email"),
                   t("Téléphone", "Phone"), t("Langue des courriels", "Language of the emails")},
                  rows)};
}

// An instructor's page, their numbers and the sessions they were staffed on.
const char* offer_status_label(schedule::OfferStatus status, const ExportFormat& t) {
  switch (status) {
    case schedule::OfferStatus::offered:
      return t("Offerte", "Offered");
    case schedule::OfferStatus::accepted:
      return t("Acceptée", "Accepted");
    case schedule::OfferStatus::declined:
      return t("Refusée", "Declined");
    case schedule::OfferStatus::taken:
      break;
  }
  return t("Attribuée à un autre formateur", "Given to another instructor");
}

void instructor_tables(const PersonalData& data, const ExportFormat& t, std::vector<zip::Entry>& entries) {
  if (!data.instructor) return;
  const auto& instructor = *data.instructor;
  std::string languages;
  for (const auto& code : instructor.languages) {
    std::string name = t.language_name(code);
    // "Français, anglais": French writes a language's name in lower case within a sentence.
    if (!languages.empty() && t.french()) name[0] = static_cast<char>(std::tolower(name[0]));
    languages += (languages.empty() ? "" : ", ") + name;
  }
  entries.push_back({"formateur.csv",
                     t.table({t("Langues d’enseignement", "Teaching languages"),
                              t("Rôle actif", "Role active"), t("Formateur depuis le", "Instructor since")},
                             {{languages, t.yes_no(instructor.active), t.moment(instructor.created_at)}})});
  std::vector<Row> numbers;
  for (const auto& credential : instructor.credentials)
    numbers.push_back({credential.body, credential.number, credential.expires_on});
  entries.push_back({"formateur_numeros.csv", t.table({t("Organisme", "Certifying body"),
                                                       t("Numéro", "Number"), t("Expire le", "Expires on")},
                                                      numbers)});
  std::vector<Row> sessions;
  for (const auto& s : data.sessions_taught) {
    sessions.push_back({localized(data.person.language, s.course_title_fr, s.course_title_en),
                        t.moment(s.starts_at), t.moment(s.ends_at), s.location,
                        s.status == schedule::SessionStatus::cancelled ? t("Annulée", "Cancelled")
                                                                       : t("Prévue", "Scheduled")});
  }
  std::vector<Row> availability;
  for (const auto& hours : data.availability.weekly) {
    const auto clock = [](int minutes) {
      return std::to_string(minutes / 60) + " h " + (minutes % 60 < 10 ? "0" : "") +
             std::to_string(minutes % 60);
    };
    availability.push_back({t("Chaque semaine", "Every week"), t.weekday_name(hours.weekday),
                            clock(hours.starts_minute) + " – " + clock(hours.ends_minute), ""});
  }
  for (const auto& off : data.availability.time_off)
    availability.push_back({t("Congé", "Time off"), off.starts_on, off.ends_on, off.note});
  entries.push_back(
      {"formateur_disponibilites.csv", t.table({t("Type", "Kind"), t("Jour ou début", "Day or start"),
                                                t("Heures ou fin", "Hours or end"), t("Note", "Note")},
                                               availability)});
  std::vector<Row> offers;
  for (const auto& o : data.offers)
    offers.push_back({localized(data.person.language, o.session.course_title_fr, o.session.course_title_en),
                      t.moment(o.session.starts_at), offer_status_label(o.status, t), t.moment(o.offered_at),
                      t.moment(o.answered_at)});
  entries.push_back(
      {"formateur_offres.csv",
       t.table({t("Formation", "Course"), t("Début de la séance", "Session start"), t("Statut", "Status"),
                t("Offerte le", "Offered on"), t("Réponse le", "Answered on")},
               offers)});
  entries.push_back(
      {"formateur_seances.csv", t.table({t("Formation", "Course"), t("Début", "Start"), t("Fin", "End"),
                                         t("Lieu", "Location"), t("Statut", "Status")},
                                        sessions)});
}

zip::Entry training_requests_table(const PersonalData& data, const ExportFormat& t) {
  std::vector<Row> rows;
  for (const auto& r : data.training_requests) {
    std::string courses;
    for (const auto& c : r.courses)
      courses += (courses.empty() ? "" : ", ") + localized(data.person.language, c.title_fr, c.title_en);
    rows.push_back({t.moment(r.created_at), r.company_name, courses, std::to_string(r.people), r.address,
                    r.preferred_dates, t.language_name(r.language), r.first_name, r.last_name, r.email,
                    r.phone, r.message});
  }
  return {
      "demandes_formation.csv",
      t.table({t("Envoyée le", "Sent on"), t("Entreprise", "Company"), t("Formations", "Courses"),
               t("Participants", "People"), t("Adresse", "Address"), t("Dates souhaitées", "Preferred dates"),
               t("Langue", "Language"), t("Prénom", "First name"), t("Nom", "Last name"),
               t("Courriel", "Email"), t("Téléphone", "Phone"), t("Message", "Message")},
              rows)};
}

zip::Entry consents_table(const PersonalData& data, const ExportFormat& t) {
  const bool fr = t.french();
  std::vector<Row> rows;
  for (const auto& c : data.consents) {
    rows.push_back({consents::kind_label(c.kind, fr), c.wording_version, consents::source_label(c.source, fr),
                    t.moment(c.created_at), t.moment(c.withdrawn_at.value_or(0)),
                    consents::withdrawal_label(c.withdrawn_via, fr)});
  }
  return {"consentements.csv",
          t.table({t("Consentement", "Consent"), t("Version du texte", "Wording version"),
                   t("Donné lors de", "Given through"), t("Donné le", "Given on"),
                   t("Retiré le", "Withdrawn on"), t("Retiré par", "Withdrawn through")},
                  rows)};
}

zip::Entry mails_table(const PersonalData& data, const ExportFormat& t) {
  std::vector<Row> rows;
  for (const auto& mail : data.mails)
    rows.push_back({mail.subject, t.moment(mail.created_at), t.moment(mail.sent_at), mail.text});
  return {"courriels.csv", t.table({t("Objet", "Subject"), t("Créé le", "Created on"),
                                    t("Envoyé le", "Sent on"), t("Texte", "Text")},
                                   rows)};
}

zip::Entry bug_reports_table(const PersonalData& data, const ExportFormat& t) {
  std::vector<Row> rows;
  for (const auto& r : data.bug_reports)
    rows.push_back({t.moment(r.created_at), r.page_url, r.description, r.email, r.user_agent});
  return {"signalements.csv",
          t.table({t("Envoyé le", "Sent on"), "Page", "Description",
                   t("Courriel pour la réponse", "Email for the answer"), t("Navigateur", "Browser")},
                  rows)};
}

}  // namespace

std::vector<zip::Entry> export_tables(const PersonalData& data) {
  const ExportFormat t(data.person.language);
  std::vector<zip::Entry> entries{profile_table(data, t)};
  for (auto& entry : booking_tables(data)) entries.push_back(std::move(entry));
  entries.push_back(waiting_list_table(data, t));
  entries.push_back(training_requests_table(data, t));
  entries.push_back(companies_table(data, t));
  entries.push_back(employees_table(data, t));
  instructor_tables(data, t, entries);
  entries.push_back(consents_table(data, t));
  entries.push_back(mails_table(data, t));
  entries.push_back(bug_reports_table(data, t));
  return entries;
}

}  // namespace secours::privacy
