// Companies (issue 26): accounts, workplaces, employees, the first-aiders the regulation requires per
// shift, who may see what, and the office's list and credit approval, on both engines.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <set>
#include <thread>

#include "common/quebec_time.h"
#include "companies/first_aiders.h"
#include "support/api_helpers.h"
#include "support/booking_fixtures.h"
#include "support/companies_fixture.h"
#include "support/engines.h"
#include "support/pdf_text.h"
#include "support/second_instance.h"

using namespace secours::testing;
using nlohmann::json;
using secours::companies::required_first_aiders;
using secours::companies::Sector;

TEST(FirstAiders, FollowTheRegulationsCountPerShift) {
  EXPECT_EQ(required_first_aiders(Sector::establishment, 0), 0);
  EXPECT_EQ(required_first_aiders(Sector::establishment, 1), 1);
  EXPECT_EQ(required_first_aiders(Sector::establishment, 50), 1);
  EXPECT_EQ(required_first_aiders(Sector::establishment, 51), 2);
  EXPECT_EQ(required_first_aiders(Sector::establishment, 83), 2);
  EXPECT_EQ(required_first_aiders(Sector::establishment, 150), 2);
  EXPECT_EQ(required_first_aiders(Sector::establishment, 151), 3);
  EXPECT_EQ(required_first_aiders(Sector::establishment, 160), 3);
  EXPECT_EQ(required_first_aiders(Sector::establishment, 1050), 11);
  EXPECT_EQ(required_first_aiders(Sector::forestry, 1), 1);
  EXPECT_EQ(required_first_aiders(Sector::forestry, 5), 1);
  EXPECT_EQ(required_first_aiders(Sector::forestry, 12), 3);
  EXPECT_EQ(required_first_aiders(Sector::construction, 3), 1);
  EXPECT_EQ(required_first_aiders(Sector::construction, 160), 3);
  EXPECT_EQ(required_first_aiders(Sector::construction, 0), 0);
}

TEST_P(Companies, AManagerCreatesACompanyAndSeesIt) {
  auto created = call(*server_, "POST", "/api/companies",
                      json{{"name", "  Acme Québec inc. "},
                           {"address", "12 rue Principale, Gatineau"},
                           {"billingEmail", "comptes@acme.example"},
                           {"neq", "1234567890"},
                           {"purchaseOrder", "BC-2026-114"},
                           {"creditApproved", true}},  // the office's decision, not the customer's
                      manager_);
  ASSERT_EQ(created.status, 201) << created.body;
  const auto company = created.json()["company"];
  EXPECT_EQ(company["name"], "Acme Québec inc.");
  EXPECT_EQ(company["neq"], "1234567890");
  EXPECT_EQ(company["language"], "fr");
  EXPECT_EQ(company["creditApproved"], false);

  const auto id = std::to_string(company["id"].get<long long>());
  auto shown = call(*server_, "GET", "/api/companies/" + id, nullptr, manager_);
  ASSERT_EQ(shown.status, 200) << shown.body;
  EXPECT_EQ(shown.json()["company"]["billingEmail"], "comptes@acme.example");
  auto mine = call(*server_, "GET", "/api/companies", nullptr, manager_);
  ASSERT_EQ(mine.status, 200);
  ASSERT_EQ(mine.json()["companies"].size(), 1u);
  EXPECT_TRUE(mine.json()["nextCursor"].is_null());
}

TEST_P(Companies, BadInputIsNamedAndNothingIsCreated) {
  auto refused = call(*server_, "POST", "/api/companies",
                      json{{"name", ""},
                           {"address", 12},
                           {"billingEmail", "not-an-email"},
                           {"neq", "12ab"},
                           {"language", "de"}},
                      manager_);
  ASSERT_EQ(refused.status, 400) << refused.body;
  const auto fields = refused.json()["error"]["fields"];
  for (const char* field : {"name", "address", "billingEmail", "neq", "language"}) {
    EXPECT_TRUE(fields.contains(field)) << field << " " << fields;
  }
  EXPECT_EQ(call(*server_, "GET", "/api/companies", nullptr, manager_).json()["companies"].size(), 0u);

  const auto company = std::to_string(create_company(manager_));
  for (const auto& body : {json{{"name", "Usine"}, {"sector", "mine"}, {"shifts", {10}}},
                           json{{"name", "Usine"}, {"sector", "establishment"}, {"shifts", json::array()}},
                           json{{"name", "Usine"}, {"sector", "establishment"}, {"shifts", {10, -1}}},
                           json{{"name", "Usine"}, {"sector", "establishment"}, {"shifts", {1, 2, 3, 4, 5}}},
                           json{{"name", "Usine"}, {"sector", "establishment"}, {"shifts", {"ten"}}}}) {
    auto added = call(*server_, "POST", "/api/companies/" + company + "/workplaces", body, manager_);
    EXPECT_EQ(added.status, 400) << body << " " << added.body;
  }
  EXPECT_EQ(call(*server_, "GET", "/api/companies/" + company + "/workplaces", nullptr, manager_)
                .json()["workplaces"]
                .size(),
            0u);
}

TEST_P(Companies, OnlyItsManagersAndTheOfficeSeeACompany) {
  const auto company = create_company(manager_);
  const auto id = std::to_string(company);
  add_workplace(company, {{"name", "Entrepôt"}, {"sector", "establishment"}, {"shifts", {20}}});
  const auto other_manager = sign_up(*server_, "patron@autre.example");
  create_company(other_manager, "Autre entreprise");
  const auto student = sign_up(*server_, "etudiant@example.com");
  const auto admin = sign_in_admin(*server_);

  const std::vector<std::pair<std::string, std::string>> routes = {
      {"GET", "/api/companies/" + id},
      {"GET", "/api/companies/" + id + "/workplaces"},
      {"POST", "/api/companies/" + id + "/workplaces"},
      {"GET", "/api/companies/" + id + "/employees"},
      {"POST", "/api/companies/" + id + "/employees"},
      {"GET", "/api/companies/" + id + "/compliance"},
  };
  const json workplace{{"name", "Intrus"}, {"sector", "establishment"}, {"shifts", {1}}};
  const json employee{{"firstName", "Intrus"}, {"lastName", "Intrus"}};
  for (const auto& [method, path] : routes) {
    const json body = method == "GET" ? json(nullptr) : path.ends_with("workplaces") ? workplace : employee;
    EXPECT_EQ(call(*server_, method, path, body).status, 401) << method << " " << path;
    EXPECT_EQ(call(*server_, method, path, body, other_manager).status, 404) << method << " " << path;
    EXPECT_EQ(call(*server_, method, path, body, student).status, 404) << method << " " << path;
    EXPECT_EQ(call(*server_, method, path, body, admin).status, method == "GET" ? 200 : 201)
        << method << " " << path;
  }
  // The other manager sees only their own company; nobody but the office lists them all.
  auto theirs = call(*server_, "GET", "/api/companies", nullptr, other_manager).json()["companies"];
  ASSERT_EQ(theirs.size(), 1u);
  EXPECT_EQ(theirs[0]["name"], "Autre entreprise");
  EXPECT_EQ(call(*server_, "GET", "/api/admin/companies", nullptr, manager_).status, 403);
  EXPECT_EQ(
      call(*server_, "PATCH", "/api/admin/companies/" + id, json{{"creditApproved", true}}, manager_).status,
      403);
  EXPECT_EQ(call(*server_, "GET", "/api/admin/companies").status, 401);
}

TEST_P(Companies, ComplianceCountsTheFirstAidersEachShiftNeedsAndHas) {
  const auto company = create_company(manager_);
  const auto plant = add_workplace(company, {{"name", "Usine de Gatineau"},
                                             {"address", "400 boul. Industriel"},
                                             {"sector", "establishment"},
                                             {"shifts", {160, 83}}});
  const auto camp =
      add_workplace(company, {{"name", "Chantier forestier"}, {"sector", "forestry"}, {"shifts", {12}}});

  // Three employees of the plant's day shift hold our first-aid certificate: one valid long, one
  // expiring within 90 days, one expired; one of the night shift holds a certificate of another course.
  const auto course = insert_course(*server_, "secourisme-milieu-travail", 17500);
  const auto other_course = insert_course(*server_, "rcr-bebe", 6000);
  const auto today = secours::quebec_date(server_->clock().now());
  soci::session sql(server_->database().pool());
  sql << "UPDATE courses SET workplace_first_aid = 1 WHERE id = :c", soci::use(course);
  int person = 0;
  auto certified_employee = [&](int shift, long long course_id, const std::string& expires_on) {
    const auto email = "employe" + std::to_string(++person) + "@acme.example";
    sign_up(*server_, email);
    long long user = 0;
    sql << "SELECT id FROM users WHERE email = :e", soci::use(email), soci::into(user);
    long long enrollment = 0;
    sql << "INSERT INTO enrollments (user_id, course_id, created_at, updated_at) VALUES (:u, :c, 0, 0) "
           "RETURNING id",
        soci::use(user), soci::use(course_id), soci::into(enrollment);
    const auto credential = "SEC-CERT-" + std::to_string(person);
    sql << "INSERT INTO certificates (enrollment_id, user_id, course_id, credential_id, holder_name, "
           "title_fr, "
           "title_en, issued_at, issued_on, expires_on) VALUES (:e, :u, :c, :cred, 'X', 'T', 'T', 0, :i, :x)",
        soci::use(enrollment), soci::use(user), soci::use(course_id), soci::use(credential), soci::use(today),
        soci::use(expires_on);
    const auto employee = add_employee(company, {{"firstName", "Employé"},
                                                 {"lastName", std::to_string(person)},
                                                 {"email", email},
                                                 {"workplaceId", plant},
                                                 {"shift", shift}});
    // Linked as a company booking of theirs will link them (the team bookings of issue 26).
    sql << "UPDATE company_employees SET user_id = :u WHERE id = :e", soci::use(user), soci::use(employee);
    return employee;
  };
  const auto renewing = certified_employee(0, course, secours::add_days(today, 400));
  certified_employee(0, course, secours::add_days(today, 30));
  certified_employee(0, course, secours::add_days(today, -1));
  const auto night = certified_employee(1, other_course, secours::add_days(today, 400));
  add_employee(company, {{"firstName", "Sans"}, {"lastName", "Poste"}});

  auto answer =
      call(*server_, "GET", "/api/companies/" + std::to_string(company) + "/compliance", nullptr, manager_);
  ASSERT_EQ(answer.status, 200) << answer.body;
  const auto workplaces = answer.json()["workplaces"];
  ASSERT_EQ(workplaces.size(), 2u);
  EXPECT_EQ(workplaces[0]["id"], plant);
  EXPECT_EQ(workplaces[0]["shifts"][0], (json{{"workers", 160},
                                              {"required", 3},
                                              {"certified", 2},
                                              {"expiringSoon", 1},
                                              {"booked", 0},
                                              {"missing", 1}}));
  EXPECT_EQ(workplaces[0]["shifts"][1], (json{{"workers", 83},
                                              {"required", 2},
                                              {"certified", 0},
                                              {"expiringSoon", 0},
                                              {"booked", 0},
                                              {"missing", 2}}));
  EXPECT_EQ(workplaces[1]["id"], camp);
  EXPECT_EQ(workplaces[1]["sector"], "forestry");
  EXPECT_EQ(workplaces[1]["shifts"][0]["required"], 3);
  EXPECT_TRUE(answer.json()["nextFirstAidSession"].is_null());  // no session of the course yet
  insert_session(*server_, other_course, 12, 2 * 86400);        // another course's: not it
  const auto session = insert_session(*server_, course, 12, 9 * 86400);
  insert_session(*server_, course, 12, 20 * 86400);
  auto next =
      call(*server_, "GET", "/api/companies/" + std::to_string(company) + "/compliance", nullptr, manager_)
          .json()["nextFirstAidSession"];
  EXPECT_EQ(next["sessionId"], session);
  EXPECT_EQ(next["courseId"], course);
  EXPECT_EQ(next["seatsLeft"], 12);

  // The notice to post names the day shift's two first-aiders, not the expired one nor another course's.
  const auto notice_path = "/api/companies/" + std::to_string(company) + "/workplaces/" +
                           std::to_string(plant) + "/first-aiders.pdf";
  auto notice = server_->get(notice_path, {{"Cookie", manager_}});
  ASSERT_EQ(notice.status, 200);
  const auto text = plain_spaces(pdf_text(notice.body));
  for (const char* expected : {"SECOURISTES EN MILIEU DE TRAVAIL", "Usine de Gatineau", "Employé 1",
                               "Employé 2", "Quart de travail 2", "Aucun secouriste certifié"}) {
    EXPECT_NE(text.find(expected), std::string::npos) << expected << "\n" << text;
  }
  EXPECT_EQ(text.find("Employé 3"), std::string::npos) << text;
  EXPECT_EQ(text.find("Employé 4"), std::string::npos) << text;
  const auto stranger = sign_up(*server_, "autre@beta.example");
  EXPECT_EQ(server_->get(notice_path, {{"Cookie", stranger}}).status, 404);
  EXPECT_EQ(server_
                ->get("/api/companies/" + std::to_string(company) + "/workplaces/" +
                          std::to_string(camp + 100) + "/first-aiders.pdf",
                      {{"Cookie", manager_}})
                .status,
            404);

  // Issue 42: seats booked on a first-aid class are first-aiders on the way; a certified employee who
  // renews counts once. The compliance proposes only what is still missing.
  const auto admin = sign_in_admin(*server_);
  ASSERT_EQ(call(*server_, "PATCH", "/api/admin/companies/" + std::to_string(company),
                 json{{"creditApproved", true}}, admin)
                .status,
            200);
  auto team = call(*server_, "POST", "/api/companies/" + std::to_string(company) + "/bookings",
                   json{{"sessionId", session},
                        {"paymentMethod", "invoice"},
                        {"attendees", {{{"employeeId", renewing}}, {{"employeeId", night}}}}},
                   manager_);
  ASSERT_EQ(team.status, 201) << team.body;
  const auto on_the_way =
      call(*server_, "GET", "/api/companies/" + std::to_string(company) + "/compliance", nullptr, manager_)
          .json()["workplaces"][0]["shifts"];
  EXPECT_EQ(on_the_way[0]["booked"], 0);
  EXPECT_EQ(on_the_way[0]["missing"], 1);
  EXPECT_EQ(on_the_way[1]["booked"], 1);
  EXPECT_EQ(on_the_way[1]["missing"], 1);
  // Once the class has ended without a certificate, the seat no longer counts.
  server_->clock().advance(10 * 86400);
  manager_ = session_cookie_of(call(*server_, "POST", "/api/auth/login",
                                    json{{"email", "gestion@acme.example"}, {"password", "secret123"}}));
  const auto after =
      call(*server_, "GET", "/api/companies/" + std::to_string(company) + "/compliance", nullptr, manager_)
          .json()["workplaces"][0]["shifts"];
  EXPECT_EQ(after[1]["booked"], 0);
  EXPECT_EQ(after[1]["missing"], 2);
}

TEST_P(Companies, AnEmployeesWorkplaceAndShiftMustBeTheCompanys) {
  const auto company = create_company(manager_);
  const auto one_shift =
      add_workplace(company, {{"name", "Bureau"}, {"sector", "establishment"}, {"shifts", {8}}});
  const auto two_shifts =
      add_workplace(company, {{"name", "Usine"}, {"sector", "establishment"}, {"shifts", {40, 20}}});
  const auto path = "/api/companies/" + std::to_string(company) + "/employees";
  // One shift: they are on it.
  auto placed = call(*server_, "POST", path,
                     json{{"firstName", "Léa"}, {"lastName", "Roy"}, {"workplaceId", one_shift}}, manager_);
  ASSERT_EQ(placed.status, 201) << placed.body;
  EXPECT_EQ(placed.json()["employee"]["shift"], 0);
  EXPECT_EQ(
      call(*server_, "POST", path,
           json{{"firstName", "A"}, {"lastName", "B"}, {"workplaceId", two_shifts}, {"shift", 2}}, manager_)
          .json()["error"]["fields"]["shift"],
      "out-of-range");
  EXPECT_EQ(call(*server_, "POST", path, json{{"firstName", "A"}, {"lastName", "B"}, {"shift", 1}}, manager_)
                .json()["error"]["fields"]["shift"],
            "requires-workplace");
  // Another company's workplace is not theirs.
  const auto other = sign_up(*server_, "autre@autre.example");
  const auto elsewhere_company = create_company(other, "Autre");
  auto elsewhere =
      call(*server_, "POST", "/api/companies/" + std::to_string(elsewhere_company) + "/workplaces",
           json{{"name", "Ailleurs"}, {"sector", "construction"}, {"shifts", {5}}}, other);
  ASSERT_EQ(elsewhere.status, 201);
  auto refused =
      call(*server_, "POST", path,
           json{{"firstName", "A"}, {"lastName", "B"}, {"workplaceId", elsewhere.json()["workplace"]["id"]}},
           manager_);
  EXPECT_EQ(refused.status, 400);
  EXPECT_EQ(refused.json()["error"]["fields"]["workplaceId"], "not-found");

  // Paged, newest first, each once.
  for (int i = 0; i < 7; ++i)
    add_employee(company, {{"firstName", "Employé"}, {"lastName", std::to_string(i)}});
  std::set<long long> seen;
  std::string cursor;
  int pages = 0;
  do {
    auto page = call(*server_, "GET", path + "?limit=3" + (cursor.empty() ? "" : "&cursor=" + cursor),
                     nullptr, manager_)
                    .json();
    for (const auto& employee : page["employees"])
      EXPECT_TRUE(seen.insert(employee["id"].get<long long>()).second);
    cursor = page["nextCursor"].is_null() ? "" : page["nextCursor"].get<std::string>();
    ++pages;
  } while (!cursor.empty() && pages < 10);
  EXPECT_EQ(seen.size(), 8u);
  EXPECT_EQ(pages, 3);
}

TEST_P(Companies, TheOfficeFindsCompaniesByNameAndApprovesTheirCredit) {
  const auto admin = sign_in_admin(*server_);
  const auto acme = create_company(manager_, "Acme Québec inc.");
  create_company(manager_, "Béton Outaouais ltée");
  create_company(manager_, "Transport Éclair");

  auto found = call(*server_, "GET", "/api/admin/companies?q=quebec", nullptr, admin);
  ASSERT_EQ(found.status, 200) << found.body;
  ASSERT_EQ(found.json()["companies"].size(), 1u);
  EXPECT_EQ(found.json()["companies"][0]["id"], acme);
  EXPECT_EQ(
      call(*server_, "GET", "/api/admin/companies?q=ecl", nullptr, admin).json()["companies"][0]["name"],
      "Transport Éclair");

  auto approved = call(*server_, "PATCH", "/api/admin/companies/" + std::to_string(acme),
                       json{{"creditApproved", true}}, admin);
  ASSERT_EQ(approved.status, 200) << approved.body;
  EXPECT_EQ(approved.json()["company"]["creditApproved"], true);
  auto on_credit = call(*server_, "GET", "/api/admin/companies?credit=approved", nullptr, admin).json();
  ASSERT_EQ(on_credit["companies"].size(), 1u);
  EXPECT_EQ(on_credit["companies"][0]["id"], acme);
  EXPECT_EQ(
      call(*server_, "GET", "/api/admin/companies?credit=pending", nullptr, admin).json()["companies"].size(),
      2u);
  EXPECT_EQ(call(*server_, "GET", "/api/admin/companies?credit=maybe", nullptr, admin).status, 400);
  EXPECT_EQ(
      call(*server_, "PATCH", "/api/admin/companies/999999", json{{"creditApproved", true}}, admin).status,
      404);
  EXPECT_EQ(call(*server_, "PATCH", "/api/admin/companies/" + std::to_string(acme),
                 json{{"creditApproved", "yes"}}, admin)
                .status,
            400);

  // Paged like every office list: each once, newest first.
  std::vector<long long> listed;
  std::string cursor;
  do {
    auto page =
        call(*server_, "GET", "/api/admin/companies?limit=2" + (cursor.empty() ? "" : "&cursor=" + cursor),
             nullptr, admin)
            .json();
    for (const auto& company : page["companies"]) listed.push_back(company["id"].get<long long>());
    cursor = page["nextCursor"].is_null() ? "" : page["nextCursor"].get<std::string>();
  } while (!cursor.empty() && listed.size() < 10);
  ASSERT_EQ(listed.size(), 3u);
  EXPECT_EQ(listed.back(), acme);
}

// Issue 42: the managers are told when the office approves or withdraws paying by invoice, once per
// change, even when two offices on two instances decide at once; deciding again what stands sends nothing.
TEST_P(Companies, TheManagersAreToldOnceWhenCreditIsApprovedOrWithdrawn) {
  const auto admin = sign_in_admin(*server_);
  const auto acme = create_company(manager_, "Acme Québec inc.");
  const auto path = "/api/admin/companies/" + std::to_string(acme);
  auto told = [this](const std::string& subject_start) {
    int count = 0;
    for (const auto& mail : outbox(server_->database()))
      if (mail.recipient == "gestion@acme.example" && mail.subject.starts_with(subject_start)) ++count;
    return count;
  };
  SecondInstance second(*server_);
  std::atomic<bool> go{false};
  std::vector<std::thread> threads;
  std::vector<int> statuses(4);
  for (int i = 0; i < 4; ++i) {
    threads.emplace_back([&, i] {
      while (!go) std::this_thread::yield();
      statuses[i] = http_request(i % 2 ? second.port() : server_->port(), "PATCH", path,
                                 json{{"creditApproved", true}}.dump(),
                                 {{"Content-Type", "application/json"}, {"Cookie", admin}})
                        .status;
    });
  }
  go = true;
  for (auto& thread : threads) thread.join();
  for (const auto status : statuses) EXPECT_EQ(status, 200);
  EXPECT_EQ(told("Paiement sur facture accepté — Acme Québec inc."), 1);
  for (const auto& mail : outbox(server_->database())) {
    if (!mail.subject.starts_with("Paiement sur facture accepté")) continue;
    EXPECT_NE(mail.text.find("peut maintenant inscrire ses équipes et payer sur facture"), std::string::npos)
        << mail.text;
  }

  ASSERT_EQ(call(*server_, "PATCH", path, json{{"creditApproved", false}}, admin).status, 200);
  ASSERT_EQ(call(*server_, "PATCH", path, json{{"creditApproved", false}}, admin).status, 200);
  EXPECT_EQ(told("Paiement sur facture retiré — Acme Québec inc."), 1);
  EXPECT_EQ(told("Paiement sur facture accepté"), 1);
}

SECOURS_ON_BOTH_ENGINES(Companies);
