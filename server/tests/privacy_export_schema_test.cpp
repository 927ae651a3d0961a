// Every column of the live schema that may hold a person's id or email address is named below (issue 42):
// either the file of a person's data export that shows it, or why the export leaves it out. A migration that
// adds such a column fails this test until the column is named here, on both engines.
#include <map>
#include <set>

#include "support/class_day_fixture.h"
#include "support/zip_reader.h"

using namespace secours::testing;

namespace {

struct Coverage {
  const char* file;    // the export's file that shows it; nullptr: left out
  const char* reason;  // why it is left out (or a note on how the file shows it)
};

const char* const security =
    "a sign-in security record (a token stored hashed, that expires), not data the "
    "person gave or that describes them";
const char* const someone_elses_row =
    "the office member or instructor who acted on a row; the row is the person it describes' data, "
    "exported to them";

const std::map<std::string, Coverage> person_columns{
    {"users.email", {"profil.csv", ""}},
    {"users.email_key", {"profil.csv", "the address lower-cased"}},
    {"users.email_verified_at", {"profil.csv", ""}},
    {"users.pending_email", {"profil.csv", ""}},
    {"sessions.user_id", {nullptr, security}},
    {"password_resets.user_id", {nullptr, security}},
    {"email_links.user_id", {nullptr, security}},
    {"email_links.email", {nullptr, "the address a single-use link proves; the address is in profil.csv"}},
    {"trusted_devices.user_id", {nullptr, security}},
    {"user_search_terms.user_id", {nullptr, "the office's search index, made of profil.csv's words"}},
    {"user_search_backlog.user_id", {nullptr, "the office's search index's work list"}},
    {"unsubscribe_links.email",
     {nullptr,
      "one-click unsubscribe tokens stored hashed; the consents they change are in consentements.csv"}},
    {"bookings.user_id", {"reservations.csv", ""}},
    {"bookings.email", {"reservations.csv", ""}},
    {"bookings.email_key",
     {"reservations.csv", "the bookings joined to the account once the address is proven"}},
    {"booking_events.actor_user_id",
     {nullptr,
      "who changed a booking; its free-text details may name other people (an attendee replaced, an office "
      "member) and hold the card processor's ids; the booking's states, payments and refunds are in "
      "reservations.csv and paiements.csv"}},
    {"booking_refunds.actor_user_id", {nullptr, someone_elses_row}},
    {"promo_code_uses.email_key", {"reservations.csv", "the code and its discount on each booking"}},
    {"certificates.user_id", {"attestations.csv", ""}},
    {"certificates.holder_name", {"attestations.csv", ""}},
    {"certificates.instructor_name",
     {"attestations.csv",
      "who taught the holder; an instructor's signatures on others' certificates are theirs"}},
    {"certificates.instructor_number", {"attestations.csv", "idem"}},
    {"enrollments.user_id", {"suivi_formations.csv", ""}},
    {"enrollments.completion_override_by",
     {nullptr, "the admin who granted an exception; its reason is in suivi_formations.csv"}},
    {"instructor_profiles.user_id", {"formateur.csv", ""}},
    {"instructor_credentials.user_id", {"formateur_numeros.csv", ""}},
    {"session_instructors.user_id", {"formateur_seances.csv", ""}},
    {"session_rosters.finalized_by",
     {nullptr,
      "an instructor's signature of a roster whose entries are its attendees' data (their sessions "
      "are in formateur_seances.csv)"}},
    {"roster_entries.updated_by", {nullptr, someone_elses_row}},
    {"roster_reopenings.reopened_by", {nullptr, someone_elses_row}},
    {"courses.instructor", {nullptr, "the catalogue's text about a course, not a person's id"}},
    {"courses.participants_per_instructor", {nullptr, "a course's setting, not a person's id"}},
    {"waitlist_entries.email", {"liste_attente.csv", ""}},
    {"training_requests.email", {"demandes_formation.csv", ""}},
    {"training_requests.user_id", {"demandes_formation.csv", "the requests sent signed in"}},
    {"quotes.contact_email",
     {nullptr,
      "the company's quote, addressed to the request's contact: demandes_formation.csv shows what the "
      "person sent; erasing the person clears it"}},
    {"quotes.created_by", {nullptr, someone_elses_row}},
    {"quotes.replaced_by", {nullptr, "the quote's newer version (a quote's id), not a person"}},
    {"instructor_weekly_hours.user_id", {"formateur_disponibilites.csv", ""}},
    {"instructor_time_off.user_id", {"formateur_disponibilites.csv", ""}},
    {"staffing_offers.user_id", {"formateur_offres.csv", ""}},
    {"waitlist_entries.email_key", {"liste_attente.csv", ""}},
    {"companies.created_by", {"entreprises.csv", "Créée par moi"}},
    {"companies.billing_email",
     {"entreprises.csv", "a company's address, shown for the companies they manage"}},
    {"company_managers.user_id", {"entreprises.csv", ""}},
    {"company_invitations.email_key", {"entreprises.csv", "the invitations to manage a company"}},
    {"company_invitations.invited_by", {nullptr, someone_elses_row}},
    {"company_employees.user_id", {"employes.csv", ""}},
    {"company_employees.email", {"employes.csv", ""}},
    {"team_bookings.created_by",
     {nullptr, "the manager who booked a team; the seats are their attendees' data, the team the company's"}},
    {"invoice_payments.recorded_by", {nullptr, someone_elses_row}},
    {"interac_transfers.recorded_by", {nullptr, someone_elses_row}},
    {"booking_documents.seller_email", {nullptr, "the company's own address as the seller"}},
    {"invoices.seller_email", {nullptr, "the company's own address as the seller"}},
    {"consents.user_id", {"consentements.csv", ""}},
    {"consents.email", {"consentements.csv", ""}},
    {"mail_outbox.recipient", {"courriels.csv", ""}},
    {"bug_reports.user_id", {"signalements.csv", ""}},
    {"bug_reports.email", {"signalements.csv", ""}},
    {"privacy_incidents.recorded_by", {nullptr, someone_elses_row}},
    {"personal_data_audit.actor_id", {nullptr, someone_elses_row}},
    {"personal_data_audit.actor_email", {nullptr, someone_elses_row}},
    {"personal_data_audit.subject_user_id",
     {nullptr,
      "the office's accountability trail of its staff's reads and changes (Law 25), kept two years; "
      "it names office staff, and the person in charge of personal information answers about it"}},
    {"personal_data_audit.subject_email", {nullptr, "idem"}},
};

// A column that may hold a person's id or address, by its name.
bool names_a_person(const std::string& column) {
  for (const char* part : {"email", "holder", "instructor", "actor", "recipient"}) {
    if (column.find(part) != std::string::npos) return true;
  }
  return column == "user_id" || column.ends_with("_user_id") || column.ends_with("_by");
}

}  // namespace

class PrivacyExportSchema : public ClassDayFixture {
 protected:
  // "table.column" of every column named like a person's id or address, or referring to users.
  std::set<std::string> live_person_columns() {
    auto sql = secours::db::connection(server_->database());
    const bool sqlite = GetParam() == "sqlite";
    std::set<std::string> found;
    soci::rowset<soci::row> columns =
        sql->prepare << (sqlite
                             ? "SELECT m.name, p.name FROM sqlite_master m JOIN pragma_table_info(m.name) p "
                               "WHERE m.type = 'table'"
                             : "SELECT table_name::text, column_name::text FROM information_schema.columns "
                               "WHERE table_schema = current_schema()");
    for (const auto& row : columns) {
      const auto column = row.get<std::string>(1);
      if (names_a_person(column)) found.insert(row.get<std::string>(0) + "." + column);
    }
    soci::rowset<soci::row> references =
        sql->prepare
        << (sqlite ? "SELECT m.name, f.\"from\" FROM sqlite_master m JOIN "
                     "pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND f.\"table\" = "
                     "'users'"
                   : "SELECT k.table_name::text, k.column_name::text FROM "
                     "information_schema.table_constraints t JOIN information_schema.key_column_usage "
                     "k ON k.constraint_name = t.constraint_name AND k.table_schema = t.table_schema "
                     "JOIN information_schema.constraint_column_usage u ON u.constraint_name = "
                     "t.constraint_name AND u.constraint_schema = t.constraint_schema WHERE "
                     "t.constraint_type = 'FOREIGN KEY' AND u.table_name = 'users' AND "
                     "t.table_schema = current_schema()");
    for (const auto& row : references) found.insert(row.get<std::string>(0) + "." + row.get<std::string>(1));
    return found;
  }
};

TEST_P(PrivacyExportSchema, EveryColumnHoldingAPersonsIdOrAddressIsExportedOrSaysWhyNot) {
  const auto live = live_person_columns();
  for (const auto& column : live) {
    EXPECT_TRUE(person_columns.contains(column))
        << column << " may hold a person's id or address: show it in their data's export "
        << "(server/src/privacy/) and name its file in privacy_export_schema_test.cpp, or say there why not";
  }
  for (const auto& [column, coverage] : person_columns) {
    EXPECT_TRUE(live.contains(column)) << column << " is no longer in the schema: remove it from the list";
    if (!coverage.file) {
      EXPECT_NE(std::string(coverage.reason), "") << column << ": say why it is left out";
    }
  }

  // Each file the list names is in the export of a person who has every kind of row's file (an instructor).
  instructor("josee@example.com");
  auto exported = server_->get("/api/me/export", {{"Cookie", sign_in("josee@example.com", "formateur-123")}});
  ASSERT_EQ(exported.status, 200) << exported.body;
  const auto files = unzip_stored(exported.body);
  for (const auto& [column, coverage] : person_columns) {
    if (coverage.file) {
      EXPECT_TRUE(files.contains(coverage.file)) << column << ": " << coverage.file;
    }
  }
}

SECOURS_ON_BOTH_ENGINES(PrivacyExportSchema);
