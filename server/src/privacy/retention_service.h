#pragma once

#include <optional>

#include "core/context.h"
#include "privacy/retention.h"

namespace secours::privacy {

// What the site keeps, and for how long (issue 27; the periods are settings, published on /privacy):
// special requests (possibly medical notes) erased N days after their session, accounts never proven and
// never used (no booking, payment, certificate or company: what the law and the business keep stays)
// removed after N days, expired sessions, links, trusted browsers and rate events purged, sent mails'
// bodies erased after N days (subject, recipient and time kept), guests' bookings stripped of their
// details once their receipts' legal retention is over.
class RetentionService {
 public:
  explicit RetentionService(core::Context& context) : context_(context) {}

  // Today's run (Quebec's day), done once whatever the instances and restarts: the instance that claims
  // the day's row runs it, another takes over a run stopped for an hour. nullopt when not this instance's.
  // Each step is idempotent: a run taken over does again only what is left.
  std::optional<RetentionRun> run_if_due();
  std::optional<RetentionRun> last_run();

 private:
  core::Context& context_;
};

}  // namespace secours::privacy
