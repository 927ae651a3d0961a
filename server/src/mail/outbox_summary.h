#pragma once

#include <string>
#include <vector>

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

}  // namespace secours::mail
