#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "support/api_helpers.h"
#include "support/booking_fixtures.h"
#include "support/engines.h"

namespace secours::testing {

// A published course an admin made through the API, for the tests of public reads kept in memory
// (decision 026).
class PublicReadsTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    // Card bookings (and their holds) need card payments on; Stripe itself is never called.
    server_ = std::make_unique<TestServer>(
        GetParam(), [](core::Config& config) { use_stripe(config, "http://127.0.0.1:9"); });
    admin_ = sign_in_admin(*server_);
    auto created = call(*server_, "POST", "/api/courses", course_body("Secourisme général"), admin_);
    ASSERT_EQ(created.status, 201) << created.body;
    course_ = created.json()["course"]["id"];
    slug_ = created.json()["course"]["slug"];
  }

  static nlohmann::json course_body(const std::string& title_fr) {
    return {{"title", {{"fr", title_fr}, {"en", "First aid"}}},
            {"description", {{"fr", "Description de " + title_fr}, {"en", ""}}},
            {"instructor", "Isabelle Côté"},
            {"priceCents", 9500},
            {"durationHours", 3.5},
            {"accreditation", {{"fr", "Cœur + AVC"}, {"en", "Heart & Stroke"}}},
            {"tags", {{{"fr", "RCR"}, {"en", "CPR"}}}}};
  }

  // GET as an anonymous visitor, which must answer 200.
  nlohmann::json read(const std::string& target) {
    auto result = server_->get(target);
    EXPECT_EQ(result.status, 200) << target << ": " << result.body;
    return result.status == 200 ? result.json() : nlohmann::json();
  }
  std::string first_title() {
    auto courses = read("/api/courses?lang=fr")["courses"];
    return courses.empty() ? "" : courses[0]["title"].get<std::string>();
  }

  std::unique_ptr<TestServer> server_;
  std::string admin_;
  long long course_ = 0;
  std::string slug_;
};

}  // namespace secours::testing
