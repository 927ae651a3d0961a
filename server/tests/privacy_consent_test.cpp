// Consent (Law 25 and CASL, issue 27): booking and sign-up record the terms accepted and, only when ticked,
// the news and renewal reminders consent, each with its version, time and where; the person withdraws it
// from the dashboard or a mail's one-click link (RFC 8058), at once; the office sees who consented and when;
// the export holds the consents; a deleted account's certificates stay verifiable only when chosen.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include "common/legal.h"
#include "consents/consent_service.h"
#include "db/transaction.h"
#include "mail/mail.h"
#include "mail/mime.h"
#include "mail/outbox_repository.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;
using nlohmann::json;

class PrivacyConsent : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 10);
    admin_ = sign_in_admin(*server_);
  }
  json office_consents(const std::string& query) {
    auto listed = call(*server_, "GET", "/api/admin/privacy/consents" + query, nullptr, admin_);
    EXPECT_EQ(listed.status, 200) << listed.body;
    return listed.json();
  }
  // The links a mail needing consent would carry, made as the mail's code makes them.
  secours::consents::UnsubscribeLinks links_for(const std::string& email) {
    secours::db::Transaction tx(server_->database());
    auto links = secours::consents::unsubscribe_links(tx.sql(), "https://formations.example", email, "fr",
                                                      server_->clock().now());
    tx.commit();
    return links;
  }
  std::string token_of(const std::string& url) { return url.substr(url.find("token=") + 6, 43); }

  std::unique_ptr<TestServer> server_;
  std::string admin_;
  long long course_ = 0, session_ = 0;
};

TEST_P(PrivacyConsent, SignUpRecordsTheTermsAndTheDashboardGivesAndWithdrawsTheNews) {
  EXPECT_EQ(call(*server_, "GET", "/api/me/consents").status, 401);
  const auto student = sign_up(*server_, "julie@example.com");
  auto mine = call(*server_, "GET", "/api/me/consents", nullptr, student);
  ASSERT_EQ(mine.status, 200) << mine.body;
  EXPECT_EQ(mine.json()["news"], false);  // the box is unticked unless the person ticks it
  ASSERT_EQ(mine.json()["history"].size(), 1u);
  EXPECT_EQ(mine.json()["history"][0]["kind"], "terms");
  EXPECT_EQ(mine.json()["history"][0]["wordingVersion"], secours::terms_version);
  EXPECT_EQ(mine.json()["history"][0]["source"], "sign-up");

  EXPECT_EQ(call(*server_, "PUT", "/api/me/consents/news", json::object(), student).status, 400);
  EXPECT_EQ(call(*server_, "PUT", "/api/me/consents/news", {{"given", "yes"}}, student).status, 400);
  auto given = call(*server_, "PUT", "/api/me/consents/news", {{"given", true}}, student);
  ASSERT_EQ(given.status, 200) << given.body;
  EXPECT_EQ(given.json()["news"], true);
  // Giving it again while in force adds nothing.
  call(*server_, "PUT", "/api/me/consents/news", {{"given", true}}, student);
  EXPECT_EQ(office_consents("?email=JULIE@example.com&kind=news")["consents"].size(), 1u);

  auto withdrawn = call(*server_, "PUT", "/api/me/consents/news", {{"given", false}}, student);
  EXPECT_EQ(withdrawn.json()["news"], false);
  auto history = call(*server_, "GET", "/api/me/consents", nullptr, student).json();
  EXPECT_EQ(history["news"], false);
  const auto news = office_consents("?email=julie@example.com&kind=news")["consents"][0];
  EXPECT_EQ(news["source"], "dashboard");
  EXPECT_EQ(news["wordingVersion"], secours::news_wording_version);
  EXPECT_FALSE(news["withdrawnAt"].is_null());
  EXPECT_EQ(news["withdrawnVia"], "dashboard");
}

TEST_P(PrivacyConsent, ABookingRecordsTheTermsAndTheNewsOnlyWhenTicked) {
  auto request = booking_request(course_, session_, "interac", "marc@example.com");
  request["newsConsent"] = "oui";
  auto refused = post_booking(*server_, request);
  EXPECT_EQ(refused.status, 400);
  EXPECT_EQ(refused.json()["error"]["fields"]["newsConsent"], "invalid-type");
  EXPECT_TRUE(office_consents("")["consents"].empty());  // a refused booking records nothing

  request["newsConsent"] = true;
  ASSERT_EQ(post_booking(*server_, request).status, 201);
  ASSERT_EQ(post_booking(*server_, booking_request(course_, session_, "interac", "lea@example.com")).status,
            201);

  auto marc = office_consents("?email=marc@example.com")["consents"];
  ASSERT_EQ(marc.size(), 2u);
  for (const auto& consent : marc) {
    EXPECT_EQ(consent["source"], "booking");
    EXPECT_TRUE(consent["withdrawnAt"].is_null());
  }
  auto lea = office_consents("?email=lea@example.com")["consents"];
  ASSERT_EQ(lea.size(), 1u);
  EXPECT_EQ(lea[0]["kind"], "terms");
  EXPECT_EQ(office_consents("?kind=news")["consents"].size(), 1u);
  // The list pages like the office's others; a bad filter is named.
  auto first = office_consents("?limit=2");
  EXPECT_EQ(first["consents"].size(), 2u);
  ASSERT_TRUE(first["nextCursor"].is_string());
  EXPECT_EQ(office_consents("?limit=2&cursor=" + first["nextCursor"].get<std::string>())["consents"].size(),
            1u);
  auto bad =
      call(*server_, "GET", "/api/admin/privacy/consents?email=pas-une-adresse&kind=spam", nullptr, admin_);
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.json()["error"]["fields"]["email"], "invalid-email");
  EXPECT_EQ(bad.json()["error"]["fields"]["kind"], "invalid-kind");
  const auto student = sign_up(*server_, "julie@example.com");
  EXPECT_EQ(call(*server_, "GET", "/api/admin/privacy/consents", nullptr, student).status, 403);
}

TEST_P(PrivacyConsent, OneClickUnsubscribeWithdrawsAtOnceAndTheUndoGivesItBack) {
  auto request = booking_request(course_, session_, "interac", "Marc@Example.com");
  request["newsConsent"] = true;
  ASSERT_EQ(post_booking(*server_, request).status, 201);
  const auto links = links_for("marc@example.com");
  EXPECT_EQ(links.one_click.rfind("https://formations.example/api/unsubscribe?token=", 0), 0u);
  EXPECT_EQ(links.page.rfind("https://formations.example/unsubscribe?token=", 0), 0u);
  const auto token = token_of(links.one_click);
  EXPECT_EQ(token, token_of(links.page));

  // A mail client's one-click POST (RFC 8058): a form body, no cookie.
  auto done = server_->send("POST", "/api/unsubscribe?token=" + token, "List-Unsubscribe=One-Click",
                            {{"Content-Type", "application/x-www-form-urlencoded"}});
  ASSERT_EQ(done.status, 200) << done.body;
  EXPECT_EQ(done.json()["news"], false);
  auto news = office_consents("?email=marc@example.com&kind=news")["consents"];
  ASSERT_EQ(news.size(), 1u);
  EXPECT_EQ(news[0]["withdrawnVia"], "unsubscribe");
  {
    soci::session sql(server_->database().pool());
    EXPECT_FALSE(secours::consents::may_send_news(sql, "marc@example.com"));
  }
  // Again (the page after the header, a second click): the same answer.
  EXPECT_EQ(server_->send("POST", "/api/unsubscribe?token=" + token).status, 200);

  // Giving it back is the site's page only (JSON from this site), never a form from elsewhere.
  EXPECT_EQ(server_
                ->send("POST", "/api/unsubscribe/undo?token=" + token, "x=1",
                       {{"Content-Type", "application/x-www-form-urlencoded"}})
                .status,
            403);
  auto undone = call(*server_, "POST", "/api/unsubscribe/undo?token=" + token, json::object());
  ASSERT_EQ(undone.status, 200) << undone.body;
  news = office_consents("?email=marc@example.com&kind=news")["consents"];
  ASSERT_EQ(news.size(), 2u);
  EXPECT_EQ(news[0]["source"], "unsubscribe-page");
  EXPECT_TRUE(news[0]["withdrawnAt"].is_null());

  for (const std::string& bad :
       std::vector<std::string>{"", "?token=", "?token=inconnu", "?token=" + std::string(300, 'a')}) {
    auto unknown = server_->send("POST", "/api/unsubscribe" + bad);
    EXPECT_EQ(unknown.status, 404) << bad;
    EXPECT_EQ(unknown.json()["error"]["code"], "unknown-link") << bad;
  }
}

TEST_P(PrivacyConsent, AMailNeedingConsentCarriesTheOneClickHeaders) {
  secours::mail::Message message;
  message.to = "marc@example.com";
  message.subject = "Votre attestation expire bientôt";
  message.text = "Bonjour";
  message.list_unsubscribe = links_for("marc@example.com").one_click;
  {
    secours::db::Transaction tx(server_->database());
    secours::mail::enqueue(tx.sql(), message, server_->clock().now());
    tx.commit();
  }
  soci::session sql(server_->database().pool());
  const auto ids = secours::mail::due_message_ids(sql, server_->clock().now(), 10);
  ASSERT_EQ(ids.size(), 1u);
  const auto stored = secours::mail::load_message(sql, ids[0]);
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->message.list_unsubscribe, message.list_unsubscribe);
  const auto mime = secours::mail::build_mime(stored->message,
                                              {"Formations <info@secours.example>", "id@secours.example", 0});
  EXPECT_NE(mime.find("\r\nList-Unsubscribe: <" + message.list_unsubscribe + ">\r\n"), std::string::npos);
  EXPECT_NE(mime.find("\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n"), std::string::npos);
  // A transactional mail carries neither.
  message.list_unsubscribe.clear();
  EXPECT_EQ(secours::mail::build_mime(message, {"info@secours.example", "id2@secours.example", 0})
                .find("List-Unsubscribe"),
            std::string::npos);
}

TEST_P(PrivacyConsent, DeletingTheAccountErasesTheConsentsAndWithdrawsTheCertificatesUnlessKept) {
  struct Case {
    const char* email;
    bool keep;
  };
  for (const auto& [email, keep] : {Case{"julie@example.com", false}, Case{"marc@example.com", true}}) {
    const auto student = sign_up(*server_, email);
    // A class within the hour, reached before the office completes it (issue 41).
    const auto session = insert_session(*server_, course_, 10, 3600);
    auto request = booking_request(course_, session, "interac", email);
    request["newsConsent"] = true;
    auto booked = post_booking(*server_, request, student);
    ASSERT_EQ(booked.status, 201) << booked.body;
    const auto booking = std::to_string(booked.json()["booking"]["id"].get<long long>());
    ASSERT_EQ(
        call(*server_, "PATCH", "/api/admin/bookings/" + booking, {{"paymentReceived", true}}, admin_).status,
        200);
    auto mine = call(*server_, "GET", "/api/me/consents", nullptr, student).json();
    EXPECT_EQ(mine["news"], true);
    auto student_id =
        call(*server_, "GET", "/api/auth/me", nullptr, student).json()["user"]["id"].get<long long>();
    auto detail = call(*server_, "GET", "/api/admin/students/" + std::to_string(student_id), nullptr, admin_);
    const auto enrollment = detail.json()["enrollments"][0]["id"].get<long long>();
    server_->clock().advance(2 * 3600);
    const auto credential = call(*server_, "PATCH", "/api/admin/enrollments/" + std::to_string(enrollment),
                                 {{"attended", true}, {"completed", true}}, admin_)
                                .json()["certificate"]["credentialId"]
                                .get<std::string>();
    links_for(email);

    auto deleted = call(*server_, "DELETE", "/api/me",
                        {{"password", "secret123"}, {"keepCertificatesVerifiable", keep}}, student);
    ASSERT_EQ(deleted.status, 204) << deleted.body;
    EXPECT_TRUE(office_consents(std::string("?email=") + email)["consents"].empty()) << email;
    soci::session sql(server_->database().pool());
    long long links = -1;
    sql << "SELECT COUNT(*) FROM unsubscribe_links", soci::into(links);
    EXPECT_EQ(links, 0);
    auto verified = call(*server_, "GET", "/api/certificates/" + credential);
    if (keep) {
      EXPECT_EQ(verified.status, 200) << verified.body;
      EXPECT_EQ(verified.json()["holderName"], "Marie Tremblay");
    } else {
      EXPECT_EQ(verified.status, 410) << verified.body;
      EXPECT_EQ(verified.json()["error"]["code"], "certificate-withdrawn");
    }
  }
  EXPECT_EQ(call(*server_, "GET", "/api/certificates/INCONNU-0000").status, 404);
}

SECOURS_ON_BOTH_ENGINES(PrivacyConsent);
