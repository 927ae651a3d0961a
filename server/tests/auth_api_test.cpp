#include <gtest/gtest.h>
#include <soci/soci.h>

#include "support/api_helpers.h"
#include "support/engines.h"

using secours::testing::call;
using secours::testing::session_cookie_of;
using secours::testing::sign_up;
using secours::testing::TestServer;

namespace {
nlohmann::json signup_body(const std::string& email, const std::string& password = "secret123") {
  return {{"firstName", "Marie"}, {"lastName", "Tremblay"}, {"email", email}, {"password", password}};
}
}  // namespace

class AuthApi : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam());
  }
  TestServer& server() { return *server_; }
  std::unique_ptr<TestServer> server_;
};

TEST_P(AuthApi, SignupCreatesAStudentAndSignsIn) {
  auto result = call(server(), "POST", "/api/auth/signup",
                     {{"firstName", " Marie "},
                      {"lastName", "Tremblay"},
                      {"email", "Marie@Example.com"},
                      {"password", "secret123"},
                      {"phone", "819 555-0100"},
                      {"dateOfBirth", "1990-04-01"},
                      {"address", "12 rue Principale, Gatineau"},
                      {"language", "en"}});
  ASSERT_EQ(result.status, 201) << result.body;
  auto user = result.json()["user"];
  EXPECT_EQ(user["firstName"], "Marie");
  EXPECT_EQ(user["role"], "student");
  EXPECT_EQ(user["language"], "en");
  EXPECT_FALSE(user.contains("passwordHash"));
  auto set_cookie = result.header("set-cookie");
  EXPECT_NE(set_cookie.find("HttpOnly"), std::string::npos);
  EXPECT_NE(set_cookie.find("SameSite=Lax"), std::string::npos);
  EXPECT_EQ(set_cookie.find("Secure"), std::string::npos);

  auto me = call(server(), "GET", "/api/auth/me", nullptr, session_cookie_of(result));
  ASSERT_EQ(me.status, 200);
  EXPECT_EQ(me.json()["user"]["email"], "Marie@Example.com");
}

TEST_P(AuthApi, AVisitorWithoutASessionGetsNoUserAndNoError) {
  auto me = call(server(), "GET", "/api/auth/me");
  EXPECT_EQ(me.status, 200);  // anonymous pages ask on every load: not an error in the console
  EXPECT_TRUE(me.json()["user"].is_null());
  auto forged = call(server(), "GET", "/api/auth/me", nullptr, "secours_session=forged-token");
  EXPECT_EQ(forged.status, 200);
  EXPECT_TRUE(forged.json()["user"].is_null());
}

TEST_P(AuthApi, PhoneBirthDateAndAddressAreOptional) {
  auto result = call(server(), "POST", "/api/auth/signup", signup_body("a@example.com"));
  EXPECT_EQ(result.status, 201) << result.body;
}

TEST_P(AuthApi, StoresOnlyAnArgon2idHash) {
  sign_up(server(), "hash@example.com", "secret123");
  soci::session sql(server().database().pool());
  std::string hash;
  sql << "SELECT password_hash FROM users WHERE email_key = 'hash@example.com'", soci::into(hash);
  EXPECT_TRUE(hash.starts_with("$argon2id$")) << hash;
  EXPECT_EQ(hash.find("secret123"), std::string::npos);
}

TEST_P(AuthApi, RejectsATakenEmailWhateverItsCase) {
  sign_up(server(), "dup@example.com");
  auto result = call(server(), "POST", "/api/auth/signup", signup_body("DUP@Example.COM"));
  EXPECT_EQ(result.status, 409);
  EXPECT_EQ(result.json()["error"]["code"], "email-already-in-use");
}

TEST_P(AuthApi, NamesEachInvalidSignupField) {
  auto invalid_email = call(server(), "POST", "/api/auth/signup", signup_body("not-an-email"));
  EXPECT_EQ(invalid_email.status, 400);
  EXPECT_EQ(invalid_email.json()["error"]["code"], "invalid-email");

  auto weak = call(server(), "POST", "/api/auth/signup", signup_body("weak@example.com", "12345"));
  EXPECT_EQ(weak.status, 400);
  EXPECT_EQ(weak.json()["error"]["code"], "weak-password");
  EXPECT_EQ(weak.json()["error"]["fields"]["password"], "weak-password");

  auto many = call(server(), "POST", "/api/auth/signup",
                   {{"firstName", "  "},
                    {"email", "x@example.com"},
                    {"password", "secret123"},
                    {"dateOfBirth", "2099-01-01"},
                    {"phone", "call me"}});
  EXPECT_EQ(many.status, 400);
  auto fields = many.json()["error"]["fields"];
  EXPECT_EQ(many.json()["error"]["code"], "validation");
  EXPECT_EQ(fields["firstName"], "required");
  EXPECT_EQ(fields["lastName"], "required");
  EXPECT_EQ(fields["dateOfBirth"], "invalid-date");
  EXPECT_EQ(fields["phone"], "invalid-phone");

  auto not_json = server().send("POST", "/api/auth/signup", "{oops", {{"Content-Type", "application/json"}});
  EXPECT_EQ(not_json.status, 400);
  EXPECT_EQ(not_json.json()["error"]["code"], "invalid-json");
}

TEST_P(AuthApi, LoginAnswersTheSameForAWrongPasswordAndAnUnknownEmail) {
  sign_up(server(), "login@example.com", "secret123");
  auto wrong =
      call(server(), "POST", "/api/auth/login", {{"email", "login@example.com"}, {"password", "nope!!"}});
  auto unknown =
      call(server(), "POST", "/api/auth/login", {{"email", "ghost@example.com"}, {"password", "nope!!"}});
  EXPECT_EQ(wrong.status, 401);
  EXPECT_EQ(unknown.status, 401);
  EXPECT_EQ(wrong.json()["error"], unknown.json()["error"]);
  EXPECT_EQ(wrong.json()["error"]["code"], "invalid-credentials");

  auto ok =
      call(server(), "POST", "/api/auth/login", {{"email", "LOGIN@example.com"}, {"password", "secret123"}});
  EXPECT_EQ(ok.status, 200);
  EXPECT_FALSE(session_cookie_of(ok).empty());
}

TEST_P(AuthApi, RememberMeKeepsTheCookieThirtyDays) {
  sign_up(server(), "remember@example.com");
  auto plain = call(server(), "POST", "/api/auth/login",
                    {{"email", "remember@example.com"}, {"password", "secret123"}});
  // The session's cookie lasts as long as the browser; the device cookie beside it, a year (decision 047).
  const auto cookies = plain.header("set-cookie");
  const auto session_line = cookies.substr(0, cookies.find('\n'));
  ASSERT_EQ(session_line.rfind("secours_session=", 0), 0u) << cookies;
  EXPECT_EQ(session_line.find("Max-Age"), std::string::npos);
  EXPECT_NE(cookies.find("secours_device="), std::string::npos);
  EXPECT_NE(cookies.find("Max-Age=31536000"), std::string::npos);
  auto remembered =
      call(server(), "POST", "/api/auth/login",
           {{"email", "remember@example.com"}, {"password", "secret123"}, {"rememberMe", true}});
  EXPECT_NE(remembered.header("set-cookie").find("Max-Age=2592000"), std::string::npos);
  EXPECT_NE(session_cookie_of(plain), session_cookie_of(remembered));
}

TEST_P(AuthApi, SessionsExpireAfterTwelveIdleHours) {
  auto cookie = sign_up(server(), "idle@example.com");
  server().clock().advance(11 * 3600);
  EXPECT_FALSE(
      call(server(), "GET", "/api/auth/me", nullptr, cookie).json()["user"].is_null());  // slides the expiry
  server().clock().advance(11 * 3600);
  EXPECT_FALSE(call(server(), "GET", "/api/auth/me", nullptr, cookie).json()["user"].is_null());
  server().clock().advance(12 * 3600 + 5);
  EXPECT_TRUE(call(server(), "GET", "/api/auth/me", nullptr, cookie).json()["user"].is_null());
}

TEST_P(AuthApi, LogoutEndsTheSession) {
  auto cookie = sign_up(server(), "bye@example.com");
  auto result = call(server(), "POST", "/api/auth/logout", nullptr, cookie);
  EXPECT_EQ(result.status, 204);
  EXPECT_NE(result.header("set-cookie").find("Max-Age=0"), std::string::npos);
  auto me = call(server(), "GET", "/api/auth/me", nullptr, cookie);
  EXPECT_EQ(me.status, 200);
  EXPECT_TRUE(me.json()["user"].is_null());
  EXPECT_EQ(call(server(), "GET", "/api/me/bookings", nullptr, cookie).status, 401);
}

TEST_P(AuthApi, LimitsFailedSignInsFromOneClient) {
  sign_up(server(), "target@example.com", "secret123");
  // The account's failures delay this client more and more; it waits each delay out.
  for (int failures = 0; failures < 10;) {
    auto result =
        call(server(), "POST", "/api/auth/login", {{"email", "target@example.com"}, {"password", "wrong!!"}});
    if (result.status == 429) {
      server().clock().advance(std::stoll(result.header("retry-after")));
    } else {
      ASSERT_EQ(result.status, 401);
      ++failures;
    }
  }
  // Ten failures from one address: that address waits out the fifteen-minute window.
  auto limited =
      call(server(), "POST", "/api/auth/login", {{"email", "target@example.com"}, {"password", "secret123"}});
  EXPECT_EQ(limited.status, 429);
  EXPECT_EQ(limited.json()["error"]["code"], "rate-limited");
  auto retry_after = std::stoll(limited.header("retry-after"));
  EXPECT_GT(retry_after, 0);
  EXPECT_LE(retry_after, 900);
  server().clock().advance(901);
  EXPECT_EQ(
      call(server(), "POST", "/api/auth/login", {{"email", "target@example.com"}, {"password", "secret123"}})
          .status,
      200);
}

TEST_P(AuthApi, RejectsCrossSiteAndNonJsonWrites) {
  auto form = server().send("POST", "/api/auth/login", "email=a&password=b",
                            {{"Content-Type", "application/x-www-form-urlencoded"}});
  EXPECT_EQ(form.status, 403);
  auto foreign = server().send("POST", "/api/auth/login", R"({"email":"a@b.co","password":"x"})",
                               {{"Content-Type", "application/json"}, {"Origin", "https://evil.example"}});
  EXPECT_EQ(foreign.status, 403);
  auto same = server().send("POST", "/api/auth/login", R"({"email":"a@b.co","password":"xxxxxx"})",
                            {{"Content-Type", "application/json"}, {"Origin", "http://localhost:8080"}});
  EXPECT_EQ(same.status, 401);
}

TEST_P(AuthApi, ProfileUpdatesAndEmailConflicts) {
  sign_up(server(), "other@example.com");
  auto cookie = sign_up(server(), "me@example.com");
  auto updated = call(server(), "PATCH", "/api/me",
                      {{"firstName", "Julie"},
                       {"lastName", "Roy"},
                       {"email", "julie@example.com"},
                       {"phone", "819-555-0199"},
                       {"avatar", "https://images.example/julie.png"}},
                      cookie);
  ASSERT_EQ(updated.status, 200) << updated.body;
  EXPECT_EQ(updated.json()["user"]["firstName"], "Julie");
  EXPECT_EQ(updated.json()["user"]["email"], "me@example.com");  // until the new address is proven
  EXPECT_EQ(updated.json()["user"]["pendingEmail"], "julie@example.com");
  EXPECT_EQ(updated.json()["user"]["avatar"], "https://images.example/julie.png");

  auto bad_avatar = call(server(), "PATCH", "/api/me",
                         {{"firstName", "Julie"},
                          {"lastName", "Roy"},
                          {"email", "julie@example.com"},
                          {"avatar", "javascript:alert(1)"}},
                         cookie);
  EXPECT_EQ(bad_avatar.status, 400);
  EXPECT_EQ(bad_avatar.json()["error"]["fields"]["avatar"], "invalid-url");

  auto taken = call(server(), "PATCH", "/api/me",
                    {{"firstName", "Julie"}, {"lastName", "Roy"}, {"email", "OTHER@example.com"}}, cookie);
  EXPECT_EQ(taken.status, 409);
  EXPECT_EQ(call(server(), "PATCH", "/api/me", {{"firstName", "X"}}).status, 401);
}

TEST_P(AuthApi, AnAvatarIsAnUploadedImageOrAWebAddress) {
  auto cookie = sign_up(server(), "avatar@example.com");
  auto with_avatar = [&](const std::string& avatar) {
    return call(
        server(), "PATCH", "/api/me",
        {{"firstName", "Julie"}, {"lastName", "Roy"}, {"email", "avatar@example.com"}, {"avatar", avatar}},
        cookie);
  };
  for (const std::string avatar :
       {"/uploads/AbCdEfGhIjKlMnOpQrStUv-_.png", "/uploads/AbCdEfGhIjKlMnOpQrStUv12.webp",
        "https://images.example/julie.png", ""}) {
    auto accepted = with_avatar(avatar);
    EXPECT_EQ(accepted.status, 200) << avatar << " " << accepted.body;
  }
  for (const std::string avatar : {"/uploads/../api/admin", "/uploads/x\"><script>", "/uploads/",
                                   "/uploads/AbCdEfGhIjKlMnOpQrStUv12.svg",
                                   "/uploads/AbCdEfGhIjKlMnOpQrStUv12.png?x=1", "/api/auth/logout"}) {
    auto refused = with_avatar(avatar);
    EXPECT_EQ(refused.status, 400) << avatar;
    EXPECT_EQ(refused.json()["error"]["fields"]["avatar"], "invalid-url") << avatar;
  }
}

TEST_P(AuthApi, PasswordChangeEndsEveryOtherSession) {
  auto first = sign_up(server(), "change@example.com", "secret123");
  auto second = session_cookie_of(call(server(), "POST", "/api/auth/login",
                                       {{"email", "change@example.com"}, {"password", "secret123"}}));
  auto wrong = call(server(), "POST", "/api/me/password",
                    {{"currentPassword", "nope!!"}, {"newPassword", "nouvelle-cle-7"}}, first);
  EXPECT_EQ(wrong.status, 400);
  EXPECT_EQ(wrong.json()["error"]["fields"]["currentPassword"], "invalid-password");

  auto changed = call(server(), "POST", "/api/me/password",
                      {{"currentPassword", "secret123"}, {"newPassword", "nouvelle-cle-7"}}, first);
  ASSERT_EQ(changed.status, 204);
  EXPECT_TRUE(call(server(), "GET", "/api/auth/me", nullptr, first).json()["user"].is_null());
  EXPECT_TRUE(call(server(), "GET", "/api/auth/me", nullptr, second).json()["user"].is_null());
  EXPECT_FALSE(
      call(server(), "GET", "/api/auth/me", nullptr, session_cookie_of(changed)).json()["user"].is_null());
  EXPECT_EQ(call(server(), "POST", "/api/auth/login",
                 {{"email", "change@example.com"}, {"password", "nouvelle-cle-7"}})
                .status,
            200);
}

SECOURS_ON_BOTH_ENGINES(AuthApi);
