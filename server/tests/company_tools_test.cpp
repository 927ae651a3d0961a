// Companies' tools (issue 26): employees from a spreadsheet, managers invited by a proven address, and
// workplaces and employees changed under their rules, on both engines.
#include <gtest/gtest.h>

#include <set>
#include <tuple>

#include "common/quebec_time.h"
#include "support/api_helpers.h"
#include "support/booking_fixtures.h"
#include "support/companies_fixture.h"
#include "support/engines.h"
#include "support/mailed_links.h"

using namespace secours::testing;
using nlohmann::json;

class CompanyTools : public Companies {};

TEST_P(CompanyTools, EmployeesComeFromASpreadsheetWholeOrNotAtAll) {
  const auto company = create_company(manager_);
  add_workplace(company,
                json{{"name", "Usine de Gatineau"}, {"sector", "establishment"}, {"shifts", {80, 40}}});
  const auto import_path = "/api/companies/" + std::to_string(company) + "/employees/import";
  const std::string good =
      "\xEF\xBB\xBFPrénom;Nom;Courriel;Lieu de travail;Quart\r\n"
      "Luc;Tremblay;LUC@acme.example;usine de gatineau;2\r\n"
      "\"Marie-Ève\";\"D'Amour; fille\";;;\r\n"
      "\r\n"
      "Ana;Roy;;Usine de Gatineau;\r\n";
  const auto employees_path = "/api/companies/" + std::to_string(company) + "/employees";
  auto listed = [&](const std::string& query = "") {
    return call(*server_, "GET", employees_path + query, nullptr, manager_).json()["employees"];
  };
  // A preview names every bad line at once, with its column and reason, and writes nothing; confirming a
  // file with a bad line is refused.
  const std::string bad = good +
                          "Paul;;;;\r\n"
                          "Paul;Roy;pas-une-adresse;;\r\n"
                          "Paul;Roy;;Entrepôt;1\r\n"
                          "Paul;Roy;;Usine de Gatineau;3\r\n"
                          "Paul;Roy;;;9\r\n"
                          "Léa;Roy;luc@acme.example;;\r\n";
  auto preview = call(*server_, "POST", import_path, json{{"file", bad}, {"confirm", false}}, manager_);
  ASSERT_EQ(preview.status, 200) << preview.body;
  EXPECT_EQ(preview.json()["written"], false);
  EXPECT_EQ(preview.json()["created"], 3);
  const json expected_errors = json::array({
      {{"line", 6}, {"field", "lastName"}, {"reason", "required"}},
      {{"line", 7}, {"field", "email"}, {"reason", "invalid-email"}},
      {{"line", 8}, {"field", "workplace"}, {"reason", "unknown-workplace"}},
      {{"line", 9}, {"field", "shift"}, {"reason", "invalid-shift"}},
      {{"line", 10}, {"field", "shift"}, {"reason", "invalid-shift"}},
      {{"line", 11}, {"field", "email"}, {"reason", "duplicate"}},
  });
  EXPECT_EQ(preview.json()["errors"], expected_errors) << preview.body;
  EXPECT_EQ(listed().size(), 0u);
  auto refused = call(*server_, "POST", import_path, json{{"file", bad}, {"confirm", true}}, manager_);
  EXPECT_EQ(refused.status, 400) << refused.body;
  EXPECT_EQ(refused.json()["error"]["fields"]["file"], "has-errors");
  EXPECT_EQ(listed().size(), 0u);
  EXPECT_EQ(
      call(*server_, "POST", import_path, json{{"file", "Name,Email\nLuc,luc@acme.example\n"}}, manager_)
          .json()["error"]["fields"]["file"],
      "missing-name-columns");
  EXPECT_EQ(call(*server_, "POST", import_path, json{{"file", 12}}, manager_).status, 400);
  EXPECT_EQ(call(*server_, "POST", import_path, json{{"file", good}, {"confirm", "yes"}}, manager_).status,
            400);

  auto imported = call(*server_, "POST", import_path, json{{"file", good}, {"confirm", true}}, manager_);
  ASSERT_EQ(imported.status, 200) << imported.body;
  EXPECT_EQ(imported.json()["written"], true);
  EXPECT_EQ(imported.json()["created"], 3);
  ASSERT_EQ(listed().size(), 3u);
  std::set<std::string> names;
  for (const auto& employee : listed()) names.insert(employee["lastName"].get<std::string>());
  EXPECT_TRUE(names.contains("D'Amour; fille"));
  for (const auto& employee : listed()) {
    if (employee["firstName"] == "Luc") {
      EXPECT_EQ(employee["email"], "luc@acme.example");
      EXPECT_EQ(employee["shift"], 1);
    }
  }
  // The same file again finds everyone: nobody added, nothing changed.
  auto again = call(*server_, "POST", import_path, json{{"file", good}, {"confirm", true}}, manager_);
  ASSERT_EQ(again.status, 200) << again.body;
  EXPECT_EQ(again.json()["created"], 0);
  EXPECT_EQ(again.json()["updated"], 0);
  EXPECT_EQ(again.json()["unchanged"], 3);
  EXPECT_EQ(listed().size(), 3u);
  // A later file matches by email (new shift), by name and workplace (an employee number added), and
  // adds the one it does not know; an empty cell erases nothing.
  const std::string later =
      "Courriel;Prénom;Nom;No d'employé;Lieu de travail;Quart\n"
      "luc@acme.example;Luc;Tremblay;;Usine de Gatineau;1\n"
      ";ana;ROY;E-204;Usine de Gatineau;\n"
      ";Noé;Gagnon;E-300;;\n";
  auto updated = call(*server_, "POST", import_path, json{{"file", later}, {"confirm", true}}, manager_);
  ASSERT_EQ(updated.status, 200) << updated.body;
  EXPECT_EQ(updated.json()["created"], 1) << updated.body;
  EXPECT_EQ(updated.json()["updated"], 2) << updated.body;
  ASSERT_EQ(listed().size(), 4u);
  for (const auto& employee : listed()) {
    if (employee["firstName"] == "Luc") {
      EXPECT_EQ(employee["shift"], 0);
    }
    if (employee["lastName"] == "Roy" || employee["lastName"] == "ROY") {
      EXPECT_EQ(employee["employeeNumber"], "E-204");
      EXPECT_EQ(employee["firstName"], "ana");  // the file's spelling now
    }
  }
  // A shift alone is one of the workplace they already have (Gatineau has two).
  auto third = call(*server_, "POST", import_path,
                    json{{"file", "Prénom;Nom;Courriel;Quart\nLuc;Tremblay;luc@acme.example;3\n"}}, manager_);
  ASSERT_EQ(third.status, 200) << third.body;
  EXPECT_EQ(third.json()["errors"],
            json::array({{{"line", 2}, {"field", "shift"}, {"reason", "invalid-shift"}}}))
      << third.body;
  // By employee number, whatever the names now say.
  auto renamed =
      call(*server_, "POST", import_path,
           json{{"file", "Prénom;Nom;Matricule\nAnabelle;Roy-Côté;E-204\n"}, {"confirm", true}}, manager_);
  EXPECT_EQ(renamed.json()["updated"], 1) << renamed.body;
  EXPECT_EQ(renamed.json()["created"], 0) << renamed.body;
  // An English file with commas works too; a stranger's import is a 404.
  auto english = call(*server_, "POST", import_path,
                      json{{"file", "First name,Last name,Email\nJo,Smith,\n"}, {"confirm", true}}, manager_);
  EXPECT_EQ(english.status, 200) << english.body;
  EXPECT_EQ(english.json()["created"], 1);
  const auto stranger = sign_up(*server_, "autre@beta.example");
  EXPECT_EQ(call(*server_, "POST", import_path, json{{"file", good}}, stranger).status, 404);
}

// Someone who leaves is kept, no longer listed among the employees nor offered to book, and an import
// finds them without bringing them back; the manager undoes a mistaken departure. A workplace closes the
// same way.
TEST_P(CompanyTools, EmployeesAndWorkplacesLeaveAndComeBack) {
  const auto company = create_company(manager_);
  const auto base = "/api/companies/" + std::to_string(company);
  const auto plant =
      add_workplace(company, json{{"name", "Usine"}, {"sector", "establishment"}, {"shifts", {30}}});
  auto added = call(
      *server_, "POST", base + "/employees",
      json{{"firstName", "Luc"}, {"lastName", "Roy"}, {"email", "luc@acme.example"}, {"workplaceId", plant}},
      manager_);
  ASSERT_EQ(added.status, 201) << added.body;
  const auto employee = added.json()["employee"]["id"].get<long long>();
  const auto departure = base + "/employees/" + std::to_string(employee) + "/departure";
  const auto today = secours::quebec_date(server_->clock().now());
  EXPECT_EQ(call(*server_, "PUT", departure, json{{"leftOn", secours::add_days(today, 1)}}, manager_)
                .json()["error"]["fields"]["leftOn"],
            "in-future");
  EXPECT_EQ(call(*server_, "PUT", departure, json{{"leftOn", "2026-13-01"}}, manager_).status, 400);
  auto left = call(*server_, "PUT", departure, json{{"leftOn", today}}, manager_);
  ASSERT_EQ(left.status, 200) << left.body;
  EXPECT_EQ(left.json()["employee"]["leftOn"], today);
  EXPECT_TRUE(call(*server_, "GET", base + "/employees", nullptr, manager_).json()["employees"].empty());
  auto departed = call(*server_, "GET", base + "/employees?departed=true", nullptr, manager_).json();
  ASSERT_EQ(departed["employees"].size(), 1u);
  // The same person in a file is found, and stays gone.
  auto imported =
      call(*server_, "POST", base + "/employees/import",
           json{{"file", "Prénom;Nom;Courriel\nLuc;Roy;luc@acme.example\n"}, {"confirm", true}}, manager_);
  EXPECT_EQ(imported.json()["departed"], 1) << imported.body;
  EXPECT_EQ(imported.json()["created"], 0) << imported.body;
  // Undone: employed again.
  auto back = call(*server_, "DELETE", departure, nullptr, manager_);
  ASSERT_EQ(back.status, 200) << back.body;
  EXPECT_TRUE(back.json()["employee"]["leftOn"].is_null());
  EXPECT_EQ(call(*server_, "GET", base + "/employees", nullptr, manager_).json()["employees"].size(), 1u);

  // A closed workplace leaves the compliance and takes nobody new; reopened, it is back.
  const auto closure = base + "/workplaces/" + std::to_string(plant) + "/closure";
  auto closed = call(*server_, "PUT", closure, json{{"closedOn", today}}, manager_);
  ASSERT_EQ(closed.status, 200) << closed.body;
  EXPECT_EQ(closed.json()["workplace"]["closedOn"], today);
  EXPECT_TRUE(call(*server_, "GET", base + "/compliance", nullptr, manager_).json()["workplaces"].empty());
  auto refused = call(*server_, "POST", base + "/employees",
                      json{{"firstName", "Ana"}, {"lastName", "Roy"}, {"workplaceId", plant}}, manager_);
  EXPECT_EQ(refused.json()["error"]["fields"]["workplaceId"], "workplace-closed") << refused.body;
  auto into_closed = call(*server_, "POST", base + "/employees/import",
                          json{{"file", "Prénom;Nom;Lieu de travail\nAna;Roy;Usine\n"}}, manager_);
  EXPECT_EQ(into_closed.json()["errors"][0]["reason"], "workplace-closed") << into_closed.body;
  // Who worked there keeps it and can still be edited.
  EXPECT_EQ(call(*server_, "PUT", base + "/employees/" + std::to_string(employee),
                 json{{"firstName", "Lucas"}, {"lastName", "Roy"}, {"workplaceId", plant}}, manager_)
                .status,
            200);
  EXPECT_EQ(call(*server_, "DELETE", closure, nullptr, manager_).status, 200);
  EXPECT_EQ(call(*server_, "GET", base + "/compliance", nullptr, manager_).json()["workplaces"].size(), 1u);
}

// A sole manager about to delete their account is told which companies it leaves without a manager; once
// it is gone, the office names a new one by inviting an address.
TEST_P(CompanyTools, ASoleManagerIsToldAndTheOfficeNamesANewOne) {
  const auto company = create_company(manager_);
  auto preview = call(*server_, "GET", "/api/me/deletion", nullptr, manager_);
  ASSERT_EQ(preview.status, 200) << preview.body;
  ASSERT_EQ(preview.json()["soleManagerOf"].size(), 1u) << preview.body;
  EXPECT_EQ(preview.json()["soleManagerOf"][0]["id"], company);
  // Another manager: no longer alone.
  const auto other = sign_up(*server_, "associe@acme.example");
  EXPECT_EQ(call(*server_, "POST", "/api/companies/" + std::to_string(company) + "/managers",
                 json{{"email", "associe@acme.example"}}, manager_)
                .status,
            201);
  verify_email(*server_, "associe@acme.example");
  EXPECT_EQ(call(*server_, "GET", "/api/companies", nullptr, other).json()["companies"].size(), 1u);
  EXPECT_TRUE(call(*server_, "GET", "/api/me/deletion", nullptr, manager_).json()["soleManagerOf"].empty());

  // The office invites someone to a company left alone; a stranger cannot.
  const auto alone = create_company(manager_);
  const auto admin = sign_in_admin(*server_);
  const auto path = "/api/companies/" + std::to_string(alone) + "/managers";
  EXPECT_EQ(call(*server_, "POST", path, json{{"email", "releve@acme.example"}}, other).status, 404);
  auto named = call(*server_, "POST", path, json{{"email", "releve@acme.example"}}, admin);
  ASSERT_EQ(named.status, 201) << named.body;
  EXPECT_EQ(named.json()["invitations"][0]["email"], "releve@acme.example");
}

TEST_P(CompanyTools, AnInvitedAddressManagesTheCompanyOnceItsOwnerProvesIt) {
  const auto company = "/api/companies/" + std::to_string(create_company(manager_));
  auto invited =
      call(*server_, "POST", company + "/managers", json{{"email", "Associe@Acme.example"}}, manager_);
  ASSERT_EQ(invited.status, 201) << invited.body;
  EXPECT_EQ(invited.json()["managers"].size(), 1u);
  ASSERT_EQ(invited.json()["invitations"].size(), 1u);
  EXPECT_EQ(invited.json()["invitations"][0]["email"], "associe@acme.example");
  int mails = 0;
  for (const auto& mail : outbox(server_->database())) mails += mail.recipient == "associe@acme.example";
  EXPECT_EQ(mails, 1);
  EXPECT_EQ(
      call(*server_, "POST", company + "/managers", json{{"email", "associe@acme.example"}}, manager_).status,
      201);  // again: no second mail
  mails = 0;
  for (const auto& mail : outbox(server_->database())) mails += mail.recipient == "associe@acme.example";
  EXPECT_EQ(mails, 1);

  // Signed up with that address but not proven yet: nothing.
  const auto partner = sign_up(*server_, "associe@acme.example");
  EXPECT_EQ(call(*server_, "GET", "/api/companies", nullptr, partner).json()["companies"].size(), 0u);
  EXPECT_EQ(call(*server_, "GET", company, nullptr, partner).status, 404);
  verify_email(*server_, "associe@acme.example");
  EXPECT_EQ(call(*server_, "GET", "/api/companies", nullptr, partner).json()["companies"].size(), 1u);
  EXPECT_EQ(call(*server_, "GET", company, nullptr, partner).status, 200);
  auto managers = call(*server_, "GET", company + "/managers", nullptr, partner).json();
  EXPECT_EQ(managers["managers"].size(), 2u);
  EXPECT_EQ(managers["invitations"].size(), 0u);

  EXPECT_EQ(
      call(*server_, "POST", company + "/managers", json{{"email", "pas-une-adresse"}}, manager_).status,
      400);
  const auto stranger = sign_up(*server_, "autre@beta.example");
  EXPECT_EQ(call(*server_, "POST", company + "/managers", json{{"email", "x@beta.example"}}, stranger).status,
            404);
  EXPECT_EQ(call(*server_, "GET", company + "/managers", nullptr, stranger).status, 404);
}

TEST_P(CompanyTools, AWorkplaceAndAnEmployeeChangeWithTheirRules) {
  const auto company = create_company(manager_);
  const auto base = "/api/companies/" + std::to_string(company);
  const auto plant =
      add_workplace(company, json{{"name", "Usine"}, {"sector", "establishment"}, {"shifts", {80, 40}}});
  const auto employee = add_employee(
      company, json{{"firstName", "Luc"}, {"lastName", "Roy"}, {"workplaceId", plant}, {"shift", 1}});
  auto changed = call(*server_, "PUT", base + "/workplaces/" + std::to_string(plant),
                      json{{"name", "Usine de Gatineau"},
                           {"address", "400 boul. Industriel"},
                           {"sector", "construction"},
                           {"shifts", {90}}},
                      manager_);
  ASSERT_EQ(changed.status, 200) << changed.body;
  EXPECT_EQ(changed.json()["workplace"]["shifts"], json({90}));
  EXPECT_EQ(changed.json()["workplace"]["sector"], "construction");
  // Luc was on the second shift, which is gone.
  auto listed = call(*server_, "GET", base + "/employees", nullptr, manager_).json()["employees"];
  EXPECT_TRUE(listed[0]["shift"].is_null());
  auto placed = call(
      *server_, "PUT", base + "/employees/" + std::to_string(employee),
      json{{"firstName", "Luc"}, {"lastName", "Roy"}, {"email", "LUC@acme.example"}, {"workplaceId", plant}},
      manager_);
  ASSERT_EQ(placed.status, 200) << placed.body;
  EXPECT_EQ(placed.json()["employee"]["shift"], 0);  // one shift: on it
  EXPECT_EQ(placed.json()["employee"]["email"], "luc@acme.example");
  EXPECT_EQ(
      call(*server_, "PUT", base + "/employees/" + std::to_string(employee),
           json{{"firstName", "Luc"}, {"lastName", "Roy"}, {"workplaceId", plant}, {"shift", 2}}, manager_)
          .status,
      400);
  EXPECT_EQ(call(*server_, "PUT", base + "/workplaces/" + std::to_string(plant),
                 json{{"name", "Usine"}, {"sector", "mine"}, {"shifts", {1}}}, manager_)
                .status,
            400);
  const auto stranger = sign_up(*server_, "autre@beta.example");
  const auto elsewhere = create_company(stranger, "Béta");
  EXPECT_EQ(call(*server_, "PUT",
                 "/api/companies/" + std::to_string(elsewhere) + "/employees/" + std::to_string(employee),
                 json{{"firstName", "A"}, {"lastName", "B"}}, stranger)
                .status,
            404);
  EXPECT_EQ(call(*server_, "PUT", base + "/workplaces/" + std::to_string(plant),
                 json{{"name", "X"}, {"sector", "forestry"}, {"shifts", {1}}}, stranger)
                .status,
            404);
}

SECOURS_ON_BOTH_ENGINES(CompanyTools);
