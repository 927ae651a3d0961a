// A person's rights over their own data (Law 25, issue 27): "Download my data" gives a zip of their
// profile, bookings, receipts, certificates and mails and nobody else's; "Delete my account", confirmed
// with the password, erases what the law does not require, keeps the receipts detached from the account
// and mails the confirmation listing them, on both engines.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/mailed_links.h"
#include "support/zip_reader.h"

using namespace secours::testing;
using nlohmann::json;

class PrivacyAccount : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
    const auto course = insert_course(*server_, "rcr", 10000);
    const auto session = insert_session(*server_, course, 10);
    admin_ = sign_in_admin(*server_);
    student_ = sign_up(*server_, "julie@example.com", "secret123", "Julie");
    verify_email(*server_, "julie@example.com");  // what is known by the address is hers once proven
    auto booked =
        post_booking(*server_, booking_request(course, session, "interac", "julie@example.com"), student_);
    EXPECT_EQ(booked.status, 201) << booked.body;
    reference_ = booked.json()["booking"]["reference"];
    const auto id = std::to_string(booked.json()["booking"]["id"].get<long long>());
    auto paid = call(*server_, "PATCH", "/api/admin/bookings/" + id, {{"paymentReceived", true}}, admin_);
    EXPECT_EQ(paid.status, 200) << paid.body;
    receipt_ = paid.json()["booking"]["documents"][0]["number"];
    // Someone else's booking, which must never show.
    other_ = sign_up(*server_, "autre@example.com", "secret123", "Autre");
    EXPECT_EQ(post_booking(*server_, booking_request(course, session, "interac", "autre@example.com"), other_)
                  .status,
              201);
  }
  long long count(const std::string& query) {
    soci::session sql(server_->database().pool());
    long long n = 0;
    sql << query, soci::into(n);
    return n;
  }

  std::unique_ptr<TestServer> server_;
  std::string admin_, student_, other_, reference_, receipt_;
};

TEST_P(PrivacyAccount, DownloadMyDataHoldsMyDataAndNobodyElses) {
  EXPECT_EQ(call(*server_, "GET", "/api/me/export").status, 401);
  auto exported = server_->get("/api/me/export", {{"Cookie", student_}});
  ASSERT_EQ(exported.status, 200) << exported.body;
  EXPECT_EQ(exported.header("content-type"), "application/zip");
  EXPECT_NE(exported.header("content-disposition").find("mes-donnees-secours.zip"), std::string::npos);
  auto entries = unzip_stored(exported.body);
  for (const char* name : {"donnees.json", "profil.csv", "reservations.csv", "documents.csv",
                           "attestations.csv", "consentements.csv", "courriels.csv"}) {
    EXPECT_TRUE(entries.contains(name)) << name;
  }
  auto data = json::parse(entries["donnees.json"]);
  EXPECT_EQ(data["profile"]["email"], "julie@example.com");
  ASSERT_EQ(data["bookings"].size(), 1u);
  EXPECT_EQ(data["bookings"][0]["reference"], reference_);
  ASSERT_EQ(data["documents"].size(), 1u);
  EXPECT_EQ(data["documents"][0]["number"], receipt_);
  EXPECT_FALSE(data["mails"].empty());  // the welcome, the booking, the receipt
  // The terms accepted at sign-up and at the booking (issue 27's consents).
  ASSERT_EQ(data["consents"].size(), 2u);
  EXPECT_EQ(data["consents"][0]["kind"], "terms");
  EXPECT_EQ(data["consents"][0]["source"], "booking");
  EXPECT_EQ(data["consents"][1]["source"], "sign-up");
  EXPECT_NE(entries["consentements.csv"].find("Création du compte"), std::string::npos);  // in words
  EXPECT_NE(entries["reservations.csv"].find(reference_), std::string::npos);
  for (const auto& [name, content] : entries) {
    EXPECT_EQ(content.find("autre@example.com"), std::string::npos) << name;
  }
}

TEST_P(PrivacyAccount, DownloadMyDataListsTheCompaniesIManage) {
  auto company = [&](const std::string& name, const std::string& cookie) {
    auto created = call(*server_, "POST", "/api/companies",
                        {{"name", name},
                         {"address", "12 rue Principale, Gatineau (Québec) J8X 1A1"},
                         {"billingEmail", "comptes@example.com"}},
                        cookie);
    EXPECT_EQ(created.status, 201) << created.body;
  };
  company("Déneigement Julie inc.", student_);
  company("Autre entreprise ltée", other_);
  auto exported = server_->get("/api/me/export", {{"Cookie", student_}});
  ASSERT_EQ(exported.status, 200) << exported.body;
  auto entries = unzip_stored(exported.body);
  auto data = json::parse(entries["donnees.json"]);
  ASSERT_EQ(data["companies"].size(), 1u) << data.dump();
  const auto& mine = data["companies"][0];
  EXPECT_EQ(mine["name"], "Déneigement Julie inc.");
  EXPECT_EQ(mine["role"], "manager");
  EXPECT_EQ(mine["createdByMe"], true);
  EXPECT_FALSE(mine["since"].get<std::string>().empty());
  ASSERT_TRUE(entries.contains("entreprises.csv"));
  EXPECT_NE(entries["entreprises.csv"].find("Déneigement Julie inc."), std::string::npos);
  for (const auto& [name, content] : entries) {
    EXPECT_EQ(content.find("Autre entreprise"), std::string::npos) << name;
  }
}

TEST_P(PrivacyAccount, DeletingMyAccountErasesMeKeepsTheReceiptsAndSaysWhich) {
  auto preview = call(*server_, "GET", "/api/me/deletion", nullptr, student_);
  ASSERT_EQ(preview.status, 200) << preview.body;
  ASSERT_EQ(preview.json()["keptDocuments"].size(), 1u);
  EXPECT_EQ(preview.json()["keptDocuments"][0]["number"], receipt_);
  EXPECT_EQ(preview.json()["taxDocumentsYears"], 6);

  // A wrong password erases nothing.
  auto refused = call(*server_, "DELETE", "/api/me", {{"password", "not-mine"}}, student_);
  EXPECT_EQ(refused.status, 403);
  EXPECT_EQ(refused.json()["error"]["code"], "wrong-password");
  EXPECT_EQ(call(*server_, "DELETE", "/api/me", json::object(), student_).status, 400);
  EXPECT_EQ(count("SELECT COUNT(*) FROM users WHERE email = 'julie@example.com' AND active = 1"), 1);

  auto deleted = call(*server_, "DELETE", "/api/me", {{"password", "secret123"}}, student_);
  ASSERT_EQ(deleted.status, 204) << deleted.body;
  EXPECT_NE(deleted.header("set-cookie").find("secours_session=;"), std::string::npos);
  EXPECT_TRUE(call(*server_, "GET", "/api/auth/me", nullptr, student_).json()["user"].is_null());
  EXPECT_EQ(
      call(*server_, "POST", "/api/auth/login", {{"email", "julie@example.com"}, {"password", "secret123"}})
          .status,
      401);
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE email = 'julie@example.com' OR phone <> '' AND "
                  "user_id IS NULL AND email LIKE 'removed-%'"),
            0);
  // The receipt stays, as tax law requires, and the booking keeps its amounts.
  EXPECT_EQ(count("SELECT COUNT(*) FROM booking_documents WHERE number = '" + receipt_ + "'"), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE reference = '" + reference_ + "' AND total_cents > 0"),
            1);
  // One mail left for the address: the confirmation, naming the receipt kept.
  auto mails = outbox(server_->database());
  int to_julie = 0;
  for (const auto& mail : mails) {
    if (mail.recipient != "julie@example.com") continue;
    ++to_julie;
    EXPECT_EQ(mail.subject, "Votre compte a été supprimé");
    EXPECT_NE(mail.text.find(receipt_), std::string::npos) << mail.text;
  }
  EXPECT_EQ(to_julie, 1);
  // The other account is untouched.
  EXPECT_EQ(count("SELECT COUNT(*) FROM bookings WHERE email = 'autre@example.com'"), 1);
}

TEST_P(PrivacyAccount, AnOfficeAccountIsNotDeletedFromItsOwnDashboard) {
  auto refused = call(*server_, "DELETE", "/api/me", {{"password", "admin-password"}}, admin_);
  EXPECT_EQ(refused.status, 403);
  EXPECT_EQ(refused.json()["error"]["code"], "office-account");
  EXPECT_EQ(call(*server_, "DELETE", "/api/me", {{"password", "x"}}).status, 401);
}

TEST_P(PrivacyAccount, PasswordGuessesToDeleteAreLimited) {
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(call(*server_, "DELETE", "/api/me", {{"password", "guess"}}, student_).status, 403);
  auto limited = call(*server_, "DELETE", "/api/me", {{"password", "secret123"}}, student_);
  EXPECT_EQ(limited.status, 429);
  EXPECT_EQ(count("SELECT COUNT(*) FROM users WHERE email = 'julie@example.com' AND active = 1"), 1);
}

SECOURS_ON_BOTH_ENGINES(PrivacyAccount);
