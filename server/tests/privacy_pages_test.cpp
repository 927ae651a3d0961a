// Quebec's Law 25 (issue 27): the privacy policy, the terms of sale and the cookies page are public pages
// in both languages, in the sitemap, and /privacy's HTML names the person in charge of personal
// information from the settings before any script runs.
#include <gtest/gtest.h>

#include <filesystem>

#include "support/api_helpers.h"
#include "support/engines.h"
#include "support/web_root.h"

using namespace secours::testing;
using nlohmann::json;

class PrivacyPages : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    root_ = make_web_root();
    server_ = std::make_unique<TestServer>(GetParam(), [this](secours::core::Config& config) {
      config.public_url = "https://formations.example";
      config.web_root = root_.string();
      config.privacy_officer_name = "Hélène Côté";
      config.privacy_officer_title = "Directrice des opérations";
      config.privacy_officer_email = "vie-privee@formations.example";
      config.special_requests_retention_days = 21;
    });
  }
  void TearDown() override {
    server_.reset();
    std::filesystem::remove_all(root_);
  }
  HttpResult page(const std::string& target) { return server_->get(target, {{"Accept", "text/html"}}); }

  std::filesystem::path root_;
  std::unique_ptr<TestServer> server_;
};

TEST_P(PrivacyPages, ThePolicyNamesThePersonInChargeAndTheRetentionTheServerApplies) {
  auto facts = call(*server_, "GET", "/api/site/privacy");
  ASSERT_EQ(facts.status, 200) << facts.body;
  EXPECT_EQ(facts.json()["officer"]["name"], "Hélène Côté");
  EXPECT_EQ(facts.json()["officer"]["title"], "Directrice des opérations");
  EXPECT_EQ(facts.json()["officer"]["email"], "vie-privee@formations.example");
  EXPECT_EQ(facts.json()["retention"]["specialRequestsDays"], 21);
  EXPECT_EQ(facts.json()["retention"]["taxDocumentsYears"], 6);
  EXPECT_FALSE(facts.json()["termsVersion"].get<std::string>().empty());

  for (const std::string language : {"", "?lng=en"}) {
    auto privacy = page("/privacy" + language);
    ASSERT_EQ(privacy.status, 200);
    EXPECT_NE(privacy.body.find("Hélène Côté"), std::string::npos);
    EXPECT_NE(privacy.body.find("vie-privee@formations.example"), std::string::npos);
  }
  EXPECT_NE(page("/privacy").body.find("<title data-server-head>Politique de confidentialité |"),
            std::string::npos);
  EXPECT_NE(page("/privacy?lng=en").body.find("<title data-server-head>Privacy policy |"), std::string::npos);
  EXPECT_NE(page("/terms").body.find("<title data-server-head>Conditions de vente |"), std::string::npos);
  EXPECT_NE(page("/terms?lng=en").body.find("<title data-server-head>Terms of sale |"), std::string::npos);
  EXPECT_NE(
      page("/cookies").body.find("<link rel=\"canonical\" href=\"https://formations.example/cookies\">"),
      std::string::npos);
  EXPECT_EQ(page("/cookies?lng=en").status, 200);

  auto sitemap = call(*server_, "GET", "/sitemap.xml").body;
  for (const char* loc :
       {"<loc>https://formations.example/privacy</loc>", "<loc>https://formations.example/terms?lng=en</loc>",
        "<loc>https://formations.example/cookies</loc>"}) {
    EXPECT_NE(sitemap.find(loc), std::string::npos) << loc;
  }
}

SECOURS_ON_BOTH_ENGINES(PrivacyPages);
