#include <gtest/gtest.h>
#include <soci/soci.h>

#include <algorithm>

#include "db/row.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/mailed_links.h"

using namespace secours::testing;
using nlohmann::json;

class BookingsAdmin : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 10);
    admin_ = sign_in_admin(*server_);
  }
  long long book(const std::string& email, const std::string& method = "interac",
                 const std::string& cookie = "") {
    auto result = post_booking(*server_, booking_request(course_, session_, method, email), cookie);
    EXPECT_EQ(result.status, 201) << result.body;
    return result.json()["booking"]["id"].get<long long>();
  }
  HttpResult patch(long long id, const json& body) {
    return call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(id), body, admin_);
  }
  long long count(const std::string& query, long long id) {
    soci::session sql(server_->database().pool());
    soci::row row;
    sql << query, soci::use(id), soci::into(row);
    return secours::db::get_integer(row, 0);
  }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0;
  std::string admin_;
};

TEST_P(BookingsAdmin, ShowsCourseTitlesInTheAdminsLanguageNotTheCustomers) {
  auto english =
      post_booking(*server_, booking_request(course_, session_, "interac", "sam@example.com", "en"));
  ASSERT_EQ(english.status, 201) << english.body;
  EXPECT_EQ(english.json()["booking"]["course"]["title"], "First aid rcr");  // the customer's view
  auto id = english.json()["booking"]["id"].get<long long>();

  for (const auto& [language, title] :
       {std::pair<std::string, std::string>{"fr", "Secourisme rcr"}, {"en", "First aid rcr"}}) {
    auto list = call(*server_, "GET", "/api/admin/bookings?lang=" + language, nullptr, admin_);
    ASSERT_EQ(list.status, 200) << list.body;
    EXPECT_EQ(list.json()["bookings"][0]["course"]["title"], title) << language;
    EXPECT_EQ(list.json()["bookings"][0]["courseName"], title) << language;
    EXPECT_EQ(list.json()["bookings"][0]["language"], "en");
  }
  auto approved = call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(id) + "?lang=fr",
                       {{"status", "approved"}}, admin_);
  ASSERT_EQ(approved.status, 200) << approved.body;
  EXPECT_EQ(approved.json()["booking"]["course"]["title"], "Secourisme rcr");

  // The office's copy of the booking mail is French whatever the customer's language.
  bool office_mail = false;
  for (const auto& mail : outbox(server_->database())) {
    if (mail.recipient == server_->config().company_email) {
      office_mail = true;
      EXPECT_NE(mail.subject.find("Secourisme rcr"), std::string::npos) << mail.subject;
      EXPECT_EQ(mail.subject.find("First aid"), std::string::npos) << mail.subject;
    }
  }
  EXPECT_TRUE(office_mail);
}

TEST_P(BookingsAdmin, ListsBookingsWithSearchStatusFilterAndCounts) {
  auto julie = book("julie@example.com");
  auto marc = book("marc@example.com", "cash");
  auto other_course = insert_course(*server_, "soins-bebe", 5000);
  auto on_request = booking_request(other_course, 0, "cash", "lea@example.com");
  on_request["firstName"] = "Léa";
  on_request["preferredDate"] = "2099-06-01";
  ASSERT_EQ(post_booking(*server_, on_request).status, 201);
  ASSERT_EQ(patch(marc, {{"status", "approved"}}).status, 200);

  auto all = call(*server_, "GET", "/api/admin/bookings", nullptr, admin_);
  ASSERT_EQ(all.status, 200);
  EXPECT_EQ(all.json()["bookings"].size(), 3u);
  EXPECT_EQ(all.json()["counts"], (json{{"total", 3},
                                        {"pending", 2},
                                        {"approved", 1},
                                        {"rejected", 0},
                                        {"cancelled", 0},
                                        {"refundNeeded", 0},
                                        {"limit", 1000},
                                        {"exact", true}}));
  EXPECT_TRUE(all.json()["nextCursor"].is_null());
  auto first = all.json()["bookings"][2];  // newest first
  EXPECT_EQ(first["id"], julie);
  EXPECT_EQ(first["userName"], "Julie Bérubé");
  EXPECT_EQ(first["userEmail"], "julie@example.com");
  EXPECT_EQ(first["courseName"], "Secourisme rcr");
  EXPECT_TRUE(first["userId"].is_null());
  EXPECT_EQ(first["amounts"]["totalCents"], 11498);

  auto search = [&](const std::string& query) {
    return call(*server_, "GET", "/api/admin/bookings?" + query, nullptr, admin_).json()["bookings"];
  };
  EXPECT_EQ(search("q=MARC").size(), 1u);
  EXPECT_EQ(search("q=lea").size(), 1u);   // accents do not matter
  EXPECT_EQ(search("q=bebe").size(), 0u);  // a course is a filter, not a search word
  EXPECT_EQ(search("courseId=" + std::to_string(other_course)).size(), 1u);
  EXPECT_EQ(search("q=jul").size(), 2u);           // the start of a word: both bookings under the name Julie
  EXPECT_EQ(search("q=ulie").size(), 0u);          // not its middle
  EXPECT_EQ(search("q=marc%20julie").size(), 1u);  // every word, in any of the fields
  EXPECT_EQ(search("q=marc%20lea").size(), 0u);
  EXPECT_EQ(search("q=" + first["reference"].get<std::string>()).size(), 1u);
  EXPECT_EQ(search("q=" + first["interacReference"].get<std::string>()).size(), 1u);
  EXPECT_EQ(search("status=approved").size(), 1u);
  EXPECT_EQ(search("status=pending&q=julie").size(), 1u);
  EXPECT_EQ(search("status=all").size(), 3u);
  EXPECT_EQ(search("q=nobody").size(), 0u);
  EXPECT_EQ(call(*server_, "GET", "/api/admin/bookings?status=lost", nullptr, admin_).status, 400);
}

TEST_P(BookingsAdmin, ApprovesOrRejectsPendingBookingsOnlyAndRecordsWhoDidIt) {
  auto student = sign_up(*server_, "julie@example.com");
  auto approved = book("julie@example.com", "interac", student);
  auto rejected = book("guest@example.com", "cash");
  ASSERT_EQ(seats_taken(server_->database(), session_), 2);

  auto approval = patch(approved, {{"status", "approved"}});
  ASSERT_EQ(approval.status, 200) << approval.body;
  EXPECT_EQ(approval.json()["booking"]["status"], "approved");
  EXPECT_EQ(count("SELECT COUNT(*) FROM enrollments WHERE booking_id = :id AND progress = 0", approved), 1);
  auto rejection = patch(rejected, {{"status", "rejected"}});
  ASSERT_EQ(rejection.status, 200);
  EXPECT_EQ(seats_taken(server_->database(), session_), 1);  // the rejected seat is free again
  EXPECT_EQ(count("SELECT COUNT(*) FROM enrollments WHERE booking_id = :id", rejected), 0);

  for (auto [id, status] :
       {std::pair{approved, "rejected"}, {approved, "approved"}, {rejected, "approved"}}) {
    auto final_state = patch(id, {{"status", status}});
    EXPECT_EQ(final_state.status, 409);
    EXPECT_EQ(final_state.json()["error"]["code"], "invalid-transition");
  }
  EXPECT_EQ(seats_taken(server_->database(), session_), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM enrollments WHERE booking_id = :id", approved), 1);
  auto admin_id =
      call(*server_, "GET", "/api/auth/me", nullptr, admin_).json()["user"]["id"].get<long long>();
  EXPECT_EQ(count("SELECT COUNT(*) FROM booking_events WHERE booking_id = :id AND action = 'approved' AND "
                  "actor_user_id = " +
                      std::to_string(admin_id),
                  approved),
            1);
  EXPECT_EQ(
      count("SELECT COUNT(*) FROM booking_events WHERE booking_id = :id AND action = 'rejected'", rejected),
      1);

  auto mails = outbox(server_->database());
  ASSERT_GE(mails.size(), 2u);
  EXPECT_NE(mails[mails.size() - 2].subject.find("Réservation confirmée"), std::string::npos);
  EXPECT_EQ(mails.back().recipient, "guest@example.com");
  EXPECT_NE(mails.back().subject.find("À propos de votre réservation"), std::string::npos);
}

TEST_P(BookingsAdmin, MarksInteracAndCashPaymentsReceivedOnceAndPaidMeansConfirmed) {
  for (const char* method : {"interac", "cash"}) {
    auto id = book(std::string(method) + "@example.com", method);
    const auto mails_before = outbox(server_->database()).size();
    auto paid = patch(id, {{"paymentReceived", true}});
    ASSERT_EQ(paid.status, 200) << paid.body;
    EXPECT_EQ(paid.json()["booking"]["paymentStatus"], "paid");
    // Paid on its held seat: approved in the same answer, with one mail that says both (issue 41).
    EXPECT_EQ(paid.json()["booking"]["status"], "approved") << method;
    const auto mails = outbox(server_->database());
    ASSERT_EQ(mails.size(), mails_before + 1) << method;
    EXPECT_NE(mails.back().subject.find("Paiement reçu"), std::string::npos);
    EXPECT_NE(mails.back().text.find("Votre place est confirmée."), std::string::npos);
    EXPECT_EQ(count("SELECT COUNT(*) FROM booking_events WHERE booking_id = :id AND action = 'approved'", id),
              1);
    EXPECT_EQ(patch(id, {{"paymentReceived", true}}).json()["error"]["code"], "invalid-transition");
  }
}

TEST_P(BookingsAdmin, AnOfficeThatApprovesByHandKeepsPaidBookingsPending) {
  server_.reset();
  server_ = std::make_unique<TestServer>(
      GetParam(), [](secours::core::Config& config) { config.approve_on_payment = false; });
  course_ = insert_course(*server_, "rcr", 10000);
  session_ = insert_session(*server_, course_, 10);
  admin_ = sign_in_admin(*server_);
  auto id = book("julie@example.com", "cash");
  auto paid = patch(id, {{"paymentReceived", true}});
  ASSERT_EQ(paid.status, 200) << paid.body;
  EXPECT_EQ(paid.json()["booking"]["status"], "pending");
  EXPECT_EQ(outbox(server_->database()).back().text.find("Votre place est confirmée."), std::string::npos);
  EXPECT_EQ(patch(id, {{"status", "approved"}}).json()["booking"]["status"], "approved");
}

TEST_P(BookingsAdmin, PaymentReceivedEnrollsTheStudentOnceAndRejectionNever) {
  auto student = sign_up(*server_, "julie@example.com");
  auto paid = book("julie@example.com", "cash", student);
  EXPECT_EQ(count("SELECT COUNT(*) FROM enrollments WHERE booking_id = :id", paid), 0);
  ASSERT_EQ(patch(paid, {{"paymentReceived", true}}).json()["booking"]["status"], "approved");
  EXPECT_EQ(count("SELECT COUNT(*) FROM enrollments WHERE booking_id = :id", paid), 1);

  auto guest = book("guest@example.com", "interac");  // no account: nothing to enroll yet
  ASSERT_EQ(patch(guest, {{"paymentReceived", true}}).status, 200);
  EXPECT_EQ(count("SELECT COUNT(*) FROM enrollments WHERE booking_id = :id", guest), 0);
  sign_up(*server_, "guest@example.com");
  EXPECT_EQ(count("SELECT COUNT(*) FROM enrollments WHERE booking_id = :id", guest), 0);
  secours::testing::verify_email(*server_, "guest@example.com");  // linked once proven, paid: enrolled
  EXPECT_EQ(count("SELECT COUNT(*) FROM enrollments WHERE booking_id = :id", guest), 1);

  auto rejected = book("julie@example.com", "cash", student);
  ASSERT_EQ(patch(rejected, {{"status", "rejected"}}).status, 200);
  EXPECT_EQ(count("SELECT COUNT(*) FROM enrollments WHERE booking_id = :id", rejected), 0);
}

TEST_P(BookingsAdmin, RefusesInvalidChangesAndUnknownBookings) {
  auto id = book("julie@example.com");
  for (const auto& body :
       {json::object(), json{{"status", "done"}}, json{{"status", ""}}, json{{"paymentReceived", false}},
        json{{"status", "approved"}, {"paymentReceived", true}}}) {
    auto result = patch(id, body);
    EXPECT_EQ(result.status, 400) << body.dump();
    EXPECT_EQ(result.json()["error"]["code"], "validation") << body.dump();
  }
  EXPECT_EQ(patch(999999, {{"status", "approved"}}).status, 404);
  EXPECT_EQ(patch(999999, {{"paymentReceived", true}}).status, 404);
}

// The office's selection (issue 25): one decision for many bookings, each changed on its own.
TEST_P(BookingsAdmin, AppliesOneDecisionToASelectionAndNamesEachBookingThatCannotTakeIt) {
  auto first = book("julie@example.com");
  auto second = book("marc@example.com", "cash");
  auto decided = book("lea@example.com");
  ASSERT_EQ(patch(decided, {{"status", "rejected"}}).status, 200);

  auto bulk = [&](const json& body) {
    return call(*server_, "POST", "/api/admin/bookings/bulk", body, admin_);
  };
  auto approved = bulk({{"bookingIds", {first, decided, 999999, second, first}}, {"status", "approved"}});
  ASSERT_EQ(approved.status, 200) << approved.body;
  EXPECT_EQ(approved.json()["changed"], 2);
  EXPECT_EQ(approved.json()["failed"], 2);
  const auto results = approved.json()["results"];
  ASSERT_EQ(results.size(), 4u);  // the repeated id once, in the order given
  EXPECT_EQ(results[0], (json{{"id", first}, {"outcome", "changed"}, {"error", nullptr}}));
  EXPECT_EQ(results[1], (json{{"id", decided}, {"outcome", "failed"}, {"error", "invalid-transition"}}));
  EXPECT_EQ(results[2], (json{{"id", 999999}, {"outcome", "failed"}, {"error", "not-found"}}));
  EXPECT_EQ(results[3]["outcome"], "changed");
  for (long long id : {first, second}) {
    EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE id = :id AND status = 'approved'", id), 1);
    EXPECT_EQ(count("SELECT COUNT(*) FROM booking_events WHERE booking_id = :id AND action = 'approved'", id),
              1);
  }
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE id = :id AND status = 'rejected'", decided), 1);

  // Marked paid: each gets its receipt; a second time changes nothing.
  auto paid = bulk({{"bookingIds", {first, second}}, {"paymentReceived", true}});
  ASSERT_EQ(paid.status, 200) << paid.body;
  EXPECT_EQ(paid.json()["changed"], 2);
  auto again = bulk({{"bookingIds", {first}}, {"paymentReceived", true}});
  EXPECT_EQ(again.json()["results"][0]["error"], "invalid-transition");
  for (long long id : {first, second}) {
    EXPECT_EQ(count("SELECT COUNT(*) FROM booking_documents WHERE booking_id = :id AND kind = 'receipt'", id),
              1);
  }

  // A selection is at most 200 bookings, never empty, and a refund's note is never one for many.
  std::vector<long long> too_many(201, first);
  for (auto [body, field] : std::vector<std::pair<json, std::string>>{
           {json{{"status", "approved"}}, "bookingIds"},
           {json{{"bookingIds", json::array()}, {"status", "approved"}}, "bookingIds"},
           {json{{"bookingIds", too_many}, {"status", "approved"}}, "bookingIds"},
           {json{{"bookingIds", {first, "2"}}, {"status", "approved"}}, "bookingIds"},
           {json{{"bookingIds", {first}}, {"status", "cancelled"}}, "status"},
           {json{{"bookingIds", {first}}, {"refundHandled", true}, {"note", "cheque"}}, "refundHandled"}}) {
    auto refused = bulk(body);
    EXPECT_EQ(refused.status, 400) << body.dump();
    EXPECT_TRUE(refused.json()["error"]["fields"].contains(field)) << refused.body;
  }
  auto student = sign_up(*server_, "eve@example.com");
  EXPECT_EQ(call(*server_, "POST", "/api/admin/bookings/bulk",
                 {{"bookingIds", {second}}, {"status", "rejected"}}, student)
                .status,
            403);
}

// The selection as a filter: the list and the CSV of those bookings only.
TEST_P(BookingsAdmin, ListsAndExportsOnlyTheSelectedBookings) {
  auto first = book("julie@example.com");
  book("marc@example.com");
  auto third = book("lea@example.com");
  const auto ids = std::to_string(first) + "," + std::to_string(third);
  auto listed = call(*server_, "GET", "/api/admin/bookings?ids=" + ids, nullptr, admin_);
  ASSERT_EQ(listed.status, 200) << listed.body;
  ASSERT_EQ(listed.json()["bookings"].size(), 2u);
  EXPECT_EQ(listed.json()["bookings"][0]["id"], third);
  EXPECT_EQ(listed.json()["counts"]["total"], 2);
  auto csv = call(*server_, "GET", "/api/admin/exports/bookings.csv?lang=en&ids=" + ids, nullptr, admin_);
  ASSERT_EQ(csv.status, 200) << csv.body;
  EXPECT_EQ(std::count(csv.body.begin(), csv.body.end(), '\n'), 3) << csv.body;  // heading and two
  EXPECT_EQ(csv.body.find("marc@example.com"), std::string::npos);

  std::string too_many = "1";
  for (int i = 2; i <= 201; ++i) too_many += "," + std::to_string(i);
  for (auto [query, error] :
       std::vector<std::pair<std::string, std::string>>{{"ids=1,,2", "invalid-number"},
                                                        {"ids=1,", "invalid-number"},
                                                        {"ids=a", "invalid-number"},
                                                        {"ids=-3", "invalid-number"},
                                                        {"ids=" + too_many, "too-many"}}) {
    auto refused = call(*server_, "GET", "/api/admin/bookings?" + query, nullptr, admin_);
    EXPECT_EQ(refused.status, 400) << query;
    EXPECT_EQ(refused.json()["error"]["fields"]["ids"], error) << query;
  }
}

TEST_P(BookingsAdmin, LinksGuestBookingsToTheAccountWithTheSameEmail) {
  auto before_signup = book("Julie.Berube@Example.com");
  auto approved = book("julie.berube@example.com", "cash");
  ASSERT_EQ(patch(approved, {{"status", "approved"}}).status, 200);
  auto someone_else = book("marc@example.com");
  auto student = sign_up(*server_, "julie.berube@example.com");
  EXPECT_TRUE(call(*server_, "GET", "/api/me/bookings", nullptr, student).json()["bookings"].empty());
  secours::testing::verify_email(*server_, "julie.berube@example.com");
  auto mine = call(*server_, "GET", "/api/me/bookings", nullptr, student).json()["bookings"];
  ASSERT_EQ(mine.size(), 2u);
  EXPECT_EQ(count("SELECT COUNT(*) FROM enrollments WHERE booking_id = :id", approved), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE id = :id AND user_id IS NULL", someone_else), 1);
  EXPECT_EQ(call(*server_, "GET", "/api/bookings/" + std::to_string(before_signup), nullptr, student).status,
            200);

  // A guest booking made later, while signed out, is linked at the next sign-in (the address is proven).
  auto later = book("JULIE.berube@example.com");
  auto signed_in = call(*server_, "POST", "/api/auth/login",
                        {{"email", "julie.berube@example.com"}, {"password", "secret123"}});
  ASSERT_EQ(signed_in.status, 200);
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE id = :id AND user_id IS NOT NULL", later), 1);
  EXPECT_EQ(call(*server_, "GET", "/api/me/bookings", nullptr, student).json()["bookings"].size(), 3u);
}

SECOURS_ON_BOTH_ENGINES(BookingsAdmin);

TEST_P(BookingsAdmin, AnAdminReadsOneBookingWithItsAccountAndDocuments) {
  auto student = sign_up(*server_, "ann@example.com");
  auto id = book("ann@example.com", "interac", student);
  ASSERT_EQ(patch(id, {{"paymentReceived", true}}).status, 200);
  const std::string path = "/api/admin/bookings/" + std::to_string(id);

  auto read = call(*server_, "GET", path + "?lang=en", nullptr, admin_);
  ASSERT_EQ(read.status, 200) << read.body;
  auto booking = read.json()["booking"];
  EXPECT_EQ(booking["id"], id);
  EXPECT_EQ(booking["userEmail"], "ann@example.com");
  EXPECT_FALSE(booking["userId"].is_null());
  EXPECT_EQ(booking["courseName"], "First aid rcr");
  ASSERT_EQ(booking["documents"].size(), 1u);
  EXPECT_EQ(booking["documents"][0]["kind"], "receipt");

  EXPECT_EQ(call(*server_, "GET", path, nullptr, student).status, 403);
  EXPECT_EQ(call(*server_, "GET", path).status, 401);
  EXPECT_EQ(call(*server_, "GET", "/api/admin/bookings/999999", nullptr, admin_).status, 404);
}
