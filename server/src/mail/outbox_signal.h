#pragma once

#include <functional>

namespace secours::mail {

// In-process wake-ups: enqueue() rings, every running OutboxWorker of this process listens, so a new
// mail does not wait for the poll. Other instances sharing the database do not hear it; they find
// the mail at their next poll.
using OutboxListener = std::function<void()>;

// Returns a handle for stop_listening.
long long listen_to_outbox(OutboxListener listener);
void stop_listening_to_outbox(long long handle);
void ring_outbox_workers();

}  // namespace secours::mail
