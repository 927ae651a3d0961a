#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "support/booking_fixtures.h"
#include "support/engines.h"
#include "support/stripe_events.h"
#include "support/stripe_fake.h"

namespace secours::testing {

// The refund suites' start (parameterized on the engine): a server whose card payments go to a
// StripeFake, a course of 100.00 $ (114.98 $ with taxes) with a session of ten seats, a signed-in admin.
class RefundTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(
        GetParam(), [this](core::Config& config) { use_stripe(config, stripe_.base_url()); });
    course_ = insert_course(*server_, "rcr", 10000);
    session_ = insert_session(*server_, course_, 10);
    admin_ = sign_in_admin(*server_);
  }
  // POST /api/admin/bookings/{id}/refunds, as the admin unless told.
  HttpResult refund(long long id, const nlohmann::json& body) { return refund_as(id, body, admin_); }
  HttpResult refund_as(long long id, const nlohmann::json& body, const std::string& cookie) {
    return call(*server_, "POST", "/api/admin/bookings/" + std::to_string(id) + "/refunds", body, cookie);
  }
  // The booking as GET /api/bookings/{id} answers the admin.
  nlohmann::json booking(long long id) {
    return call(*server_, "GET", "/api/bookings/" + std::to_string(id), nullptr, admin_).json()["booking"];
  }
  // The refund mails queued so far, in French or English.
  std::vector<OutboxMail> refund_mails() {
    std::vector<OutboxMail> found;
    for (auto& mail : outbox(server_->database())) {
      if (mail.subject.starts_with("Remboursement") || mail.subject.starts_with("Refund"))
        found.push_back(mail);
    }
    return found;
  }

  StripeFake stripe_;
  std::unique_ptr<TestServer> server_;
  long long course_ = 0, session_ = 0;
  std::string admin_;
};

}  // namespace secours::testing
