// Companies' tools (issue 26): employees from a spreadsheet, managers invited by a proven address, and
// workplaces and employees changed under their rules, on both engines.
#include <gtest/gtest.h>

#include <set>
#include <tuple>

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
  // A malformed line is named and nothing is imported.
  for (const auto& [file, line, reason] :
       {std::tuple{good + "Paul;;;;\r\n", "line 6", "missing-name"},
        std::tuple{good + "Paul;Roy;pas-une-adresse;;\r\n", "line 6", "invalid-email"},
        std::tuple{good + "Paul;Roy;;Entrepôt;1\r\n", "line 6", "unknown-workplace"},
        std::tuple{good + "Paul;Roy;;Usine de Gatineau;3\r\n", "line 6", "invalid-shift"},
        std::tuple{good + "Paul;Roy;;;9\r\n", "line 6", "invalid-shift"}}) {
    auto refused = call(*server_, "POST", import_path, json{{"file", file}}, manager_);
    ASSERT_EQ(refused.status, 400) << refused.body;
    EXPECT_EQ(refused.json()["error"]["fields"][line], reason) << refused.body;
    EXPECT_EQ(
        call(*server_, "GET", "/api/companies/" + std::to_string(company) + "/employees", nullptr, manager_)
            .json()["employees"]
            .size(),
        0u);
  }
  EXPECT_EQ(
      call(*server_, "POST", import_path, json{{"file", "Name,Email\nLuc,luc@acme.example\n"}}, manager_)
          .json()["error"]["fields"]["file"],
      "missing-name-columns");
  EXPECT_EQ(call(*server_, "POST", import_path, json{{"file", 12}}, manager_).status, 400);

  auto imported = call(*server_, "POST", import_path, json{{"file", good}}, manager_);
  ASSERT_EQ(imported.status, 201) << imported.body;
  EXPECT_EQ(imported.json()["imported"], 3);
  auto listed =
      call(*server_, "GET", "/api/companies/" + std::to_string(company) + "/employees", nullptr, manager_)
          .json()["employees"];
  ASSERT_EQ(listed.size(), 3u);
  std::set<std::string> names;
  for (const auto& employee : listed) names.insert(employee["lastName"].get<std::string>());
  EXPECT_TRUE(names.contains("D'Amour; fille"));
  for (const auto& employee : listed) {
    if (employee["firstName"] == "Luc") {
      EXPECT_EQ(employee["email"], "luc@acme.example");
      EXPECT_EQ(employee["shift"], 1);
    }
  }
  // An English file with commas works too; a stranger's import is a 404.
  auto english = call(*server_, "POST", import_path,
                      json{{"file", "First name,Last name,Email\nJo,Smith,\n"}}, manager_);
  EXPECT_EQ(english.status, 201) << english.body;
  const auto stranger = sign_up(*server_, "autre@beta.example");
  EXPECT_EQ(call(*server_, "POST", import_path, json{{"file", good}}, stranger).status, 404);
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
