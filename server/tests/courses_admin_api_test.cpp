// Admins manage the catalogue: creation, edits, validation, slugs, tags, deletion and who may do it.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include "support/api_helpers.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using secours::testing::call;
using secours::testing::sign_in_admin;
using secours::testing::sign_up;
using secours::testing::TestServer;
using Json = nlohmann::json;

namespace {

Json course_body(const std::string& title_fr = "Sauveteur cardio RCR-DEA niveau C") {
  return {{"title", {{"fr", title_fr}, {"en", "Cardio Rescuer CPR-AED Level C"}}},
          {"description", {{"fr", "RCR chez l'adulte, l'enfant et le bébé."}, {"en", "CPR for all ages."}}},
          {"instructor", "Isabelle Côté"},
          {"priceCents", 9500},
          {"originalPriceCents", 11000},
          {"durationHours", 4},
          {"level", "Intermediate"},
          {"certificationLevel", "C"},
          {"category", "emergency-medicine"},
          {"accreditation", {{"fr", "Cœur + AVC"}, {"en", "Heart & Stroke"}}},
          {"image", "/images/courses/rcr-dea-niveau-c.svg"},
          {"rating", 4.8},
          {"tags", {{{"fr", "RCR"}, {"en", "CPR"}}, {{"fr", "DEA"}, {"en", "AED"}}}}};
}

}  // namespace

class CourseAdminApi : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    admin_ = sign_in_admin(*server_);
  }
  TestServer& server() { return *server_; }
  secours::testing::HttpResult create(const Json& body) {
    return call(server(), "POST", "/api/courses", body, admin_);
  }
  Json fields_of(const secours::testing::HttpResult& result) {
    EXPECT_EQ(result.status, 400) << result.body;
    EXPECT_EQ(result.json()["error"]["code"], "validation");
    return result.json()["error"]["fields"];
  }
  std::unique_ptr<TestServer> server_;
  std::string admin_;
};

TEST_P(CourseAdminApi, CreatesACourseAndShowsBothLanguagesToAdmins) {
  auto created = create(course_body());
  ASSERT_EQ(created.status, 201) << created.body;
  auto course = created.json()["course"];
  EXPECT_EQ(course["slug"], "sauveteur-cardio-rcr-dea-niveau-c");
  EXPECT_EQ(course["title"]["en"], "Cardio Rescuer CPR-AED Level C");
  EXPECT_EQ(course["originalPriceCents"], 11000);
  EXPECT_DOUBLE_EQ(course["durationHours"].get<double>(), 4.0);
  EXPECT_DOUBLE_EQ(course["rating"].get<double>(), 4.8);
  EXPECT_EQ(course["published"], true);

  auto list = call(server(), "GET", "/api/admin/courses", nullptr, admin_);
  ASSERT_EQ(list.status, 200) << list.body;
  ASSERT_EQ(list.json()["courses"].size(), 1u);
  EXPECT_EQ(list.json()["courses"][0]["description"]["fr"], "RCR chez l'adulte, l'enfant et le bébé.");
  EXPECT_EQ(list.json()["courses"][0]["students"], 0);
}

// The office's list of courses is paged like its other lists (issue 25): oldest first, each once.
TEST_P(CourseAdminApi, PagesTheCoursesOldestFirst) {
  std::vector<long long> created;
  for (int i = 0; i < 5; ++i) {
    created.push_back(
        secours::testing::insert_course(server(), "course-" + std::to_string(i), 1000 + i, i % 2 == 0));
  }
  secours::testing::insert_course(server(), "archived", 1000, true, true);
  std::vector<long long> listed;
  std::string cursor;
  int pages = 0;
  do {
    auto page =
        call(server(), "GET", "/api/admin/courses?limit=2" + (cursor.empty() ? "" : "&cursor=" + cursor),
             nullptr, admin_);
    ASSERT_EQ(page.status, 200) << page.body;
    const auto body = page.json();
    EXPECT_LE(body["courses"].size(), 2u);
    EXPECT_EQ(body["total"], 5);
    for (const auto& course : body["courses"]) listed.push_back(course["id"].get<long long>());
    cursor = body["nextCursor"].is_null() ? "" : body["nextCursor"].get<std::string>();
    ++pages;
  } while (!cursor.empty() && pages < 10);
  EXPECT_EQ(pages, 3);
  EXPECT_EQ(listed, created);
  auto refused = call(server(), "GET", "/api/admin/courses?limit=500&cursor=x", nullptr, admin_);
  EXPECT_EQ(refused.status, 400);
  EXPECT_EQ(refused.json()["error"]["fields"]["limit"], "out-of-range");
  EXPECT_EQ(refused.json()["error"]["fields"]["cursor"], "invalid-cursor");
}

TEST_P(CourseAdminApi, UpdatesACourseKeepingItsAddress) {
  auto id = std::to_string(create(course_body()).json()["course"]["id"].get<long long>());
  auto body = course_body("RCR niveau C, nouvelle version");
  body["priceCents"] = 10500;
  body["tags"] = Json::array({{{"fr", "RCR"}, {"en", ""}}});
  body.erase("rating");
  auto updated = call(server(), "PUT", "/api/courses/" + id, body, admin_);
  ASSERT_EQ(updated.status, 200) << updated.body;
  auto course = updated.json()["course"];
  EXPECT_EQ(course["slug"], "sauveteur-cardio-rcr-dea-niveau-c");
  EXPECT_EQ(course["title"]["fr"], "RCR niveau C, nouvelle version");
  EXPECT_EQ(course["priceCents"], 10500);
  EXPECT_EQ(course["tags"], Json::parse(R"([{"fr": "RCR", "en": ""}])"));
  EXPECT_DOUBLE_EQ(course["rating"].get<double>(), 4.8);  // absent: kept
  EXPECT_EQ(call(server(), "PUT", "/api/courses/999999", body, admin_).status, 404);
}

TEST_P(CourseAdminApi, KeepsTheCertificatesValidityItsRenewingCourseAndWhatToBring) {
  auto refresher = create(course_body("Requalification RCR")).json()["course"]["id"].get<long long>();
  auto body = course_body();
  body["certificateValidMonths"] = 24;
  body["renewalCourseId"] = refresher;
  body["whatToBring"] = {{"fr", "Des espadrilles"}, {"en", "Sneakers"}};
  auto created = create(body);
  ASSERT_EQ(created.status, 201) << created.body;
  auto course = created.json()["course"];
  EXPECT_EQ(course["certificateValidMonths"], 24);
  EXPECT_EQ(course["renewalCourseId"], refresher);
  EXPECT_EQ(course["whatToBring"]["fr"], "Des espadrilles");
  const auto id = std::to_string(course["id"].get<long long>());
  auto english = server().get("/api/courses/" + id + "?lang=en").json()["course"];
  EXPECT_EQ(english["whatToBring"], "Sneakers");
  EXPECT_EQ(english["certificateValidMonths"], 24);

  // Absent: kept; null: no renewing course; the course itself renews its own certificate.
  auto again = course_body();
  again["renewalCourseId"] = nullptr;
  auto updated = call(server(), "PUT", "/api/courses/" + id, again, admin_).json()["course"];
  EXPECT_EQ(updated["certificateValidMonths"], 24);
  EXPECT_TRUE(updated["renewalCourseId"].is_null());
  EXPECT_EQ(updated["whatToBring"]["en"], "Sneakers");
  again["renewalCourseId"] = std::stoll(id);
  EXPECT_EQ(call(server(), "PUT", "/api/courses/" + id, again, admin_).json()["course"]["renewalCourseId"],
            std::stoll(id));

  auto wrong = course_body("Autre");
  wrong["renewalCourseId"] = 999999;
  wrong["certificateValidMonths"] = 0;
  auto refused = create(wrong);
  EXPECT_EQ(refused.status, 400);
  EXPECT_EQ(fields_of(refused)["certificateValidMonths"], "out-of-range");
  wrong["certificateValidMonths"] = 36;
  EXPECT_EQ(fields_of(create(wrong))["renewalCourseId"], "unknown-course");
}

TEST_P(CourseAdminApi, NamesEveryInvalidField) {
  auto fields = fields_of(create(Json::object()));
  EXPECT_EQ(fields["title.fr"], "required");
  EXPECT_EQ(fields["description.fr"], "required");
  EXPECT_EQ(fields["instructor"], "required");
  EXPECT_EQ(fields["priceCents"], "required");
  EXPECT_EQ(fields["durationHours"], "required");

  auto body = course_body();
  body["title"] = {{"fr", std::string(201, 'x')}, {"en", ""}};
  body["priceCents"] = -1;
  body["originalPriceCents"] = 12.5;
  body["durationHours"] = 0;
  body["level"] = "Expert";
  body["category"] = "cooking";
  body["image"] = "javascript:alert(1)";
  body["rating"] = 5.5;
  body["description"] = "not an object";
  fields = fields_of(create(body));
  EXPECT_EQ(fields["title.fr"], "too-long");
  EXPECT_EQ(fields["description"], "invalid-type");
  EXPECT_EQ(fields["priceCents"], "out-of-range");
  EXPECT_EQ(fields["originalPriceCents"], "invalid-type");
  EXPECT_EQ(fields["durationHours"], "out-of-range");
  EXPECT_EQ(fields["level"], "invalid-choice");
  EXPECT_EQ(fields["category"], "invalid-choice");
  EXPECT_EQ(fields["image"], "invalid-url");
  EXPECT_EQ(fields["rating"], "out-of-range");

  body = course_body();
  body["durationHours"] = 201;
  body["image"] = "https://cdn.example.com/rcr.png";
  fields = fields_of(create(body));
  EXPECT_EQ(fields.size(), 1u);
  EXPECT_EQ(fields["durationHours"], "out-of-range");
}

TEST_P(CourseAdminApi, MakesGeneratedSlugsUniqueAndRefusesATakenChosenOne) {
  EXPECT_EQ(create(course_body("Premiers soins")).json()["course"]["slug"], "premiers-soins");
  EXPECT_EQ(create(course_body("Premiers  soins!")).json()["course"]["slug"], "premiers-soins-2");
  EXPECT_EQ(create(course_body("Prémiers soins")).json()["course"]["slug"], "premiers-soins-3");

  auto chosen = course_body("Autre cours");
  chosen["slug"] = "premiers-soins";
  auto taken = create(chosen);
  EXPECT_EQ(taken.status, 409);
  EXPECT_EQ(taken.json()["error"]["code"], "slug-taken");
  chosen["slug"] = "RCR niveau C";
  EXPECT_EQ(fields_of(create(chosen))["slug"], "invalid-slug");
  chosen["slug"] = "rcr-c";
  EXPECT_EQ(create(chosen).json()["course"]["slug"], "rcr-c");
}

TEST_P(CourseAdminApi, TrimsTagsAndRejectsBlankDuplicateLongOrTooManyTags) {
  auto body = course_body();
  auto tags = [](std::initializer_list<std::pair<std::string, std::string>> pairs) {
    Json list = Json::array();
    for (const auto& [fr, en] : pairs) list.push_back({{"fr", fr}, {"en", en}});
    return list;
  };
  body["tags"] = tags({{"  RCR  ", " CPR "}, {"Étouffement", ""}});
  EXPECT_EQ(create(body).json()["course"]["tags"], tags({{"RCR", "CPR"}, {"Étouffement", ""}}));

  body["tags"] = tags({{"RCR", "CPR"}, {"rcr", "other"}});
  EXPECT_EQ(fields_of(create(body))["tags"], "duplicate-tag");
  body["tags"] = tags({{"Étouffement", ""}, {"ÉTOUFFEMENT", ""}});
  EXPECT_EQ(fields_of(create(body))["tags"], "duplicate-tag");
  body["tags"] = tags({{"RCR", "CPR"}, {"DEA", "cpr"}});  // the English ones are unique too
  EXPECT_EQ(fields_of(create(body))["tags"], "duplicate-tag");
  body["tags"] = tags({{"RCR", ""}, {"   ", "AED"}});
  EXPECT_EQ(fields_of(create(body))["tags"], "required");
  body["tags"] = tags({{"RCR", std::string(41, 'a')}});
  EXPECT_EQ(fields_of(create(body))["tags"], "too-long");
  body["tags"] = {1, 2};
  EXPECT_EQ(fields_of(create(body))["tags"], "invalid-type");
  body["tags"] = Json::array({{{"fr", 1}}});
  EXPECT_EQ(fields_of(create(body))["tags"], "invalid-type");
  body["tags"] = Json::array();
  for (int i = 0; i < 21; ++i) body["tags"].push_back({{"fr", "tag " + std::to_string(i)}});
  EXPECT_EQ(fields_of(create(body))["tags"], "out-of-range");
}

TEST_P(CourseAdminApi, ArchivesACourseWithEnrollmentsAndDeletesOneWithout) {
  auto unused = create(course_body("Sans inscription")).json()["course"]["id"].get<long long>();
  auto taken = create(course_body("Avec inscription")).json()["course"]["id"].get<long long>();
  auto student = sign_up(server(), "eleve@example.com");
  auto student_id =
      call(server(), "GET", "/api/auth/me", nullptr, student).json()["user"]["id"].get<long long>();
  {
    soci::session sql(server().database().pool());
    sql << "INSERT INTO enrollments (user_id, course_id, created_at, updated_at) VALUES (:u, :c, 1, 1)",
        soci::use(student_id), soci::use(taken);
  }
  EXPECT_EQ(call(server(), "GET", "/api/courses/" + std::to_string(taken)).json()["course"]["students"], 1);

  auto deleted = call(server(), "DELETE", "/api/courses/" + std::to_string(unused), nullptr, admin_);
  ASSERT_EQ(deleted.status, 200) << deleted.body;
  EXPECT_EQ(deleted.json()["result"], "deleted");
  EXPECT_EQ(call(server(), "GET", "/api/courses/" + std::to_string(unused), nullptr, admin_).status, 404);

  auto archived = call(server(), "DELETE", "/api/courses/" + std::to_string(taken), nullptr, admin_);
  ASSERT_EQ(archived.status, 200) << archived.body;
  EXPECT_EQ(archived.json()["result"], "archived");
  EXPECT_EQ(call(server(), "GET", "/api/courses/" + std::to_string(taken)).status, 404);
  EXPECT_EQ(call(server(), "GET", "/api/courses/" + std::to_string(taken), nullptr, admin_).status, 200);
  EXPECT_EQ(call(server(), "GET", "/api/admin/courses", nullptr, admin_).json()["courses"].size(), 0u);
  EXPECT_EQ(call(server(), "GET", "/api/courses").json()["courses"].size(), 0u);
  EXPECT_EQ(call(server(), "DELETE", "/api/courses/999999", nullptr, admin_).status, 404);
}

TEST_P(CourseAdminApi, ArchivesACourseWithBookingsOrScheduledSessions) {
  auto booked = create(course_body("Avec réservation")).json()["course"]["id"].get<long long>();
  auto scheduled = create(course_body("Avec séance")).json()["course"]["id"].get<long long>();
  {
    soci::session sql(server().database().pool());
    sql << "INSERT INTO bookings (reference, first_name, last_name, email, email_key, course_id, "
           "payment_method, "
           "subtotal_cents, gst_cents, qst_cents, total_cents, access_token_hash, created_at, updated_at) "
           "VALUES "
           "('SEC-TEST1', 'Marie', 'Tremblay', 'm@example.com', 'm@example.com', :c, 'cash', 9500, 475, 948, "
           "10923, 'hash', 1, 1)",
        soci::use(booked);
    sql << "INSERT INTO course_sessions (course_id, starts_at, ends_at, location, capacity, created_at, "
           "updated_at) "
           "VALUES (:c, 2000000000, 2000014400, 'Gatineau', 12, 1, 1)",
        soci::use(scheduled);
  }
  for (auto id : {booked, scheduled}) {
    auto result = call(server(), "DELETE", "/api/courses/" + std::to_string(id), nullptr, admin_);
    ASSERT_EQ(result.status, 200) << result.body;
    EXPECT_EQ(result.json()["result"], "archived");
  }
}

TEST_P(CourseAdminApi, OnlyAdminsMayManageCourses) {
  auto id = std::to_string(create(course_body()).json()["course"]["id"].get<long long>());
  auto student = sign_up(server(), "eleve@example.com");
  const std::vector<std::pair<std::string, std::string>> routes{{"GET", "/api/admin/courses"},
                                                                {"POST", "/api/courses"},
                                                                {"PUT", "/api/courses/" + id},
                                                                {"DELETE", "/api/courses/" + id}};
  for (const auto& [method, target] : routes) {
    auto anonymous = call(server(), method, target, course_body());
    EXPECT_EQ(anonymous.status, 401) << method << " " << target;
    EXPECT_EQ(anonymous.json()["error"]["code"], "unauthenticated");
    auto forbidden = call(server(), method, target, course_body(), student);
    EXPECT_EQ(forbidden.status, 403) << method << " " << target;
    EXPECT_EQ(forbidden.json()["error"]["code"], "forbidden");
  }
  EXPECT_EQ(call(server(), "GET", "/api/courses/" + id).json()["course"]["title"],
            "Sauveteur cardio RCR-DEA niveau C");  // nothing changed
}

SECOURS_ON_BOTH_ENGINES(CourseAdminApi);
