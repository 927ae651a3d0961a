// Promo codes (issue 28, decision 050), on both engines: the office creates them, a booking applies one
// before taxes, the refusals leave no booking and the price unchanged, the discount shows on the booking,
// the mail, the receipt and the exports, and a code's last use goes to one buyer across two instances.
#include <gtest/gtest.h>
#include <soci/soci.h>

#include <atomic>
#include <thread>

#include "common/quebec_time.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/pdf_text.h"
#include "support/second_instance.h"

using namespace secours::testing;
using nlohmann::json;

class PromoCodes : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(), [](secours::core::Config& config) {
      config.trust_proxy = true;
      config.stripe_secret_key = "sk_test_fake";  // card bookings accepted (none is paid here)
    });
    admin_ = sign_in_admin(*server_);
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 40);
  }
  HttpResult create(const json& body) {
    return call(*server_, "POST", "/api/admin/promo-codes", body, admin_);
  }
  json created(const json& body) {
    auto answer = create(body);
    EXPECT_EQ(answer.status, 201) << answer.body;
    return answer.json()["promoCode"];
  }
  HttpResult book_with(const std::string& code, const std::string& email = "julie@example.com",
                       const std::string& method = "interac", long long course = 0, long long session = 0) {
    auto body = booking_request(course ? course : course_, session ? session : session_, method, email);
    body["promoCode"] = code;
    return post_booking(*server_, body, "", "203.0.113." + std::to_string(++client_));
  }
  long long bookings() {
    soci::session sql(server_->database().pool());
    long long count = 0;
    sql << "SELECT COUNT(*) FROM bookings", soci::into(count);
    return count;
  }
  std::string refusal(const HttpResult& answer) {
    EXPECT_EQ(answer.status, 400) << answer.body;
    auto fields = answer.json()["error"]["fields"];
    return fields.contains("promoCode") ? fields["promoCode"].get<std::string>() : answer.body;
  }
  std::string today() { return secours::quebec_date(server_->clock().now()); }

  std::unique_ptr<TestServer> server_;
  std::string admin_;
  long long course_ = 0, session_ = 0;
  int client_ = 0;
};

TEST_P(PromoCodes, TheOfficeCreatesCodesAndOnlyTheOffice) {
  auto code = created({{"code", " printemps-25 "},
                       {"percentOff", 25},
                       {"courseIds", {course_}},
                       {"startsOn", "2026-01-01"},
                       {"endsOn", "2099-12-31"},
                       {"maxUses", 10},
                       {"maxUsesPerPerson", 1}});
  EXPECT_EQ(code["code"], "PRINTEMPS-25");
  EXPECT_EQ(code["percentOff"], 25);
  EXPECT_TRUE(code["amountOffCents"].is_null());
  EXPECT_EQ(code["courseIds"], json::array({course_}));
  EXPECT_EQ(code["uses"], 0);
  EXPECT_EQ(code["active"], true);

  auto taken = create({{"code", "Printemps-25"}, {"amountOffCents", 1000}});
  EXPECT_EQ(taken.status, 409);
  EXPECT_EQ(taken.json()["error"]["code"], "code-taken");

  struct Case {
    json body;
    std::string field, reason;
  };
  for (const auto& [body, field, reason] : std::vector<Case>{
           {{{"code", "A1"}, {"percentOff", 10}}, "code", "invalid-code"},
           {{{"code", "ÉTÉ 2026"}, {"percentOff", 10}}, "code", "invalid-code"},
           {{{"code", "DEUX"}, {"percentOff", 10}, {"amountOffCents", 500}}, "percentOff", "not-allowed"},
           {{{"code", "AUCUN"}}, "percentOff", "required"},
           {{{"code", "TROP"}, {"percentOff", 101}}, "percentOff", "out-of-range"},
           {{{"code", "NEGATIF"}, {"amountOffCents", -5}}, "amountOffCents", "out-of-range"},
           {{{"code", "DATES"}, {"percentOff", 5}, {"startsOn", "2027-02-01"}, {"endsOn", "2027-01-31"}},
            "endsOn",
            "before-start"},
           {{{"code", "JOUR"}, {"percentOff", 5}, {"startsOn", "2027-02-30"}}, "startsOn", "invalid-date"},
           {{{"code", "COURS"}, {"percentOff", 5}, {"courseIds", {999999}}}, "courseIds", "unknown-course"},
           {{{"code", "LISTE"}, {"percentOff", 5}, {"courseIds", "tous"}}, "courseIds", "invalid-list"},
           {{{"code", "ZERO"}, {"percentOff", 5}, {"maxUses", 0}}, "maxUses", "out-of-range"},
       }) {
    auto answer = create(body);
    EXPECT_EQ(answer.status, 400) << body.dump() << answer.body;
    EXPECT_EQ(answer.json()["error"]["fields"][field], reason) << body.dump() << answer.body;
  }

  auto student = sign_up(*server_, "eleve@example.com");
  EXPECT_EQ(call(*server_, "POST", "/api/admin/promo-codes", {{"code", "VOLE"}, {"percentOff", 90}}, student)
                .status,
            403);
  EXPECT_EQ(call(*server_, "GET", "/api/admin/promo-codes", nullptr, student).status, 403);
  EXPECT_EQ(call(*server_, "POST", "/api/admin/promo-codes", {{"code", "VOLE"}, {"percentOff", 90}}).status,
            401);

  auto list = call(*server_, "GET", "/api/admin/promo-codes", nullptr, admin_).json();
  ASSERT_EQ(list["promoCodes"].size(), 1u);
  EXPECT_EQ(list["promoCodes"][0]["code"], "PRINTEMPS-25");
}

TEST_P(PromoCodes, TheDiscountComesBeforeTaxesAndShowsOnTheBookingTheMailTheReceiptAndTheExports) {
  created({{"code", "RABAIS20"}, {"amountOffCents", 2000}});
  auto answer = book_with("rabais20");
  ASSERT_EQ(answer.status, 201) << answer.body;
  auto booking = answer.json()["booking"];
  EXPECT_EQ(booking["amounts"]["subtotalCents"], 8000);
  EXPECT_EQ(booking["amounts"]["gstCents"], 400);  // 5 % of 80.00
  EXPECT_EQ(booking["amounts"]["qstCents"], 798);  // 9.975 % of 80.00 = 7.98
  EXPECT_EQ(booking["amounts"]["totalCents"], 9198);
  EXPECT_EQ(booking["promoCode"], "RABAIS20");
  EXPECT_EQ(booking["discountCents"], 2000);

  const auto mails = outbox(server_->database());
  ASSERT_FALSE(mails.empty());
  EXPECT_NE(mails.front().text.find("Code promo RABAIS20"), std::string::npos) << mails.front().text;
  EXPECT_NE(mails.front().text.find("Prix courant"), std::string::npos) << mails.front().text;

  const auto id = std::to_string(booking["id"].get<long long>());
  auto paid = call(*server_, "PATCH", "/api/admin/bookings/" + id, {{"paymentReceived", true}}, admin_);
  ASSERT_EQ(paid.status, 200) << paid.body;
  auto documents = paid.json()["booking"]["documents"];
  ASSERT_EQ(documents.size(), 1u);
  auto pdf = server_->get(
      "/api/bookings/" + id + "/documents/" + std::to_string(documents[0]["id"].get<long long>()) + ".pdf",
      {{"Cookie", admin_}});
  ASSERT_EQ(pdf.status, 200);
  const auto text = pdf_text(pdf.body);
  for (const std::string line : {"100,00 $", "Rabais — code promo RABAIS20", "–20,00 $", "Sous-total 80,00 $",
                                 "TPS (5 %) 4,00 $", "TVQ (9,975 %) 7,98 $", "Total 91,98 $"}) {
    EXPECT_NE(text.find(line), std::string::npos) << line << "\n" << text;
  }

  auto bookings_csv = call(*server_, "GET", "/api/admin/exports/bookings.csv", nullptr, admin_);
  ASSERT_EQ(bookings_csv.status, 200);
  EXPECT_NE(bookings_csv.body.find("Code promo;Rabais;Sous-total"), std::string::npos);
  EXPECT_NE(bookings_csv.body.find(";RABAIS20;20,00;80,00;4,00;7,98;91,98"), std::string::npos)
      << bookings_csv.body;
  auto money_csv = call(*server_, "GET", "/api/admin/exports/money.csv?from=" + today() + "&to=" + today(),
                        nullptr, admin_);
  ASSERT_EQ(money_csv.status, 200) << money_csv.body;
  EXPECT_NE(money_csv.body.find(";RABAIS20;20,00;80,00;4,00;7,98;91,98"), std::string::npos)
      << money_csv.body;
}

TEST_P(PromoCodes, APercentageIsRoundedToTheCentAndAFullDiscountIsNotACardPayment) {
  auto course = insert_course(*server_, "secourisme", 12345);
  auto session = insert_session(*server_, course, 10);
  created({{"code", "TIERS"}, {"percentOff", 33}});
  auto third = book_with("TIERS", "a@example.com", "cash", course, session);
  ASSERT_EQ(third.status, 201) << third.body;
  EXPECT_EQ(third.json()["booking"]["discountCents"], 4074);  // 33 % of 123.45 = 40.7385
  EXPECT_EQ(third.json()["booking"]["amounts"]["subtotalCents"], 8271);

  created({{"code", "GRATUIT"}, {"percentOff", 100}});
  auto free_by_card = book_with("GRATUIT", "b@example.com", "card");
  EXPECT_EQ(free_by_card.status, 400) << free_by_card.body;
  EXPECT_EQ(free_by_card.json()["error"]["fields"]["paymentMethod"], "free-course");
  auto free_in_cash = book_with("GRATUIT", "b@example.com", "cash");
  ASSERT_EQ(free_in_cash.status, 201) << free_in_cash.body;
  EXPECT_EQ(free_in_cash.json()["booking"]["amounts"]["totalCents"], 0);
}

// Issue 39: a 100 % code on Interac left a 0,00 $ booking « awaiting payment », its attendee left out of
// the certificates as unpaid. Free is paid at 0 $, with its receipt in the series.
TEST_P(PromoCodes, AFullDiscountIsPaidAtZeroWithItsReceipt) {
  created({{"code", "OFFERT"}, {"percentOff", 100}});
  auto free_by_interac = book_with("OFFERT", "offert@example.com", "interac");
  ASSERT_EQ(free_by_interac.status, 201) << free_by_interac.body;
  const auto booking = free_by_interac.json()["booking"];
  EXPECT_EQ(booking["amounts"]["totalCents"], 0);
  EXPECT_EQ(booking["paymentStatus"], "paid");
  soci::session sql(server_->database().pool());
  long long receipts = 0, total = -1;
  sql << "SELECT COUNT(*), COALESCE(SUM(total_cents), 0) FROM booking_documents WHERE booking_id = :b AND "
         "kind = "
         "'receipt'",
      soci::use(booking["id"].get<long long>()), soci::into(receipts), soci::into(total);
  EXPECT_EQ(receipts, 1);
  EXPECT_EQ(total, 0);
  // One mail to the customer, which asks for no transfer.
  int to_customer = 0;
  for (const auto& mail : outbox(server_->database())) {
    if (mail.recipient != "offert@example.com") continue;
    ++to_customer;
    EXPECT_EQ(mail.text.find("virement Interac de"), std::string::npos) << mail.text;
  }
  EXPECT_EQ(to_customer, 1);
}

TEST_P(PromoCodes, AWrongExpiredOrUsedUpCodeIsRefusedByNameAndNoBookingIsMade) {
  auto other_course = insert_course(*server_, "enfance", 9000);
  auto other_session = insert_session(*server_, other_course, 10);
  created({{"code", "PASSE"}, {"percentOff", 10}, {"endsOn", secours::add_days(today(), -1)}});
  created({{"code", "FUTUR"}, {"percentOff", 10}, {"startsOn", secours::add_days(today(), 1)}});
  created({{"code", "RCR"}, {"percentOff", 10}, {"courseIds", {course_}}});
  created({{"code", "UNEFOIS"}, {"percentOff", 10}, {"maxUsesPerPerson", 1}});
  auto stopped = created({{"code", "ARRETE"}, {"percentOff", 10}});
  auto stop =
      call(*server_, "PATCH", "/api/admin/promo-codes/" + std::to_string(stopped["id"].get<long long>()),
           {{"active", false}}, admin_);
  ASSERT_EQ(stop.status, 200) << stop.body;
  EXPECT_EQ(stop.json()["promoCode"]["active"], false);

  const int seats_before = seats_left(*server_, course_, session_);
  const long long before = bookings();
  EXPECT_EQ(refusal(book_with("NIMPORTE")), "unknown-code");
  EXPECT_EQ(refusal(book_with("PASSE")), "expired");
  EXPECT_EQ(refusal(book_with("FUTUR")), "not-yet-valid");
  EXPECT_EQ(refusal(book_with("ARRETE")), "unknown-code");
  EXPECT_EQ(refusal(book_with("RCR", "julie@example.com", "interac", other_course, other_session)),
            "not-for-this-course");
  EXPECT_EQ(bookings(), before);
  EXPECT_EQ(seats_left(*server_, course_, session_), seats_before);  // no seat kept by a refusal

  ASSERT_EQ(book_with("UNEFOIS", "Julie@Example.com").status, 201);
  EXPECT_EQ(refusal(book_with("unefois", "julie@example.com")), "already-used");
  EXPECT_EQ(book_with("UNEFOIS", "marc@example.com").status, 201);

  // The form's check before sending: the same refusals, the price otherwise.
  auto check = [&](const json& body) { return call(*server_, "POST", "/api/promo-codes/check", body); };
  auto fine = check({{"code", "rcr"}, {"courseId", course_}});
  ASSERT_EQ(fine.status, 200) << fine.body;
  EXPECT_EQ(fine.json()["discountCents"], 1000);
  EXPECT_EQ(fine.json()["subtotalCents"], 9000);
  EXPECT_EQ(fine.json()["totalCents"], 10348);
  EXPECT_EQ(refusal(check({{"code", "PASSE"}, {"courseId", course_}})), "expired");
  EXPECT_EQ(refusal(check({{"code", "UNEFOIS"}, {"courseId", course_}, {"email", "julie@example.com"}})),
            "already-used");
  EXPECT_EQ(check({{"code", "UNEFOIS"}, {"courseId", course_}}).status, 200);
  EXPECT_EQ(check({{"code", "RCR"}, {"courseId", 999999}}).status, 404);
}

TEST_P(PromoCodes, ACancelledBookingGivesItsUseBack) {
  created({{"code", "SEUL"}, {"percentOff", 15}, {"maxUses", 1}});
  auto first = book_with("SEUL", "a@example.com");
  ASSERT_EQ(first.status, 201);
  EXPECT_EQ(refusal(book_with("SEUL", "b@example.com")), "used-up");
  const auto id = first.json()["booking"]["id"].get<long long>();
  auto cancelled = change_booking(*server_, id, "cancel", {{"reason", ""}},
                                  first.json()["accessToken"].get<std::string>());
  ASSERT_EQ(cancelled.status, 200) << cancelled.body;
  EXPECT_EQ(book_with("SEUL", "b@example.com").status, 201);
  auto list = call(*server_, "GET", "/api/admin/promo-codes", nullptr, admin_).json();
  EXPECT_EQ(list["promoCodes"][0]["uses"], 1);
}

TEST_P(PromoCodes, TheLastUsesGoToOneBuyerEachAcrossTwoInstances) {
  SecondInstance second(*server_);
  created({{"code", "CINQ"}, {"percentOff", 50}, {"maxUses", 5}});
  constexpr int buyers = 24;
  std::atomic<int> discounted{0}, used_up{0}, other{0};
  std::atomic<bool> go{false};
  std::vector<std::thread> threads;
  for (int i = 0; i < buyers; ++i) {
    threads.emplace_back([&, i] {
      while (!go) std::this_thread::yield();
      auto body = booking_request(course_, session_, "cash", "acheteur" + std::to_string(i) + "@example.com");
      body["promoCode"] = "CINQ";
      Headers headers{{"Content-Type", "application/json"},
                      {"X-Forwarded-For", "198.51.100." + std::to_string(i)}};
      auto answer = http_request(i % 2 ? second.port() : server_->port(), "POST", "/api/bookings",
                                 body.dump(), headers);
      if (answer.status == 201 && answer.json()["booking"]["discountCents"] == 5000) {
        ++discounted;
      } else if (answer.status == 400 && answer.json()["error"]["fields"]["promoCode"] == "used-up") {
        ++used_up;
      } else {
        ++other;
      }
    });
  }
  go = true;
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(discounted, 5);
  EXPECT_EQ(used_up, buyers - 5);
  EXPECT_EQ(other, 0);
  EXPECT_EQ(bookings(), 5);
  EXPECT_EQ(seats_taken(server_->database(), session_), 5);
}

SECOURS_ON_BOTH_ENGINES(PromoCodes);
