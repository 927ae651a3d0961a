// A person's data export, complete and readable (issue 42), on both engines: every row about them (their
// bookings, payments, roster entries with the instructor's note, waiting-list places, a company's employee
// record, the instructor's own page…) each in its own CSV, with a README, headings and values in words of
// their language, moments on Quebec's clock; what is known only by an address stays out until the address
// is proven theirs; and nobody else's rows.
#include <algorithm>
#include <set>

#include "common/csv.h"
#include "common/quebec_time.h"
#include "support/class_day_fixture.h"
#include "support/mailed_links.h"
#include "support/zip_reader.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

using Table = std::vector<std::vector<std::string>>;

// A CSV of the export read back: its lines' cells, headings first.
Table cells_of(const std::string& file, char separator) {
  Table rows;
  for (const auto& line : secours::csv::split_lines(file, 10000).value_or(std::vector<std::string>{})) {
    if (!line.empty()) rows.push_back(secours::csv::split_line(line, separator));
  }
  return rows;
}

// The row whose first cell is `key`, or an empty one.
std::vector<std::string> row_of(const Table& table, const std::string& key) {
  for (const auto& row : table) {
    if (!row.empty() && row[0] == key) return row;
  }
  return {};
}

bool has(const std::vector<std::string>& row, const std::string& value) {
  return std::find(row.begin(), row.end(), value) != row.end();
}

}  // namespace

class PrivacyExport : public ClassDayFixture {
 protected:
  void SetUp() override {
    ClassDayFixture::SetUp();
    if (IsSkipped()) return;
    josee_ = instructor("josee@example.com");
    session_ = scheduled(session_body(2, 12, {josee_.id}));
  }
  std::map<std::string, std::string> export_of(const std::string& cookie) {
    auto exported = server_->get("/api/me/export", {{"Cookie", cookie}});
    EXPECT_EQ(exported.status, 200) << exported.body;
    return unzip_stored(exported.body);
  }
  // Someone else's seat on the session, with their own note: never in the person's export.
  void someone_else_on_the_roster() {
    auto other = booked(session_, "autre@example.com", "", "Autre");
    go_to_class(session_);
    EXPECT_EQ(record(session_, other.id, {{"attendance", "absent"}, {"note", "Note sur une autre personne"}},
                     josee_.cookie)
                  .status,
              200);
  }

  SignedInInstructor josee_;
  long long session_ = 0;
};

TEST_P(PrivacyExport, HoldsEveryRowAboutThePersonInWordsOfTheirLanguage) {
  sign_up(*server_, "julie@example.com", "secret123", "Julie");
  verify_email(*server_, "julie@example.com");
  auto julie = sign_in("julie@example.com");

  // A company keeps her as an employee (by her address), on its warehouse's second shift.
  auto manager = sign_up(*server_, "gestion@acme.example");
  auto company = call(*server_, "POST", "/api/companies",
                      {{"name", "Acme Québec inc."},
                       {"address", "12 rue Principale, Gatineau (Québec) J8X 1A1"},
                       {"billingEmail", "comptes@acme.example"}},
                      manager);
  ASSERT_EQ(company.status, 201) << company.body;
  const auto company_path =
      "/api/companies/" + std::to_string(company.json()["company"]["id"].get<long long>());
  auto workplace =
      call(*server_, "POST", company_path + "/workplaces",
           {{"name", "Entrepôt de Gatineau"}, {"sector", "establishment"}, {"shifts", {20, 8}}}, manager);
  ASSERT_EQ(workplace.status, 201) << workplace.body;
  ASSERT_EQ(call(*server_, "POST", company_path + "/employees",
                 {{"firstName", "Julie"},
                  {"lastName", "Tremblay"},
                  {"email", "Julie@Example.com"},
                  {"workplaceId", workplace.json()["workplace"]["id"]},
                  {"shift", 1}},
                 manager)
                .status,
            201);

  // Her cash booking, approved and paid; then the class day: present, passed, a note.
  auto seat = booked(session_, "julie@example.com", julie, "Julie");
  ASSERT_EQ(call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(seat.id),
                 {{"status", "approved"}}, admin_)
                .status,
            200);
  mark_paid(seat.id);
  someone_else_on_the_roster();
  ASSERT_EQ(record(session_, seat.id,
                   {{"attendance", "present"}, {"result", "passed"}, {"note", "Très bonne participation"}},
                   josee_.cookie)
                .status,
            200);

  // A full session's waiting list.
  const auto full = scheduled(session_body(9, 1, {josee_.id}));
  booked(full, "autre@example.com", "", "Autre");
  auto joined = call(*server_, "POST", "/api/sessions/" + std::to_string(full) + "/waitlist",
                     {{"firstName", "Julie"},
                      {"lastName", "Tremblay"},
                      {"email", "julie@example.com"},
                      {"seats", 1},
                      {"language", "fr"}});
  ASSERT_EQ(joined.status, 201) << joined.body;

  auto files = export_of(julie);
  for (const char* name :
       {"README.txt", "donnees.json", "profil.csv", "reservations.csv", "paiements.csv", "documents.csv",
        "attestations.csv", "presences.csv", "suivi_formations.csv", "liste_attente.csv", "entreprises.csv",
        "employes.csv", "consentements.csv", "courriels.csv", "signalements.csv"}) {
    EXPECT_TRUE(files.contains(name)) << name;
  }
  EXPECT_FALSE(files.contains("formateur.csv"));  // not an instructor
  const auto data = json::parse(files["donnees.json"]);
  const auto reference = data["bookings"][0]["reference"].get<std::string>();

  // The machine-readable copy: codes and UTC.
  ASSERT_EQ(data["rosterEntries"].size(), 1u) << data["rosterEntries"].dump();
  EXPECT_EQ(data["rosterEntries"][0]["bookingReference"], reference);
  EXPECT_EQ(data["rosterEntries"][0]["attendanceByDay"], json::array({"present"}));
  EXPECT_EQ(data["rosterEntries"][0]["result"], "passed");
  EXPECT_EQ(data["rosterEntries"][0]["instructorNote"], "Très bonne participation");
  ASSERT_EQ(data["waitingList"].size(), 1u);
  EXPECT_EQ(data["waitingList"][0]["status"], "waiting");
  EXPECT_EQ(data["waitingList"][0]["seats"], 1);
  EXPECT_EQ(data["waitingList"][0]["position"], 1);
  ASSERT_EQ(data["employeeRecords"].size(), 1u);
  EXPECT_EQ(data["employeeRecords"][0]["company"], "Acme Québec inc.");
  EXPECT_EQ(data["employeeRecords"][0]["shiftNumber"], 2);
  ASSERT_EQ(data["payments"].size(), 1u);
  EXPECT_EQ(data["payments"][0]["method"], "cash");
  EXPECT_EQ(data["payments"][0]["amountCents"], 11498);
  EXPECT_TRUE(data["instructorProfile"].is_null());
  EXPECT_TRUE(data["companies"].empty());

  // The tables: a French spreadsheet's, in words.
  auto reservations = cells_of(files["reservations.csv"], ';');
  ASSERT_EQ(reservations.size(), 2u);
  EXPECT_EQ(reservations[0][0], "Référence");
  EXPECT_TRUE(has(reservations[0], "Formation"));
  const auto booking = row_of(reservations, reference);
  for (const char* word : {"Approuvée", "Payée", "Comptant", "114,98"})
    EXPECT_TRUE(has(booking, word)) << word;

  auto payments = cells_of(files["paiements.csv"], ';');
  const auto payment = row_of(payments, reference);
  for (const char* word : {"Paiement", "Comptant", "114,98", "Encaissé"})
    EXPECT_TRUE(has(payment, word)) << word;
  // Paid at that moment, written on Quebec's wall clock.
  const auto paid_at = secours::parse_iso8601(data["payments"][0]["at"].get<std::string>());
  ASSERT_TRUE(paid_at);
  EXPECT_TRUE(has(payment, secours::quebec_date_time(*paid_at))) << files["paiements.csv"];

  auto presences = cells_of(files["presences.csv"], ';');
  ASSERT_EQ(presences.size(), 2u) << files["presences.csv"];  // hers only, not the other attendee's
  EXPECT_TRUE(has(presences[0], "Présence — jour 1"));
  EXPECT_TRUE(has(presences[0], "Note du formateur"));
  const auto entry = row_of(presences, reference);
  for (const char* word : {"Présent", "Réussi", "Très bonne participation"})
    EXPECT_TRUE(has(entry, word)) << word;

  auto waiting = cells_of(files["liste_attente.csv"], ';');
  ASSERT_EQ(waiting.size(), 2u);
  for (const char* word : {"En attente", "1", "Tremblay"}) EXPECT_TRUE(has(waiting[1], word)) << word;

  auto employees = cells_of(files["employes.csv"], ';');
  ASSERT_EQ(employees.size(), 2u);
  for (const char* word : {"Acme Québec inc.", "Entrepôt de Gatineau", "Quart 2"})
    EXPECT_TRUE(has(employees[1], word)) << word;

  auto documents = cells_of(files["documents.csv"], ';');
  ASSERT_EQ(documents.size(), 2u);
  EXPECT_EQ(documents[1][0], "Reçu");
  auto consents = cells_of(files["consentements.csv"], ';');
  ASSERT_GE(consents.size(), 2u);
  EXPECT_EQ(consents[1][0], "Conditions de vente");

  // No code of the API in any table, only words; nothing of anyone else.
  const std::set<std::string> codes{
      "approved",         "pending", "cash",    "paid",    "interac", "card",    "invoice",
      "awaiting-payment", "present", "passed",  "waiting", "terms",   "booking", "sign-up",
      "receipt",          "manager", "student", "fr",      "en",      "true",    "false"};
  for (const auto& [name, content] : files) {
    EXPECT_EQ(content.find("autre@example.com"), std::string::npos) << name;
    EXPECT_EQ(content.find("Note sur une autre personne"), std::string::npos) << name;
    EXPECT_EQ(content.find("comptes@acme.example"), std::string::npos) << name;
    if (!name.ends_with(".csv")) continue;
    EXPECT_TRUE(content.starts_with("\xEF\xBB\xBF")) << name;
    for (const auto& row : cells_of(content, ';')) {
      for (const auto& cell : row) EXPECT_FALSE(codes.contains(cell)) << name << ": " << cell;
    }
  }

  // The README, in French, says what each file holds and how to read it.
  const auto& readme = files["README.txt"];
  for (const char* words : {"presences.csv — ", "liste_attente.csv — ", "employes.csv — ", "heure du Québec",
                            "dollars canadiens", "points-virgules", "confidentialite@secours.example"}) {
    EXPECT_NE(readme.find(words), std::string::npos) << words << "\n" << readme;
  }
  EXPECT_EQ(readme.find('\''), std::string::npos) << "typographic apostrophes: " << readme;
}

TEST_P(PrivacyExport, AnInstructorFindsTheirPageAndSessionsButNotTheirAttendeesNotes) {
  call(*server_, "PUT", "/api/instructor/profile",
       {{"languages", {"fr", "en"}}, {"credentials", {{{"body", "Croix-Rouge"}, {"number", "CR-77"}}}}},
       josee_.cookie);
  someone_else_on_the_roster();
  auto files = export_of(sign_in("josee@example.com", "formateur-123"));
  for (const char* name : {"formateur.csv", "formateur_numeros.csv", "formateur_seances.csv"})
    ASSERT_TRUE(files.contains(name)) << name;
  auto page = cells_of(files["formateur.csv"], ';');
  ASSERT_EQ(page.size(), 2u);
  EXPECT_EQ(page[1][0], "Français, anglais");
  EXPECT_EQ(page[1][1], "Oui");
  auto numbers = cells_of(files["formateur_numeros.csv"], ';');
  ASSERT_EQ(numbers.size(), 2u);
  EXPECT_TRUE(has(numbers[1], "CR-77"));
  auto sessions = cells_of(files["formateur_seances.csv"], ';');
  ASSERT_EQ(sessions.size(), 2u);
  EXPECT_TRUE(has(sessions[1], "Prévue"));
  const auto data = json::parse(files["donnees.json"]);
  EXPECT_EQ(data["instructorProfile"]["credentials"][0]["number"], "CR-77");
  EXPECT_EQ(data["instructorProfile"]["sessions"].size(), 1u);
  for (const auto& [name, content] : files)
    EXPECT_EQ(content.find("Note sur une autre personne"), std::string::npos) << name;
}

TEST_P(PrivacyExport, AnEnglishSpeakerReadsEnglishWordsInAnEnglishSpreadsheet) {
  auto signed_up = call(*server_, "POST", "/api/auth/signup",
                        {{"firstName", "Sam"},
                         {"lastName", "Smith"},
                         {"email", "sam@example.com"},
                         {"password", "secret123"},
                         {"language", "en"}});
  ASSERT_EQ(signed_up.status, 201) << signed_up.body;
  verify_email(*server_, "sam@example.com");
  auto sam = sign_in("sam@example.com");
  auto body = booking_request(course_, session_, "interac", "sam@example.com", "en");
  auto seat = book(*server_, body, sam, "198.51.100.200");
  ASSERT_EQ(call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(seat.id),
                 {{"status", "approved"}}, admin_)
                .status,
            200);
  auto files = export_of(sam);
  auto reservations = cells_of(files["reservations.csv"], ',');
  ASSERT_EQ(reservations.size(), 2u) << files["reservations.csv"];
  EXPECT_EQ(reservations[0][0], "Reference");
  for (const char* word : {"Approved", "Awaiting payment", "Interac e-Transfer", "114.98", "English"})
    EXPECT_TRUE(has(reservations[1], word)) << word << "\n" << files["reservations.csv"];
  EXPECT_NE(files["README.txt"].find("Quebec time"), std::string::npos);
  EXPECT_NE(files["README.txt"].find("reservations.csv — Your bookings"), std::string::npos);
}

TEST_P(PrivacyExport, WhatIsKnownOnlyByAnAddressWaitsUntilTheAddressIsProven) {
  // A guest booked under lea@; someone signs up with that address without proving it.
  booked(session_, "lea@example.com");
  sign_up(*server_, "lea@example.com", "secret123", "Léa");
  auto lea = sign_in("lea@example.com");
  auto files = export_of(lea);
  auto data = json::parse(files["donnees.json"]);
  EXPECT_TRUE(data["bookings"].empty());
  EXPECT_TRUE(data["mails"].empty());
  EXPECT_EQ(cells_of(files["courriels.csv"], ';').size(), 1u);  // the headings alone
  EXPECT_EQ(cells_of(files["reservations.csv"], ';').size(), 1u);
  ASSERT_EQ(data["consents"].size(), 1u);  // the terms her own sign-up accepted
  EXPECT_EQ(data["consents"][0]["source"], "sign-up");
  EXPECT_NE(files["README.txt"].find("pas encore confirmée"), std::string::npos);

  verify_email(*server_, "lea@example.com");
  files = export_of(lea);
  data = json::parse(files["donnees.json"]);
  EXPECT_EQ(data["bookings"].size(), 1u);  // joined to her account once the address is hers
  EXPECT_FALSE(data["mails"].empty());
  EXPECT_EQ(files["README.txt"].find("pas encore confirmée"), std::string::npos);
}

SECOURS_ON_BOTH_ENGINES(PrivacyExport);
