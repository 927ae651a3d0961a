#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bug_reports/bug_report.h"
#include "common/paging.h"
#include "common/rate_limiter.h"
#include "core/context.h"
#include "db/session_fwd.h"

namespace secours::bug_reports {

inline constexpr RateLimit reports_per_address{5, 10 * 60};

// Bug reports from visitors. Every method owns its transaction.
class BugReportService {
 public:
  explicit BugReportService(core::Context& context) : context_(context) {}

  // Stores the report unless `is_spam` (the honeypot was filled); both count against the sender's
  // rate limit, so that a robot learns nothing from the answer.
  void submit(BugReport report, bool is_spam, const std::string& client_address);
  // One page, newest first, and where the next starts.
  std::pair<std::vector<BugReport>, std::optional<std::string>> newest_first(const PageRequest& page);

 private:
  core::Context& context_;
};

// A person's data (privacy/: an erasure, the retention, an export), inside the caller's transaction.
// The reports the account sent, and those giving `email` as where to answer (any case; empty: none by
// address), oldest first.
std::vector<BugReport> reports_of(soci::session& sql, long long user_id, const std::string& email);
// The account's bug reports stay, without who sent them.
void anonymize_reports_of(soci::session& sql, long long user_id);

}  // namespace secours::bug_reports
