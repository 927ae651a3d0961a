#pragma once

#include <string>

namespace secours {

// A text kept in both languages, read in `language`: the English one when English is asked for and
// written, else the French one (French is the default and the fallback everywhere).
inline const std::string& localized(const std::string& language, const std::string& fr,
                                    const std::string& en) {
  return language == "en" && !en.empty() ? en : fr;
}

}  // namespace secours
