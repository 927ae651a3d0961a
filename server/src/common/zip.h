#pragma once

#include <string>
#include <vector>

namespace secours::zip {

struct Entry {
  std::string name;  // a path inside the archive, UTF-8
  std::string content;
};

// A ZIP archive (PKWARE's APPNOTE, version 2.0 features only) of the entries, stored without compression:
// small text files, opened by every system's own tools. Names are flagged UTF-8; times are fixed.
std::string archive(const std::vector<Entry>& entries);

}  // namespace secours::zip
