#pragma once

#include <map>
#include <string>

namespace secours::testing {

// The entries' names and contents of a zip whose entries are stored (as the server writes them,
// common/zip.h); a failed expectation for anything else.
std::map<std::string, std::string> unzip_stored(const std::string& zip);

}  // namespace secours::testing
