#pragma once

#include <string>

namespace secours::privacy {

// What one day's retention erased (issue 27), as the office sees it.
struct RetentionCounts {
  long long special_requests = 0;   // bookings whose special requests were erased
  long long unproven_accounts = 0;  // accounts never proven nor used, removed
  long long sessions = 0, links = 0, rate_events = 0, devices = 0;  // expired, purged
  long long mail_bodies = 0;                                        // sent mails whose body was erased
  long long guest_bookings = 0;     // guests' bookings whose details were erased
  long long audit_entries = 0;      // the office's audit trail past its two years
  long long unsubscribe_links = 0;  // mails' unsubscribe links past their year
};

struct RetentionRun {
  std::string day;  // YYYY-MM-DD, Quebec
  long long started_at = 0;
  long long finished_at = 0;  // 0: under way, or stopped (another run takes it over after an hour)
  RetentionCounts counts;
};

}  // namespace secours::privacy
