// The About page: seeded defaults, the admin's edits per language, and English falling back to French.
#include <gtest/gtest.h>

#include "support/api_helpers.h"
#include "support/engines.h"

using secours::testing::call;
using secours::testing::sign_in_admin;
using secours::testing::sign_up;
using secours::testing::TestServer;
using Json = nlohmann::json;

namespace {

Json about(const std::string& name, const std::string& suffix) {
  return {{"companyName", name},
          {"companyTagline", "Slogan " + suffix},
          {"companyDescription", "Description " + suffix},
          {"distinctionTitle", "Distinction " + suffix},
          {"distinctionPoints", {"A " + suffix, "B " + suffix, "C " + suffix, "D " + suffix}},
          {"expertiseTitle", "Expertise " + suffix},
          {"expertisePoints", {"E " + suffix, "F " + suffix, "G " + suffix}},
          {"commitmentTitle", "Engagement " + suffix},
          {"commitmentDescription", "Promesse " + suffix}};
}

}  // namespace

class AboutContentApi : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
  }
  TestServer& server() { return *server_; }
  Json read(const std::string& language) {
    auto result = call(server(), "GET", "/api/content/about?lang=" + language);
    EXPECT_EQ(result.status, 200) << result.body;
    return result.json()["about"];
  }
  std::unique_ptr<TestServer> server_;
};

TEST_P(AboutContentApi, ShowsTheCompanyDefaultsBeforeAnyEdit) {
  auto french = read("fr");
  EXPECT_EQ(french["companyName"], "Formations Secours Outaouais");
  EXPECT_EQ(french["distinctionTitle"], "Ce qui nous distingue");
  EXPECT_EQ(french["distinctionPoints"].size(), 4u);
  EXPECT_EQ(french["expertisePoints"].size(), 3u);
  auto english = read("en");
  EXPECT_EQ(english["distinctionTitle"], "What sets us apart");
  EXPECT_EQ(read("xx")["distinctionTitle"], "Ce qui nous distingue");
}

TEST_P(AboutContentApi, StoresBothLanguagesAndFallsBackToFrenchFieldByField) {
  auto admin = sign_in_admin(server());
  auto english = about("", "en");
  english["companyTagline"] = "";
  english["distinctionPoints"] = {"A en", "", "C en", "D en"};
  auto saved = call(server(), "PUT", "/api/content/about",
                    {{"fr", about("Secours Gatineau", "fr")}, {"en", english}}, admin);
  ASSERT_EQ(saved.status, 200) << saved.body;
  EXPECT_EQ(saved.json()["about"]["en"]["companyTagline"], "");  // stored as sent

  EXPECT_EQ(read("fr"), about("Secours Gatineau", "fr"));
  auto read_english = read("en");
  EXPECT_EQ(read_english["companyName"], "Secours Gatineau");
  EXPECT_EQ(read_english["companyTagline"], "Slogan fr");
  EXPECT_EQ(read_english["companyDescription"], "Description en");
  EXPECT_EQ(read_english["distinctionPoints"], (Json{"A en", "B fr", "C en", "D en"}));

  auto editor = call(server(), "GET", "/api/admin/content/about", nullptr, admin);
  ASSERT_EQ(editor.status, 200) << editor.body;
  EXPECT_EQ(editor.json()["about"]["fr"], about("Secours Gatineau", "fr"));
  EXPECT_EQ(editor.json()["about"]["en"]["companyTagline"], "");
}

TEST_P(AboutContentApi, RequiresEveryFrenchTextAndTheRightNumberOfPoints) {
  auto admin = sign_in_admin(server());
  auto french = about("Secours", "fr");
  french["companyName"] = " ";
  french["distinctionPoints"] = {"A", "B", "C"};
  french["expertisePoints"] = {"E", "", "G"};
  french.erase("commitmentTitle");
  auto english = about("Secours", "en");
  english["companyDescription"] = std::string(4001, 'x');
  english["expertisePoints"] = "not a list";
  auto result = call(server(), "PUT", "/api/content/about", {{"fr", french}, {"en", english}}, admin);
  ASSERT_EQ(result.status, 400) << result.body;
  auto fields = result.json()["error"]["fields"];
  EXPECT_EQ(fields["fr.companyName"], "required");
  EXPECT_EQ(fields["fr.commitmentTitle"], "required");
  EXPECT_EQ(fields["fr.distinctionPoints"], "out-of-range");
  EXPECT_EQ(fields["fr.expertisePoints.1"], "required");
  EXPECT_EQ(fields["en.companyDescription"], "too-long");
  EXPECT_EQ(fields["en.expertisePoints"], "invalid-type");
  EXPECT_EQ(fields.size(), 6u);

  auto missing = call(server(), "PUT", "/api/content/about", {{"fr", about("Secours", "fr")}}, admin);
  EXPECT_EQ(missing.json()["error"]["fields"]["en"], "required");
  EXPECT_EQ(read("fr")["companyName"], "Formations Secours Outaouais");  // nothing stored
}

TEST_P(AboutContentApi, OnlyAdminsMayEditOrReadTheEditorView) {
  auto student = sign_up(server(), "eleve@example.com");
  Json body{{"fr", about("Pirate", "fr")}, {"en", about("Pirate", "en")}};
  EXPECT_EQ(call(server(), "PUT", "/api/content/about", body).status, 401);
  EXPECT_EQ(call(server(), "PUT", "/api/content/about", body, student).status, 403);
  EXPECT_EQ(call(server(), "GET", "/api/admin/content/about").status, 401);
  EXPECT_EQ(call(server(), "GET", "/api/admin/content/about", nullptr, student).status, 403);
  EXPECT_EQ(read("fr")["companyName"], "Formations Secours Outaouais");
}

SECOURS_ON_BOTH_ENGINES(AboutContentApi);
