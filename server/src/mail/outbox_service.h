#pragma once

#include <string>
#include <vector>

#include "db/database.h"

namespace secours::mail {

// The queue as the office's system page shows it: messages not sent yet, those whose last attempt
// failed (with the relay's error), and the oldest waiting.
struct OutboxFailure {
  long long id = 0;
  std::string recipient, subject, error;
  int attempts = 0;
  long long created_at = 0;
  long long next_attempt_at = 0;
};
struct OutboxSummary {
  long long waiting = 0;                // not sent yet (pending or being sent)
  long long failing = 0;                // of those, whose last attempt failed
  long long oldest_waiting_at = 0;      // created_at of the oldest waiting; 0 when none
  std::vector<OutboxFailure> failures;  // the newest failing first, up to the limit asked
};

// The queue now, with up to `failures_limit` of its failures (the office's system page, GET /metrics).
OutboxSummary outbox_summary(db::Database& database, int failures_limit);
// "Send again": one failed message is tried at once; false when it no longer waits on a failure (sent
// meanwhile, or no such message).
bool send_again(db::Database& database, long long id, long long now);

}  // namespace secours::mail
