// `secours seed`: the company's courses and About page, loaded once, never overwriting an admin's work.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <set>

#include "seed/seed.h"
#include "support/api_helpers.h"
#include "support/engines.h"

using secours::testing::call;
using secours::testing::sign_in_admin;
using secours::testing::TestServer;
using Json = nlohmann::json;

class SeedTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
  }
  TestServer& server() { return *server_; }
  secours::seed::SeedResult seed() { return secours::seed::run(server().database(), server().clock().now()); }
  Json catalogue(const std::string& language = "fr") {
    return call(server(), "GET", "/api/courses?lang=" + language).json()["courses"];
  }
  std::unique_ptr<TestServer> server_;
};

TEST_P(SeedTest, LoadsTheSixCoursesInBothLanguages) {
  auto result = seed();
  EXPECT_EQ(result.courses_added, 6);
  EXPECT_EQ(result.pages_added, 2);
  auto french = catalogue();
  auto english = catalogue("en");
  ASSERT_EQ(french.size(), 6u);
  std::set<std::string> slugs;
  for (std::size_t i = 0; i < french.size(); ++i) {
    const auto& course = french[i];
    slugs.insert(course["slug"].get<std::string>());
    EXPECT_EQ(course["image"], "/images/courses/" + course["slug"].get<std::string>() + ".svg");
    EXPECT_NE(course["title"], english[i]["title"]) << "English title missing for " << course["slug"];
    EXPECT_NE(course["description"], english[i]["description"]);
    EXPECT_GE(course["rating"].get<double>(), 4.8);
    EXPECT_GE(course["priceCents"].get<long long>(), 9000);
    EXPECT_LE(course["priceCents"].get<long long>(), 20000);
    EXPECT_FALSE(course["tags"].empty());
    EXPECT_FALSE(course["accreditation"].get<std::string>().empty());
    // Accreditation and tags are course content: each language has its own (issue 13).
    EXPECT_NE(course["accreditation"], english[i]["accreditation"]) << course["slug"];
    EXPECT_NE(course["tags"], english[i]["tags"]) << course["slug"];
  }
  EXPECT_EQ(slugs, (std::set<std::string>{"soins-immediats-reanimation", "rcr-dea-niveau-c",
                                          "premiers-soins-niveau-c", "premiers-soins-urgence-niveau-c",
                                          "premiers-soins-petite-enfance-allergies",
                                          "deplacement-securitaire-personnes"}));
  auto pdsb = call(server(), "GET", "/api/courses/deplacement-securitaire-personnes").json()["course"];
  EXPECT_EQ(pdsb["category"], "professional-development");
  EXPECT_EQ(pdsb["certificationLevel"], "");
  EXPECT_EQ(call(server(), "GET", "/api/courses/soins-immediats-reanimation")
                .json()["course"]["certificationLevel"],
            "A");
  EXPECT_EQ(catalogue().size(), 6u);
  EXPECT_EQ(call(server(), "GET", "/api/courses?category=emergency-medicine").json()["courses"].size(), 5u);
}

TEST_P(SeedTest, RunningTwiceChangesNothing) {
  seed();
  auto before = catalogue();
  auto again = seed();
  EXPECT_EQ(again.courses_added, 0);
  EXPECT_EQ(again.pages_added, 0);
  EXPECT_EQ(again.lessons_added, 0);
  EXPECT_EQ(catalogue(), before);
}

TEST_P(SeedTest, GivesEveryCourseOrderedLessonsInBothLanguages) {
  auto result = seed();
  long long lessons = 0, courses_without = 0, untranslated = 0, positions_off = 0;
  soci::session sql(server().database().pool());
  sql << "SELECT COUNT(*) FROM lessons", soci::into(lessons);
  sql << "SELECT COUNT(*) FROM courses c WHERE NOT EXISTS (SELECT 1 FROM lessons l WHERE l.course_id = c.id)",
      soci::into(courses_without);
  sql << "SELECT COUNT(*) FROM lessons WHERE title_en = '' OR content_en = '' OR title_en = title_fr",
      soci::into(untranslated);
  // Positions run 1..n in every course.
  sql << "SELECT COUNT(*) FROM lessons l WHERE l.position > (SELECT COUNT(*) FROM lessons m WHERE "
         "m.course_id = l.course_id) OR l.position < 1",
      soci::into(positions_off);
  EXPECT_EQ(result.lessons_added, lessons);
  EXPECT_GE(lessons, 18);
  EXPECT_EQ(courses_without, 0);
  EXPECT_EQ(untranslated, 0);
  EXPECT_EQ(positions_off, 0);

  // A course whose lessons an admin replaced keeps them on a reseed.
  sql << "DELETE FROM lessons WHERE course_id = (SELECT id FROM courses WHERE slug = 'rcr-dea-niveau-c') AND "
         "position > 1";
  EXPECT_EQ(seed().lessons_added, 0);
}

TEST_P(SeedTest, KeepsAnAdminsEditsOnAReseed) {
  seed();
  auto admin = sign_in_admin(server());
  auto course = call(server(), "GET", "/api/admin/courses", nullptr, admin).json()["courses"][0];
  Json body = course;
  body["priceCents"] = 4200;
  body.erase("id");
  auto updated =
      call(server(), "PUT", "/api/courses/" + std::to_string(course["id"].get<long long>()), body, admin);
  ASSERT_EQ(updated.status, 200) << updated.body;

  auto about = call(server(), "GET", "/api/admin/content/about", nullptr, admin).json()["about"];
  about["fr"]["companyName"] = "Secours Gatineau inc.";
  ASSERT_EQ(call(server(), "PUT", "/api/content/about", about, admin).status, 200);

  EXPECT_EQ(seed().courses_added, 0);
  auto reread = call(server(), "GET", "/api/courses/" + course["slug"].get<std::string>()).json()["course"];
  EXPECT_EQ(reread["priceCents"], 4200);
  EXPECT_EQ(catalogue().size(), 6u);
  EXPECT_EQ(call(server(), "GET", "/api/content/about").json()["about"]["companyName"],
            "Secours Gatineau inc.");
}

SECOURS_ON_BOTH_ENGINES(SeedTest);
