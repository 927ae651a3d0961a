#include <gtest/gtest.h>
#include <soci/soci.h>

#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/mailed_links.h"

using namespace secours::testing;
using nlohmann::json;

// An address is proven by a single-use mailed link before guest bookings made with it are linked to an
// account, and before a changed address takes effect (docs/decisions/010-email-verification.md).
class EmailVerification : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 20);
  }
  // A guest booking (signed out) with the special request a stranger must never read.
  long long guest_booking(const std::string& email) {
    auto body = booking_request(course_, session_, "interac", email);
    body["specialRequests"] = "Épilepsie : prévoir une pause";
    auto result = post_booking(*server_, body);
    EXPECT_EQ(result.status, 201) << result.body;
    return result.json()["booking"]["id"].get<long long>();
  }
  json my_bookings(const std::string& cookie) {
    return call(*server_, "GET", "/api/me/bookings", nullptr, cookie).json()["bookings"];
  }
  json me(const std::string& cookie) {
    return call(*server_, "GET", "/api/auth/me", nullptr, cookie).json()["user"];
  }
  int unlinked(long long booking) {
    soci::session sql(server_->database().pool());
    int count = 0;
    sql << "SELECT COUNT(*) FROM bookings WHERE id = :id AND user_id IS NULL", soci::use(booking),
        soci::into(count);
    return count;
  }
  HttpResult verify(const std::string& token) {
    return call(*server_, "POST", "/api/auth/verify-email", {{"token", token}});
  }
  HttpResult change_email(const std::string& cookie, const std::string& email) {
    return call(*server_, "PATCH", "/api/me",
                {{"firstName", "Marie"}, {"lastName", "Tremblay"}, {"email", email}}, cookie);
  }

  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0;
};

TEST_P(EmailVerification, SignUpLinksNothingUntilTheMailedLinkIsOpened) {
  auto booking = guest_booking("julie@example.com");
  auto cookie = sign_up(*server_, "Julie@Example.com");
  EXPECT_EQ(me(cookie)["emailVerified"], false);
  EXPECT_TRUE(my_bookings(cookie).empty());
  EXPECT_EQ(unlinked(booking), 1);
  EXPECT_EQ(call(*server_, "GET", "/api/bookings/" + std::to_string(booking), nullptr, cookie).status, 404);

  auto token = mailed_token(*server_, "Julie@Example.com", "verify-email");
  ASSERT_FALSE(token.empty());
  auto verified = verify(token);
  ASSERT_EQ(verified.status, 200) << verified.body;
  EXPECT_EQ(verified.json()["purpose"], "verify");
  EXPECT_EQ(me(cookie)["emailVerified"], true);
  auto mine = my_bookings(cookie);
  ASSERT_EQ(mine.size(), 1u);
  EXPECT_EQ(mine[0]["id"], booking);
}

TEST_P(EmailVerification, SigningInWithAnUnprovenAddressLinksNothing) {
  // Someone signs up with an address that is not theirs; its owner keeps booking as a guest.
  sign_up(*server_, "victim@example.com", "intruder1");
  auto booking = guest_booking("victim@example.com");
  auto signed_in =
      call(*server_, "POST", "/api/auth/login", {{"email", "victim@example.com"}, {"password", "intruder1"}});
  ASSERT_EQ(signed_in.status, 200) << signed_in.body;
  EXPECT_TRUE(my_bookings(session_cookie_of(signed_in)).empty());
  EXPECT_EQ(unlinked(booking), 1);
}

TEST_P(EmailVerification, AChangedAddressTakesEffectAndLinksOnlyOnceProven) {
  auto booking = guest_booking("victim@example.com");
  auto cookie = sign_up(*server_, "intruder@example.com");
  verify_email(*server_, "intruder@example.com");

  auto changed = change_email(cookie, "victim@example.com");
  ASSERT_EQ(changed.status, 200) << changed.body;
  EXPECT_EQ(changed.json()["user"]["email"], "intruder@example.com");
  EXPECT_EQ(changed.json()["user"]["pendingEmail"], "victim@example.com");
  auto login = call(*server_, "POST", "/api/auth/login",
                    {{"email", "intruder@example.com"}, {"password", "secret123"}});
  ASSERT_EQ(login.status, 200);
  EXPECT_EQ(
      call(*server_, "POST", "/api/auth/login", {{"email", "victim@example.com"}, {"password", "secret123"}})
          .status,
      401);
  EXPECT_TRUE(my_bookings(cookie).empty());
  EXPECT_EQ(unlinked(booking), 1);

  // The current address hears of the change; the link goes to the new one only.
  auto mails = outbox(server_->database());
  EXPECT_TRUE(std::any_of(mails.begin(), mails.end(), [](const OutboxMail& mail) {
    return mail.recipient == "intruder@example.com" &&
           mail.subject == "Changement de votre adresse courriel" &&
           mail.text.find("victim@example.com") != std::string::npos;
  }));
  EXPECT_TRUE(mailed_token(*server_, "intruder@example.com", "verify-email") !=
              mailed_token(*server_, "victim@example.com", "verify-email"));

  // Only the owner of the new address can open its link.
  auto confirmed = verify(mailed_token(*server_, "victim@example.com", "verify-email"));
  ASSERT_EQ(confirmed.status, 200) << confirmed.body;
  EXPECT_EQ(confirmed.json()["purpose"], "change");
  auto user = me(cookie);
  EXPECT_EQ(user["email"], "victim@example.com");
  EXPECT_EQ(user["pendingEmail"], "");
  EXPECT_EQ(user["emailVerified"], true);
  EXPECT_EQ(my_bookings(cookie).size(), 1u);
}

TEST_P(EmailVerification, AChangeToAnAddressOfAnotherAccountIsRefusedEvenWhenConfirmedLater) {
  auto cookie = sign_up(*server_, "first@example.com");
  ASSERT_EQ(change_email(cookie, "second@example.com").status, 200);
  auto token = mailed_token(*server_, "second@example.com", "verify-email");
  sign_up(*server_, "second@example.com");  // takes the address meanwhile
  auto confirmed = verify(token);
  EXPECT_EQ(confirmed.status, 409);
  EXPECT_EQ(confirmed.json()["error"]["code"], "email-already-in-use");
  EXPECT_EQ(me(cookie)["email"], "first@example.com");
  EXPECT_EQ(change_email(cookie, "SECOND@example.com").status, 409);
}

TEST_P(EmailVerification, ALinkWorksOnceAndExpiresAfterFortyEightHours) {
  sign_up(*server_, "once@example.com");
  auto token = mailed_token(*server_, "once@example.com", "verify-email");
  EXPECT_EQ(verify(token).status, 200);
  auto again = verify(token);
  EXPECT_EQ(again.status, 400);
  EXPECT_EQ(again.json()["error"]["code"], "invalid-token");

  sign_up(*server_, "late@example.com");
  auto late_token = mailed_token(*server_, "late@example.com", "verify-email");
  server_->clock().advance(48 * 3600 + 1);
  EXPECT_EQ(verify(late_token).json()["error"]["code"], "invalid-token");
  auto again_signed_in =
      call(*server_, "POST", "/api/auth/login", {{"email", "late@example.com"}, {"password", "secret123"}});
  EXPECT_EQ(me(session_cookie_of(again_signed_in))["emailVerified"], false);
  EXPECT_EQ(verify("not-a-token").status, 400);
}

TEST_P(EmailVerification, ResendingVoidsTheEarlierLinkAndIsLimited) {
  auto cookie = sign_up(*server_, "resend@example.com");
  auto first = mailed_token(*server_, "resend@example.com", "verify-email");
  auto resent = call(*server_, "POST", "/api/auth/resend-verification", nullptr, cookie);
  EXPECT_EQ(resent.status, 202) << resent.body;
  auto second = mailed_token(*server_, "resend@example.com", "verify-email");
  ASSERT_NE(first, second);
  EXPECT_EQ(verify(first).status, 400);
  EXPECT_EQ(verify(second).status, 200);
  auto done = call(*server_, "POST", "/api/auth/resend-verification", nullptr, cookie);
  EXPECT_EQ(done.json()["error"]["code"], "already-verified");
  EXPECT_EQ(call(*server_, "POST", "/api/auth/resend-verification").status, 401);

  auto busy = sign_up(*server_, "busy@example.com");
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(call(*server_, "POST", "/api/auth/resend-verification", nullptr, busy).status, 202);
  auto limited = call(*server_, "POST", "/api/auth/resend-verification", nullptr, busy);
  EXPECT_EQ(limited.status, 429);
  EXPECT_FALSE(limited.header("retry-after").empty());
}

TEST_P(EmailVerification, ABookingMadeWhileSignedInBelongsToTheAccountThatMadeIt) {
  auto earlier = guest_booking("new@example.com");
  auto cookie = sign_up(*server_, "new@example.com");
  auto made =
      post_booking(*server_, booking_request(course_, session_, "interac", "new@example.com"), cookie);
  ASSERT_EQ(made.status, 201) << made.body;
  auto mine = my_bookings(cookie);
  ASSERT_EQ(mine.size(), 1u);
  EXPECT_EQ(mine[0]["id"], made.json()["booking"]["id"]);
  EXPECT_EQ(unlinked(earlier), 1);
}

TEST_P(EmailVerification, AdminsCreatedByTheOperatorCountAsVerified) {
  auto admin = sign_in_admin(*server_);
  EXPECT_EQ(me(admin)["emailVerified"], true);
  EXPECT_EQ(me(admin)["pendingEmail"], "");
}

SECOURS_ON_BOTH_ENGINES(EmailVerification);
