#include "privacy/account_data_service.h"

#include <nlohmann/json.hpp>

#include "auth/auth_service.h"
#include "auth/user_json.h"
#include "bookings/booking_json.h"
#include "bookings/booking_record_service.h"
#include "certificates/certificate_json.h"
#include "certificates/certificate_service.h"
#include "common/crypto.h"
#include "common/csv.h"
#include "common/errors.h"
#include "common/legal.h"
#include "common/quebec_time.h"
#include "common/rate_limiter.h"
#include "common/time_format.h"
#include "common/zip.h"
#include "companies/company_service.h"
#include "consents/consent_service.h"
#include "db/transaction.h"
#include "mail/outbox_repository.h"
#include "privacy/consent_json.h"
#include "privacy/erasure_service.h"
#include "privacy/privacy_mails.h"

namespace secours::privacy {

namespace {

using Json = nlohmann::json;

// Exports are heavy and rare; deleting is tried a few times at most.
constexpr RateLimit exports_per_person{10, 3600};
constexpr RateLimit deletions_per_person{5, 15 * 60};

std::string time_or_empty(long long time) { return time ? iso8601(time) : ""; }

// One CSV table: its header, then a line per row (a French spreadsheet's dialect, with its BOM).
std::string table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows) {
  const auto dialect = csv::french;
  std::vector<std::string> cells;
  for (const auto& name : header) cells.push_back(csv::text_cell(name, dialect));
  std::string out = std::string(csv::utf8_bom) + csv::line(cells, dialect);
  for (const auto& row : rows) {
    cells.clear();
    for (const auto& value : row) cells.push_back(csv::text_cell(value, dialect));
    out += csv::line(cells, dialect);
  }
  return out;
}

std::string money(long long cents) { return csv::amount_cell(cents, csv::french); }

}  // namespace

std::string AccountDataService::export_zip(const auth::User& person) {
  const long long now = context_.clock.now();
  {
    db::Transaction tx(context_.database);
    consume_rate_limit(tx.sql(), "export:" + std::to_string(person.id), exports_per_person, now);
    tx.commit();
  }
  auto sql = db::connection(context_.database);
  const auto bookings = bookings::bookings_of_account(*sql, person.id);
  const auto certificates = certificates::holder_certificates(*sql, person.id);
  const auto mails = mail::for_recipient(*sql, person.email);
  const auto consents = consents::consents_of(*sql, person.email);
  const auto companies = companies::memberships_of(*sql, person.id);
  const auto today = quebec_date(now);

  Json data{{"exportedAt", iso8601(now)}, {"profile", auth::user_json(person)}};
  Json booking_list = Json::array(), documents = Json::array(), certificate_list = Json::array(),
       mail_list = Json::array();
  std::vector<std::vector<std::string>> booking_rows, document_rows, certificate_rows, mail_rows;
  for (const auto& booking : bookings) {
    auto entry = bookings::booking_json(booking, context_.config, now, person.language);
    entry["specialRequests"] = booking.special_requests;
    booking_list.push_back(std::move(entry));
    booking_rows.push_back({booking.reference, booking.course_title(person.language),
                            time_or_empty(booking.session_starts_at), booking.session_location,
                            bookings::booking_status_names.text(booking.status), booking.payment_state(),
                            payments::payment_method_names.text(booking.payment_method),
                            money(booking.amounts.total_cents), money(booking.refunded_cents()),
                            booking.first_name, booking.last_name, booking.email, booking.phone,
                            booking.special_requests, iso8601(booking.created_at)});
    for (const auto& document : booking.documents) {
      documents.push_back({{"kind", document.kind},
                           {"number", document.number},
                           {"bookingReference", booking.reference},
                           {"issuedAt", iso8601(document.issued_at)},
                           {"totalCents", document.total_cents}});
      document_rows.push_back({document.kind, document.number, booking.reference, iso8601(document.issued_at),
                               money(document.total_cents)});
    }
  }
  for (const auto& certificate : certificates) {
    certificate_list.push_back(certificates::certificate_json(certificate, person.language, today));
    certificate_rows.push_back({certificate.credential_id, certificate.title(person.language),
                                certificate.holder_name, certificate.issued_on, certificate.expires_on});
  }
  for (const auto& mail : mails) {
    mail_list.push_back({{"subject", mail.subject},
                         {"createdAt", iso8601(mail.created_at)},
                         {"sentAt", mail.sent_at ? Json(iso8601(mail.sent_at)) : Json(nullptr)},
                         {"text", mail.body_text}});
    mail_rows.push_back(
        {mail.subject, iso8601(mail.created_at), time_or_empty(mail.sent_at), mail.body_text});
  }
  data["bookings"] = std::move(booking_list);
  data["documents"] = std::move(documents);
  data["certificates"] = std::move(certificate_list);
  data["mails"] = std::move(mail_list);
  Json consent_list = Json::array();
  std::vector<std::vector<std::string>> consent_rows;
  for (const auto& consent : consents) {
    consent_list.push_back(consent_json(consent));
    consent_rows.push_back(
        {consent.kind, consent.wording_version, consent.source, iso8601(consent.created_at),
         consent.withdrawn_at ? iso8601(*consent.withdrawn_at) : "", consent.withdrawn_via});
  }
  data["consents"] = std::move(consent_list);
  // The companies they manage (the API's contract lists them): their part in each, not its people or money.
  Json company_list = Json::array();
  std::vector<std::vector<std::string>> company_rows;
  for (const auto& membership : companies) {
    const auto& company = membership.company;
    company_list.push_back({{"id", company.id},
                            {"name", company.name},
                            {"neq", company.neq},
                            {"address", company.address},
                            {"billingEmail", company.billing_email},
                            {"role", "manager"},
                            {"since", iso8601(membership.since)},
                            {"createdByMe", membership.created_it}});
    company_rows.push_back({company.name, company.neq, company.address, company.billing_email, "manager",
                            iso8601(membership.since), membership.created_it ? "oui" : "non"});
  }
  data["companies"] = std::move(company_list);

  std::vector<zip::Entry> entries;
  entries.push_back({"donnees.json", data.dump(2)});
  entries.push_back(
      {"profil.csv",
       table({"prenom", "nom", "courriel", "telephone", "date_naissance", "adresse", "langue", "cree_le"},
             {{person.first_name, person.last_name, person.email, person.phone, person.date_of_birth,
               person.address, person.language, iso8601(person.created_at)}})});
  entries.push_back({"reservations.csv", table({"reference", "formation", "debut", "lieu", "statut",
                                                "paiement", "mode", "total", "rembourse", "prenom", "nom",
                                                "courriel", "telephone", "demandes_particulieres", "cree_le"},
                                               booking_rows)});
  entries.push_back(
      {"documents.csv", table({"type", "numero", "reservation", "emis_le", "total"}, document_rows)});
  entries.push_back({"attestations.csv",
                     table({"numero", "formation", "titulaire", "emise_le", "expire_le"}, certificate_rows)});
  entries.push_back(
      {"consentements.csv",
       table({"type", "version", "donne_par", "donne_le", "retire_le", "retire_par"}, consent_rows)});
  entries.push_back({"entreprises.csv", table({"entreprise", "neq", "adresse", "courriel_facturation", "role",
                                               "depuis", "creee_par_moi"},
                                              company_rows)});
  entries.push_back({"courriels.csv", table({"objet", "cree_le", "envoye_le", "texte"}, mail_rows)});
  return zip::archive(entries);
}

std::vector<documents::DocumentSummary> AccountDataService::kept_documents(const auth::User& person) {
  auto sql = db::connection(context_.database);
  return privacy::kept_documents(*sql, person.id);
}

std::vector<std::pair<long long, std::string>> AccountDataService::companies_left_alone(
    const auth::User& person) {
  auto sql = db::connection(context_.database);
  std::vector<std::pair<long long, std::string>> alone;
  for (const auto& company : companies::managed_alone(*sql, person.id))
    alone.emplace_back(company.id, company.name);
  return alone;
}

void AccountDataService::delete_account(const auth::User& person, const std::string& password,
                                        Certificates certificates) {
  if (person.is_admin()) {
    throw errors::Forbidden("office-account", "An office account is removed by another administrator.");
  }
  const long long now = context_.clock.now();
  const std::string bucket = "delete-account:" + std::to_string(person.id);
  std::string hash;
  {
    db::Transaction tx(context_.database);
    reserve_rate_slot(tx.sql(), bucket, deletions_per_person, now);
    hash = auth::account_password_hash(tx.sql(), person.id);
    tx.commit();
  }
  if (hash.empty() || !crypto::verify_password(hash, password)) {
    throw errors::Forbidden("wrong-password", "The password is not this account's.");
  }
  db::Transaction tx(context_.database);
  auto& sql = tx.sql();
  // The account's row first, as every erasure (erase_person): what is attached to it meanwhile waits.
  auto current = auth::lock_account_for_erasure(sql, person.id);
  if (!current || !current->active) throw errors::NotFound("not-found", "No such account.");
  const auto kept = privacy::kept_documents(sql, person.id);
  erase_person(sql, *current, person.id, now, certificates);
  // Queued after the erasure of the mails addressed to them, so that it is sent.
  queue_account_deleted_mail(sql, context_.config, *current, kept, now);
  tx.commit();
}

}  // namespace secours::privacy
