#include <gtest/gtest.h>
#include <soci/soci.h>

#include "learning/learning.h"
#include "support/api_helpers.h"
#include "support/engines.h"

using secours::testing::call;
using secours::testing::TestServer;

namespace {

long long user_id(TestServer& server, const std::string& cookie) {
  return call(server, "GET", "/api/auth/me", nullptr, cookie).json()["user"]["id"].get<long long>();
}

// A course with three lessons (30, 60 and 90 minutes) and the student's enrollment in it.
long long enroll_in_course(TestServer& server, long long student_id, const std::string& slug = "rcr-c") {
  soci::session sql(server.database().pool());
  long long now = server.clock().now();
  long long course_id = 0;
  sql << "INSERT INTO courses (slug, title_fr, title_en, description_fr, instructor, price_cents, "
         "duration_minutes, "
         "accreditation, accreditation_en, created_at, updated_at) VALUES (:s, 'RCR niveau C', 'CPR level "
         "C', "
         "'Description', "
         "'Julie Roy', 12000, 480, 'Cœur + AVC', 'Heart & Stroke', :t, :t2) RETURNING id",
      soci::use(slug), soci::use(now), soci::use(now), soci::into(course_id);
  int minutes[] = {30, 60, 90};
  for (int position = 1; position <= 3; ++position) {
    std::string title_fr = "Leçon " + std::to_string(position);
    std::string title_en = "Lesson " + std::to_string(position);
    int duration = minutes[position - 1];
    sql << "INSERT INTO lessons (course_id, position, title_fr, title_en, content_fr, content_en, "
           "duration_minutes) "
           "VALUES (:c, :p, :tf, :te, 'Contenu', 'Content', :d)",
        soci::use(course_id), soci::use(position), soci::use(title_fr), soci::use(title_en),
        soci::use(duration);
  }
  // Enrolled by a paid booking, as a payment received enrolls in the product.
  long long booking_id = 0;
  std::string reference = "SEC-" + slug;
  sql << "INSERT INTO bookings (reference, user_id, first_name, last_name, email, email_key, course_id, "
         "payment_method, status, payment_status, subtotal_cents, gst_cents, qst_cents, total_cents, "
         "access_token_hash, created_at, updated_at) VALUES (:r, :u, 'Marie', 'Tremblay', 'm@example.com', "
         "'m@example.com', :c, 'cash', 'approved', 'paid', 12000, 600, 1197, 13797, 'x', :t, :t2) RETURNING "
         "id",
      soci::use(reference), soci::use(student_id), soci::use(course_id), soci::use(now), soci::use(now),
      soci::into(booking_id);
  long long enrollment_id = 0;
  sql << "INSERT INTO enrollments (user_id, course_id, booking_id, created_at, updated_at) VALUES (:u, :c, "
         ":b, "
         ":t, :t2) RETURNING id",
      soci::use(student_id), soci::use(course_id), soci::use(booking_id), soci::use(now), soci::use(now),
      soci::into(enrollment_id);
  return enrollment_id;
}

}  // namespace

class LearningApi : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
  }
  std::unique_ptr<TestServer> server_;
};

TEST_P(LearningApi, DashboardFiguresFollowTheLessonsDone) {
  auto& server = *server_;
  auto cookie = secours::testing::sign_up(server, "eleve@example.com");
  auto enrollment = enroll_in_course(server, user_id(server, cookie));

  auto empty = call(server, "GET", "/api/me/dashboard", nullptr, cookie).json();
  EXPECT_EQ(empty["stats"]["enrolled"], 1);
  EXPECT_EQ(empty["stats"]["averageProgress"], 0);
  EXPECT_EQ(empty["courses"][0]["nextLesson"]["title"], "Leçon 1");
  EXPECT_EQ(empty["courses"][0]["totalLessons"], 3);

  auto lessons =
      call(server, "GET", "/api/me/enrollments/" + std::to_string(enrollment) + "/lessons", nullptr, cookie);
  ASSERT_EQ(lessons.status, 200);
  auto first = lessons.json()["lessons"][0]["id"].get<long long>();
  auto second = lessons.json()["lessons"][1]["id"].get<long long>();
  auto path = "/api/me/enrollments/" + std::to_string(enrollment) + "/lessons/";
  EXPECT_EQ(call(server, "POST", path + std::to_string(first) + "/complete", nlohmann::json::object(), cookie)
                .status,
            200);
  auto done =
      call(server, "POST", path + std::to_string(second) + "/complete", nlohmann::json::object(), cookie);
  ASSERT_EQ(done.status, 200);
  EXPECT_EQ(done.json()["course"]["progress"], 67);  // 2 of 3, rounded
  // Done twice counts once.
  call(server, "POST", path + std::to_string(second) + "/complete", nlohmann::json::object(), cookie);

  auto dashboard = call(server, "GET", "/api/me/dashboard", nullptr, cookie).json();
  EXPECT_EQ(dashboard["courses"][0]["completedLessons"], 2);
  EXPECT_EQ(dashboard["courses"][0]["nextLesson"]["title"], "Leçon 3");
  EXPECT_DOUBLE_EQ(dashboard["stats"]["hoursLearned"].get<double>(), 1.5);
  EXPECT_EQ(dashboard["stats"]["averageProgress"], 67);
  EXPECT_EQ(dashboard["stats"]["completed"], 0);

  // The site's language toggle wins over the account's language; an unknown one is ignored.
  auto english = call(server, "GET", "/api/me/dashboard?lang=en", nullptr, cookie).json();
  EXPECT_EQ(english["courses"][0]["title"], "CPR level C");
  EXPECT_EQ(english["courses"][0]["nextLesson"]["title"], "Lesson 3");
  EXPECT_EQ(call(server, "GET", "/api/me/dashboard?lang=de", nullptr, cookie).json()["courses"][0]["title"],
            "RCR niveau C");
  auto english_lessons =
      call(server, "GET", "/api/me/enrollments/" + std::to_string(enrollment) + "/lessons?lang=en", nullptr,
           cookie);
  EXPECT_EQ(english_lessons.json()["lessons"][0]["content"], "Content");
}

TEST_P(LearningApi, AnotherStudentsEnrollmentIsNeverReachable) {
  auto& server = *server_;
  auto owner = secours::testing::sign_up(server, "owner@example.com");
  auto other = secours::testing::sign_up(server, "other@example.com");
  auto enrollment = enroll_in_course(server, user_id(server, owner));
  auto path = "/api/me/enrollments/" + std::to_string(enrollment) + "/lessons";
  EXPECT_EQ(call(server, "GET", path, nullptr, other).status, 404);
  EXPECT_EQ(call(server, "GET", path, nullptr).status, 401);
  EXPECT_EQ(call(server, "GET", "/api/me/dashboard", nullptr, other).json()["courses"].size(), 0u);
}

TEST_P(LearningApi, CompletionIssuesOneVerifiableCertificate) {
  auto& server = *server_;
  auto cookie = secours::testing::sign_up(server, "grad@example.com");
  auto other = secours::testing::sign_up(server, "nosy@example.com");
  auto admin = secours::testing::sign_in_admin(server);
  auto enrollment = enroll_in_course(server, user_id(server, cookie));
  auto target = "/api/admin/enrollments/" + std::to_string(enrollment);

  EXPECT_EQ(call(server, "PATCH", target, {{"attended", true}}, admin).json()["certificate"], nullptr);
  auto completed = call(server, "PATCH", target, {{"completed", true}}, admin);
  ASSERT_EQ(completed.status, 200) << completed.body;
  auto credential = completed.json()["certificate"]["credentialId"].get<std::string>();
  EXPECT_EQ(credential.size(), 18u);  // SEC-XXXX-XXXX-XXXX
  auto again = call(server, "PATCH", target, {{"completed", true}}, admin);
  EXPECT_EQ(again.json()["certificate"]["credentialId"], credential);

  auto dashboard = call(server, "GET", "/api/me/dashboard", nullptr, cookie).json();
  ASSERT_EQ(dashboard["certificates"].size(), 1u);
  EXPECT_EQ(dashboard["courses"][0]["progress"], 100);
  EXPECT_EQ(dashboard["stats"]["completed"], 1);
  auto certificate = dashboard["certificates"][0];
  EXPECT_EQ(certificate["status"], "valid");

  auto pdf = call(server, "GET", certificate["downloadUrl"].get<std::string>(), nullptr, cookie);
  ASSERT_EQ(pdf.status, 200);
  EXPECT_EQ(pdf.header("content-type"), "application/pdf");
  EXPECT_EQ(pdf.body.substr(0, 5), "%PDF-");
  EXPECT_NE(pdf.body.find("verify\\057" + credential), std::string::npos);
  EXPECT_EQ(call(server, "GET", certificate["downloadUrl"].get<std::string>(), nullptr, other).status, 404);

  auto verified = call(server, "GET", "/api/certificates/" + credential);
  ASSERT_EQ(verified.status, 200);
  EXPECT_EQ(verified.json()["status"], "valid");
  EXPECT_EQ(verified.json()["holderName"], "Marie Tremblay");
  EXPECT_EQ(verified.json()["accreditation"], "Cœur + AVC");
  EXPECT_EQ(call(server, "GET", "/api/certificates/" + credential + "?lang=en").json()["accreditation"],
            "Heart & Stroke");
  EXPECT_FALSE(verified.json().contains("email"));
  EXPECT_EQ(call(server, "GET", "/api/certificates/SEC-NOPE-NOPE-NOPE").status, 404);

  server.clock().advance(3LL * 366 * 86400);
  EXPECT_EQ(call(server, "GET", "/api/certificates/" + credential).json()["status"], "expired");
}

TEST_P(LearningApi, CertificateCarriesTheCompanyNameTheAboutPageShows) {
  auto& server = *server_;
  auto cookie = secours::testing::sign_up(server, "grad@example.com");
  auto admin = secours::testing::sign_in_admin(server);
  auto enrollment = enroll_in_course(server, user_id(server, cookie));
  auto completed = call(server, "PATCH", "/api/admin/enrollments/" + std::to_string(enrollment),
                        {{"attended", true}, {"completed", true}}, admin);
  ASSERT_EQ(completed.status, 200) << completed.body;

  // Renamed in French, left blank in English: the English About page reads the French name.
  auto page = call(server, "GET", "/api/admin/content/about", nullptr, admin).json()["about"];
  page["fr"]["companyName"] = "Premiers Soins Gatineau";
  page["en"]["companyName"] = "";
  auto saved = call(server, "PUT", "/api/content/about", page, admin);
  ASSERT_EQ(saved.status, 200) << saved.body;
  EXPECT_EQ(call(server, "GET", "/api/content/about?lang=en").json()["about"]["companyName"],
            "Premiers Soins Gatineau");

  auto url =
      call(server, "GET", "/api/me/dashboard", nullptr, cookie).json()["certificates"][0]["downloadUrl"];
  for (const char* language : {"fr", "en"}) {
    auto pdf = call(server, "GET", url.get<std::string>() + "?lang=" + language, nullptr, cookie);
    ASSERT_EQ(pdf.status, 200) << language;
    EXPECT_NE(pdf.body.find("Premiers Soins Gatineau"), std::string::npos) << language;
    EXPECT_EQ(pdf.body.find("Formations Secours Outaouais"), std::string::npos) << language;
  }
}

TEST_P(LearningApi, CertificateNeedsAttendanceAndPaymentOrAnAdminsReason) {
  auto& server = *server_;
  auto cookie = secours::testing::sign_up(server, "grad@example.com");
  auto admin = secours::testing::sign_in_admin(server);
  auto student = user_id(server, cookie);
  auto enrollment = enroll_in_course(server, student);
  auto target = "/api/admin/enrollments/" + std::to_string(enrollment);
  auto record = [&] {
    return call(server, "GET", "/api/admin/students/" + std::to_string(student), nullptr, admin)
        .json()["enrollments"][0];
  };

  auto absent = call(server, "PATCH", target, {{"completed", true}}, admin);
  EXPECT_EQ(absent.status, 409) << absent.body;
  EXPECT_EQ(absent.json()["error"]["code"], "attendance-required");

  {
    soci::session sql(server.database().pool());
    sql << "UPDATE bookings SET payment_status = 'awaiting-payment'";
  }
  EXPECT_FALSE(record()["paid"]);
  auto unpaid = call(server, "PATCH", target, {{"attended", true}, {"completed", true}}, admin);
  EXPECT_EQ(unpaid.status, 409) << unpaid.body;
  EXPECT_EQ(unpaid.json()["error"]["code"], "payment-required");
  EXPECT_FALSE(record()["completed"]);
  EXPECT_FALSE(record()["attended"]);  // a refused request keeps nothing of itself
  EXPECT_EQ(call(server, "GET", "/api/me/dashboard", nullptr, cookie).json()["certificates"].size(), 0u);

  auto blank = call(server, "PATCH", target, {{"completed", true}, {"overrideReason", "  "}}, admin);
  EXPECT_EQ(blank.status, 400) << blank.body;
  EXPECT_EQ(blank.json()["error"]["fields"]["overrideReason"], "required");

  auto overridden =
      call(server, "PATCH", target,
           {{"completed", true}, {"overrideReason", "Payé par l'employeur, facture à venir"}}, admin);
  ASSERT_EQ(overridden.status, 200) << overridden.body;
  EXPECT_FALSE(overridden.json()["certificate"].is_null());
  auto shown = record();
  EXPECT_TRUE(shown["completed"]);
  EXPECT_EQ(shown["completionOverride"]["reason"], "Payé par l'employeur, facture à venir");
  EXPECT_FALSE(shown["completionOverride"]["by"].get<std::string>().empty());
  EXPECT_FALSE(shown["completionOverride"]["at"].is_null());
}

TEST_P(LearningApi, AnAttendedPaidEnrollmentCarriesNoOverride) {
  auto& server = *server_;
  auto cookie = secours::testing::sign_up(server, "grad@example.com");
  auto admin = secours::testing::sign_in_admin(server);
  auto student = user_id(server, cookie);
  auto target = "/api/admin/enrollments/" + std::to_string(enroll_in_course(server, student));
  auto completed = call(server, "PATCH", target,
                        {{"attended", true}, {"completed", true}, {"overrideReason", "inutile"}}, admin);
  ASSERT_EQ(completed.status, 200) << completed.body;
  auto shown = call(server, "GET", "/api/admin/students/" + std::to_string(student), nullptr, admin)
                   .json()["enrollments"][0];
  EXPECT_TRUE(shown["paid"]);
  EXPECT_TRUE(shown["completionOverride"].is_null());
}

SECOURS_ON_BOTH_ENGINES(LearningApi);

TEST(LearningRules, ProgressRoundsHalfUp) {
  EXPECT_EQ(secours::learning::progress_percent(0, 0, false), 0);
  EXPECT_EQ(secours::learning::progress_percent(1, 3, false), 33);
  EXPECT_EQ(secours::learning::progress_percent(2, 3, false), 67);
  EXPECT_EQ(secours::learning::progress_percent(1, 8, false), 13);  // 12.5 → 13
  EXPECT_EQ(secours::learning::progress_percent(0, 5, true), 100);
}
