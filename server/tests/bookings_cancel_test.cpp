// Customers cancel their bookings up to the deadline before the session; admins at any time.
#include <gtest/gtest.h>

#include "common/quebec_time.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The mails sent to `recipient` whose subject starts with `subject`.
std::vector<OutboxMail> mails_to(secours::db::Database& database, const std::string& recipient,
                                 const std::string& subject) {
  std::vector<OutboxMail> found;
  for (auto& mail : outbox(database)) {
    if (mail.recipient == recipient && mail.subject.starts_with(subject)) found.push_back(mail);
  }
  return found;
}

}  // namespace

class BookingCancellation : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 10, 7 * 86400);
  }
  json admin_view(long long id, const std::string& admin) {
    const auto bookings = call(*server_, "GET", "/api/admin/bookings", nullptr, admin).json()["bookings"];
    for (const auto& booking : bookings) {
      if (booking["id"] == id) return booking;
    }
    return nullptr;
  }
  std::string office() { return server_->config().company_email; }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0;
};

TEST_P(BookingCancellation, ACustomerCancelsWithTheMailedTokenFreeingTheSeatAndTellingTheOffice) {
  auto booked = book(*server_, booking_request(course_, session_, "interac", "julie@example.com"));
  EXPECT_EQ(booked.booking["cancellable"], true);
  EXPECT_EQ(booked.booking["movable"], true);
  auto starts = *secours::parse_iso8601(booked.booking["session"]["startsAt"]);
  EXPECT_EQ(booked.booking["cancellationDeadline"], secours::montreal_iso8601(starts - 48 * 3600));
  EXPECT_EQ(seats_left(*server_, course_, session_), 9);

  auto cancelled = change_booking(*server_, booked.id, "cancel", {{"reason", "Malade"}}, booked.token);
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  auto booking = cancelled.json()["booking"];
  EXPECT_EQ(booking["status"], "cancelled");
  EXPECT_EQ(booking["cancellable"], false);
  EXPECT_EQ(booking["movable"], false);
  EXPECT_EQ(seats_left(*server_, course_, session_), 10);
  EXPECT_EQ(seats_taken(server_->database(), session_), 0);

  auto reference = booked.booking["reference"].get<std::string>();
  auto customer = mails_to(server_->database(), "julie@example.com", "Réservation annulée — " + reference);
  ASSERT_EQ(customer.size(), 1u);
  EXPECT_TRUE(
      contains(customer[0].text, "Comme vous l’avez demandé, votre réservation ci-dessous est annulée."))
      << customer[0].text;
  EXPECT_FALSE(contains(customer[0].text, "remboursé"));  // nothing was paid
  ASSERT_EQ(customer[0].attachments.size(), 1u);
  const auto& ics = customer[0].attachments[0].content;
  EXPECT_TRUE(contains(ics, "\r\nMETHOD:CANCEL\r\n"));
  EXPECT_TRUE(contains(ics, "\r\nUID:booking-" + std::to_string(booked.id) + "@secours.example\r\n"));
  EXPECT_TRUE(contains(ics, "\r\nSEQUENCE:1\r\n"));
  EXPECT_TRUE(contains(ics, "\r\nSTATUS:CANCELLED\r\n"));
  auto office_mails = mails_to(server_->database(), office(), "Annulation " + reference);
  ASSERT_EQ(office_mails.size(), 1u);
  EXPECT_TRUE(contains(office_mails[0].text, "Le client a annulé sa réservation"));

  auto again = change_booking(*server_, booked.id, "cancel", nullptr, booked.token);
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.json()["error"]["code"], "booking-not-active");
  EXPECT_EQ(seats_taken(server_->database(), session_), 0);
}

TEST_P(BookingCancellation, AfterTheDeadlineTheCustomerMustCallTheOfficeButAnAdminCancels) {
  auto booked = book(*server_, booking_request(course_, session_, "cash", "julie@example.com", "en"));
  auto deadline = *secours::parse_iso8601(booked.booking["cancellationDeadline"]);
  server_->clock().advance(deadline - server_->clock().now() - 60);
  auto before = server_->get("/api/bookings/" + std::to_string(booked.id) + "?token=" + booked.token);
  EXPECT_EQ(before.json()["booking"]["cancellable"], true);

  server_->clock().advance(120);
  auto after = server_->get("/api/bookings/" + std::to_string(booked.id) + "?token=" + booked.token);
  EXPECT_EQ(after.json()["booking"]["cancellable"], false);
  EXPECT_EQ(after.json()["booking"]["movable"], false);
  auto refused = change_booking(*server_, booked.id, "cancel", nullptr, booked.token);
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.json()["error"]["code"], "cancellation-deadline-passed");
  EXPECT_EQ(seats_taken(server_->database(), session_), 1);

  auto admin = sign_in_admin(*server_);
  auto by_admin = change_booking(*server_, booked.id, "cancel", {{"reason", "Called the office"}}, "", admin);
  ASSERT_EQ(by_admin.status, 200) << by_admin.body;
  EXPECT_EQ(seats_taken(server_->database(), session_), 0);
  auto customer = mails_to(server_->database(), "julie@example.com", "Booking cancelled — ");
  ASSERT_EQ(customer.size(), 1u);
  EXPECT_TRUE(contains(customer[0].text, "we have had to cancel your booking")) << customer[0].text;
  EXPECT_TRUE(mails_to(server_->database(), office(), "Annulation ").empty());  // the office did it

  auto history = admin_view(booked.id, admin)["history"];
  ASSERT_EQ(history.size(), 2u) << history.dump();
  EXPECT_EQ(history[0]["kind"], "created");
  EXPECT_EQ(history[0]["actor"], "customer");
  EXPECT_FALSE(history[0].contains("actorName"));  // a guest
  EXPECT_EQ(history[1]["kind"], "cancelled-by-admin");
  EXPECT_EQ(history[1]["actor"], "admin");
  EXPECT_EQ(history[1]["actorName"], "Admin Secours");
  EXPECT_EQ(history[1]["detail"], "Called the office");
}

TEST_P(BookingCancellation, OnlyTheOwnerTheTokenHolderOrAnAdminCancels) {
  auto owner = sign_up(*server_, "julie@example.com", "secret123", "Julie");
  auto own = book(*server_, booking_request(course_, session_, "cash", "julie@example.com"), owner);
  auto other = sign_up(*server_, "paul@example.com");
  auto guest = book(*server_, booking_request(course_, session_, "cash", "lea@example.com"));

  EXPECT_EQ(change_booking(*server_, own.id, "cancel").status, 404);                        // anonymous
  EXPECT_EQ(change_booking(*server_, own.id, "cancel", nullptr, "", other).status, 404);    // another user
  EXPECT_EQ(change_booking(*server_, own.id, "cancel", nullptr, guest.token).status, 404);  // another token
  EXPECT_EQ(change_booking(*server_, own.id, "cancel", nullptr, own.token + "x").status, 404);
  EXPECT_EQ(change_booking(*server_, 999999, "cancel", nullptr, own.token).status, 404);
  EXPECT_EQ(seats_taken(server_->database(), session_), 2);

  auto by_owner = change_booking(*server_, own.id, "cancel", json::object(), "", owner);
  ASSERT_EQ(by_owner.status, 200) << by_owner.body;
  EXPECT_EQ(by_owner.json()["booking"]["status"], "cancelled");
  auto too_long =
      change_booking(*server_, guest.id, "cancel", {{"reason", std::string(501, 'x')}}, guest.token);
  EXPECT_EQ(too_long.status, 400);
  EXPECT_EQ(too_long.json()["error"]["fields"]["reason"], "too-long");
  EXPECT_EQ(seats_taken(server_->database(), session_), 1);

  auto history = admin_view(own.id, sign_in_admin(*server_))["history"];
  ASSERT_EQ(history.size(), 2u);
  EXPECT_EQ(history[1]["kind"], "cancelled-by-customer");
  EXPECT_EQ(history[1]["actor"], "customer");
  EXPECT_EQ(history[1]["actorName"], "Julie Tremblay");
}

TEST_P(BookingCancellation, ABookingOnRequestIsCancelledAtAnyTimeUntilItHasASession) {
  auto on_request = insert_course(*server_, "sur-demande", 15000);
  auto booked = book(*server_, booking_request(on_request, 0, "cash", "julie@example.com"));
  EXPECT_EQ(booked.booking["cancellable"], true);
  EXPECT_EQ(booked.booking["movable"], false);  // the office sets the date
  EXPECT_TRUE(booked.booking["cancellationDeadline"].is_null());
  server_->clock().advance(300 * 86400);
  auto cancelled = change_booking(*server_, booked.id, "cancel", nullptr, booked.token);
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  auto customer = mails_to(server_->database(), "julie@example.com", "Réservation annulée");
  ASSERT_EQ(customer.size(), 1u);
  EXPECT_TRUE(customer[0].attachments.empty());  // never was in a calendar
  EXPECT_TRUE(contains(customer[0].text, "date à confirmer"));
}

TEST_P(BookingCancellation, ARejectedBookingIsNotCancelledAgain) {
  auto booked = book(*server_, booking_request(course_, session_, "cash", "julie@example.com"));
  auto admin = sign_in_admin(*server_);
  ASSERT_EQ(call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(booked.id),
                 {{"status", "rejected"}}, admin)
                .status,
            200);
  auto refused = change_booking(*server_, booked.id, "cancel", nullptr, booked.token);
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.json()["error"]["code"], "booking-not-active");
  EXPECT_EQ(seats_taken(server_->database(), session_), 0);
}

TEST_P(BookingCancellation, APaidBookingCancelledWaitsForItsRefundFirstInTheAdminsList) {
  auto booked = book(*server_, booking_request(course_, session_, "interac", "julie@example.com"));
  auto admin = sign_in_admin(*server_);
  ASSERT_EQ(call(*server_, "PATCH", "/api/admin/bookings/" + std::to_string(booked.id),
                 {{"paymentReceived", true}}, admin)
                .status,
            200);
  book(*server_, booking_request(course_, session_, "cash", "paul@example.com"));  // newer, unflagged
  auto cancelled = change_booking(*server_, booked.id, "cancel", nullptr, booked.token);
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  EXPECT_EQ(cancelled.json()["booking"]["refundNeeded"], true);
  // Counted apart for the office, and listed alone behind that count (issue 25: the list itself is
  // newest first, so that its pages stay indexed).
  auto all = call(*server_, "GET", "/api/admin/bookings", nullptr, admin).json();
  EXPECT_EQ(all["counts"]["refundNeeded"], 1);
  auto waiting =
      call(*server_, "GET", "/api/admin/bookings?refundNeeded=true", nullptr, admin).json()["bookings"];
  ASSERT_EQ(waiting.size(), 1u);
  EXPECT_EQ(waiting[0]["id"], booked.id);

  auto reference = booked.booking["reference"].get<std::string>();
  auto customer = mails_to(server_->database(), "julie@example.com", "Réservation annulée — " + reference);
  ASSERT_EQ(customer.size(), 1u);
  EXPECT_TRUE(contains(customer[0].text, "Nous communiquerons avec vous pour vous rembourser en entier."));
  auto office_mails = mails_to(server_->database(), office(), "Annulation " + reference);
  ASSERT_EQ(office_mails.size(), 1u);
  EXPECT_TRUE(contains(office_mails[0].text, "remboursez le client")) << office_mails[0].text;
}

TEST_P(BookingCancellation, RemovingTheStudentErasesTheReasonsTheyTyped) {
  auto owner = sign_up(*server_, "julie@example.com");
  auto own = book(*server_, booking_request(course_, session_, "cash", "julie@example.com"), owner);
  ASSERT_EQ(change_booking(*server_, own.id, "cancel", {{"reason", "Mon fils est malade"}}, "", owner).status,
            200);
  auto admin = sign_in_admin(*server_);
  auto student = call(*server_, "GET", "/api/auth/me", nullptr, owner).json()["user"]["id"].get<long long>();
  ASSERT_EQ(call(*server_, "DELETE", "/api/admin/students/" + std::to_string(student), nullptr, admin).status,
            204);
  auto history = admin_view(own.id, admin)["history"];
  for (const auto& event : history) EXPECT_EQ(event["detail"], "") << history.dump();
  EXPECT_EQ(history[1]["kind"], "cancelled-by-customer");
}

SECOURS_ON_BOTH_ENGINES(BookingCancellation);
