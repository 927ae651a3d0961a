#include "mail/outbox_signal.h"

#include <map>
#include <mutex>

namespace secours::mail {

namespace {

struct Listeners {
  std::mutex mutex;
  std::map<long long, OutboxListener> by_handle;
  long long next_handle = 1;
};

Listeners& listeners() {
  static Listeners instance;
  return instance;
}

}  // namespace

long long listen_to_outbox(OutboxListener listener) {
  auto& all = listeners();
  std::lock_guard lock(all.mutex);
  long long handle = all.next_handle++;
  all.by_handle.emplace(handle, std::move(listener));
  return handle;
}

void stop_listening_to_outbox(long long handle) {
  auto& all = listeners();
  std::lock_guard lock(all.mutex);
  all.by_handle.erase(handle);
}

// Listeners only set a flag and notify a condition variable, so calling them under the lock is safe
// and keeps a worker from being destroyed while it is being rung.
void ring_outbox_workers() {
  auto& all = listeners();
  std::lock_guard lock(all.mutex);
  for (auto& [handle, listener] : all.by_handle) listener();
}

}  // namespace secours::mail
