// The office's duties under Law 25 (issue 27): the register of confidentiality incidents (recorded,
// corrected, never deleted) and the audit trail of who on the office side viewed, exported, changed or
// erased a person's data, visible to the office only; on both engines.
#include <gtest/gtest.h>

#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

class PrivacyOffice : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    admin_ = sign_in_admin(*server_);
  }
  HttpResult office(const std::string& method, const std::string& target, const json& body = nullptr) {
    return call(*server_, method, target, body, admin_);
  }
  static json incident() {
    return {{"occurredOn", "2026-11-02"},
            {"discoveredOn", "2026-11-03"},
            {"description", "Une liste de présence oubliée dans une salle louée."},
            {"peopleConcerned", "12 participants du cours du 2 novembre"},
            {"dataConcerned", "Noms, courriels, téléphones"},
            {"seriousRisk", false},
            {"riskAssessment", "Liste récupérée le lendemain, aucune donnée sensible."}};
  }

  std::unique_ptr<TestServer> server_;
  std::string admin_;
};

TEST_P(PrivacyOffice, TheIncidentsRegisterRecordsAndCorrectsEntries) {
  auto recorded = office("POST", "/api/admin/privacy/incidents", incident());
  ASSERT_EQ(recorded.status, 201) << recorded.body;
  const auto entry = recorded.json()["incident"];
  EXPECT_EQ(entry["recordedBy"], "admin@secours.example");
  EXPECT_TRUE(entry["commissionNotifiedOn"].is_null());
  EXPECT_EQ(entry["measures"], "");
  const auto path = "/api/admin/privacy/incidents/" + std::to_string(entry["id"].get<long long>());

  auto corrected_body = incident();
  corrected_body["seriousRisk"] = true;
  corrected_body["commissionNotifiedOn"] = "2026-11-04";
  corrected_body["peopleNotifiedOn"] = "2026-11-05";
  corrected_body["measures"] = "Listes numériques seulement.";
  auto corrected = office("PUT", path, corrected_body);
  ASSERT_EQ(corrected.status, 200) << corrected.body;
  EXPECT_EQ(corrected.json()["incident"]["seriousRisk"], true);
  EXPECT_EQ(office("GET", path).json()["incident"]["commissionNotifiedOn"], "2026-11-04");
  EXPECT_EQ(office("PUT", "/api/admin/privacy/incidents/99999", corrected_body).status, 404);
  EXPECT_EQ(office("GET", "/api/admin/privacy/incidents/99999").json()["error"]["code"],
            "incident-not-found");
  // The register has no deletion.
  EXPECT_EQ(office("DELETE", path).status, 405);

  ASSERT_EQ(office("POST", "/api/admin/privacy/incidents", incident()).status, 201);
  auto first = office("GET", "/api/admin/privacy/incidents?limit=1");
  ASSERT_EQ(first.json()["incidents"].size(), 1u);
  ASSERT_TRUE(first.json()["nextCursor"].is_string());
  auto second = office(
      "GET", "/api/admin/privacy/incidents?limit=1&cursor=" + first.json()["nextCursor"].get<std::string>());
  ASSERT_EQ(second.json()["incidents"].size(), 1u);
  EXPECT_EQ(second.json()["incidents"][0]["id"], entry["id"]);
  EXPECT_TRUE(second.json()["nextCursor"].is_null());

  const auto student = sign_up(*server_, "julie@example.com");
  EXPECT_EQ(call(*server_, "GET", "/api/admin/privacy/incidents", nullptr, student).status, 403);
  EXPECT_EQ(call(*server_, "POST", "/api/admin/privacy/incidents", incident(), student).status, 403);
  EXPECT_EQ(call(*server_, "GET", "/api/admin/privacy/incidents").status, 401);
}

TEST_P(PrivacyOffice, AnIncidentsDatesAndTextsAreChecked) {
  auto bad = incident();
  bad["occurredOn"] = "2999-01-01";  // after today
  bad["discoveredOn"] = "2026-13-01";
  bad["description"] = "";
  bad["dataConcerned"] = std::string(2001, 'x');
  bad.erase("seriousRisk");
  auto refused = office("POST", "/api/admin/privacy/incidents", bad);
  ASSERT_EQ(refused.status, 400) << refused.body;
  const auto fields = refused.json()["error"]["fields"];
  EXPECT_EQ(fields["occurredOn"], "invalid-date");
  EXPECT_EQ(fields["discoveredOn"], "invalid-date");
  EXPECT_EQ(fields["description"], "required");
  EXPECT_EQ(fields["dataConcerned"], "too-long");
  EXPECT_EQ(fields["seriousRisk"], "required");

  auto order = incident();
  order["discoveredOn"] = "2026-11-01";  // before it happened
  EXPECT_EQ(office("POST", "/api/admin/privacy/incidents", order).json()["error"]["fields"]["discoveredOn"],
            "before-occurrence");
  auto told = incident();
  told["peopleNotifiedOn"] = "2026-11-02";  // before it was discovered
  EXPECT_EQ(
      office("POST", "/api/admin/privacy/incidents", told).json()["error"]["fields"]["peopleNotifiedOn"],
      "before-discovery");
  EXPECT_EQ(office("GET", "/api/admin/privacy/incidents").json()["incidents"].size(), 0u);
}

TEST_P(PrivacyOffice, TheAuditTrailNamesWhoViewedExportedChangedAndErasedWhose) {
  const auto course = insert_course(*server_, "rcr", 10000);
  const auto session = insert_session(*server_, course, 10);
  const auto student = sign_up(*server_, "julie@example.com");
  const auto student_id =
      call(*server_, "GET", "/api/auth/me", nullptr, student).json()["user"]["id"].get<long long>();
  auto booked =
      post_booking(*server_, booking_request(course, session, "interac", "julie@example.com"), student);
  ASSERT_EQ(booked.status, 201);
  const auto booking =
      "/api/admin/bookings/" + std::to_string(booked.json()["booking"]["id"].get<long long>());
  ASSERT_EQ(post_booking(*server_, booking_request(course, session, "cash", "invite@example.com")).status,
            201);

  ASSERT_EQ(office("GET", booking).status, 200);
  ASSERT_EQ(office("PATCH", booking, {{"paymentReceived", true}}).status, 200);
  ASSERT_EQ(office("GET", "/api/admin/students/" + std::to_string(student_id)).status, 200);
  ASSERT_EQ(office("GET", "/api/admin/exports/bookings.csv?lang=fr").status, 200);
  // Reading the trail is not itself an entry; a student is not the office.
  EXPECT_EQ(call(*server_, "GET", "/api/admin/privacy/audit", nullptr, student).status, 403);

  auto julie = office("GET", "/api/admin/privacy/audit?email=Julie@example.com").json()["entries"];
  ASSERT_EQ(julie.size(), 3u);
  EXPECT_EQ(julie[0]["action"], "view");
  EXPECT_EQ(julie[0]["detail"], "GET /api/admin/students/" + std::to_string(student_id));
  EXPECT_EQ(julie[1]["action"], "change");
  EXPECT_EQ(julie[1]["detail"], "PATCH " + booking);
  EXPECT_EQ(julie[2]["action"], "view");
  for (const auto& entry : julie) {
    EXPECT_EQ(entry["actor"], "admin@secours.example");
    EXPECT_EQ(entry["subject"], "julie@example.com");
  }
  auto all = office("GET", "/api/admin/privacy/audit").json()["entries"];
  ASSERT_EQ(all.size(), 4u);
  EXPECT_EQ(all[0]["action"], "export");
  EXPECT_EQ(all[0]["subject"], "");
  EXPECT_EQ(all[0]["detail"], "GET /api/admin/exports/bookings.csv?lang=fr");

  // The erasure is an entry; the person's address leaves the trail, the entries stay.
  ASSERT_EQ(office("DELETE", "/api/admin/students/" + std::to_string(student_id)).status, 204);
  EXPECT_TRUE(office("GET", "/api/admin/privacy/audit?email=julie@example.com").json()["entries"].empty());
  all = office("GET", "/api/admin/privacy/audit").json()["entries"];
  ASSERT_EQ(all.size(), 5u);
  EXPECT_EQ(all[0]["action"], "erase");
  EXPECT_EQ(all[0]["detail"], "DELETE /api/admin/students/" + std::to_string(student_id));
  for (const auto& entry : all) EXPECT_EQ(entry["subject"], "") << entry.dump();
  EXPECT_EQ(office("GET", "/api/admin/privacy/audit?email=nope").status, 400);
}

SECOURS_ON_BOTH_ENGINES(PrivacyOffice);
