#include <gtest/gtest.h>

#include "auth/account_mails.h"
#include "core/config.h"

namespace auth = secours::auth;

namespace {
const std::string reset_url = "https://secours.example/reinitialiser?token=abc&lang=fr";
// The company as the default configuration describes it.
const secours::mail::Company company = secours::mail::company_of(secours::core::Config{});
}  // namespace

TEST(AccountMails, WritesThePasswordResetInFrenchByDefault) {
  auto message = auth::password_reset_mail(company, "marie@example.com", "Marie", "fr", reset_url);
  EXPECT_EQ(message.to, "marie@example.com");
  EXPECT_EQ(message.subject, "Réinitialisation de votre mot de passe");
  EXPECT_NE(message.text.find("Bonjour Marie,"), std::string::npos);
  EXPECT_NE(message.text.find(reset_url), std::string::npos);
  EXPECT_NE(message.text.find("une heure"), std::string::npos);
  EXPECT_NE(message.text.find("819 555-0142"), std::string::npos);
  EXPECT_NE(message.text.find("info@secours.example"), std::string::npos);
  EXPECT_EQ(auth::password_reset_mail(company, "marie@example.com", "Marie", "", reset_url).subject,
            message.subject);
}

TEST(AccountMails, WritesThePasswordResetInEnglishOnRequest) {
  auto french = auth::password_reset_mail(company, "sam@example.com", "Sam", "fr", reset_url);
  auto english = auth::password_reset_mail(company, "sam@example.com", "Sam", "en", reset_url);
  EXPECT_EQ(english.subject, "Reset your password");
  EXPECT_NE(english.text, french.text);
  EXPECT_NE(english.html, french.html);
  EXPECT_NE(english.text.find("Hello Sam,"), std::string::npos);
  EXPECT_NE(english.text.find("one hour"), std::string::npos);
  EXPECT_NE(english.text.find(reset_url), std::string::npos);
  EXPECT_NE(english.html.find("lang=\"en\""), std::string::npos);
  EXPECT_NE(french.html.find("lang=\"fr\""), std::string::npos);
}

TEST(AccountMails, PutsTheEscapedResetLinkInTheHtml) {
  auto message = auth::password_reset_mail(company, "marie@example.com", "Marie", "fr", reset_url);
  EXPECT_NE(message.html.find("href=\"https://secours.example/reinitialiser?token=abc&amp;lang=fr\""),
            std::string::npos);
}

TEST(AccountMails, EscapesTheFirstNameInHtml) {
  for (const char* language : {"fr", "en"}) {
    auto reset =
        auth::password_reset_mail(company, "x@example.com", "<b>Zoé</b> & \"co\"", language, reset_url);
    auto welcome =
        auth::welcome_mail(company, "x@example.com", "<b>Zoé</b>", language, "https://secours.example");
    for (const auto& html : {reset.html, welcome.html}) {
      EXPECT_EQ(html.find("<b>"), std::string::npos) << language;
      EXPECT_NE(html.find("&lt;b&gt;Zoé&lt;/b&gt;"), std::string::npos) << language;
    }
    EXPECT_NE(reset.html.find("&amp; &quot;co&quot;"), std::string::npos);
    EXPECT_NE(reset.text.find("<b>Zoé</b>"), std::string::npos);  // plain text shows the name as typed
  }
}

TEST(AccountMails, WelcomesInBothLanguages) {
  auto french = auth::welcome_mail(company, "marie@example.com", "Marie", "fr", "https://secours.example");
  auto english = auth::welcome_mail(company, "marie@example.com", "Marie", "en", "https://secours.example");
  EXPECT_EQ(french.subject, "Bienvenue chez Formations Secours Outaouais");
  EXPECT_EQ(english.subject, "Welcome to Formations Secours Outaouais");
  for (const auto& message : {french, english}) {
    EXPECT_NE(message.text.find("https://secours.example"), std::string::npos);
    EXPECT_NE(message.html.find("href=\"https://secours.example\""), std::string::npos);
    EXPECT_NE(message.text.find("819 555-0142"), std::string::npos);
  }
  EXPECT_NE(french.text.find("Bonjour Marie,"), std::string::npos);
  EXPECT_NE(english.text.find("Hello Marie,"), std::string::npos);
}

TEST(AccountMails, GreetsWithoutANameWhenThereIsNone) {
  EXPECT_TRUE(auth::welcome_mail(company, "a@example.com", "", "fr", "https://s.example")
                  .text.starts_with("Bonjour,\n"));
  EXPECT_TRUE(auth::welcome_mail(company, "a@example.com", "", "en", "https://s.example")
                  .text.starts_with("Hello,\n"));
}

TEST(AccountMails, AsksToConfirmAnAddressInBothLanguages) {
  const std::string url = "https://secours.example/verify-email?token=abc";
  auto french = auth::email_verification_mail(company, "marie@example.com", "Marie", "fr", url, false);
  auto english = auth::email_verification_mail(company, "marie@example.com", "Marie", "en", url, false);
  EXPECT_EQ(french.subject, "Confirmez votre adresse courriel");
  EXPECT_EQ(english.subject, "Confirm your email address");
  for (const auto* message : {&french, &english}) {
    EXPECT_NE(message->text.find(url), std::string::npos);
    EXPECT_NE(message->text.find("48"), std::string::npos);
  }
  EXPECT_NE(french.text.find("réservations"), std::string::npos);
  auto change = auth::email_verification_mail(company, "new@example.com", "Marie", "fr", url, true);
  EXPECT_NE(change.text.find("garde son adresse actuelle"), std::string::npos);
}

TEST(AccountMails, TellsTheCurrentAddressOfAChangeWithTheNewOneEscaped) {
  auto notice = auth::email_change_notice_mail(company, "old@example.com", "Marie", "fr", "<new>@example.com",
                                               "https://secours.example/forgot-password");
  EXPECT_EQ(notice.to, "old@example.com");
  EXPECT_EQ(notice.subject, "Changement de votre adresse courriel");
  EXPECT_NE(notice.text.find("<new>@example.com"), std::string::npos);
  EXPECT_NE(notice.html.find("&lt;new&gt;@example.com"), std::string::npos);
  EXPECT_EQ(notice.html.find("<new>"), std::string::npos);
  EXPECT_NE(notice.text.find("https://secours.example/forgot-password"), std::string::npos);
  EXPECT_EQ(auth::email_change_notice_mail(company, "old@example.com", "Sam", "en", "n@example.com",
                                           "https://s.example")
                .subject,
            "Change of your email address");
}
