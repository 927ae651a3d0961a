// New passwords (issue 27): one of the 10,000 most common ones, or one holding the name part of the
// account's address, is refused at sign-up, on a change and on a reset, naming the field.
#include <gtest/gtest.h>

#include "auth/password_policy.h"
#include "support/api_helpers.h"
#include "support/engines.h"
#include "support/mailed_links.h"

using namespace secours::testing;
using nlohmann::json;

TEST(PasswordPolicy, CommonPasswordsAndTheAddresssNameAreRefused) {
  using secours::auth::password_problem;
  EXPECT_EQ(password_problem("abc", "julie@example.com"), "weak-password");
  EXPECT_EQ(password_problem("password", "julie@example.com"), "common-password");
  EXPECT_EQ(password_problem("Qwerty123", "julie@example.com"), "common-password");  // any case
  EXPECT_EQ(password_problem("superman", "julie@example.com"), "common-password");
  EXPECT_EQ(password_problem("JulieTremblay!", "julie.tremblay@example.com"), "");  // "julie.tremblay"
  EXPECT_EQ(password_problem("x-julie.tremblay-9", "julie.tremblay@example.com"), "contains-email");
  EXPECT_EQ(password_problem("Mon-Cours-RCR-2026", "julie@example.com"), "");
  EXPECT_EQ(password_problem("ab-jo-cd", "jo@example.com"), "");  // a name under four letters is no clue
}

class PasswordPolicyApi : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
  }
  std::unique_ptr<TestServer> server_;
};

TEST_P(PasswordPolicyApi, SignUpChangeAndResetRefuseThemNamingTheField) {
  json body{{"firstName", "Julie"},
            {"lastName", "Roy"},
            {"email", "julie.roy@example.com"},
            {"password", "iloveyou"},
            {"acceptTerms", true}};
  auto common = call(*server_, "POST", "/api/auth/signup", body);
  ASSERT_EQ(common.status, 400) << common.body;
  EXPECT_EQ(common.json()["error"]["fields"]["password"], "common-password");
  body["password"] = "julie.roy-2026";
  auto named = call(*server_, "POST", "/api/auth/signup", body);
  ASSERT_EQ(named.status, 400) << named.body;
  EXPECT_EQ(named.json()["error"]["fields"]["password"], "contains-email");

  const auto cookie = sign_up(*server_, "julie.roy@example.com", "Cours-RCR-ete");
  auto changed = call(*server_, "POST", "/api/me/password",
                      {{"currentPassword", "Cours-RCR-ete"}, {"newPassword", "123456789"}}, cookie);
  ASSERT_EQ(changed.status, 400) << changed.body;
  EXPECT_EQ(changed.json()["error"]["fields"]["newPassword"], "common-password");

  ASSERT_EQ(call(*server_, "POST", "/api/auth/forgot-password", {{"email", "julie.roy@example.com"}}).status,
            202);
  const auto token = mailed_token(*server_, "julie.roy@example.com", "reset-password");
  auto reset =
      call(*server_, "POST", "/api/auth/reset-password", {{"token", token}, {"password", "JULIE.ROY.1"}});
  ASSERT_EQ(reset.status, 400) << reset.body;
  EXPECT_EQ(reset.json()["error"]["fields"]["password"], "contains-email");
  // The link is still good for an acceptable password.
  EXPECT_EQ(
      call(*server_, "POST", "/api/auth/reset-password", {{"token", token}, {"password", "Brise-du-lac-4"}})
          .status,
      204);
}

SECOURS_ON_BOTH_ENGINES(PasswordPolicyApi);
