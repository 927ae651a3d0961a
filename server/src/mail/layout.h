#pragma once

#include <string>
#include <utility>
#include <vector>

#include "mail/mail.h"

namespace secours::core {
struct Config;
}

namespace secours::mail {

// The one layout of the site's mails (docs/decisions/015-one-mail-module.md). Features write their
// messages as a Layout and render it here; this module knows no feature.

// Who signs every mail, from the configuration (COMPANY_NAME, COMPANY_ADDRESS, COMPANY_PHONE,
// COMPANY_EMAIL).
struct Company {
  std::string name;
  std::string address;  // may be empty: no address line
  std::string phone;
  std::string email;
};
Company company_of(const core::Config& config);

// True for "en" and "en-…"; every other language reads French.
bool is_english(const std::string& language);

// Picks the English or the French wording: t("Hello", "Bonjour").
struct Wording {
  bool english = false;
  explicit Wording(const std::string& language) : english(is_english(language)) {}
  std::string operator()(const std::string& en, const std::string& fr) const { return english ? en : fr; }
  const char* language() const { return english ? "en" : "fr"; }
};

// A mail's content, top to bottom: greeting, paragraphs, a two-column summary (label, value), an
// optional link shown as a button, paragraphs, then the closing and the company's signature.
struct Layout {
  std::string language = "fr";
  std::string subject;
  std::string greeting;
  std::vector<std::string> before;
  std::vector<std::pair<std::string, std::string>> summary;
  std::string link_label, link_url;
  std::vector<std::string> after;
  std::string closing;  // empty: "Au plaisir," / "Warm regards,"
};

// "Bonjour Marie," / "Hello Marie,", or without a name when there is none.
std::string greeting(const std::string& first_name, const std::string& language);

// The plain-text and HTML parts; every value is escaped in the HTML part, so what people typed
// (names, requests) is safe.
Message render(const std::string& to, const Layout& layout, const Company& company);

}  // namespace secours::mail
