#include <gtest/gtest.h>

#include "support/booking_fixtures.h"
#include "support/engines.h"

using namespace secours::testing;

// Every mail signs with the company the configuration describes, not with built-in details.
class MailCompanyFooter : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    SECOURS_SKIP_UNLESS_AVAILABLE(GetParam());
    server_ = std::make_unique<TestServer>(GetParam(), [](secours::core::Config& config) {
      config.company_name = "Premiers Soins Pontiac";
      config.company_address = "12, rue Principale, Shawville (Québec)";
      config.company_phone = "613 555-0199";
      config.company_email = "bureau@pontiac.example";
    });
  }

  // The one mail to `recipient` whose subject starts with `subject`, after checking that it signs with
  // the configured company; an empty mail when there is not exactly one.
  OutboxMail signed_mail(const std::string& recipient, const std::string& subject) {
    std::vector<OutboxMail> found;
    for (auto& mail : outbox(server_->database())) {
      if (mail.recipient == recipient && mail.subject.starts_with(subject)) found.push_back(mail);
    }
    EXPECT_EQ(found.size(), 1u) << recipient << ": " << subject;
    if (found.size() != 1) return {};
    const auto& mail = found[0];
    const std::string footer =
        "\nL’équipe de Premiers Soins Pontiac\n"
        "12, rue Principale, Shawville (Québec)\n613 555-0199 · bureau@pontiac.example\n";
    EXPECT_TRUE(mail.text.ends_with(footer)) << mail.subject << "\n" << mail.text;
    EXPECT_NE(mail.html.find("613 555-0199 · <a href=\"mailto:bureau@pontiac.example\""), std::string::npos)
        << mail.subject;
    EXPECT_EQ(mail.text.find("info@secours.example"), std::string::npos) << mail.subject;
    EXPECT_EQ(mail.text.find("819 555-0142"), std::string::npos) << mail.subject;
    return mail;
  }

  std::unique_ptr<TestServer> server_;
};

TEST_P(MailCompanyFooter, SignsAccountMailsWithTheConfiguredCompany) {
  sign_up(*server_, "marie@example.com");
  ASSERT_EQ(call(*server_, "POST", "/api/auth/forgot-password", {{"email", "marie@example.com"}}).status,
            202);

  signed_mail("marie@example.com", "Confirmez votre adresse courriel");
  auto reset = signed_mail("marie@example.com", "Réinitialisation de votre mot de passe");
  EXPECT_NE(reset.text.find("votre compte Premiers Soins Pontiac"), std::string::npos) << reset.text;
  auto welcome = signed_mail("marie@example.com", "Bienvenue chez Premiers Soins Pontiac");
  EXPECT_NE(welcome.text.find("Écrivez-nous à bureau@pontiac.example ou appelez-nous au 613 555-0199"),
            std::string::npos)
      << welcome.text;
}

TEST_P(MailCompanyFooter, SignsBookingMailsWithTheConfiguredCompany) {
  auto course = insert_course(*server_, "rcr", 10000);
  auto session = insert_session(*server_, course, 10);
  ASSERT_EQ(
      post_booking(*server_, booking_request(course, session, "interac", "julie@example.com", "fr")).status,
      201);

  auto customer = signed_mail("julie@example.com", "Votre réservation");
  signed_mail("bureau@pontiac.example", "Nouvelle réservation");
  ASSERT_EQ(customer.attachments.size(), 1u);
  EXPECT_NE(customer.attachments[0].content.find("@pontiac.example"), std::string::npos);
  EXPECT_NE(customer.attachments[0].content.find("Premiers Soins Pontiac"), std::string::npos);
}

SECOURS_ON_BOTH_ENGINES(MailCompanyFooter);
