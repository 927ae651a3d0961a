#include "support/mailed_links.h"

#include <soci/soci.h>

#include <regex>
#include <stdexcept>

#include "support/api_helpers.h"

namespace secours::testing {

std::string mailed_token(TestServer& server, const std::string& recipient, const std::string& page) {
  soci::session sql(server.database().pool());
  std::string pattern = "%" + page + "?token=%";
  std::string body;
  sql << "SELECT body_text FROM mail_outbox WHERE recipient = :r AND body_text LIKE :p ORDER BY id DESC",
      soci::use(recipient), soci::use(pattern), soci::into(body);
  std::smatch match;
  if (!std::regex_search(body, match, std::regex(page + "\\?token=([A-Za-z0-9_-]+)"))) return "";
  return match[1];
}

void verify_email(TestServer& server, const std::string& email) {
  auto token = mailed_token(server, email, "verify-email");
  auto result = call(server, "POST", "/api/auth/verify-email", {{"token", token}});
  if (result.status != 200) throw std::runtime_error("verification of " + email + " failed: " + result.body);
}

}  // namespace secours::testing
