// The public catalogue: what visitors see, in which language, and what they can find.
#include <gtest/gtest.h>

#include "support/api_helpers.h"
#include "support/engines.h"

using secours::testing::call;
using secours::testing::sign_in_admin;
using secours::testing::sign_up;
using secours::testing::TestServer;
using Json = nlohmann::json;

namespace {

Json course_body(const std::string& title_fr, const std::string& title_en = "") {
  return {{"title", {{"fr", title_fr}, {"en", title_en}}},
          {"description", {{"fr", "Description de " + title_fr}, {"en", ""}}},
          {"instructor", "Isabelle Côté"},
          {"priceCents", 9500},
          {"durationHours", 3.5},
          {"accreditation", {{"fr", "Cœur + AVC"}, {"en", "Heart & Stroke"}}},
          {"tags", {{{"fr", "RCR"}, {"en", "CPR"}}, {{"fr", "DEA"}, {"en", ""}}}}};
}

}  // namespace

class CourseCatalogueApi : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    admin_ = sign_in_admin(*server_);
  }
  TestServer& server() { return *server_; }
  Json create(Json body) {
    auto result = call(server(), "POST", "/api/courses", body, admin_);
    EXPECT_EQ(result.status, 201) << result.body;
    return result.json()["course"];
  }
  std::vector<std::string> titles(const std::string& target) {
    auto result = call(server(), "GET", target);
    EXPECT_EQ(result.status, 200) << result.body;
    std::vector<std::string> out;
    auto courses = result.json()["courses"];  // a named copy: the loop must not range over a temporary
    for (const auto& course : courses) out.push_back(course["title"]);
    return out;
  }
  std::unique_ptr<TestServer> server_;
  std::string admin_;
};

TEST_P(CourseCatalogueApi, ListsOnlyPublishedCourses) {
  create(course_body("RCR niveau C"));
  auto draft = course_body("Brouillon");
  draft["published"] = false;
  create(draft);
  EXPECT_EQ(titles("/api/courses"), std::vector<std::string>{"RCR niveau C"});
}

TEST_P(CourseCatalogueApi, ShowsEachCourseInTheAskedLanguageWithFrenchFallback) {
  create(course_body("Premiers soins", "First Aid"));
  create(course_body("Déplacement sécuritaire"));  // no English title
  EXPECT_EQ(titles("/api/courses"), (std::vector<std::string>{"Premiers soins", "Déplacement sécuritaire"}));
  EXPECT_EQ(titles("/api/courses?lang=en"),
            (std::vector<std::string>{"First Aid", "Déplacement sécuritaire"}));
  EXPECT_EQ(titles("/api/courses?lang=de"),
            (std::vector<std::string>{"Premiers soins", "Déplacement sécuritaire"}));

  auto course = call(server(), "GET", "/api/courses?lang=en").json()["courses"][0];
  EXPECT_EQ(course["description"], "Description de Premiers soins");  // blank English description
  EXPECT_EQ(course["slug"], "premiers-soins");
  EXPECT_EQ(course["priceCents"], 9500);
  EXPECT_EQ(course["originalPriceCents"], 0);
  EXPECT_DOUBLE_EQ(course["durationHours"].get<double>(), 3.5);
  EXPECT_EQ(course["level"], "Beginner");
  EXPECT_EQ(course["category"], "emergency-medicine");
  EXPECT_EQ(course["tags"], (Json{"CPR", "DEA"}));  // a blank English tag reads as the French one
  EXPECT_EQ(course["accreditation"], "Heart & Stroke");
  auto french = call(server(), "GET", "/api/courses?lang=fr").json()["courses"][0];
  EXPECT_EQ(french["tags"], (Json{"RCR", "DEA"}));
  EXPECT_EQ(french["accreditation"], "Cœur + AVC");
  EXPECT_DOUBLE_EQ(course["rating"].get<double>(), 5.0);
  EXPECT_EQ(course["students"], 0);
}

TEST_P(CourseCatalogueApi, FiltersByCategoryAndSearchesWithoutCaseOrAccents) {
  create(course_body("Réanimation cardiorespiratoire"));
  auto pdsb = course_body("Déplacement sécuritaire");
  pdsb["category"] = "professional-development";
  pdsb["tags"] = Json::array({{{"fr", "PDSB"}, {"en", "Safe handling"}}});
  pdsb["instructor"] = "Nathalie Roy";
  create(pdsb);

  EXPECT_EQ(titles("/api/courses?category=professional-development"),
            std::vector<std::string>{"Déplacement sécuritaire"});
  EXPECT_EQ(titles("/api/courses?q=REANIMATION"), std::vector<std::string>{"Réanimation cardiorespiratoire"});
  EXPECT_EQ(titles("/api/courses?q=pdsb"), std::vector<std::string>{"Déplacement sécuritaire"});
  EXPECT_EQ(titles("/api/courses?q=nathalie"), std::vector<std::string>{"Déplacement sécuritaire"});
  EXPECT_EQ(titles("/api/courses?q=R%C3%A9animation&category=professional-development"),
            std::vector<std::string>{});
  auto bad = call(server(), "GET", "/api/courses?category=cooking");
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.json()["error"]["fields"]["category"], "invalid-choice");
}

TEST_P(CourseCatalogueApi, FindsACourseByIdOrBySlug) {
  auto created = create(course_body("Premiers soins niveau C", "First Aid Level C"));
  auto by_id =
      call(server(), "GET", "/api/courses/" + std::to_string(created["id"].get<long long>()) + "?lang=en");
  ASSERT_EQ(by_id.status, 200) << by_id.body;
  EXPECT_EQ(by_id.json()["course"]["title"], "First Aid Level C");
  auto by_slug = call(server(), "GET", "/api/courses/premiers-soins-niveau-c");
  ASSERT_EQ(by_slug.status, 200) << by_slug.body;
  EXPECT_EQ(by_slug.json()["course"]["id"], created["id"]);
  EXPECT_EQ(by_slug.json()["course"]["title"], "Premiers soins niveau C");
  EXPECT_EQ(call(server(), "GET", "/api/courses/no-such-course").status, 404);
  EXPECT_EQ(call(server(), "GET", "/api/courses/999999").status, 404);
}

TEST_P(CourseCatalogueApi, HidesUnpublishedCoursesFromEveryoneButAdmins) {
  auto draft = course_body("Brouillon");
  draft["published"] = false;
  auto created = create(draft);
  auto target = "/api/courses/" + std::to_string(created["id"].get<long long>());
  auto anonymous = call(server(), "GET", target);
  EXPECT_EQ(anonymous.status, 404);
  EXPECT_EQ(anonymous.json()["error"]["code"], "not-found");
  EXPECT_EQ(call(server(), "GET", target, nullptr, sign_up(server(), "student@example.com")).status, 404);
  EXPECT_EQ(call(server(), "GET", target, nullptr, admin_).status, 200);
}

SECOURS_ON_BOTH_ENGINES(CourseCatalogueApi);
