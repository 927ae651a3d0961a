#pragma once

#include <optional>
#include <string>

namespace secours::bug_reports {

// A problem a visitor reported from the site's footer.
struct BugReport {
  long long id = 0;
  std::string description;
  std::string email;     // optional: where to answer
  std::string page_url;  // the page the visitor was on
  std::string user_agent;
  std::optional<long long> user_id;  // when the visitor was signed in
  long long created_at = 0;
};

}  // namespace secours::bug_reports
