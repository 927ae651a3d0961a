#pragma once

#include <optional>
#include <string>

#include "db/session_fwd.h"

namespace secours::content {

// SQL for page_contents: one JSON document per page and language.
namespace page_rows {

std::optional<std::string> find(soci::session& sql, const std::string& page, const std::string& language);
void save(soci::session& sql, const std::string& page, const std::string& language,
          const std::string& content, long long now);
// Stores the document only when the page has none in that language yet; true when it did.
bool insert_if_missing(soci::session& sql, const std::string& page, const std::string& language,
                       const std::string& content, long long now);

}  // namespace page_rows
}  // namespace secours::content
