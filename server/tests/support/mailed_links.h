#pragma once

#include <string>

#include "support/test_server.h"

namespace secours::testing {

// The token of the newest link to `page` (e.g. "verify-email") mailed to `recipient`, or "".
std::string mailed_token(TestServer& server, const std::string& recipient, const std::string& page);
// Opens the newest address link mailed to `email`, as its owner would; throws when that fails.
void verify_email(TestServer& server, const std::string& email);

}  // namespace secours::testing
